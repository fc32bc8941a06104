// The lobby's game lists in the standalone host against the real API's seeded catalogue: search over the whole
// catalogue, a vendor's paged grid with the filter in the URL, the HOT classify, the home views (HOT tab, a
// category's hot games, vendor lanes, recent games), a failed list with retry, and Lao texts.
import { expect, test, type Locator, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'EN'));
});

const playButtons = (scope: Locator) => scope.getByRole('button', { name: /^Play / });
const categoryMenu = (page: Page) => page.getByRole('navigation', { name: 'Game categories' });

test('search finds a seeded game by part of its name, trimmed, and an emptied box returns home', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill('  ETERNAL tiger fev ');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(playButtons(results)).toHaveCount(1);
  await expect(results.getByRole('button', { name: 'Play Eternal Tiger Fever' })).toBeVisible();
  await expect(categoryMenu(page).getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current', 'true');
  await search.fill('no game has this name');
  await expect(results.getByText('No data')).toBeVisible();
  await search.fill('');
  await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
  await expect(categoryMenu(page).getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'true');
});

test('search pages through results over every game type', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('dragon');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(playButtons(results)).toHaveCount(28);
  // Live tables named Dragon Tiger come with the slots: the search is not limited to one game type.
  await expect(results.getByRole('button', { name: 'Play Dragon Tiger' }).first()).toBeVisible();
  const pages = results.getByRole('navigation', { name: 'Pages of Search results' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(playButtons(results).first()).toBeVisible();
});

test(
  "a vendor's grid pages 28 at a time with the page in the URL, and the last page stops the pager",
  { tag: '@both-widths' },
  async ({ page }) => {
    await page.goto('/rng?vassalage=PG');
    const grid = page.getByRole('region', { name: 'PG Soft' });
    await expect(playButtons(grid)).toHaveCount(28);
    await expect(grid.getByRole('button', { name: 'Play Jade Fortune Blitz' }).first()).toBeVisible();
    const pages = grid.getByRole('navigation', { name: 'Pages of PG Soft' });
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG&page=2$/);
    await expect(grid.getByRole('button', { name: 'Play Red Panda Riches' }).first()).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // A reload keeps vendor and page; the pager's last page (1283 PG slots → 46 pages) ends the list.
    await page.reload();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('button', { name: 'Page 46' }).click();
    await expect(page).toHaveURL(/page=46$/);
    await expect(playButtons(grid)).toHaveCount(1283 - 45 * 28);
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
);

test('picking a classify keeps the vendor; picking a vendor resets classify and page; HOT lists hot games only', async ({ page }) => {
  await page.goto('/rng?vassalage=PG&page=3');
  const filter = page.getByRole('navigation', { name: 'Game filter' });
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await filter.getByRole('button', { name: 'Hot' }).click();
  await expect(page).toHaveURL(/\/rng\?vassalage=PG&classify=HOT$/);
  const grid = page.getByRole('region', { name: 'PG Soft' });
  await expect(playButtons(grid).first()).toBeVisible();
  // Every tile of the HOT list wears the hot badge.
  const count = await playButtons(grid).count();
  expect(count).toBeGreaterThan(0);
  await expect(grid.getByText('Hot', { exact: true })).toHaveCount(count);

  await page.getByRole('navigation', { name: 'Slots vendors' }).getByRole('button', { name: 'JDB' }).click();
  await expect(page).toHaveURL(/\/rng\?vassalage=JDB$/);
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page
      .getByRole('region', { name: 'JDB' })
      .getByRole('button', { name: /^Play / })
      .first(),
  ).toBeVisible();
});

test('member-only classifies ask a visitor to log in', async ({ page }) => {
  await page.goto('/fish');
  const filter = page.getByRole('navigation', { name: 'Game filter' });
  await filter.getByRole('button', { name: 'Recent' }).click();
  await expect(page.getByText('Last bus event: auth/open-login')).toBeVisible();
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  // A member list in the URL of a visitor asks for login in the grid's place.
  await page.goto('/fish?classify=RECENT');
  await expect(page.getByText('You are not logged in, please login')).toBeVisible();
});

test("home's HOT tab, a category's hot games and lobby, and a vendor lane's more button", async ({ page }) => {
  await page.goto('/');
  await categoryMenu(page).getByRole('button', { name: 'Hot games' }).click();
  // The HOT tab holds a lobby page of hot games: more than 14, so the carousel shows two rows.
  await expect(playButtons(page.getByRole('region', { name: 'Hot games' }))).toHaveCount(28);

  await categoryMenu(page).getByRole('button', { name: 'Slots' }).click();
  await expect(playButtons(page.getByRole('region', { name: 'Hot in Slots' })).first()).toBeVisible();
  await expect(playButtons(page.getByRole('region', { name: 'Slots', exact: true }))).toHaveCount(28);

  await categoryMenu(page).getByRole('button', { name: 'Home' }).click();
  const lane = page.getByRole('region', { name: 'New games' });
  await expect(playButtons(lane).first()).toBeVisible();
  await lane.getByRole('button', { name: 'More New games' }).click();
  await expect(page).toHaveURL(/\/rng\?classify=NEW$/);
  await expect(page.getByRole('navigation', { name: 'Game filter' }).getByRole('button', { name: 'New' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('recent games show on home for a logged-in member only', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent games' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Session' }).selectOption('member');
  await expect(page.getByText('Signed in as demo_member')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent games' })).toBeVisible();
});

test('hot games come from session storage on the next visit, and the refresh flag calls again', async ({ page }) => {
  const hotCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('GCSGAME_hotGamesV2')) hotCalls.push(request.url());
  });
  // No waiting for the load event: with the lists cached, every tile renders at once and its icon would hold it up.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(playButtons(page.getByRole('region', { name: 'Hot games' }))).toHaveCount(12);
  expect(hotCalls).toHaveLength(1);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(playButtons(page.getByRole('region', { name: 'Hot games' }))).toHaveCount(12);
  expect(hotCalls).toHaveLength(1);
  await page.goto('/?refresh=1', { waitUntil: 'domcontentloaded' });
  await expect(playButtons(page.getByRole('region', { name: 'Hot games' }))).toHaveCount(12);
  expect(hotCalls).toHaveLength(2);
  await page.getByRole('button', { name: 'Refresh Hot games' }).click();
  await expect(playButtons(page.getByRole('region', { name: 'Hot games' }))).toHaveCount(12);
  expect(hotCalls).toHaveLength(3);
});

test('a failed game list shows an error with retry', async ({ page }) => {
  await page.route('**/wps/relay/GCSGAME_gameList**', (route) => route.abort());
  await page.goto('/pvp');
  await expect(page.getByRole('heading', { name: 'Could not load' })).toBeVisible();
  await page.unroute('**/wps/relay/GCSGAME_gameList**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(playButtons(page.getByRole('region', { name: 'Card games' })).first()).toBeVisible();
});

test('the lists speak Lao', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'LO'));
  await page.goto('/rng');
  const filter = page.getByRole('navigation', { name: 'ຕົວກອງເກມ' });
  await expect(filter.getByRole('button', { name: 'ທັງໝົດ' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'ສະລັອດ' }).getByRole('button', { name: /^ຫຼິ້ນ / }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'ໜ້າຂອງ ສະລັອດ' }).getByRole('button', { name: 'ໜ້າຕໍ່ໄປ' })).toBeVisible();
});
