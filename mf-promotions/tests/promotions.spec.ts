// The promotions remote alone in its standalone host against the real API (a fresh database per run): banners, the
// category tabs filtering the grid (gaming and lotto_promo left out), cards with their images, the details dialog
// (times, long_term, duration, activity status) from a click, an id query or a hash, the action for each session
// (visitor, member joining and applying), the translated form messages, axe, and screenshots at desktop and mobile.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'EN'));
});

const contentUrl = '/wps/relay/getAnnouncementContentV2?types=B,PR&platform=W&language=EN';

/** demo_member takes part in a promotion once per run (one fresh database for both projects): only the desktop project does. */
function oncePerRun() {
  test.skip(test.info().project.name !== 'desktop', 'demo_member takes part once per run; the desktop project does it');
}

async function signInAsMember(page: Page) {
  await page.getByRole('combobox', { name: 'Session' }).selectOption('member');
  await expect(page.getByText('Signed in as demo_member')).toBeVisible();
}

/** A 1×1 png. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('tabs filter the grid; gaming and lotto_promo categories and their promotions stay off', async ({ page, request }) => {
  const content = (await (await request.get(contentUrl)).json()).value;
  const excluded = content.promotion.filter((p: { categoryType: string }) => ['gaming', 'lotto_promo'].includes(p.categoryType));
  expect(excluded.length).toBeGreaterThan(0);
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Banners' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Promotion categories' });
  await expect(tabs.getByRole('tab')).toHaveText(['All', 'Deposit bonuses', 'Rebates', 'Events']);
  await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Gaming' })).toHaveCount(0);
  await expect(tabs.getByRole('tab', { name: 'Lotto' })).toHaveCount(0);

  const all = page.getByRole('tabpanel', { name: 'All' });
  await expect(all.getByRole('article')).toHaveCount(content.promotion.length - excluded.length);
  for (const p of excluded) await expect(all.getByRole('heading', { name: p.title })).toHaveCount(0);
  // A card shows its own image; one without falls back to the drawing.
  await expect(all.getByRole('article', { name: '100% first deposit bonus' }).locator('img')).toHaveAttribute(
    'src',
    /promotion-first-deposit/,
  );
  await expect(all.getByRole('article', { name: '1.5% daily slot cashback' }).locator('img')).toHaveCount(0);

  await tabs.getByRole('tab', { name: 'Rebates' }).click();
  const rebates = page.getByRole('tabpanel', { name: 'Rebates' });
  await expect(rebates.getByRole('heading', { level: 2 })).toHaveText(['1.5% daily slot cashback', '0.8% live casino rebate']);
  // The keyboard moves along the tabs.
  await tabs.getByRole('tab', { name: 'Rebates' }).press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Events' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Events' }).getByRole('heading', { name: 'Birthday bonus' })).toBeVisible();
});

test(
  'a card opens its details: image, times in Vientiane time, duration, long-term and the status',
  { tag: '@both-widths' },
  async ({ page }) => {
    await page.goto('/promotions');
    await page.getByRole('button', { name: 'More about 10% daily reload bonus' }).click();
    const timed = page.getByRole('dialog', { name: '10% daily reload bonus' });
    await expect(timed.getByText('2026/01/01 00:00:00')).toBeVisible();
    await expect(timed.getByText('2099/12/31 23:59:59')).toBeVisible();
    await expect(timed.getByText(/^\d+ days 23 hours$/)).toBeVisible();
    await expect(timed.getByText('Join', { exact: true })).toBeVisible();
    await timed.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('heading', { name: '100% first deposit bonus' }).click();
    const longTerm = page.getByRole('dialog', { name: '100% first deposit bonus' });
    await expect(longTerm.getByText('Long-term')).toBeVisible();
    await expect(longTerm.locator('img[src*="home-first-deposit"]')).toBeVisible();
  },
);

test('a visitor is offered log in and register through the shell', async ({ page }) => {
  await page.goto('/promotions');
  await page.getByRole('button', { name: 'More about 100% first deposit bonus' }).click();
  const dialog = page.getByRole('dialog', { name: '100% first deposit bonus' });
  await expect(dialog.getByRole('button', { name: 'Log in' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Register now' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Last bus event: auth/open-register')).toBeVisible();
  await page.getByRole('button', { name: 'More about 100% first deposit bonus' }).click();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Last bus event: auth/open-login')).toBeVisible();
});

test('a language change reloads the list in that language', async ({ page }) => {
  await page.goto('/promotions');
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
  const reload = page.waitForRequest((r) => r.url().includes('getAnnouncementContentV2') && r.url().includes('language=LO'));
  await page.getByRole('combobox', { name: 'Language' }).selectOption('LO');
  await reload;
  const tabs = page.getByRole('tablist', { name: 'ໝວດໂປຣໂມຊັນ' });
  await expect(tabs.getByRole('tab')).toHaveText(['ທັງໝົດ', 'ໂບນັດເງິນຝາກ', 'ຄືນເງິນ', 'ກິດຈະກຳ']);
  await expect(page.getByRole('heading', { name: 'ໂບນັດວັນເກີດ' })).toBeVisible();
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

test('a member joins: the list reloads, the status changes and the shell refreshes the balance', async ({ page }) => {
  oncePerRun();
  await page.goto('/promotions');
  const reload = page.waitForRequest((r) => r.url().includes('getAnnouncementContentV2'));
  await signInAsMember(page);
  await reload;
  await page.getByRole('button', { name: 'More about 10% daily reload bonus' }).click();
  const dialog = page.getByRole('dialog', { name: '10% daily reload bonus' });
  const reloadAfterJoin = page.waitForRequest((r) => r.url().includes('getAnnouncementContentV2'));
  await dialog.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('You have joined this promotion.');
  await reloadAfterJoin;
  await expect(dialog.getByText('Joined', { exact: true })).toBeVisible();
  await expect(page.getByText('Last bus event: balance/refresh')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'More about 10% daily reload bonus' }).click();
  await expect(dialog.getByRole('button', { name: 'Join', exact: true })).toHaveCount(0);
});

test(
  'a member applies with a comment and an image; an over-long comment is refused in the member’s language',
  { tag: '@both-widths' },
  async ({ page }) => {
    oncePerRun();
    await page.goto('/promotions?id=promo-vip-weekly');
    await signInAsMember(page);
    const dialog = page.getByRole('dialog', { name: 'Weekly VIP bonus' });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const form = dialog.getByRole('form', { name: 'Apply for this promotion' });
    const comment = form.getByRole('textbox', { name: 'Comment (at most 140 characters)' });
    await comment.fill('x'.repeat(141));
    await form.getByRole('button', { name: 'Submit application' }).click();
    await expect(form.getByText('The comment can be at most 140 characters')).toBeVisible();
    // Not a png or jpg: refused before any upload.
    await form.getByLabel(/^Images/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(form.getByText('notes.txt is not a png or jpg image')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('apply-form-errors.png') });

    await comment.fill('My VIP week');
    await form.getByLabel(/^Images/).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('list', { name: 'Chosen images' }).getByRole('img', { name: 'receipt.png' })).toBeVisible();
    const sent = page.waitForRequest((r) => r.url().includes('/wps/promotions/apply'));
    await form.getByRole('button', { name: 'Submit application' }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ id: 'promo-vip-weekly', comment: 'My VIP week', images: [{ name: 'receipt.png' }] });
    await expect(dialog.getByRole('status')).toHaveText('Your application has been sent for review.');
    await expect(dialog.getByText('Applying', { exact: true })).toBeVisible();
  },
);

test('a refused action shows the translated reason', async ({ page }) => {
  await page.route('**/MCS2_claimRafflePromotion**', (route) =>
    route.fulfill({ status: 409, json: { success: false, code: 'promotion-sold-out', message: 'sold out', value: null } }),
  );
  await page.goto('/promotions#promo-birthday');
  await signInAsMember(page);
  await page.getByRole('dialog', { name: 'Birthday bonus' }).getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByRole('alert')).toHaveText('All prizes of this promotion have been claimed.');
});

