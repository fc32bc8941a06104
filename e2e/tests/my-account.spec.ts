// My account (issue 19) end to end: a fresh account binds an email with the code read from the mail outbox, adds a
// bank account, sets up the authenticator from the key the page shows, chooses it as the first factor, and a login from
// an IP the account does not know (ops devices-forget: the browser's IP is always this machine's) asks for its code.
// Then the page is photographed at 1440 and 390 wide in LO, EN and CN, and checked with axe.
import { axeScan } from '../support/axe';
import { expect, test } from '@playwright/test';
import { freshAccount, lastMailBody, logIn, logInUnfinished, ops, startInLanguage } from '../support/site';
import { totpCode, totpStep } from '../../api/src/security/totp';

const PASSWORD = 'Changed123';
const SHOTS = process.env.ACCOUNT_SHOTS_DIR ?? 'screenshots';

test('binds an email with the mailed code, sets up the authenticator, and a new IP logs in with its code', async ({ page }) => {
  test.setTimeout(300_000);
  await startInLanguage(page, 'EN');
  const account = await freshAccount(page, 'acct', PASSWORD);
  await page.goto('/member');
  const main = page.getByRole('main');

  // The email: a code mailed to the new address binds it.
  const email = `${account}@mekong.example`;
  await main.getByRole('button', { name: 'Bind an email' }).click();
  const bind = main.getByRole('form', { name: 'Bind an email' });
  await bind.getByLabel('New email').fill(email);
  await bind.getByLabel('Login password').fill(PASSWORD);
  await bind.getByRole('button', { name: 'Send code' }).click();
  await expect(bind.getByText('A code was mailed to the new email. It is valid for 10 minutes.')).toBeVisible();
  const code = /\b(\d{6})\b/.exec(lastMailBody(email))?.[1] ?? '';
  await bind.getByLabel('Verification code').fill(code);
  await bind.getByRole('button', { name: 'Confirm' }).click();
  await expect(main.getByText('Bound successfully')).toBeVisible();
  await expect(main.getByText(`${account.slice(0, 2)}${'*'.repeat(account.length - 2)}@mekong.example`)).toBeVisible();

  // A bank account in the member's real name.
  const bank = main.getByRole('form', { name: 'Add a bank account' });
  await bank.getByLabel('Bank name', { exact: true }).fill('BCEL Bank');
  await bank.getByLabel('Account number', { exact: true }).fill('0201000987654321');
  await bank.getByLabel('Account name', { exact: true }).fill('KHAMLA VONGSA');
  await bank.getByRole('button', { name: 'Add a bank account' }).click();
  await expect(main.getByRole('button', { name: 'Remove BCEL Bank ************4321' })).toBeVisible();

  // The authenticator: the QR code and its key; a code of the key turns it on.
  await main.getByRole('button', { name: 'Set up the authenticator' }).click();
  await expect(main.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await main.getByText(/^[A-Z2-7]{32}$/).textContent()) ?? '';
  const enable = main.getByRole('form', { name: 'Turn on' });
  await enable.getByLabel('Authenticator code').fill(totpCode(secret, totpStep(Date.now())));
  await enable.getByRole('button', { name: 'Turn on' }).click();
  await expect(main.getByText('The authenticator is on')).toBeVisible();

  // Asked on new devices, the authenticator first.
  const factor = main.getByRole('form', { name: 'Verification on new devices' });
  await factor.getByRole('checkbox', { name: 'Ask for verification when I log in from a new device or IP' }).check();
  await factor.getByLabel('Offer first').selectOption({ label: 'Authenticator code' });
  await factor.getByRole('button', { name: 'Save' }).click();
  await expect(factor.getByText('Saved')).toBeVisible();

  // Signed out, the account's known IPs forgotten: this browser is a new device now.
  await page.evaluate(() => sessionStorage.removeItem('token'));
  expect(ops('devices-forget', account)).toContain('known IP(s) forgotten');
  await page.goto('/');
  await logInUnfinished(page, account, PASSWORD);
  const verify = page.getByRole('dialog', { name: 'Verify your login' });
  await expect(verify.getByRole('radio', { name: 'Authenticator code' })).toBeChecked();
  // The next step's code: later than the one that turned it on, so not a replay.
  await verify.getByRole('textbox', { name: 'Authenticator code' }).fill(totpCode(secret, totpStep(Date.now()) + 1));
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${account}` })).toBeVisible();
});

for (const language of ['LO', 'EN', 'CN'] as const) {
  test(`my account reads at 1440 and 390 wide in ${language}, with no serious axe violation`, async ({ page }) => {
    test.setTimeout(180_000);
    // Logged in in English (the helper's labels), then the language chosen as a returning visitor's.
    await startInLanguage(page, 'EN');
    await page.goto('/');
    await logIn(page, 'demo_member', 'Demo1234');
    await page.evaluate((lang) => {
      localStorage.setItem('hisLang', lang);
      localStorage.setItem('lang', lang);
    }, language);
    for (const size of [
      { name: 'desktop', width: 1440, height: 900 },
      { name: 'mobile', width: 390, height: 844 },
    ]) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/member?page=securityCenter');
      await expect(page.getByRole('main').locator('form').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/my-account-${language}-${size.name}.png`, fullPage: true });
    }
    const { violations } = await axeScan(page).include('main').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
}
