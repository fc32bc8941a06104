// Language: Lao by default, switched to English, kept under hisLang over a reload.
import { expect, test } from '@playwright/test';

test('switching to English persists over reload under hisLang', async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem('announcementPopupClosed:B', 'true'));
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'ເຂົ້າສູ່ລະບົບ' })).toBeVisible();

  await page.getByRole('banner').getByRole('combobox').selectOption('EN');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')])).toEqual(['EN', 'EN']);

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search games' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
