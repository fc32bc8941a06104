// The demo promotions' content (issue 16): real HTML per language — how to take part, the terms and an example table —
// written from each promotion's own rules, so the page shows what an operator would publish and the numbers agree
// with what the engine pays. Sanitised as ops' content is.
import { CURRENCY_SYMBOL, formatMoney, type Language } from '@mekong/contracts';
import type { Translations } from '../../modules/columns';
import { sanitizePromotionHtml } from '../../modules/promotions/content-html';
import { parseRules, rebateMinor, type PromotionRules } from '../../modules/promotions/promotion-rules';

type Mode = 'NONE' | 'JOIN' | 'CLAIM' | 'APPLY';
type Texts = Record<Language, string>;

const money = (minor: number) => formatMoney(minor, CURRENCY_SYMBOL);
const percent = (bp: number) => `${(bp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
const pick = (texts: Texts, language: Language) => texts[language];

const HEADINGS = {
  how: { LO: 'ວິທີເຂົ້າຮ່ວມ', EN: 'How to take part', CN: '参与方式' },
  terms: { LO: 'ເງື່ອນໄຂ ແລະ ຂໍ້ກຳນົດ', EN: 'Terms and conditions', CN: '活动条款' },
  example: { LO: 'ຕົວຢ່າງ', EN: 'Example', CN: '示例' },
} satisfies Record<string, Texts>;

const STEPS: Record<Mode, Texts> = {
  NONE: {
    LO: 'ບໍ່ຕ້ອງລົງທະບຽນ: ທຸກບັນຊີທີ່ມີເງື່ອນໄຂຄົບຖ້ວນໄດ້ຮັບໂດຍອັດຕະໂນມັດ.',
    EN: 'No sign-up needed: every qualifying account takes part automatically.',
    CN: '无需报名：符合条件的账户自动参与。',
  },
  JOIN: {
    LO: 'ເຂົ້າສູ່ລະບົບ ແລ້ວກົດ “ເຂົ້າຮ່ວມ” ໃນໜ້ານີ້ກ່ອນຝາກເງິນ ຫຼື ຫຼິ້ນເກມ.',
    EN: 'Log in and press “Join” on this page before you deposit or play.',
    CN: '请先登录，并在存款或游戏前点击本页的“参加”。',
  },
  CLAIM: {
    LO: 'ເຂົ້າສູ່ລະບົບ ແລ້ວກົດ “ຮັບລາງວັນ” ໃນໜ້ານີ້: ລາງວັນເຂົ້າກະເປົາເງິນທັນທີ.',
    EN: 'Log in and press “Claim” on this page: the reward goes straight to your wallet.',
    CN: '登录后点击本页的“领取”，奖励即时到账。',
  },
  APPLY: {
    LO: 'ກົດ “ສະໝັກ”, ຂຽນຄຳອະທິບາຍ ແລະ ແນບຮູບພາບຫຼັກຖານ (png ຫຼື jpg, ສູງສຸດ 3 ຮູບ). ທີມງານຈະກວດສອບພາຍໃນ 24 ຊົ່ວໂມງ.',
    EN: 'Press “Apply”, write a short comment and attach your proof (png or jpg, up to 3 images). Our team reviews it within 24 hours.',
    CN: '点击“申请”，填写说明并上传证明图片（png或jpg，最多3张）。我们将在24小时内审核。',
  },
};

/** The terms a promotion's rules make, in each language. */
function termsOf(rules: PromotionRules): Texts[] {
  const terms: Texts[] = [];
  if (rules.bonusPercentBp !== undefined && rules.bonusCapMinor !== undefined) {
    const [share, cap] = [percent(rules.bonusPercentBp), money(rules.bonusCapMinor)];
    terms.push({
      LO: `ໂບນັດ ${share} ຂອງຍອດຝາກ, ສູງສຸດ ${cap}.`,
      EN: `Bonus of ${share} of the deposit, up to ${cap}.`,
      CN: `奖金为存款的${share}，最高${cap}。`,
    });
  }
  if (rules.bonusFixedMinor !== undefined) {
    const amount = money(rules.bonusFixedMinor);
    terms.push({ LO: `ໂບນັດ ${amount}.`, EN: `A bonus of ${amount}.`, CN: `奖金${amount}。` });
  }
  if (rules.minDepositMinor !== undefined) {
    const least = money(rules.minDepositMinor);
    terms.push({ LO: `ຍອດຝາກຂັ້ນຕ່ຳ ${least}.`, EN: `Minimum deposit ${least}.`, CN: `最低存款${least}。` });
  }
  if (rules.daily)
    terms.push({
      LO: 'ຈ່າຍໃຫ້ການຝາກທີ່ມີເງື່ອນໄຂຄັ້ງທຳອິດຂອງແຕ່ລະມື້ (ເວລາວຽງຈັນ), ມື້ລະຄັ້ງ.',
      EN: 'Paid on the first qualifying deposit of each day (Vientiane time), once a day.',
      CN: '每天（万象时间）首笔符合条件的存款可获得，每天一次。',
    });
  if (rules.rebateBp !== undefined) {
    const rate = percent(rules.rebateBp);
    terms.push({
      LO: `ຄືນເງິນ ${rate} ຂອງຍອດເດີມພັນທີ່ຖືກຕ້ອງ ແລະ ປິດແລ້ວຂອງແຕ່ລະມື້, ຈ່າຍໃນມື້ຖັດໄປ.`,
      EN: `A rebate of ${rate} of each day's settled valid bets, paid the next day.`,
      CN: `返还每日已结算有效投注的${rate}，次日发放。`,
    });
  }
  if (rules.rebateGameTypes)
    terms.push({
      LO: `ນັບສະເພາະເກມປະເພດ: ${rules.rebateGameTypes.join(', ')}.`,
      EN: `Only ${rules.rebateGameTypes.join(', ')} games count.`,
      CN: `仅计算以下游戏类型：${rules.rebateGameTypes.join('、')}。`,
    });
  if (rules.referralRewardMinor !== undefined) {
    const reward = money(rules.referralRewardMinor);
    terms.push({
      LO: `ເມື່ອໝູ່ທີ່ລົງທະບຽນດ້ວຍລະຫັດເຊີນຂອງທ່ານຝາກເງິນຄັ້ງທຳອິດ, ທ່ານໄດ້ຮັບ ${reward} ຕໍ່ໝູ່ໜຶ່ງຄົນ.`,
      EN: `When a friend who registered with your invitation code makes a first deposit, you receive ${reward} per friend.`,
      CN: `好友使用您的邀请码注册并完成首存后，每位好友可为您带来${reward}。`,
    });
  }
  if (rules.turnoverMultiple > 0)
    terms.push({
      LO: `ຕ້ອງມີຍອດເດີມພັນທີ່ຖືກຕ້ອງ ${rules.turnoverMultiple} ເທົ່າຂອງໂບນັດກ່ອນຖອນເງິນ.`,
      EN: `Settled valid bets of ${rules.turnoverMultiple}× the bonus are needed before withdrawing.`,
      CN: `提款前需完成奖金${rules.turnoverMultiple}倍的已结算有效投注。`,
    });
  terms.push({
    LO: 'ບັນຊີໜຶ່ງຕໍ່ຄົນ. ການສໍ້ໂກງຈະຖືກຍົກເລີກໂບນັດ. ຜູ້ປະກອບການສາມາດປ່ຽນແປງ ຫຼື ຢຸດໂປຣໂມຊັນໄດ້ທຸກເວລາ.',
    EN: 'One account per person. Abuse forfeits the bonus. The operator may change or end the promotion at any time.',
    CN: '每人限一个账户。违规套利将取消奖金。运营方保留随时修改或终止活动的权利。',
  });
  return terms;
}

