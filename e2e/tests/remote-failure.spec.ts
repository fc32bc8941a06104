// One remote unreachable: its slot offers a retry while the shell and the other remotes keep working.
import { expect, test } from '@playwright/test';
import { startInLanguage } from '../support/site';

test('a remote whose files cannot be reached fails alone and recovers on retry', async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.route('**/remotes/mf_promotions/**', (route) => route.abort('connectionrefused'));

  await page.goto('/promotions');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

  // The rest of the site is untouched: the lobby still mounts from the side menu.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();

  // Once the files are back, retry mounts the remote in place.
  await page.goBack();
  await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.unroute('**/remotes/mf_promotions/**');
  await main.getByRole('button', { name: 'Retry' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
});
