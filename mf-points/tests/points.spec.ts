// The points remote alone in its standalone host: the mall's two tabs with their empty states, and the login prompt
// for a visitor.
import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'EN'));
});

test('a member switches between redeem history and points details', { tag: '@both-widths' }, async ({ page }) => {
  await page.goto('/pointMall');
  await page.getByRole('combobox', { name: 'Session' }).selectOption('member');
  await expect(page.getByText('Signed in as demo_member')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Points mall sections' });
  await expect(tabs.getByRole('tab', { name: 'Redeem history' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Redeem history' }).getByText('No data')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Points details' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Points details' }).getByText('No data')).toBeVisible();
});

test('a visitor gets a login button that asks the shell for the login popup', async ({ page }) => {
  await page.goto('/pointMall');
  await page.getByRole('tabpanel', { name: 'Redeem history' }).getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Last bus event: auth/open-login')).toBeVisible();
});

test('texts follow the language select', async ({ page }) => {
  await page.goto('/pointMall');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('LO');
  await expect(page.getByRole('heading', { level: 1, name: 'ຮ້ານແລກຄະແນນ' })).toBeVisible();
  await page.getByRole('combobox', { name: 'ພາສາ' }).selectOption('CN');
  await expect(page.getByRole('tab', { name: '积分明细' })).toBeVisible();
});
