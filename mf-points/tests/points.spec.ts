// The points remote alone in its standalone host against the real API (a fresh demo database per run): demo_member's
// balance and ratio, the demo items with their pictures and the type filter, the item dialog's redeem form (its §3
// fields; without a withdraw password the member is sent to set one), the redeem history and points details with the
// §9 presets, the visitor's login prompt, the languages, axe, and screenshots at desktop and mobile widths.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'EN'));
});

async function signInAsMember(page: Page) {
  await page.goto('/pointMall');
  await page.getByRole('combobox', { name: 'Session' }).selectOption('member');
  await expect(page.getByText('Signed in as demo_member')).toBeVisible();
}

test('a member sees its points, the demo items with pictures, and filters them by type', { tag: '@both-widths' }, async ({ page }) => {
  await signInAsMember(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  const balance = page.getByRole('region', { name: 'My points' });
  // 5,000 demo points, and what the demo's seeded rounds earn once the points job has run.
  await expect(balance).toContainText(/5,\d{3} points/);
  await expect(balance).toContainText('1 point = ₭ 10.00');
  const grid = page.getByRole('list', { name: 'Mall items' });
  await expect(grid.getByRole('listitem')).toHaveCount(9);
  // The pictures are the API's own files, loaded (not a broken image).
  const picture = grid.getByRole('button', { name: 'Redeem Smartphone' }).locator('img');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole('combobox', { name: 'Exchange type' }).selectOption('BONUS');
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  await expect(grid.getByRole('button', { name: 'Redeem Gift bonus ₭20,000' })).toBeVisible();
});

test(
  'the item dialog shows what it costs; without a withdraw password the member is sent to set one',
  { tag: '@both-widths' },
  async ({ page }) => {
    await signInAsMember(page);
    await page.getByRole('button', { name: 'Redeem Wireless headphones' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wireless headphones' });
    await expect(dialog).toContainText('12,000 points');
    await expect(dialog).toContainText('₭ 50,000.00');
    await expect(dialog).toContainText('At most 1 per member, you have 0');
    await expect(dialog.getByRole('link', { name: 'Set a withdraw password' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Convert points' }).click();
    await expect(page.getByRole('dialog', { name: 'Convert points' }).getByRole('link', { name: 'Set a withdraw password' })).toBeVisible();
  },
);

test('redeem history is empty; the points details list the demo points by type with the date presets', async ({ page }) => {
  await signInAsMember(page);
  const tabs = page.getByRole('tablist', { name: 'Points mall sections' });
  await tabs.getByRole('tab', { name: 'Redeem history' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Redeem history' }).getByText('No data')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Points details' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Points details' });
  await expect(panel.getByRole('table', { name: 'Points details' })).toContainText('+5,000');
  await panel.getByRole('combobox', { name: 'Point type' }).selectOption('sports');
  await expect(panel.getByText('No data')).toBeVisible();
  await panel.getByRole('combobox', { name: 'Point type' }).selectOption('deposit');
  await panel.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(panel.getByRole('table', { name: 'Points details' })).toContainText('Deposit');
});

test('a visitor gets a login button that asks the shell for the login popup', async ({ page }) => {
  await page.goto('/pointMall');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Last bus event: auth/open-login')).toBeVisible();
});

test('texts follow the language select', async ({ page }) => {
  await signInAsMember(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('LO');
  await expect(page.getByRole('heading', { level: 1, name: 'ຮ້ານແລກຄະແນນ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ແລກ ໂທລະສັບມືຖື' })).toBeVisible();
  await page.getByRole('combobox', { name: 'ພາສາ' }).selectOption('CN');
  await expect(page.getByRole('tab', { name: '积分明细' })).toBeVisible();
  await expect(page.getByRole('button', { name: '兑换 智能手机' })).toBeVisible();
});

for (const [name, width, height] of [
  ['desktop', 1440, 900],
  ['mobile', 390, 844],
] as const) {
  test(`no serious axe violation, and screenshots at ${name} width`, { tag: '@both-widths' }, async ({ page }) => {
    test.skip(test.info().project.name !== name, `the ${name} project's own screen`);
    await page.setViewportSize({ width, height });
    await signInAsMember(page);
    await expect(page.getByRole('list', { name: 'Mall items' }).getByRole('listitem')).toHaveCount(9);
    const check = async () => {
      const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await check();
    await page.screenshot({ path: test.info().outputPath(`points-mall-${name}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Redeem Jasmine rice 5 kg' }).click();
    await expect(page.getByRole('dialog', { name: 'Jasmine rice 5 kg' })).toBeVisible();
    await check();
    await page.screenshot({ path: test.info().outputPath(`points-item-${name}.png`) });
    await page.getByRole('dialog', { name: 'Jasmine rice 5 kg' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Points details' }).click();
    await expect(page.getByRole('table', { name: 'Points details' })).toBeVisible();
    await check();
    await page.screenshot({ path: test.info().outputPath(`points-details-${name}.png`), fullPage: true });
  });
}
