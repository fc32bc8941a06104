// Breaks from play (issue 20) end to end, real API and Chromium: a fresh member sets a reality check on the member
// centre's takeABreak page (photographed at 1440 and 390 wide in LO, EN and CN, and checked with axe), opens a
// real-money slot and sees the reality check over the game after the interval (the server's test-only short interval,
// MEKONG_TEST_REALITY_CHECK_SECONDS in playwright.config.ts: the test waits for the dialog, it never times anything),
// then excludes itself: the page goes home saying when the break ends, the tab is signed out when the server ends the
// session, and logging in again is refused with the end date.
import { axeScan } from '../support/axe';
import { expect, test } from '@playwright/test';
import { catalogue, freshAccount, logInUnfinished, openRealSlot, ops, startInLanguage } from '../support/site';

const PASSWORD = 'Breaks123';
const SHOTS = process.env.BREAK_SHOTS_DIR ?? 'screenshots';

const LANGUAGE_HEADINGS = { LO: 'ພັກການຫຼິ້ນ', EN: 'Take a break', CN: '暂停游戏' } as const;

test('a member sees the reality check over a game, excludes itself, and is signed out and refused at login', async ({ page, request }) => {
  test.setTimeout(420_000);
  await startInLanguage(page, 'EN');
  const account = await freshAccount(page, 'brk', PASSWORD);

  // The page in every language and both widths, with axe.
  for (const language of ['LO', 'EN', 'CN'] as const) {
    await page.evaluate((lang) => window.localStorage.setItem('hisLang', lang), language);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/member?page=takeABreak');
      await expect(page.getByRole('heading', { name: LANGUAGE_HEADINGS[language], level: 2 })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/take-a-break-${language}-${width}.png`, fullPage: true });
      const axe = await axeScan(page).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    }
  }
  await page.evaluate(() => window.localStorage.setItem('hisLang', 'EN'));
  await page.setViewportSize({ width: 1440, height: 900 });

  // The reality check: every 15 minutes as the member sees it (a few seconds on this test server).
  await page.goto('/member?page=takeABreak');
  await page.getByRole('combobox', { name: 'Remind me every' }).selectOption('15');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const { games } = await catalogue(request, { gameType: 'RNG', vassalage: 'JDB', pageSize: '1' });
  const { popup } = await openRealSlot(page, games[0]!);
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText(/You have played for \d+ minutes?\./);
  await expect(check).toContainText('This session you are even.');
  await page.screenshot({ path: `${SHOTS}/reality-check-EN-1440.png` });
  await check.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(check).toBeHidden();
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close the game' }).click();

  // A self-exclusion of 6 months: the dialog says what it means, the password starts it.
  await page.goto('/member?page=takeABreak');
  const part = page.getByRole('region', { name: 'Self-exclusion' });
  await part.getByRole('combobox', { name: 'Period' }).selectOption('6m');
  await part.getByRole('button', { name: 'Exclude myself' }).click();
  const confirm = page.getByRole('dialog', { name: 'Self-exclusion (6 months): are you sure?' });
  await expect(confirm).toContainText('It cannot be cancelled or shortened, by you or by us.');
  await page.screenshot({ path: `${SHOTS}/self-exclusion-confirm-EN-1440.png` });
  await confirm.getByLabel('Login password').fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  // Two notices come, in the order the network decides: the page's (from the answer) and the shell's (from the live
  // socket, which the server closes at once); the shell signs the tab out. Each is answered by its OK.
  const notices = {
    started: /Your break from play has started\. It ends on .*You have been signed out\./,
    ended: 'You have been signed out: your session ended',
  };
  const seen = new Set<keyof typeof notices>();
  while (seen.size < 2) {
    const notice = page.getByRole('dialog', { name: 'Warning' });
    await expect(notice).toBeVisible({ timeout: 60_000 });
    const text = (await notice.textContent()) ?? '';
    const which = text.includes(notices.ended) ? 'ended' : notices.started.test(text) ? 'started' : null;
    expect(which, `an unexpected notice: ${text}`).not.toBeNull();
    expect(seen.has(which!), `the ${which} notice twice`).toBe(false);
    seen.add(which!);
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice.filter({ hasText: which === 'ended' ? notices.ended : notices.started })).toBeHidden();
  }
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  // Signing out cleared the session storage, so the visitor's announcement popup opens again, after the notices (it
  // never covers one).
  const announcements = page.getByRole('dialog', { name: 'Announcements' });
  await announcements.getByRole('button', { name: 'Close' }).click();
  await expect(announcements).toBeHidden();

  // Logging in again is refused, with the end date.
  await logInUnfinished(page, account, PASSWORD);
  await expect(page.getByRole('dialog', { name: 'Log in' }).getByRole('alert')).toContainText(
    /You are on a break from play until \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}\./,
    { timeout: 60_000 },
  );
  expect(ops('exclusions', account)).toContain('self-exclusion 6m');
});
