// Seed data of the editorial content in Lao, English and Chinese: help center, banners, notices, popups, promotions.
import type { Insertable } from 'kysely';
import type { Database } from '../database';
import { localizedColumns, type Translations } from '../../modules/columns';
import { promotionContent } from './promotion-content.seed';

type Row<T extends keyof Database> = Insertable<Database[T]>;

const HELP_CATEGORIES: [id: string, title: Translations][] = [
  ['newbie', { LO: 'ຄູ່ມືຜູ້ຫຼິ້ນໃໝ່', EN: 'New player guide', CN: '新手指南' }],
  ['rules', { LO: 'ກົດລະບຽບ ແລະ ນະໂຍບາຍ', EN: 'Rules and policies', CN: '规则与政策' }],
  ['company', { LO: 'ຂໍ້ມູນບໍລິສັດ', EN: 'Company', CN: '公司信息' }],
];

export const helpCategories: Row<'help_categories'>[] = HELP_CATEGORIES.map(([id, title], i) => ({
  id,
  device: 'WEB',
  sequence: i + 1,
  ...localizedColumns('title', title),
}));

interface HelpItemSeed {
  id: string;
  categoryId: string;
  /** Position among the footer's help links, or null. */
  footer: number | null;
  title: Translations;
  content: Translations;
}

