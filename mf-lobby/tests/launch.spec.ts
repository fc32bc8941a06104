// Launching games in the standalone host against the real API: the vendor routing of requirements §2, who may start what
// (requirements §5), the game iframe popup with a round played inside it, a game's own window and the popup-blocked notice (requirements §8),
// game maintenance recommending hot games (requirements §4), the /seamless page and the popup texts in Lao.
import { expect, test, type Locator, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'EN'));
});

// Any launch of a catalogue game by a logged-in real account joins its recent games: such tests sign in as
// demo_agent (a real account too), so demo_member's recent list stays as the list tests expect it.
async function signIn(page: Page, session: 'member' | 'agent' | 'trial') {
  await page.getByRole('combobox', { name: 'Session' }).selectOption(session);
  await expect(page.getByText(session === 'trial' ? /^Signed in as trial/ : `Signed in as demo_${session}`)).toBeVisible();
}

const lastEvent = (page: Page, type: string) => page.getByText(`Last bus event: ${type}`);

/**
 * A block of home far below the fold (a category's vendor row), scrolled to as a person would: its tiles render only
 * when it comes near the screen (first-paint.spec.ts).
 */
async function scrolledTo(block: Locator): Promise<Locator> {
  await block.scrollIntoViewIfNeeded();
  return block;
}

test('lottery vendors open their lottery pages and a slot vendor its list, with gameCode or vassalage', async ({ page }) => {
  await page.goto('/lott');
  await page.getByRole('button', { name: 'Play Vietnam Lottery' }).click();
  await expect(page).toHaveURL(/\/vnLottery\?gameCode=TCG_LOTTO_VN$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'Play Southeast Asia Lottery' }).click();
  await expect(page).toHaveURL(/\/seaLottery\?gameCode=TCG_SEA$/);
  await page.goto('/elott');
  await page.getByRole('button', { name: 'Play TCG Lottery' }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=TCG$/);
  await page.goto('/');
  const row = await scrolledTo(page.getByRole('region', { name: 'Slots' }));
  await row.getByRole('button', { name: 'JILI', exact: true }).click();
  await expect(page).toHaveURL(/\/rng\?vassalage=JL$/);
});