const COLUMNS = {
  deposit: { LO: 'ຍອດຝາກ', EN: 'Deposit', CN: '存款' },
  bets: { LO: 'ຍອດເດີມພັນຂອງມື້', EN: "A day's valid bets", CN: '当日有效投注' },
  bonus: { LO: 'ໂບນັດ', EN: 'Bonus', CN: '奖金' },
  rebate: { LO: 'ເງິນຄືນ', EN: 'Rebate', CN: '返水' },
  turnover: { LO: 'ຍອດເດີມພັນທີ່ຕ້ອງການ', EN: 'Turnover required', CN: '所需流水' },
} satisfies Record<string, Texts>;

/** An example table the rules make (worked out as the engine pays), or null. */
function exampleOf(rules: PromotionRules, language: Language): string | null {
  const row = (cells: string[]) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
  const table = (head: Texts[], rows: string[]) =>
    `<table><thead><tr>${head.map((h) => `<th>${pick(h, language)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
  if (rules.bonusPercentBp !== undefined && rules.bonusCapMinor !== undefined) {
    const least = rules.minDepositMinor ?? 10_000_000;
    const deposits = [least, least * 4, least * 40];
    const rows = deposits.map((deposit) => {
      const bonus = Math.min(Math.floor((deposit * (rules.bonusPercentBp ?? 0)) / 10_000), rules.bonusCapMinor ?? 0);
      return row([money(deposit), money(bonus), money(bonus * rules.turnoverMultiple)]);
    });
    return table([COLUMNS.deposit, COLUMNS.bonus, COLUMNS.turnover], rows);
  }
  if (rules.rebateBp !== undefined) {
    const rows = [10_000_000, 100_000_000, 1_000_000_000].map((bets) => row([money(bets), money(rebateMinor(rules, bets))]));
    return table([COLUMNS.bets, COLUMNS.rebate], rows);
  }
  return null;
}

/** The content of a demo promotion in every language. */
export function promotionContent(seed: { mode: Mode; rules: object }): Translations {
  const rules = parseRules(JSON.stringify(seed.rules));
  const languages: Language[] = ['LO', 'EN', 'CN'];
  return Object.fromEntries(
    languages.map((language) => {
      const example = exampleOf(rules, language);
      const html = [
        `<h3>${pick(HEADINGS.how, language)}</h3>`,
        `<p>${pick(STEPS[seed.mode], language)}</p>`,
        `<h3>${pick(HEADINGS.terms, language)}</h3>`,
        `<ul>${termsOf(rules)
          .map((term) => `<li>${pick(term, language)}</li>`)
          .join('')}</ul>`,
        example ? `<h3>${pick(HEADINGS.example, language)}</h3>${example}` : '',
      ].join('');
      return [language, sanitizePromotionHtml(html)];
    }),
  ) as Translations;
}