const HELP_ITEMS: HelpItemSeed[] = [
  {
    id: 'register',
    categoryId: 'newbie',
    footer: null,
    title: { LO: 'ວິທີລົງທະບຽນ', EN: 'How to register', CN: '如何注册' },
    content: {
      LO: '<p>ກົດປຸ່ມ <strong>ລົງທະບຽນ</strong> ຢູ່ມຸມຂວາເທິງ, ຕັ້ງຊື່ຜູ້ໃຊ້ ແລະ ລະຫັດຜ່ານ, ແລ້ວໃສ່ເບີໂທລະສັບ ແລະ ລະຫັດຢືນຢັນທາງ SMS.</p><p>ເມື່ອລົງທະບຽນສຳເລັດ ທ່ານຈະເຂົ້າສູ່ລະບົບໂດຍອັດຕະໂນມັດ.</p>',
      EN: '<p>Press <strong>Register</strong> at the top right, choose a username and password, then enter your phone number and the SMS verification code.</p><p>Once registered you are logged in automatically.</p>',
      CN: '<p>点击右上角的<strong>注册</strong>，设置用户名和密码，然后输入手机号码和短信验证码。</p><p>注册成功后将自动登录。</p>',
    },
  },
  {
    id: 'deposit',
    categoryId: 'newbie',
    footer: null,
    title: { LO: 'ວິທີຝາກເງິນ', EN: 'How to deposit', CN: '如何存款' },
    content: {
      LO: '<p>ເຂົ້າສູ່ລະບົບ ແລ້ວກົດ <strong>ຝາກເງິນ</strong>. ເລືອກທະນາຄານ ຫຼື ຊ່ອງທາງການຊຳລະ, ໃສ່ຈຳນວນເງິນ ແລະ ປະຕິບັດຕາມຄຳແນະນຳ.</p><p>ເງິນຈະເຂົ້າບັນຊີພາຍໃນບໍ່ເທົ່າໃດນາທີ.</p>',
      EN: '<p>Log in and press <strong>Deposit</strong>. Choose a bank or payment channel, enter the amount and follow the instructions.</p><p>Funds usually arrive within a few minutes.</p>',
      CN: '<p>登录后点击<strong>存款</strong>，选择银行或支付渠道，输入金额并按提示操作。</p><p>款项通常在几分钟内到账。</p>',
    },
  },
  {
    id: 'withdraw',
    categoryId: 'newbie',
    footer: null,
    title: { LO: 'ວິທີຖອນເງິນ', EN: 'How to withdraw', CN: '如何取款' },
    content: {
      LO: '<p>ກົດ <strong>ຖອນເງິນ</strong>, ເລືອກບັນຊີທະນາຄານທີ່ຜູກໄວ້, ແລ້ວໃສ່ຈຳນວນເງິນ ແລະ ລະຫັດຖອນເງິນ.</p><p>ການຖອນເງິນຈະຖືກກວດສອບ ແລະ ໂອນພາຍໃນ 30 ນາທີ.</p>',
      EN: '<p>Press <strong>Withdraw</strong>, pick your bound bank account, and enter the amount and your withdrawal password.</p><p>Withdrawals are reviewed and paid within 30 minutes.</p>',
      CN: '<p>点击<strong>取款</strong>，选择已绑定的银行账户，输入金额和取款密码。</p><p>取款审核后将在30分钟内到账。</p>',
    },
  },
  {
    id: 'term',
    categoryId: 'rules',
    footer: 1,
    title: { LO: 'ເງື່ອນໄຂການນຳໃຊ້', EN: 'Terms of use', CN: '使用条款' },
    content: {
      LO: '<p>ການນຳໃຊ້ເວັບໄຊນີ້ ທ່ານຕ້ອງມີອາຍຸ 18 ປີຂຶ້ນໄປ ແລະ ຍອມຮັບເງື່ອນໄຂທັງໝົດຂ້າງລຸ່ມນີ້.</p><ul><li>ແຕ່ລະຄົນມີໄດ້ພຽງບັນຊີດຽວ.</li><li>ຫ້າມໃຊ້ໂປຣແກຣມຊ່ວຍຫຼິ້ນ ຫຼື ການສໍ້ໂກງທຸກຮູບແບບ.</li><li>ບໍລິສັດສະຫງວນສິດໃນການປ່ຽນແປງເງື່ອນໄຂໂດຍບໍ່ຕ້ອງແຈ້ງລ່ວງໜ້າ.</li></ul>',
      EN: '<p>To use this site you must be 18 or older and accept all of the terms below.</p><ul><li>One account per person.</li><li>Bots, cheating and collusion of any kind are forbidden.</li><li>The company may change these terms without prior notice.</li></ul>',
      CN: '<p>使用本网站须年满18周岁并接受以下全部条款。</p><ul><li>每人仅限一个账户。</li><li>禁止使用任何外挂、作弊或串通行为。</li><li>本公司保留随时修改条款的权利，恕不另行通知。</li></ul>',
    },
  },
  {
    id: 'privacy',
    categoryId: 'rules',
    footer: 2,
    title: { LO: 'ນະໂຍບາຍຄວາມເປັນສ່ວນຕົວ', EN: 'Privacy policy', CN: '隐私政策' },
    content: {
      LO: '<p>ພວກເຮົາເກັບຮັກສາຂໍ້ມູນສ່ວນຕົວຂອງທ່ານຢ່າງປອດໄພ ແລະ ບໍ່ເປີດເຜີຍໃຫ້ບຸກຄົນທີສາມ ເວັ້ນເສຍແຕ່ກົດໝາຍກຳນົດ.</p>',
      EN: '<p>We keep your personal data secure and never share it with third parties unless the law requires it.</p>',
      CN: '<p>我们妥善保管您的个人资料，除法律要求外绝不向第三方披露。</p>',
    },
  },
  {
    id: 'responsible',
    categoryId: 'rules',
    footer: 3,
    title: { LO: 'ການຫຼິ້ນຢ່າງມີຄວາມຮັບຜິດຊອບ', EN: 'Responsible gaming', CN: '理性博彩' },
    content: {
      LO: '<p>ຫຼິ້ນເພື່ອຄວາມບັນເທີງ. ກຳນົດງົບປະມານ ແລະ ເວລາຫຼິ້ນຂອງທ່ານ. ຖ້າທ່ານຕ້ອງການຢຸດພັກ, ກະລຸນາຕິດຕໍ່ຝ່າຍບໍລິການລູກຄ້າ.</p>',
      EN: '<p>Play for fun. Set a budget and a time limit. If you need a break, contact customer service to pause your account.</p>',
      CN: '<p>理性娱乐，请设定预算和游戏时间。如需暂停账户，请联系客服。</p>',
    },
  },
  {
    id: 'about',
    categoryId: 'company',
    footer: 4,
    title: { LO: 'ກ່ຽວກັບພວກເຮົາ', EN: 'About us', CN: '关于我们' },
    content: {
      LO: '<p>Mekong ແມ່ນເວັບໄຊບັນເທີງອອນລາຍສຳລັບຜູ້ຫຼິ້ນໃນລາວ ແລະ ຫວຽດນາມ, ມີສະລັອດ, ຄາສິໂນສົດ, ກິລາ, ຍິງປາ ແລະ ຫວຍ.</p><p>ໃບອະນຸຍາດເລກທີ 365.</p>',
      EN: '<p>Mekong is an online entertainment site for players in Laos and Vietnam, offering slots, live casino, sports, fishing and lottery.</p><p>Licence number 365.</p>',
      CN: '<p>Mekong 是面向老挝和越南玩家的在线娱乐平台，提供老虎机、真人娱乐、体育、捕鱼和彩票。</p><p>牌照号码：365。</p>',
    },
  },
  {
    id: 'faq',
    categoryId: 'company',
    footer: 5,
    title: { LO: 'ຄຳຖາມທີ່ພົບເລື້ອຍ', EN: 'FAQ', CN: '常见问题' },
    content: {
      LO: '<p><strong>ລືມລະຫັດຜ່ານເຮັດແນວໃດ?</strong> ກົດ "ລືມລະຫັດຜ່ານ" ໃນໜ້າເຂົ້າສູ່ລະບົບ ແລະ ຢືນຢັນດ້ວຍເບີໂທລະສັບ.</p><p><strong>ສາມາດຫຼິ້ນຟຣີໄດ້ບໍ່?</strong> ໄດ້, ເກມສ່ວນໃຫຍ່ມີໂໝດທົດລອງຫຼິ້ນ.</p>',
      EN: '<p><strong>Forgot your password?</strong> Press "Forgot password" on the login form and confirm with your phone number.</p><p><strong>Can I play for free?</strong> Yes, most games offer a free demo.</p>',
      CN: '<p><strong>忘记密码怎么办？</strong>在登录窗口点击"忘记密码"，通过手机号码验证即可重置。</p><p><strong>可以免费试玩吗？</strong>可以，大部分游戏都提供免费试玩。</p>',
    },
  },
  {
    id: 'contact',
    categoryId: 'company',
    footer: null,
    title: { LO: 'ຕິດຕໍ່ພວກເຮົາ', EN: 'Contact us', CN: '联系我们' },
    content: {
      LO: '<p>ຝ່າຍບໍລິການລູກຄ້າພ້ອມໃຫ້ບໍລິການ 24 ຊົ່ວໂມງ ຜ່ານແຊັດສົດ ແລະ Telegram.</p>',
      EN: '<p>Customer service is online 24 hours a day by live chat and Telegram.</p>',
      CN: '<p>客服24小时在线，可通过在线客服或 Telegram 联系我们。</p>',
    },
  },
];

