// The announcement popup: shown once per session to visitors, paged list of titles beside the detail.
import { expect, test } from '@playwright/test';
import { startInLanguage } from '../support/site';

test('a visitor sees the announcement popup once per session', async ({ page }) => {
  await startInLanguage(page, 'EN', { announcementsClosed: false });
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('list', { name: 'Announcement titles' }).getByRole('listitem').first()).toBeVisible();

  await popup.getByRole('button', { name: 'Close' }).first().click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search games' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Announcements' })).toHaveCount(0);
});
