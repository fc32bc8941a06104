// Issue 17's browser journey, end to end on the real API: demo_agent reads its referral link and QR code in the register
// center; a new player opens the link in a browser of its own (the code filled and locked), registers, deposits at the
// demo gateway and appears in the agent's team management. Ops make it an agent (`agent-make`), demo_agent offers it a
// daily-salary contract from its detail, and the player accepts in the shell's contract popup. It plays a real-money
// slot round through the seamless path; the daily wage of that Vientiane business day is settled by the real ops
// command (`settlement-run dailySalary` at the day's end, as the job does the next day), and both read the exact
// salary: the agent in daily salary (paid to its downline), the player in its own daily salary page and in its account
// record. Every page passed is shot in LO, EN and CN at 1440 and 390 px, with nothing wider than the window (the
// popup over the home page as the window shows it, the other pages whole).
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  captchaAnswer,
  catalogue,
  chooseLanguage,
  depositAtDemoGateway,
  isCaptchaResponse,
  lastSmsCode,
  logIn,
  ops,
  openRealSlot,
  startInLanguage,
} from '../support/site';
import { cn } from '../../mf-agent/src/i18n/locales/cn';
import { en } from '../../mf-agent/src/i18n/locales/en';
import { lo } from '../../mf-agent/src/i18n/locales/lo';

const AGENT = 'demo_agent';
const PASSWORD = 'Mekong123';
/** The offer: 0.50 % of the day's valid bet (demo_agent's own daily salary tops at 0.50 %), from ₭ 1.00 of bets and one active member. */
const RATE_BP = 50;
/** The seeded first VIP level's lifetime turnover (api/src/db/seed/missions.seed.ts): its reward would move the balance. */
const VIP1_TURNOVER_MINOR = 100_000;
const VIENTIANE_OFFSET_MS = 7 * 3_600_000;