export const helpItems: Row<'help_items'>[] = HELP_ITEMS.map((item, i) => ({
  id: item.id,
  categoryId: item.categoryId,
  sequence: i + 1,
  footerSequence: item.footer,
  ...localizedColumns('title', item.title),
  ...localizedColumns('content', item.content),
}));

interface BannerSeed {
  id: string;
  group: string;
  linkage: [type: 'NONE' | 'URL' | 'ROUTE' | 'PROMOTION', target: string | null];
  colors: [from: string, to: string];
  headline: Translations;
  subline: Translations;
}

const NONE: BannerSeed['linkage'] = ['NONE', null];
const PROMOTIONS_PAGE: BannerSeed['linkage'] = ['ROUTE', '/promotions'];

const BANNERS: BannerSeed[] = [
  {
    id: 'home-welcome',
    group: 'w_home',
    linkage: NONE,
    colors: ['#0f766e', '#164e63'],
    headline: { LO: 'ຍິນດີຕ້ອນຮັບສູ່ Mekong', EN: 'Welcome to Mekong', CN: '欢迎来到 Mekong' },
    subline: {
      LO: 'ສະລັອດ, ຄາສິໂນສົດ, ກິລາ ແລະ ຫວຍ ໃນທີ່ດຽວ',
      EN: 'Slots, live casino, sports and lottery in one place',
      CN: '老虎机、真人、体育、彩票一站畅玩',
    },
  },
  {
    id: 'home-first-deposit',
    group: 'w_home',
    linkage: ['PROMOTION', 'promo-first-deposit'],
    colors: ['#b45309', '#7c2d12'],
    headline: { LO: 'ໂບນັດເງິນຝາກຄັ້ງທຳອິດ 100%', EN: '100% first deposit bonus', CN: '首存100%奖金' },
    subline: { LO: 'ສູງສຸດ 1,000,000 ກີບ', EN: 'Up to 1,000,000 LAK', CN: '最高1,000,000基普' },
  },
  {
    id: 'home-promotions',
    group: 'w_home',
    linkage: PROMOTIONS_PAGE,
    colors: ['#7c3aed', '#1e1b4b'],
    headline: { LO: 'ໂປຣໂມຊັນປະຈຳເດືອນ', EN: "This month's promotions", CN: '本月优惠活动' },
    subline: { LO: 'ກົດເພື່ອເບິ່ງທັງໝົດ', EN: 'Tap to see them all', CN: '点击查看全部' },
  },
  {
    id: 'rng-cashback',
    group: 'w_rng',
    linkage: PROMOTIONS_PAGE,
    colors: ['#be123c', '#4c0519'],
    headline: { LO: 'ຄືນເງິນສະລັອດ 1.5% ທຸກວັນ', EN: '1.5% daily slot cashback', CN: '老虎机每日返水1.5%' },
    subline: { LO: 'ສະລັອດກວ່າ 10,000 ເກມ', EN: 'Over 10,000 slot games', CN: '超过10,000款老虎机' },
  },
  {
    id: 'live-tables',
    group: 'w_live',
    linkage: NONE,
    colors: ['#991b1b', '#1c1917'],
    headline: { LO: 'ຄາສິໂນສົດ 24 ຊົ່ວໂມງ', EN: 'Live casino around the clock', CN: '24小时真人娱乐' },
    subline: { LO: 'ບາຄາຣ່າ, ຣູເລັດ, ເສືອມັງກອນ', EN: 'Baccarat, roulette, dragon tiger', CN: '百家乐、轮盘、龙虎' },
  },
  {
    id: 'fish-tournament',
    group: 'w_fish',
    linkage: ['PROMOTION', 'promo-fishing-king'],
    colors: ['#0369a1', '#082f49'],
    headline: { LO: 'ຍິງປາ ລາງວັນໃຫຍ່', EN: 'Fishing games, big prizes', CN: '捕鱼游戏 大奖不断' },
    subline: { LO: 'ແຂ່ງຂັນຊິງລາງວັນທຸກອາທິດ', EN: 'A tournament every week', CN: '每周争霸赛' },
  },
  {
    id: 'pvp-cards',
    group: 'w_pvp',
    linkage: NONE,
    colors: ['#15803d', '#052e16'],
    headline: { LO: 'ເກມໄພ່ອອນລາຍ', EN: 'Online card games', CN: '在线棋牌' },
    subline: { LO: 'ຫຼິ້ນກັບຜູ້ຫຼິ້ນແທ້', EN: 'Play against real players', CN: '真人对战' },
  },
  {
    id: 'sports-football',
    group: 'w_sports',
    linkage: PROMOTIONS_PAGE,
    colors: ['#1d4ed8', '#172554'],
    headline: { LO: 'ເດີມພັນກິລາ', EN: 'Sports betting', CN: '体育投注' },
    subline: { LO: 'ບານເຕະ, ບານບ້ວງ, ມວຍ', EN: 'Football, basketball, boxing', CN: '足球、篮球、拳击' },
  },
  {
    id: 'esports-arena',
    group: 'w_esports',
    linkage: NONE,
    colors: ['#6d28d9', '#0f172a'],
    headline: { LO: 'ອີສະປອດ', EN: 'Esports', CN: '电子竞技' },
    subline: {
      LO: 'Dota 2, League of Legends, Mobile Legends',
      EN: 'Dota 2, League of Legends, Mobile Legends',
      CN: 'Dota 2、英雄联盟、无尽对决',
    },
  },
  {
    id: 'elott-fast',
    group: 'w_elott',
    linkage: NONE,
    colors: ['#c2410c', '#431407'],
    headline: { LO: 'ຫວຍອອນລາຍ', EN: 'Online lottery', CN: '电子彩票' },
    subline: { LO: 'ອອກລາງວັນທຸກ 5 ນາທີ', EN: 'Draws every 5 minutes', CN: '每5分钟开奖' },
  },
  {
    id: 'lott-daily',
    group: 'w_lott',
    linkage: NONE,
    colors: ['#a16207', '#422006'],
    headline: { LO: 'ຫວຍລາວ ແລະ ຫວຍຫວຽດນາມ', EN: 'Lao and Vietnamese lottery', CN: '老挝彩与越南彩' },
    subline: { LO: 'ຈ່າຍສູງ, ອອກຜົນທຸກວັນ', EN: 'High payouts, daily results', CN: '高赔率 每日开奖' },
  },
  {
    id: 'promotion-first-deposit',
    group: 'w_promotion',
    linkage: ['PROMOTION', 'promo-first-deposit'],
    colors: ['#b45309', '#451a03'],
    headline: { LO: 'ໂບນັດເງິນຝາກຄັ້ງທຳອິດ 100%', EN: '100% first deposit bonus', CN: '首存100%奖金' },
    subline: { LO: 'ສຳລັບສະມາຊິກໃໝ່ເທົ່ານັ້ນ', EN: 'For new members only', CN: '仅限新会员' },
  },
  {
    id: 'promotion-refer-friend',
    group: 'w_promotion',
    linkage: ['PROMOTION', 'promo-refer-friend'],
    colors: ['#0e7490', '#083344'],
    headline: { LO: 'ແນະນຳໝູ່ ຮັບລາງວັນ', EN: 'Refer a friend and earn', CN: '推荐好友赢奖励' },
    subline: { LO: 'ຮັບຄ່ານາຍໜ້າທຸກຄັ້ງທີ່ໝູ່ຫຼິ້ນ', EN: 'Earn each time your friends play', CN: '好友每次游戏您都有佣金' },
  },
  {
    id: 'license',
    group: 'w_license',
    linkage: NONE,
    colors: ['#334155', '#020617'],
    headline: { LO: 'ໃບອະນຸຍາດເກມ ເລກທີ 365', EN: 'Gaming licence No. 365', CN: '博彩牌照 第365号' },
    subline: { LO: 'ດຳເນີນງານຢ່າງຖືກກົດໝາຍ', EN: 'Licensed and regulated', CN: '合法持牌运营' },
  },
  {
    id: 'login-side',
    group: 'w_login',
    linkage: NONE,
    colors: ['#0f766e', '#042f2e'],
    headline: { LO: 'ເຂົ້າສູ່ລະບົບ ແລະ ຫຼິ້ນເລີຍ', EN: 'Log in and play', CN: '登录即玩' },
    subline: { LO: 'ຖອນເງິນໄວພາຍໃນ 30 ນາທີ', EN: 'Withdrawals within 30 minutes', CN: '30分钟快速出款' },
  },
  {
    id: 'register-side',
    group: 'w_register',
    linkage: NONE,
    colors: ['#b45309', '#431407'],
    headline: { LO: 'ສະມາຊິກໃໝ່ຮັບ 100%', EN: 'New members get 100%', CN: '新会员首存100%' },
    subline: { LO: 'ລົງທະບຽນງ່າຍ ພຽງ 1 ນາທີ', EN: 'Sign up in one minute', CN: '一分钟快速注册' },
  },
  {
    id: 'forget-side',
    group: 'w_forget',
    linkage: NONE,
    colors: ['#475569', '#0f172a'],
    headline: { LO: 'ລືມລະຫັດຜ່ານ?', EN: 'Forgot your password?', CN: '忘记密码？' },
    subline: { LO: 'ຕັ້ງໃໝ່ດ້ວຍເບີໂທລະສັບຂອງທ່ານ', EN: 'Reset it with your phone number', CN: '通过手机号码重置' },
  },
  {
    id: 'leftmenu-telegram',
    group: 'w_leftmenu',
    linkage: ['URL', 'https://t.me/mekongcasino_news'],
    colors: ['#0284c7', '#0c4a6e'],
    headline: { LO: 'ເຂົ້າຮ່ວມຊ່ອງ Telegram', EN: 'Join our Telegram channel', CN: '加入 Telegram 频道' },
    subline: { LO: 'ຂ່າວ ແລະ ໂປຣໂມຊັນລ່າສຸດ', EN: 'Latest news and offers', CN: '最新资讯与优惠' },
  },
];

