// System status from the real API, switched by the real ops command: maintenance, region block, precedence.
import { expect, test } from '@playwright/test';
import { ops, startInLanguage } from '../support/site';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'EN');
});

test.afterEach(() => {
  ops('maintenance', 'off');
  ops('region', 'unblock', '127.0.0.1');
});

test('status 1 shows the maintenance page with its end time and customer service', async ({ page }) => {
  ops('maintenance', 'on', '--until', '2026-12-01T10:30:00Z');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
  // 10:30 UTC is 17:30 in Vientiane, the site's business time zone.
  await expect(page.getByText(/2026\/12\/01 \d\d:30:00/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
});

test('status 2 shows the region-block page with the visitor IP', async ({ page }) => {
  ops('region', 'block', '127.0.0.1');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(page.getByText(/127\.0\.0\.1/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
});

test('maintenance wins over the region block, and the site returns when both end', async ({ page }) => {
  ops('region', 'block', '127.0.0.1');
  ops('maintenance', 'on');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();

  ops('maintenance', 'off');
  ops('region', 'unblock', '127.0.0.1');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});