const kip = (minor: number) => `₭ ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const minorOf = (text: string): number => {
  const match = /₭ ([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`No amount in '${text}'`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
};

/** The end of the current Vientiane business day (UTC+7 all year): the daily wage's period end. */
function endOfBusinessDay(now = Date.now()): Date {
  const day = new Date(now + VIENTIANE_OFFSET_MS).toISOString().slice(0, 10);
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000 - VIENTIANE_OFFSET_MS);
}

/**
 * The page in LO, CN and EN at 1440 and 390 px (the language kept under hisLang, the page read again at the width, a
 * filter chosen again by `prepare` with the agent centre's texts of the language): `ready` (a language-free mark of
 * the data, such as an account or amount) shown, nothing wider than the window, a screenshot each. Ends in EN, where
 * the journey goes on at 1440.
 */
async function shotsInEachLanguage(
  page: Page,
  name: string,
  ready: (page: Page) => Locator,
  { prepare, fullPage = true }: { prepare?: (page: Page, texts: typeof en) => Promise<void>; fullPage?: boolean } = {},
): Promise<void> {
  for (const [language, texts] of [
    ['LO', lo],
    ['CN', cn],
    ['EN', en],
  ] as const) {
    await chooseLanguage(page, language);
    for (const width of [1440, 390]) {
      // Loaded at its width, as a visitor on that screen would (a resize would catch the menu drawer mid-slide).
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await prepare?.(page, texts);
      await expect(ready(page).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`${name}-${language}-${width}.png`), fullPage });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('an agent’s link brings a player who joins the team, accepts a daily salary, plays, and both read the settled wage', async ({
  browser,
  page,
  request,
}) => {
  // Two browsers, a dozen page loads per language round and several ops commands: a longer budget, not a verdict.
  test.slow();
  const stamp = String(Date.now()).slice(-7);
  const player = `journey${stamp}`;
  const mobile = `20${String(Date.now()).slice(-8)}`;

  // demo_agent pays the salary from its wallet: money for it, credited once under its grant reference.
  ops('bonus', AGENT, '1000.00', '--ref', `agent-journey-${stamp}`, 'salary float');

  // 1. The agent reads its referral link and QR code in the register center.
  await startInLanguage(page, 'EN');
  await page.goto('/');
  await logIn(page, AGENT, 'Demo1234', { agent: true });
  await expect(page).toHaveURL(/\/agentHome$/);
  const menu = page.getByRole('navigation', { name: 'Agent centre menu' });
  await menu.getByRole('link', { name: 'Create account' }).click();
  const link = page.getByRole('definition').filter({ hasText: '/register?affiliateCode=' });
  await expect(link).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
  const referral = new URL((await link.textContent()) ?? '');
  const code = referral.searchParams.get('affiliateCode') ?? '';
  expect(code).toMatch(/^[A-Z0-9]{4,}$/);
  await shotsInEachLanguage(page, 'agent-register-center', (p) => p.getByRole('definition').filter({ hasText: code }));

  // 2. A new player opens the link in a browser of its own: the code is filled and locked; it registers and deposits.
  const playerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const playerPage = await playerContext.newPage();
  await startInLanguage(playerPage, 'EN');
  const captcha = playerPage.waitForResponse(isCaptchaResponse);
  await playerPage.goto(`${referral.pathname}${referral.search}`);
  const register = playerPage.getByRole('dialog', { name: 'Register' });
  const codeField = register.getByRole('textbox', { name: 'Invitation code' });
  await expect(codeField).toHaveValue(code);
  await expect(register.getByText('From your invitation link')).toBeVisible();
  await expect(codeField).not.toBeEditable();
  await register.getByLabel('Username *', { exact: true }).fill(player);
  await register.getByLabel('Password *', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Confirm password *', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Mobile number *', { exact: true }).fill(mobile);
  await register.getByRole('button', { name: 'Get code' }).click();
  await expect(register.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await register.getByRole('textbox', { name: 'SMS code' }).fill(lastSmsCode(mobile));
  await register.getByRole('textbox', { name: 'Captcha' }).fill(await captchaAnswer(await captcha));
  await register.getByRole('checkbox', { name: /I am over 18 years old/ }).check();
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register).toBeHidden();
  const playerBalance = playerPage.getByRole('banner').getByRole('group', { name: 'Balance' });
  await expect(playerBalance).toContainText('₭ 0.00');
  await depositAtDemoGateway(playerPage, '50,000');
  await expect(playerBalance).toContainText('₭ 50,000.00');

  // 3. The agent sees the new member in team management, a direct downline of its own.
  await menu.getByRole('link', { name: 'Team management' }).click();
  const downlines = page.getByRole('table', { name: 'Downlines' });
  const row = downlines.getByRole('row').filter({ hasText: player });
  await expect(row).toContainText('Member');
  await expect(row).toContainText('₭ 50,000.00');
  await shotsInEachLanguage(page, 'agent-team-management', (p) => p.getByRole('row').filter({ hasText: player }));

  // 4. Ops make it an agent; demo_agent offers it a daily salary from its detail.
  expect(ops('agent-make', player, '1')).toContain(`${player} is now an agent of type 1.`);
  await page.reload();
  await page.getByRole('button', { name: `Details of ${player}` }).click();
  const offer = page.getByRole('form', { name: 'Contract offer' });
  await offer.getByRole('combobox', { name: 'Contract type' }).selectOption({ label: 'Daily salary' });
  const tier = offer.getByRole('group', { name: 'Tier 1' });
  await tier.getByRole('textbox', { name: 'Signing ratio / rate' }).fill(String(RATE_BP / 100));
  await tier.getByRole('textbox', { name: 'Active members' }).fill('1');
  await tier.getByRole('textbox', { name: 'Daily bet amount' }).fill('1.00');
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(offer.getByText(`offer was sent to ${player}: it waits for their answer.`)).toBeVisible();

  // 5. The player, signed in, accepts in the contract popup (shot in each language while it waits).
  await playerPage.reload();
  const popup = playerPage.getByRole('dialog', { name: 'Contract offer' });
  await expect(popup.getByText(`${AGENT} offers you a daily salary contract.`)).toBeVisible();
  await expect(popup.getByRole('listitem', { name: 'Tier 1' })).toContainText('0.50%');
  await shotsInEachLanguage(playerPage, 'downline-contract-popup', (p) => p.getByRole('dialog').getByText('0.50%'), {
    fullPage: false,
  });
  await popup.getByRole('button', { name: 'Accept' }).click();
  await expect(popup.getByText(`You accepted the daily salary contract of ${AGENT}.`)).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await expect(popup).toBeHidden();

  // 6. The player plays a real-money slot round through the seamless path, at the highest total bet below the first VIP
  // level's turnover (₭ 1,000.00), so no level-up reward lands in the balances checked here.
  const { games } = await catalogue(request, { gameType: 'RNG', vassalage: 'JDB', pageSize: '1' });
  const game = games[0]!;
  const before = minorOf((await playerBalance.textContent()) ?? '');
  const { popup: gamePopup, frame } = await openRealSlot(playerPage, game);
  const betPerLine = frame.getByRole('combobox', { name: 'Bet per line' });
  const totalBet = frame.getByRole('status', { name: 'Total bet' });
  const options = await betPerLine.locator('option').evaluateAll((list) => list.map((option) => (option as HTMLOptionElement).value));
  for (const option of options.reverse()) {
    await betPerLine.selectOption(option);
    if (minorOf((await totalBet.textContent()) ?? '') < VIP1_TURNOVER_MINOR) break;
  }
  const stake = minorOf((await totalBet.textContent()) ?? '');
  expect(stake).toBeLessThan(VIP1_TURNOVER_MINOR);
  await frame.getByRole('button', { name: 'Spin' }).click();
  const result = frame.getByRole('status').filter({ hasText: /^(You won ₭ [\d,.]+|No win)$/ });
  await expect(result).toBeVisible();
  const resultText = (await result.textContent()) ?? '';
  const win = resultText.startsWith('You won') ? minorOf(resultText) : 0;
  await expect(frame.getByRole('status', { name: 'Balance' })).toHaveText(kip(before - stake + win));
  await gamePopup.getByRole('button', { name: 'Close the game' }).click();
  await expect(playerBalance).toContainText(kip(before - stake + win));

  // 7. The day's daily wage is settled by the real ops command at the business day's end (the job runs it the next day).
  const salary = Math.floor((stake * RATE_BP) / 10_000);
  expect(salary).toBeGreaterThan(0);
  const run = ops('settlement-run', 'dailySalary', new Date(endOfBusinessDay().getTime() + 60_000).toISOString());
  expect(run).toMatch(/^dailySalary: \d+ settlement\(s\)/);
  await expect(playerBalance).toContainText(kip(before - stake + win + salary));

  // 8. The agent reads it in daily salary, paid to its downline: the valid bet, the rate and the exact amount.
  await page.reload();
  await menu.getByRole('link', { name: 'Daily salary' }).click();
  const paidToDownlines = (p: Page, texts: typeof en) =>
    p
      .getByRole('combobox', { name: texts.settle_direction })
      .selectOption({ label: texts.settle_direction_paid })
      .then(() => undefined);
  await paidToDownlines(page, en);
  const paid = page.getByRole('table', { name: 'Daily salary' }).getByRole('row').filter({ hasText: player });
  await expect(paid).toHaveCount(1);
  for (const text of [kip(stake), '0.50%', kip(salary), 'Paid']) await expect(paid).toContainText(text);
  await shotsInEachLanguage(page, 'agent-daily-wages', (p) => p.getByRole('row').filter({ hasText: player }), {
    prepare: paidToDownlines,
  });

  // 9. The player reads it too: received from its upline in its own daily salary page, and in its account record.
  await playerPage.goto('/agentHome');
  const playerMenu = playerPage.getByRole('navigation', { name: 'Agent centre menu' });
  await playerMenu.getByRole('link', { name: 'Daily salary' }).click();
  const received = playerPage.getByRole('table', { name: 'Daily salary' }).getByRole('row').filter({ hasText: AGENT });
  await expect(received).toHaveCount(1);
  for (const text of [kip(stake), '0.50%', kip(salary), 'Paid']) await expect(received).toContainText(text);
  await shotsInEachLanguage(playerPage, 'downline-daily-wages', (p) => p.getByRole('row').filter({ hasText: AGENT }));

  await playerPage.goto('/member?page=transactionHistory');
  const record = playerPage.getByRole('main').getByRole('region', { name: 'Account record' });
  await record.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Contract dividend / salary' });
  const entry = record
    .getByRole('table', { name: 'Account record' })
    .getByRole('row')
    .filter({ hasText: kip(salary).replace('₭ ', '₭ +') });
  await expect(entry).toHaveCount(1);
  await shotsInEachLanguage(playerPage, 'downline-account-record', (p) => p.getByRole('row').filter({ hasText: '+' }));
  await playerContext.close();
});
