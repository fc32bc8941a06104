// Home renders what can be seen first (issue 15): a game lane or a category's vendor row far below the fold holds
// placeholders (each game's or vendor's name in a frame of its tile's size, nothing to press) until the person scrolls
// near it; then its tiles come, in exactly the place the placeholders kept, so nothing below moves.
import { expect, test, type Locator, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'EN'));
});

const playButtons = (scope: Locator) => scope.getByRole('button', { name: /^Play / });

/** Home with its lists in: the hot games' tiles rendered (the top of the page is near) and every lane's list there. */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(playButtons(page.getByRole('region', { name: 'Hot games' })).first()).toBeVisible();
}

/** The block's height and the distance from its top to the top of the block after it, which must not change. */
async function place(block: Locator, next: Locator): Promise<{ height: number; gap: number }> {
  const [box, nextBox] = [await block.boundingBox(), await next.boundingBox()];
  if (!box || !nextBox) throw new Error('a block has no box');
  return { height: box.height, gap: nextBox.y - box.y };
}

test(
  'a game lane below the fold has no tiles until scrolled to, then all of them in the place it kept',
  { tag: '@both-widths' },
  async ({ page }) => {
    await openHome(page);
    // The seed's last vendor lane, far below the fold at every width.
    const lane = page.getByRole('region', { name: 'BGaming' });
    const games = lane.getByRole('list', { name: 'BGaming' });
    await expect(games.getByRole('listitem')).toHaveCount(12);
    // The placeholders show the games' names, and nothing to press.
    await expect(games.getByRole('listitem').first()).not.toHaveText('');
    await expect(playButtons(lane)).toHaveCount(0);
    await expect(lane.getByRole('button', { name: /favourites$/ })).toHaveCount(0);
    const next = page.getByRole('region', { name: 'Slots', exact: true });
    const before = await place(lane, next);

    await lane.scrollIntoViewIfNeeded();
    await expect(playButtons(lane)).toHaveCount(12);
    // The tiles' pictures (decorative: the play button names the game) come with them.
    await expect(games.locator('img').first()).toBeVisible();
    expect(await place(lane, next)).toEqual(before);
  },
);

test(
  "a category's vendor row below the fold gets its vendor tiles when scrolled to, in the same place",
  { tag: '@both-widths' },
  async ({ page }) => {
    await openHome(page);
    const row = page.getByRole('region', { name: 'Live casino' });
    await expect(row.getByText('Evolution', { exact: true })).toHaveCount(1);
    await expect(row.getByRole('button', { name: 'Play Evolution' })).toHaveCount(0);
    const next = page.getByRole('region', { name: 'Fishing' });
    const before = await place(row, next);

    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('button', { name: 'Play Evolution' })).toBeVisible();
    expect(await place(row, next)).toEqual(before);
  },
);

test('a keyboard reaches a lane that still holds placeholders, and its tiles come at once', { tag: '@both-widths' }, async ({ page }) => {
  await openHome(page);
  const lane = page.getByRole('region', { name: 'BGaming' });
  const games = lane.getByRole('list', { name: 'BGaming' });
  await expect(games.getByRole('listitem')).toHaveCount(12);
  await expect(playButtons(lane)).toHaveCount(0);
  // The list itself is a tab stop while it holds placeholders (after the lane's More button in Tab order).
  await games.focus();
  await expect(games).toBeFocused();
  await expect(playButtons(lane)).toHaveCount(12);
  await page.keyboard.press('Tab');
  await expect(playButtons(lane).first()).toBeFocused();
});

test('the lanes near the top render at once; typing a search does not bring the far ones', { tag: '@both-widths' }, async ({ page }) => {
  await openHome(page);
  await expect(playButtons(page.getByRole('region', { name: 'New games' })).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search games' }).fill('dragon');
  await expect(playButtons(page.getByRole('region', { name: 'Search results' })).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search games' }).fill('');
  await expect(playButtons(page.getByRole('region', { name: 'Hot games' })).first()).toBeVisible();
  await expect(playButtons(page.getByRole('region', { name: 'BGaming' }))).toHaveCount(0);
});
