// The game lobby on the composed site: searching the catalogue, paging a vendor's grid, favourites across pages,
// free-trial play of an in-house game inside the game popup, and the launch routing of requirements §2.
import { expect, test, type Page } from '@playwright/test';
import { catalogue, logIn, startInLanguage } from '../support/site';

const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'EN');
});

test('a visitor finds a game by part of its name and pages through a vendor grid', async ({ page, request }) => {
  const { games } = await catalogue(request, { gameType: 'RNG', vassalage: 'PG', pageSize: '1' });
  const game = games[0]!;
  // The last word of the name, typed with stray spaces and in capitals: search trims and ignores case.
  const part = game.displayName.split(' ').at(-2)!;
  await page.goto('/');
  await main(page).getByRole('searchbox', { name: 'Search games' }).fill(`  ${part.toUpperCase()} `);
  const results = main(page).getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('button', { name: `Play ${game.displayName}`, exact: true }).first()).toBeVisible();

  const pg = await catalogue(request, { gameType: 'RNG', vassalage: 'PG' });
  expect(pg.totalPages).toBeGreaterThan(2);
  await page.goto('/rng?vassalage=PG');
  const pager = main(page).getByRole('navigation', { name: /^Pages of/ });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  const second = await catalogue(request, { gameType: 'RNG', vassalage: 'PG', pageNo: '2' });
  await expect(main(page).getByRole('button', { name: `Play ${second.games[0]!.displayName}`, exact: true })).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('a member favourites a game, finds it under FAV and on /favorite, and removes it', async ({ page, request }) => {
  const { games } = await catalogue(request, { gameType: 'RNG', vassalage: 'JDB', pageSize: '1' });
  const name = games[0]!.displayName;
  await page.goto('/');
  await logIn(page, 'demo_member', 'Demo1234');
  await page.goto('/rng?vassalage=JDB');
  await main(page)
    .getByRole('button', { name: `Add ${name} to favourites` })
    .first()
    .click();
  await expect(
    main(page)
      .getByRole('button', { name: `Remove ${name} from favourites` })
      .first(),
  ).toHaveAttribute('aria-pressed', 'true');

  await main(page).getByRole('navigation', { name: 'Game filter' }).getByRole('button', { name: 'Favourites' }).click();
  await expect(main(page).getByRole('button', { name: `Play ${name}`, exact: true })).toBeVisible();

  await page.goto('/favorite');
  await expect(main(page).getByRole('button', { name: `Play ${name}`, exact: true })).toBeVisible();
  await main(page)
    .getByRole('button', { name: `Remove ${name} from favourites` })
    .click();
  await page.reload();
  await expect(main(page).getByText('No data')).toBeVisible();
});

test('a visitor plays an in-house slot for free: the game popup opens and a round is played', async ({ page, request }) => {
  const { games } = await catalogue(request, { gameType: 'RNG', vassalage: 'PG' });
  const trial = games.find((g) => g.supportPlay === 0)!;
  await page.goto('/rng?vassalage=PG');
  await main(page)
    .getByRole('button', { name: `Free trial of ${trial.displayName}` })
    .click();
  const popup = page.getByRole('dialog', { name: trial.displayName });
  await expect(popup.getByText('Free play', { exact: true })).toBeVisible();
  const game = popup.frameLocator('iframe');
  await expect(game.getByRole('status', { name: 'Play-money balance' })).toHaveText('₭ 100,000.00');
  await game.getByRole('button', { name: 'Spin' }).click();
  const result = game.getByRole('status').filter({ hasText: /^(You won ₭ [\d,.]+|No win)$/ });
  await expect(result).toBeVisible();
  // A lost round took the ₭ 20.00 stake from the play money; a win moved it by win minus stake.
  if ((await result.textContent()) === 'No win')
    await expect(game.getByRole('status', { name: 'Play-money balance' })).toHaveText('₭ 99,980.00');
  await popup.getByRole('button', { name: 'Close the game' }).click();
  await expect(popup).toBeHidden();
});

test('launch routing: lottery vendors need login and open their lottery page without footer or side menu', async ({ page }) => {
  await page.goto('/lott');
  await main(page).getByRole('button', { name: 'Play Vietnam Lottery' }).click();
  // /vnLottery is login-required: a visitor is sent to /login, whose popup opens over home.
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await logIn(page, 'demo_member', 'Demo1234');
  await page.goto('/lott');
  await main(page).getByRole('button', { name: 'Play Vietnam Lottery' }).click();
  await expect(page).toHaveURL(/\/vnLottery\?gameCode=TCG_LOTTO_VN$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);
});