test('a trial account reads that it needs a real account', async ({ page }) => {
  await page.goto('/promotions?id=promo-first-deposit');
  await page.getByRole('combobox', { name: 'Session' }).selectOption('trial');
  await expect(page.getByRole('dialog', { name: '100% first deposit bonus' }).getByRole('alert')).toHaveText(
    'Please register a real account to use this feature',
  );
});

test('no promotions shows the empty placeholder; a failed load offers a retry', async ({ page }) => {
  let fail = true;
  await page.route('**/getAnnouncementContentV2**', async (route) => {
    if (fail) return route.abort();
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, value: { ...body.value, promotion: [] } } });
  });
  await page.goto('/promotions');
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  fail = false;
  await retry.click();
  await expect(page.getByRole('tabpanel', { name: 'All' }).getByText('No data')).toBeVisible();
});

for (const [name, width, height] of [
  ['desktop', 1350, 900],
  ['mobile', 390, 844],
] as const) {
  test(`no serious axe violation, and screenshots at ${name} width`, { tag: '@both-widths' }, async ({ page }) => {
    test.skip(test.info().project.name !== name, `the ${name} project's own screen`);
    await page.setViewportSize({ width, height });
    await page.goto('/promotions');
    await expect(page.getByRole('tabpanel', { name: 'All' }).getByRole('article').first()).toBeVisible();
    // Swiper's chunk has taken over the tab row.
    await expect(page.locator('.swiper [role="tab"]').first()).toBeVisible();
    const check = async () => {
      const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await check();
    await page.screenshot({ path: test.info().outputPath(`promotions-${name}.png`), fullPage: true });
    await page.getByRole('button', { name: 'More about 10% daily reload bonus' }).click();
    await expect(page.getByRole('dialog', { name: '10% daily reload bonus' })).toBeVisible();
    await check();
    await page.screenshot({ path: test.info().outputPath(`promotion-dialog-${name}.png`) });
  });
}