export const banners: Row<'banners'>[] = BANNERS.map((b) => ({
  id: b.id,
  groupName: b.group,
  linkageType: b.linkage[0],
  linkageTarget: b.linkage[1],
  colorFrom: b.colors[0],
  colorTo: b.colors[1],
  // Position within its group, in the order listed above.
  sequence: BANNERS.filter((other) => other.group === b.group).indexOf(b) + 1,
  ...localizedColumns('headline', b.headline),
  ...localizedColumns('subline', b.subline),
}));

interface AnnouncementSeed {
  id: string;
  kind: 'PL' | 'PU';
  execution: 'A' | 'B' | 'F' | null;
  title: Translations;
  content: Translations;
}

const ANNOUNCEMENTS: AnnouncementSeed[] = [
  {
    id: 'notice-welcome',
    kind: 'PL',
    execution: null,
    title: { LO: 'ຍິນດີຕ້ອນຮັບສູ່ Mekong', EN: 'Welcome to Mekong', CN: '欢迎来到 Mekong' },
    content: {
      LO: 'ສະມາຊິກໃໝ່ຮັບໂບນັດເງິນຝາກຄັ້ງທຳອິດ 100% ສູງສຸດ 1,000,000 ກີບ.',
      EN: 'New members get a 100% first deposit bonus up to 1,000,000 LAK.',
      CN: '新会员首存即享100%奖金，最高1,000,000基普。',
    },
  },
  {
    id: 'notice-pg-maintenance',
    kind: 'PL',
    execution: null,
    title: { LO: 'ແຈ້ງການປິດປັບປຸງເກມ PG', EN: 'PG maintenance notice', CN: 'PG 维护通知' },
    content: {
      LO: 'ເກມ PG ປິດປັບປຸງທຸກວັນອັງຄານ ເວລາ 10:00–12:00 (ເວລາວຽງຈັນ).',
      EN: 'PG games are under maintenance every Tuesday 10:00–12:00 (Vientiane time).',
      CN: 'PG 游戏每周二10:00–12:00（万象时间）例行维护。',
    },
  },
  {
    id: 'notice-deposit-channels',
    kind: 'PL',
    execution: null,
    title: { LO: 'ຊ່ອງທາງຝາກເງິນໃໝ່', EN: 'New deposit channels', CN: '新增存款渠道' },
    content: {
      LO: 'ຮອງຮັບການຝາກເງິນຜ່ານ BCEL One ແລະ LDB Trust ແລ້ວ.',
      EN: 'Deposits by BCEL One and LDB Trust are now supported.',
      CN: '现已支持 BCEL One 和 LDB Trust 存款。',
    },
  },
  {
    id: 'notice-scam-warning',
    kind: 'PL',
    execution: null,
    title: { LO: 'ລະວັງການຫຼອກລວງ', EN: 'Beware of scams', CN: '谨防诈骗' },
    content: {
      LO: 'ພະນັກງານຂອງພວກເຮົາຈະບໍ່ຂໍລະຫັດຜ່ານ ຫຼື ລະຫັດ SMS ຂອງທ່ານ.',
      EN: 'Our staff will never ask for your password or SMS code.',
      CN: '我们的工作人员绝不会向您索取密码或短信验证码。',
    },
  },
  {
    id: 'popup-visitor-signup',
    kind: 'PU',
    execution: 'B',
    title: { LO: 'ລົງທະບຽນຮັບໂບນັດ', EN: 'Sign up for a bonus', CN: '注册领取奖金' },
    content: {
      LO: '<p>ລົງທະບຽນມື້ນີ້ ຮັບໂບນັດເງິນຝາກຄັ້ງທຳອິດ 100%!</p>',
      EN: '<p>Register today and get a 100% first deposit bonus!</p>',
      CN: '<p>立即注册，首存即享100%奖金！</p>',
    },
  },
  {
    id: 'popup-member-reload',
    kind: 'PU',
    execution: 'A',
    title: { LO: 'ໂບນັດຝາກເງິນປະຈຳວັນ', EN: 'Daily reload bonus', CN: '每日存款奖金' },
    content: {
      LO: '<p>ຝາກເງິນທຸກມື້ ຮັບໂບນັດເພີ່ມ 10%.</p>',
      EN: '<p>Deposit every day and receive an extra 10%.</p>',
      CN: '<p>每日存款即可额外获得10%奖金。</p>',
    },
  },
  {
    id: 'popup-first-login',
    kind: 'PU',
    execution: 'F',
    title: { LO: 'ຍິນດີຕ້ອນຮັບສະມາຊິກໃໝ່', EN: 'Welcome, new member', CN: '欢迎新会员' },
    content: {
      LO: '<p>ກະລຸນາຜູກບັນຊີທະນາຄານ ແລະ ຕັ້ງລະຫັດຖອນເງິນ ກ່ອນຖອນເງິນຄັ້ງທຳອິດ.</p>',
      EN: '<p>Please bind a bank account and set a withdrawal password before your first withdrawal.</p>',
      CN: '<p>首次取款前，请先绑定银行账户并设置取款密码。</p>',
    },
  },
];

