// The lottery pages in the standalone host against the real API's seeded draws: login required, the menus by area,
// the selected game's countdown and opened draws by prize tier, the latest results, Play into the game popup, the
// prize mode of each page, a failed call with retry, and Chinese texts.
import { expect, test, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'EN'));
});

async function signIn(page: Page, session: 'member' | 'trial') {
  await page.getByRole('combobox', { name: 'Session' }).selectOption(session);
  await expect(page.getByText(session === 'member' ? 'Signed in as demo_member' : /^Signed in as trial/)).toBeVisible();
}

test(
  '/vnLottery needs login, then shows the menus by area, the next draw and the opened draws by prize tier',
  { tag: '@both-widths' },
  async ({ page }) => {
    const menuCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/lgw/vn/games/game_menu?')) menuCalls.push(new URL(request.url()).searchParams.get('prizeMode') ?? '');
    });
    await page.goto('/vnLottery?gameCode=TCG_LOTTO_VN');
    await expect(page.getByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeVisible();
    await expect(page.getByText('You are not logged in, please login')).toBeVisible();
    await signIn(page, 'member');

    const menu = page.getByRole('navigation', { name: 'Lottery games' });
    await expect(menu.getByRole('tab', { name: 'Northern' })).toHaveAttribute('aria-selected', 'true');
    await expect(menu.getByRole('tab', { name: 'Central' })).toBeVisible();
    await expect(menu.getByRole('tab', { name: 'Southern' })).toBeVisible();
    // The routed gameCode names the vendor, so the first game is selected.
    await expect(menu.getByRole('button', { name: 'Miền Bắc' })).toHaveAttribute('aria-pressed', 'true');
    const game = page.getByRole('region', { name: 'Miền Bắc' });
    await expect(game.getByRole('timer')).toHaveText(/^(\d+d )?\d{2}:\d{2}:\d{2}$/);
    await expect(game.getByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/).first()).toBeVisible();

    const results = page.getByRole('region', { name: 'Results of Miền Bắc' });
    const table = results.getByRole('table');
    await expect(table.getByRole('rowheader', { name: 'Special prize' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Seventh prize' })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Special prize \d{5}$/ })).toBeVisible();
    // Another opened draw from the picker shows its own numbers.
    const draw = results.getByRole('combobox', { name: 'Draw' });
    const options = await draw.locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    await draw.selectOption({ label: options[1]! });
    await expect(table.locator('caption')).toContainText(`draw of ${options[1]!}`);
    expect(menuCalls).toContain('LOTT');

    // Another area's game: selected in the URL and shown.
    await menu.getByRole('tab', { name: 'Southern' }).click();
    await menu.getByRole('button', { name: 'Hồ Chí Minh' }).click();
    await expect(page).toHaveURL(/\/vnLottery\?gameCode=TCG_LOTTO_VN&lottoGameCode=VN_HCM$/);
    await expect(page.getByRole('region', { name: 'Results of Hồ Chí Minh' }).getByRole('table')).toBeVisible();

    const latest = page.getByRole('region', { name: 'Latest results' });
    await expect(latest.getByRole('columnheader', { name: 'Special prize' })).toBeVisible();
    expect(await latest.getByRole('row').count()).toBeGreaterThan(5);
    await latest.getByRole('button', { name: 'Miền Bắc' }).click();
    await expect(page).toHaveURL(/lottoGameCode=VN_MB$/);
  },
);

test("the lottery page's Play starts the lottery vendor in the game popup; a trial account is told to register", async ({ page }) => {
  await page.goto('/vnLottery?gameCode=TCG_LOTTO_VN');
  await signIn(page, 'trial');
  await page.getByRole('button', { name: 'Play Vietnam Lottery' }).click();
  await expect(page.getByText('Last bus event: dialog/show')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await signIn(page, 'member');
  const launched = page.waitForRequest((request) => request.url().endsWith('/wps/game/launchGame'));
  await page.getByRole('button', { name: 'Play Vietnam Lottery' }).click();
  expect((await launched).postDataJSON()).toMatchObject({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', mode: 'REAL' });
  const popup = page.getByRole('dialog');
  await expect(popup.locator('iframe')).toHaveAttribute('src', /^\/provider\/play\//);
  await popup.getByRole('button', { name: 'Close the game' }).click();
  await expect(popup).toBeHidden();
});

test('/seaLottery is the SEA lottery and /lottery follows the vendor of its gameCode (ELOTT for TCG)', async ({ page }) => {
  const menuCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/lgw/vn/games/game_menu?')) menuCalls.push(new URL(request.url()).searchParams.get('prizeMode') ?? '');
  });
  await page.goto('/seaLottery?gameCode=TCG_SEA');
  await signIn(page, 'member');
  await expect(page.getByRole('heading', { level: 1, name: 'SEA lottery' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Lottery games' }).getByRole('tab', { name: 'Southeast Asia' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play Southeast Asia Lottery' })).toBeVisible();
  expect(menuCalls).toEqual(['SEA']);
  await page.goto('/lottery?gameCode=TCG');
  await expect(page.getByRole('button', { name: 'Play TCG Lottery' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest results' }).getByRole('table')).toBeVisible();
  expect(menuCalls).toEqual(['SEA', 'ELOTT']);
});

test('a failed lottery menu shows an error with retry, and the retry loads it', async ({ page }) => {
  await page.goto('/vnLottery?gameCode=TCG_LOTTO_VN');
  await page.route('**/lgw/vn/games/game_menu?**', (route) => route.abort());
  await signIn(page, 'member');
  await expect(page.getByRole('heading', { name: 'Could not load' })).toBeVisible();
  await page.unroute('**/lgw/vn/games/game_menu?**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('navigation', { name: 'Lottery games' }).getByRole('tab', { name: 'Northern' })).toBeVisible();
});

test('the lottery page speaks Chinese', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'CN'));
  await page.goto('/vnLottery?gameCode=TCG_LOTTO_VN');
  await page.getByRole('combobox', { name: '会话' }).selectOption('member');
  await expect(page.getByRole('heading', { level: 1, name: '越南彩票' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '彩票游戏' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: '特等奖' })).toBeVisible();
  await expect(page.getByRole('region', { name: '最新开奖' })).toBeVisible();
});
