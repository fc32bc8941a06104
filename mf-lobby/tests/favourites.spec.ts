// Favourites in the standalone host against the real API: a member adds a game with its heart (throttled to one
// action a second), finds it under the FAV classify, on /favorite and on home's favourites tab, and removes it; a
// refused change rolls back with an error; visitors get the login popup and trial accounts the real-account warning.
import { expect, test, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'EN'));
});

// Tests run in parallel, on two projects, with one demo member: each test and project works on its own PG slot.
const GAMES = {
  lists: { desktop: 'Jade Fortune Blitz', mobile: 'Brave Tiger Bonanza' },
  rollback: { desktop: 'Blazing Treasure Legend', mobile: 'Diamond Tiger Power' },
};
const gameOf = (test: keyof typeof GAMES, projectName: string) => GAMES[test][projectName === 'mobile' ? 'mobile' : 'desktop'];

async function signIn(page: Page, session: 'member' | 'trial') {
  // A member's favourite ids load once signed in; waiting for them keeps their late arrival out of the bus events a test reads.
  const idsLoaded = session === 'member' && page.waitForResponse((response) => response.url().includes('/lgw/games/favourites/ids'));
  await page.getByRole('combobox', { name: 'Session' }).selectOption(session);
  await expect(page.getByText(session === 'member' ? 'Signed in as demo_member' : /^Signed in as trial/)).toBeVisible();
  if (idsLoaded) await idsLoaded;
}

/** The toggle is throttled to one action per second (requirements §4, §9): wait it out before the next deliberate toggle. */
const waitOutThrottle = (page: Page) => page.waitForTimeout(1_100);

test(
  'a member favourites a game, sees it in every favourites list, and removes it',
  { tag: '@both-widths' },
  async ({ page }, testInfo) => {
    // A journey over four views with a reload and two throttle waits: more than the default 30 s on a busy machine.
    test.slow();
    const name = gameOf('lists', testInfo.project.name);
    await page.goto('/rng?vassalage=PG');
    await signIn(page, 'member');
    const grid = page.getByRole('region', { name: 'PG Soft' });
    const add = grid.getByRole('button', { name: `Add ${name} to favourites` });
    const remove = grid.getByRole('button', { name: `Remove ${name} from favourites` });
    // A leftover of an interrupted run is cleared first.
    if (await remove.isVisible()) {
      await remove.click();
      await waitOutThrottle(page);
    }
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    // The second click inside the throttle window is ignored: the game stays a favourite.
    await add.click();
    await remove.click();
    await expect(remove).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('navigation', { name: 'Game filter' }).getByRole('button', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG&classify=FAV$/);
    await expect(grid.getByRole('button', { name: `Play ${name}` })).toBeVisible();

    await page.getByRole('combobox', { name: 'Route' }).selectOption('/favorite');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    const favourites = page.getByRole('region', { name: 'Favourites' });
    await expect(favourites.getByRole('button', { name: `Play ${name}` })).toBeVisible();

    await page.getByRole('combobox', { name: 'Route' }).selectOption('/');
    await expect(page.getByRole('navigation', { name: 'Game categories' }).getByRole('button', { name: 'Slots' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Game categories' }).getByRole('button', { name: 'Favourites' }).click();
    await expect(favourites.getByRole('button', { name: `Play ${name}` })).toBeVisible();

    // Removing drops it from the list once the server has it.
    await waitOutThrottle(page);
    await favourites.getByRole('button', { name: `Remove ${name} from favourites` }).click();
    await expect(favourites.getByRole('button', { name: `Play ${name}` })).toHaveCount(0);
    await page.reload();
    const menu = page.getByRole('navigation', { name: 'Game categories' });
    // Categories join the menu once they load, moving the favourites entry: click it where it settles.
    await expect(menu.getByRole('button', { name: 'Slots' })).toBeVisible();
    await menu.getByRole('button', { name: 'Favourites' }).click();
    await expect(favourites).toBeVisible();
    await expect(favourites.getByRole('button', { name: `Play ${name}` })).toHaveCount(0);
  },
);

test('a refused change is rolled back and the error shown', async ({ page }, testInfo) => {
  const name = gameOf('rollback', testInfo.project.name);
  await page.goto('/rng?vassalage=PG');
  await signIn(page, 'member');
  await page.route('**/lgw/games/favourites**', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 200, json: { success: false, value: null, message: 'Unknown error', code: 'internal' } })
      : route.fallback(),
  );
  const heart = page.getByRole('region', { name: 'PG Soft' }).getByRole('button', { name: `Add ${name} to favourites` });
  await heart.click();
  await expect(page.getByText('Last bus event: dialog/show')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('a visitor gets the login popup from a heart and a login request on /favorite', async ({ page }) => {
  await page.goto('/rng?vassalage=PG');
  await page.getByRole('region', { name: 'PG Soft' }).getByRole('button', { name: 'Add Jade Fortune Blitz to favourites' }).click();
  await expect(page.getByText('Last bus event: auth/open-login')).toBeVisible();
  await page.getByRole('combobox', { name: 'Route' }).selectOption('/favorite');
  await expect(page.getByText('You are not logged in, please login')).toBeVisible();
});

test('a trial account gets the real-account warning from a heart', async ({ page }) => {
  await page.goto('/rng?vassalage=PG');
  await signIn(page, 'trial');
  const heart = page.getByRole('region', { name: 'PG Soft' }).getByRole('button', { name: 'Add Jade Fortune Blitz to favourites' });
  await heart.click();
  await expect(page.getByText('Last bus event: dialog/show')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});