export const announcements: Row<'announcements'>[] = ANNOUNCEMENTS.map((a, i) => ({
  id: a.id,
  kind: a.kind,
  execution: a.execution,
  sequence: i + 1,
  ...localizedColumns('title', a.title),
  ...localizedColumns('content', a.content),
}));

/** Promotion categories; gaming and lotto_promo ones stay off the promotions page (requirements §2). */
const PROMOTION_CATEGORIES: [id: string, type: string, title: Translations][] = [
  ['cat-deposit', 'deposit', { LO: 'ໂບນັດເງິນຝາກ', EN: 'Deposit bonuses', CN: '存款优惠' }],
  ['cat-rebate', 'rebate', { LO: 'ຄືນເງິນ', EN: 'Rebates', CN: '返水' }],
  ['cat-event', 'event', { LO: 'ກິດຈະກຳ', EN: 'Events', CN: '活动' }],
  ['cat-gaming', 'gaming', { LO: 'ເກມ', EN: 'Gaming', CN: '游戏' }],
  ['cat-lotto', 'lotto_promo', { LO: 'ຫວຍ', EN: 'Lotto', CN: '彩票' }],
];

export const promotionCategories: Row<'promotion_categories'>[] = PROMOTION_CATEGORIES.map(([id, type, title], i) => ({
  id,
  type,
  sequence: i + 1,
  ...localizedColumns('title', title),
}));

