// Promotions on the composed site with the real API: a visitor opens a promotion by its hash and is sent to register;
// the side menu lists the page's first six promotions and a more button; a member applies with an image, the ops
// command approves it and the status and balance change live (socket push, no reload); the members' announcement
// popup shows once per session; screenshots of the page at desktop and mobile width in LO, EN and CN.
// demo_down2 plays the member (the accounts suite checks demo_member's and demo_down1's seeded balances).
import { expect, test, type Page } from '@playwright/test';
import { logIn, ops, startInLanguage } from '../support/site';

const ACCOUNT = 'demo_down2';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const balanceBox = (page: Page) => page.getByRole('banner').getByRole('group', { name: 'Balance' });

test('a visitor opening a promotion by its hash is offered to register, which opens the register popup', async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.goto('/promotions#promo-first-deposit');
  const dialog = page.getByRole('dialog', { name: '100% first deposit bonus' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Register now' }).click();
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
});

test('the side menu lists the first six promotions of the page and a more button to /promotions', async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Promotions' }).click();
  const list = menu.getByRole('link', { name: 'More promotions' }).locator('xpath=../..');
  await expect(list.getByRole('link')).toHaveText([
    '100% first deposit bonus',
    '10% daily reload bonus',
    '1.5% daily slot cashback',
    '0.8% live casino rebate',
    'Refer a friend and earn',
    'Weekly VIP bonus',
    'More promotions',
  ]);
  await list.getByRole('link', { name: 'Refer a friend and earn' }).click();
  await expect(page.getByRole('dialog', { name: 'Refer a friend and earn' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Refer a friend and earn' }).getByRole('button', { name: 'Close' }).click();
  await menu.getByRole('link', { name: 'More promotions' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
});

test('a member applies with an image; the ops approval changes the status and the balance live', async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.goto('/');
  await logIn(page, ACCOUNT, 'Demo1234');
  await expect(balanceBox(page)).toContainText(/₭ [\d,]+\.\d{2}/);
  const before = (await balanceBox(page).textContent()) ?? '';
  await page.goto('/promotions');
  await page.getByRole('button', { name: 'More about Weekly VIP bonus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Weekly VIP bonus' });
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  const form = dialog.getByRole('form', { name: 'Apply for this promotion' });
  await form.getByRole('textbox', { name: /^Comment/ }).fill('VIP3 since October');
  await form.getByLabel(/^Images/).setInputFiles({ name: 'vip-card.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your application has been sent for review.');
  await expect(dialog.getByText('Applying', { exact: true })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  const line = ops('promotion-applications', 'promo-vip-weekly')
    .split('\n')
    .find((row) => row.includes(`  ${ACCOUNT}  `));
  const applicationId = line?.split('  ')[0] ?? '';
  expect(line).toContain('images: 1');
  // The operator looks at the image before approving.
  expect(ops('promotion-application', applicationId)).toMatch(/images: 1, written to:\n {2}\S+-1\.png {2}\(image\/png/);
  expect(ops('promotion-approve', applicationId)).toContain('₭ 100,000.00 bonus paid');

  // The socket brings the new balance and the message; the open page reloads the list and shows Process.
  await expect(balanceBox(page)).not.toHaveText(before);
  await expect(dialog.getByText('Process', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Bonus details show the bonus with its turnover, which locks withdrawals until settled valid bets meet it.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('navigation', { name: 'Member centre menu' }).getByRole('link', { name: 'Bonus details' }).click();
  const turnover = centre.getByRole('region', { name: 'Bonus turnover' });
  await expect(turnover.getByText('Withdrawals locked until the turnover is met')).toBeVisible();
  await expect(centre.getByRole('table', { name: 'Bonus details' }).getByRole('row', { name: /Weekly VIP bonus/ })).toContainText(
    '₭ 100,000.00',
  );
  await page.screenshot({ path: test.info().outputPath('bonus-details-EN-desktop.png'), fullPage: true });
});

test("a member's announcement popup shows once per session", async ({ page }) => {
  await startInLanguage(page, 'EN', { announcementsClosed: false });
  await page.addInitScript(() => window.sessionStorage.setItem('announcementPopupClosed:B', 'true'));
  await page.goto('/');
  await logIn(page, ACCOUNT, 'Demo1234');
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await expect(popup.getByRole('list', { name: 'Announcement titles' }).getByRole('button', { name: 'Daily reload bonus' })).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).first().click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search games' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Announcements' })).toHaveCount(0);
});

for (const language of ['LO', 'EN', 'CN'] as const) {
  for (const [width, height, name] of [
    [1350, 900, 'desktop'],
    [390, 844, 'mobile'],
  ] as const) {
    test(`screenshot of the promotions page, ${language} ${name}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await startInLanguage(page, language);
      await page.goto('/promotions');
      await expect(page.getByRole('tablist')).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`promotions-${language}-${name}.png`), fullPage: true });
      // The first promotion's details: its rich content (headings, terms, the example table).
      await page.getByRole('article').first().getByRole('button').first().click();
      await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`promotion-dialog-${language}-${name}.png`), fullPage: true });
    });
  }
}
