// The lobby alone in its standalone host against the real API: the home frame, search, categories, vendor routing,
// the game pages, language change and a failed call with retry.
import { expect, test, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'EN'));
});

const categoryMenu = (page: Page) => page.getByRole('navigation', { name: 'Game categories' });

test('home shows banners, notices, the category menu, hot games and category rows', { tag: '@both-widths' }, async ({ page }) => {
  // The seed gives every category vendors: take cockfight's away to see a category without vendors lose its entry.
  await page.route('**/lgw/games/game_menus**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { gameType: string; vendors: unknown[] }[] };
    await route.fulfill({
      response,
      json: { ...body, value: body.value.map((menu) => (menu.gameType === 'COCKFIGHT' ? { ...menu, vendors: [] } : menu)) },
    });
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Banners' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible();
  const menu = categoryMenu(page);
  for (const name of ['Home', 'Hot games', 'Slots', 'Live casino', 'Promotions', 'Favourites'])
    await expect(menu.getByRole('button', { name })).toBeVisible();
  // Cockfight has no vendors in the seed, so it gets no entry (requirements §2).
  await expect(menu.getByRole('button', { name: 'Cockfight' })).toHaveCount(0);
  // Home shows 12 hot games (requirements §9), each a game tile.
  await expect(page.getByRole('region', { name: 'Hot games' }).getByRole('button', { name: /^Play / })).toHaveCount(12);
  // The category rows are far below the fold: their vendor tiles come as they are scrolled near (first-paint.spec.ts).
  const live = page.getByRole('region', { name: 'Live casino' });
  await live.scrollIntoViewIfNeeded();
  await expect(live.getByRole('button', { name: 'Play Evolution' })).toBeVisible();
  // A slot vendor tile has no play button: its name is the tile's name.
  const slots = page.getByRole('region', { name: 'Slots' });
  await slots.scrollIntoViewIfNeeded();
  await expect(slots.getByRole('button', { name: 'PG Soft', exact: true })).toBeVisible();
});

test('a search term shows the search results; picking a category clears the search box', { tag: '@both-widths' }, async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill('   ');
  await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
  await search.fill('  dragon  ');
  await expect(
    page
      .getByRole('region', { name: 'Search results' })
      .getByRole('button', { name: /^Play .*Dragon/ })
      .first(),
  ).toBeVisible();
  await categoryMenu(page).getByRole('button', { name: 'Live casino' }).click();
  await expect(search).toHaveValue('');
  await expect(categoryMenu(page).getByRole('button', { name: 'Live casino' })).toHaveAttribute('aria-current', 'true');
  const vendors = page.getByRole('navigation', { name: 'Live casino vendors' });
  await expect(vendors.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await vendors.getByRole('button', { name: 'Evolution' }).click();
  await expect(page.getByRole('region', { name: 'Evolution' }).getByRole('button', { name: 'Play Baccarat' }).first()).toBeVisible();
});

test('favourites ask a visitor to log in and open for a member', async ({ page }) => {
  await page.goto('/');
  await categoryMenu(page).getByRole('button', { name: 'Favourites' }).click();
  await expect(page.getByText('Last bus event: auth/open-login')).toBeVisible();
  await page.getByRole('combobox', { name: 'Session' }).selectOption('member');
  await expect(page.getByText('Signed in as demo_member')).toBeVisible();
  await categoryMenu(page).getByRole('button', { name: 'Favourites' }).click();
  await expect(categoryMenu(page).getByRole('button', { name: 'Favourites' })).toHaveAttribute('aria-current', 'true');
  // The demo member's favourites change under favourites.spec.ts: only the list's place is certain here.
  await expect(page.getByRole('region', { name: 'Favourites' })).toBeVisible();
});

test('a slot vendor tile opens /rng with its vassalage; the vendor menu follows the query', async ({ page }) => {
  await page.goto('/');
  const slots = page.getByRole('region', { name: 'Slots' });
  await slots.scrollIntoViewIfNeeded();
  await slots.getByRole('button', { name: 'PG Soft', exact: true }).click();
  await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  const vendors = page.getByRole('navigation', { name: 'Slots vendors' });
  await expect(vendors.getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Banners' })).toBeVisible();
  await vendors.getByRole('button', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/rng$/);
});

test('lottery pages need login; the recent games page shows its empty state', async ({ page }) => {
  await page.goto('/lottery?gameCode=TCG');
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Last bus event: auth/open-login')).toBeVisible();
  await page.getByRole('combobox', { name: 'Session' }).selectOption('member');
  await expect(page.getByText('Signed in as demo_member')).toBeVisible();
  await page.getByRole('combobox', { name: 'Route' }).selectOption('/recent');
  await expect(page.getByRole('heading', { level: 1, name: 'Recent games' })).toBeVisible();
  await expect(page.getByText('No data')).toBeVisible();
});

test('a language change re-renders the texts and calls the API again in that language', async ({ page }) => {
  await page.goto('/');
  await expect(categoryMenu(page).getByRole('button', { name: 'Live casino' })).toBeVisible();
  const menusInChinese = page.waitForRequest(
    (request) => request.url().includes('/lgw/games/game_menus') && request.url().includes('language=CN'),
  );
  await page.getByRole('combobox', { name: 'Language' }).selectOption('CN');
  await menusInChinese;
  await expect(page.getByRole('navigation', { name: '游戏分类' }).getByRole('button', { name: '真人视讯' })).toBeVisible();
  await page.getByRole('combobox', { name: '语言' }).selectOption('LO');
  await expect(page.getByRole('navigation', { name: 'ໝວດເກມ' }).getByRole('button', { name: 'ຄາສິໂນສົດ' })).toBeVisible();
});

test('a failed call shows an error with retry, and the retry loads the content', async ({ page }) => {
  await page.route('**/lgw/games/game_menus**', (route) => route.abort());
  await page.goto('/live');
  await expect(page.getByRole('heading', { name: 'Could not load' })).toBeVisible();
  await page.unroute('**/lgw/games/game_menus**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('navigation', { name: 'Live casino vendors' }).getByRole('button', { name: 'Evolution' })).toBeVisible();
});