test('a VASSALAGE vendor opens a paged popup list of its games, each playable', { tag: '@both-widths' }, async ({ page }) => {
  // The seed's fishing vendors fit one page: here the list has a second page (the first again) to see the pager ask for it.
  const pagesAsked: string[] = [];
  await page.route('**/wps/relay/GCSGAME_gameList?**vassalage=JDB**', async (route) => {
    const url = new URL(route.request().url());
    pagesAsked.push(url.searchParams.get('pageNo') ?? '');
    url.searchParams.set('pageNo', '1');
    const response = await route.fetch({ url: url.toString() });
    const body = (await response.json()) as { value: { totalPages: number } };
    await route.fulfill({ response, json: { ...body, value: { ...body.value, totalPages: 2 } } });
  });
  await page.goto('/');
  const row = await scrolledTo(page.getByRole('region', { name: 'Fishing' }));
  await row.getByRole('button', { name: 'Play JDB Fishing' }).click();
  const list = page.getByRole('dialog', { name: 'JDB Fishing' });
  await expect(list.getByRole('button', { name: 'Play Eternal River Fishing' })).toBeVisible();
  await expect(list.getByRole('button', { name: /^Play / })).toHaveCount(6);
  await list.getByRole('button', { name: 'Page 2' }).click();
  await expect.poll(() => pagesAsked).toEqual(['1', '2']);
  await expect(list.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // A visitor's real play asks for login and the list stays open for another try.
  await list.getByRole('button', { name: 'Play Mystic River Fishing' }).click();
  await expect(lastEvent(page, 'auth/open-login')).toBeVisible();
  await expect(list).toBeVisible();
  await list.getByRole('button', { name: 'Close' }).click();
  await expect(list).toBeHidden();
});

test('a direct-start vendor asks a visitor to log in, a trial account for a real account, and opens for a member', async ({ page }) => {
  await page.goto('/sports');
  const play = page.getByRole('button', { name: 'Play CMD368' });
  await play.click();
  await expect(lastEvent(page, 'auth/open-login')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await signIn(page, 'trial');
  await play.click();
  await expect(lastEvent(page, 'dialog/show')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await signIn(page, 'member');
  const launched = page.waitForRequest((request) => request.url().endsWith('/wps/game/launchGame'));
  await play.click();
  expect((await launched).postDataJSON()).toMatchObject({ vassalage: 'CMD', gameType: 'SPORTS', mode: 'REAL' });
  const popup = page.getByRole('dialog', { name: 'CMD368' });
  await expect(popup.locator('iframe[title="CMD368"]')).toHaveAttribute('src', /^\/provider\/play\//);
  await popup.getByRole('button', { name: 'Close the game' }).click();
  await expect(popup).toBeHidden();
});

test("a free trial runs in the game popup and plays a round inside the game's iframe", { tag: '@both-widths' }, async ({ page }) => {
  await page.goto('/rng?vassalage=PG');
  const trial = page.getByRole('button', { name: /^Free trial of / }).first();
  const name = ((await trial.getAttribute('aria-label')) ?? '').replace(/^Free trial of /, '');
  await trial.click();
  const popup = page.getByRole('dialog', { name });
  await expect(popup.getByText('Free play', { exact: true })).toBeVisible();
  const game = page.frameLocator(`iframe[title="${name}"]`);
  await game.getByRole('button', { name: 'Spin' }).click();
  // The provider's page announces each round's outcome in its live region.
  await expect(game.getByRole('status').filter({ hasText: /^(You won .+|No win)$/ })).toBeVisible();
  // The popup fits the window: its frame is inside the viewport at every width.
  const frame = await popup.locator('iframe').boundingBox();
  const viewport = page.viewportSize();
  expect(
    frame && viewport && frame.x >= 0 && frame.x + frame.width <= viewport.width && frame.y + frame.height <= viewport.height,
  ).toBeTruthy();
});

test('a game that needs its own window opens one; a blocked window says so and can be opened from the notice', async ({
  page,
  context,
}) => {
  await page.goto('/sports');
  await signIn(page, 'member');
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Play SABA Sports' }).click();
  await expect((await opened).url()).toMatch(/\/provider\/play\//);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A browser that refuses the window: window.open answers null.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.getByRole('button', { name: 'Play SABA Sports' }).click();
  const notice = page.getByRole('dialog', { name: 'SABA Sports' });
  await expect(notice.getByRole('alert')).toHaveText('Popup blocked. Please allow popups and try again.');
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
});

test('a vendor under maintenance recommends hot games of other vendors, which start from the dialog', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'agent');
  const row = await scrolledTo(page.getByRole('region', { name: 'Live casino' }));
  await row.getByRole('button', { name: 'Play WM Casino' }).click();
  const dialog = page.getByRole('dialog', { name: 'Game under maintenance' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'WM Casino is under maintenance right now. Why not try one of these hot games instead?',
  );
  const recommended = dialog.getByRole('button', { name: /^Play / });
  await expect(recommended.first()).toBeVisible();
  // WM's own hot game (Baccarat) is not recommended.
  await expect(dialog.getByRole('button', { name: 'Play Baccarat', exact: true })).toHaveCount(0);
  const name = ((await recommended.first().getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await recommended.first().click();
  await expect(page.getByRole('dialog', { name }).locator(`iframe[title="${name}"]`)).toBeVisible();
});

test('a game of a vendor under maintenance is refused by the server with the same recommendation', async ({ page }) => {
  await page.goto('/live?vassalage=WM');
  await signIn(page, 'member');
  await page.getByRole('button', { name: 'Play Speed Baccarat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Game under maintenance' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Speed Baccarat is under maintenance right now. Why not try one of these hot games instead?',
  );
  await expect(dialog.getByRole('button', { name: /^Play / }).first()).toBeVisible();
});

test('a failed launch shows an error dialog whose retry starts the game', async ({ page }) => {
  await page.goto('/sports');
  await signIn(page, 'member');
  await page.route('**/wps/game/launchGame', (route) => route.abort(), { times: 1 });
  await page.getByRole('button', { name: 'Play CMD368' }).click();
  const error = page.getByRole('dialog', { name: 'Could not start CMD368' });
  await expect(error.getByRole('alert')).toHaveText('Network link is abnormal, please try again');
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'CMD368' }).locator('iframe')).toBeVisible();
});

test('/seamless starts the game of its query in the page itself', async ({ page }) => {
  // A free trial needs no account; a page without a game says so.
  await page.goto('/seamless?nodeId=rng-pg-0002&mode=DEMO');
  await expect(page.getByRole('heading', { level: 1, name: 'Brave Tiger Bonanza' })).toBeVisible();
  await expect(page.getByText('Free play', { exact: true })).toBeVisible();
  await page.goto('/seamless');
  await expect(page.getByText('No game chosen. Pick a game in the lobby.')).toBeVisible();
  await page.goto('/seamless?vassalage=CMD&gameType=SPORTS');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await signIn(page, 'member');
  await expect(page.getByRole('heading', { level: 1, name: 'CMD368' })).toBeVisible();
  await expect(page.locator('iframe[title="CMD368"]')).toHaveAttribute('src', /^\/provider\/play\//);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('/inHouse shows the in-house kinds as tabs and their games as tiles, which start in the game popup', async ({ page }) => {
  await page.goto('/inHouse');
  const kinds = page.getByRole('tablist', { name: 'In-house game kinds' });
  for (const name of ['Scratch & music', 'Video poker', 'Jackpot', 'Table games', 'Arcade'])
    await expect(kinds.getByRole('tab', { name })).toBeVisible();
  await expect(kinds.getByRole('tab', { name: 'Scratch & music' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Play Lucky Scratch' })).toBeVisible();
  await kinds.getByRole('tab', { name: 'Video poker' }).click();
  await expect(page).toHaveURL(/\/inHouse\?vassalage=VP$/);
  const panel = page.getByRole('tabpanel', { name: 'Video poker' });
  await expect(panel.getByRole('button', { name: /^Play / })).toHaveCount(4);
  await panel.getByRole('button', { name: 'Play Jacks or Better' }).click();
  await expect(lastEvent(page, 'auth/open-login')).toBeVisible();
  await signIn(page, 'agent');
  await panel.getByRole('button', { name: 'Play Jacks or Better' }).click();
  const game = page.frameLocator('iframe[title="Jacks or Better"]');
  await game.getByRole('button', { name: 'Deal' }).click();
  await game.getByRole('button', { name: 'Draw' }).click();
  await expect(game.getByRole('status').filter({ hasText: /(You won .+|No win)$/ })).toBeVisible();
});

test('the game popup and the maintenance dialog speak Lao', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'LO'));
  await page.goto('/');
  await page.getByRole('combobox', { name: 'ເຊດຊັນ' }).selectOption('member');
  await expect(page.getByText('ເຂົ້າສູ່ລະບົບເປັນ demo_member')).toBeVisible();
  const row = await scrolledTo(page.getByRole('region', { name: 'ຄາສິໂນສົດ' }));
  await row.getByRole('button', { name: 'ຫຼິ້ນ WM Casino' }).click();
  const dialog = page.getByRole('dialog', { name: 'ເກມກຳລັງປັບປຸງ' });
  await expect(dialog.getByRole('alert')).toContainText('ກຳລັງປັບປຸງຢູ່');
  await dialog.getByRole('button', { name: 'ປິດ' }).click();
  await expect(dialog).toBeHidden();
});
