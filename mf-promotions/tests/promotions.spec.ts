// The promotions remote alone in its standalone host: banners, category tabs, the cards from the real API, the
// details dialog from a click, an id query or a hash, and the reload on session change.
import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'EN'));
});

test('the page shows banners, the category tabs and a card per promotion', async ({ page, request }) => {
  const promotions = (await (await request.get('/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=W&language=EN')).json()).value
    .promotion;
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Banners' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Promotion categories' }).getByRole('tab', { name: 'All' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel', { name: 'All' });
  await expect(panel.getByRole('article')).toHaveCount(promotions.length);
  await expect(panel.getByRole('heading', { name: promotions[0].title })).toBeVisible();
});

test('a card opens its details; the go-to action depends on the session', async ({ page }) => {
  await page.goto('/promotions');
  await page.getByRole('button', { name: 'More about 100% first deposit bonus' }).click();
  const dialog = page.getByRole('dialog', { name: '100% first deposit bonus' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Register now' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Last bus event: auth/open-register')).toBeVisible();

  // Logging in reloads the list (requirements §2); the member's action is the reward centre.
  const reload = page.waitForRequest((r) => r.url().includes('MCSFE_getListAnnouncements'));
  await page.getByRole('combobox', { name: 'Session' }).selectOption('member');
  await expect(page.getByText('Signed in as demo_member')).toBeVisible();
  await reload;
  await page.getByRole('heading', { name: 'Weekly VIP bonus' }).click();
  await page.getByRole('dialog', { name: 'Weekly VIP bonus' }).getByRole('button', { name: 'Go to the reward centre' }).click();
  await expect(page.getByText('Last bus event: member-centre/open')).toBeVisible();
});

test('an id query or a hash opens that promotion, and closing it stays closed', async ({ page }) => {
  await page.goto('/promotions?id=promo-refer-friend');
  const dialog = page.getByRole('dialog', { name: 'Refer a friend and earn' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto('/promotions#promo-birthday');
  await expect(page.getByRole('dialog', { name: 'Birthday bonus' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('no promotions shows the empty placeholder', async ({ page }) => {
  await page.route('**/MCSFE_getListAnnouncements**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, value: { ...body.value, promotion: [] } } });
  });
  await page.goto('/promotions');
  await expect(page.getByRole('tabpanel', { name: 'All' }).getByText('No data')).toBeVisible();
});
