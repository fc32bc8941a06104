// Screenshots for people to look at: home in Lao and English, a slot list, a game popup and the member centre's money
// pages, at desktop and mobile widths.
import { expect, test, type Page } from '@playwright/test';
import { logIn, startInLanguage } from '../support/site';

const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

async function open(page: Page, language: 'LO' | 'EN', size: (typeof sizes)[number], path: string): Promise<void> {
  await startInLanguage(page, language);
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.goto(path);
}

for (const size of sizes) {
  for (const language of ['LO', 'EN'] as const) {
    test(`home ${language} ${size.name}`, async ({ page }) => {
      await open(page, language, size, '/');
      await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `screenshots/home-${language}-${size.name}.png` });
    });
  }

  test(`slot list EN ${size.name}`, async ({ page }) => {
    await open(page, 'EN', size, '/rng?vassalage=PG');
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: /^Play / })
        .first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `screenshots/rng-EN-${size.name}.png` });
  });

  test(`game popup EN ${size.name}`, async ({ page }) => {
    await open(page, 'EN', size, '/rng?vassalage=PG');
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Free trial of / })
      .first()
      .click();
    const game = page.getByRole('dialog').frameLocator('iframe');
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('status').filter({ hasText: /^(You won .+|No win)$/ })).toBeVisible();
    await page.screenshot({ path: `screenshots/game-popup-EN-${size.name}.png` });
  });

  test(`member centre money pages EN ${size.name}`, async ({ page }) => {
    await open(page, 'EN', size, '/');
    await logIn(page, 'demo_member', 'Demo1234');
    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await expect(centre.getByRole('form', { name: 'Deposit form' })).toBeVisible();
    await page.screenshot({ path: `screenshots/member-deposit-EN-${size.name}.png` });
    const menu = centre.getByRole('navigation', { name: 'Member centre menu' });
    for (const [link, file, ready] of [
      ['Withdrawal', 'withdraw', centre.getByRole('region', { name: 'Withdrawal history' })],
      ['Betting record', 'bets', centre.getByRole('table', { name: 'Betting record' })],
      ['Profit and loss', 'profit', centre.getByRole('region', { name: 'Profit and loss' })],
      [/^Platform information/, 'messages', centre.getByRole('button', { name: 'Mark all as read' })],
    ] as const) {
      await menu.getByRole('link', { name: link }).click();
      await expect(ready).toBeVisible();
      await page.screenshot({ path: `screenshots/member-${file}-EN-${size.name}.png` });
    }
  });
}