interface PromotionSeed {
  id: string;
  category: string;
  type: string;
  mode: 'NONE' | 'JOIN' | 'CLAIM' | 'APPLY';
  rules: object;
  title: Translations;
  /** The card's (sequence 1) and the dialog's (sequence 2) images; none shows the card's drawn fallback. */
  images?: [card: string | null, dialog: string | null];
  /** A promotion with an end is not long-term (ISO times). */
  window?: [startsAt: string, endsAt: string];
}

/** The promotions' demo pictures are the w_promotion banners' own drawings. */
const bannerPicture = (id: string) => `/static/banners/${id}.svg`;

/** More than the side menu's 6, so its 'more' button has something to lead to. All long-term (no end). */
const PROMOTIONS: PromotionSeed[] = [
  {
    id: 'promo-first-deposit',
    category: 'cat-deposit',
    type: 'FIRST_DEPOSIT',
    mode: 'JOIN',
    rules: { bonusPercentBp: 10_000, bonusCapMinor: 100_000_000, minDepositMinor: 5_000_000, turnoverMultiple: 10 },
    title: { LO: 'ໂບນັດເງິນຝາກຄັ້ງທຳອິດ 100%', EN: '100% first deposit bonus', CN: '首存100%奖金' },
    images: [bannerPicture('promotion-first-deposit'), bannerPicture('home-first-deposit')],
  },
  {
    id: 'promo-daily-reload',
    category: 'cat-deposit',
    type: 'RELOAD',
    mode: 'JOIN',
    rules: { bonusPercentBp: 1_000, bonusCapMinor: 20_000_000, minDepositMinor: 5_000_000, turnoverMultiple: 5, daily: true },
    title: { LO: 'ໂບນັດຝາກເງິນປະຈຳວັນ 10%', EN: '10% daily reload bonus', CN: '每日存款10%奖金' },
    images: [bannerPicture('home-promotions'), null],
    // 2026/01/01 00:00:00 to 2099/12/31 23:59:59 Vientiane time.
    window: ['2025-12-31T17:00:00.000Z', '2099-12-31T16:59:59.000Z'],
  },
  {
    id: 'promo-slot-cashback',
    category: 'cat-rebate',
    type: 'REBATE',
    mode: 'JOIN',
    rules: { rebateBp: 150, rebateGameTypes: ['RNG'] },
    title: { LO: 'ຄືນເງິນສະລັອດ 1.5% ທຸກວັນ', EN: '1.5% daily slot cashback', CN: '老虎机每日返水1.5%' },
  },
  {
    id: 'promo-live-rebate',
    category: 'cat-rebate',
    type: 'REBATE',
    mode: 'JOIN',
    rules: { rebateBp: 80, rebateGameTypes: ['LIVE'] },
    title: { LO: 'ຄືນຍອດຄາສິໂນສົດ 0.8%', EN: '0.8% live casino rebate', CN: '真人娱乐返水0.8%' },
  },
  {
    id: 'promo-refer-friend',
    category: 'cat-event',
    type: 'REFERRAL',
    mode: 'NONE',
    // The inviting agent earns 50,000.00 when a friend's first deposit is 100,000.00 or more.
    rules: { referralRewardMinor: 5_000_000, minDepositMinor: 10_000_000 },
    title: { LO: 'ແນະນຳໝູ່ ຮັບລາງວັນ', EN: 'Refer a friend and earn', CN: '推荐好友赢奖励' },
    images: [bannerPicture('promotion-refer-friend'), bannerPicture('promotion-refer-friend')],
  },
  {
    id: 'promo-vip-weekly',
    category: 'cat-event',
    type: 'GENERAL',
    mode: 'APPLY',
    rules: { bonusFixedMinor: 10_000_000, turnoverMultiple: 1 },
    title: { LO: 'ໂບນັດ VIP ປະຈຳອາທິດ', EN: 'Weekly VIP bonus', CN: 'VIP每周奖金' },
  },
  {
    id: 'promo-sports-parlay',
    category: 'cat-gaming',
    type: 'GENERAL',
    mode: 'NONE',
    rules: {},
    title: { LO: 'ເພີ່ມລາງວັນບານສະເຕັບ', EN: 'Sports parlay boost', CN: '体育串关加奖' },
  },
  {
    id: 'promo-fishing-king',
    category: 'cat-gaming',
    type: 'GENERAL',
    mode: 'NONE',
    rules: {},
    title: { LO: 'ການແຂ່ງຂັນຍິງປາປະຈຳອາທິດ', EN: 'Weekly fishing tournament', CN: '捕鱼王每周争霸赛' },
  },
  {
    id: 'promo-birthday',
    category: 'cat-event',
    type: 'RAFFLE',
    mode: 'CLAIM',
    rules: { bonusFixedMinor: 8_800_000, turnoverMultiple: 1 },
    title: { LO: 'ໂບນັດວັນເກີດ', EN: 'Birthday bonus', CN: '生日礼金' },
  },
];

export const promotions: Row<'promotions'>[] = PROMOTIONS.map((p, i) => ({
  id: p.id,
  sequence: i + 1,
  categoryId: p.category,
  promotionType: p.type,
  mode: p.mode,
  rules: JSON.stringify(p.rules),
  cardImageUrl: p.images?.[0] ?? null,
  dialogImageUrl: p.images?.[1] ?? null,
  startsAt: p.window?.[0] ?? null,
  endsAt: p.window?.[1] ?? null,
  ...localizedColumns('title', p.title),
  ...localizedColumns('content', promotionContent(p)),
}));
