// Table games on the composed site: a member opens live-casino tiles, which the in-house provider deals as baccarat,
// roulette and sic bo tables with a dealer's betting countdown, bets real money during it, and sees the round settle:
// the balance moves by exactly the stake and what the bet won. No verdict depends on the countdown's speed: a bet placed
// while it runs is dealt when it ends (baccarat waits for that), or at once by 'Spin now' / 'Roll now', pressed in a
// way that does nothing when the countdown got there first (the result is the same either way).
import { axeScan } from '../support/axe';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { catalogue, logIn, startInLanguage } from '../support/site';

const ACCOUNT = 'demo_down2';
// A login, a game popup and a countdown on a loaded machine: a generous budget, never a timing assertion.
test.describe.configure({ timeout: 300_000 });

const header = (page: Page) => page.getByRole('banner');
const kip = (minor: number) => `₭ ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const minorOf = (text: string): number => {
  const match = /₭ ([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`No amount in '${text}'`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
};

/** Opens the live table of EVO with this node id from the live-casino page; returns its frame and the balance shown. */
async function openTable(page: Page, nodeId: string): Promise<{ game: FrameLocator; name: string; before: number }> {
  const { games } = await catalogue(page.request, { gameType: 'LIVE', vassalage: 'EVO' });
  const name = games.find((tile) => tile.nodeId === nodeId)!.displayName;
  await page.goto('/live?vassalage=EVO');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Play ${name}`, exact: true })
    .click();
  const game = page.getByRole('dialog', { name }).frameLocator('iframe');
  await expect(game.getByText('Real money', { exact: true }).first()).toBeVisible();
  await expect(game.getByRole('status', { name: 'Bets close in' })).toHaveText(/^\d+ s$/);
  const balance = game.getByRole('status', { name: 'Balance' });
  await expect(balance).toHaveText(/^₭ [\d,]+\.\d{2}$/);
  return { game, name, before: minorOf((await balance.textContent()) ?? '') };
}

/**
 * Places a ₭10 chip on a spot and returns the round's announced result, once the countdown has ended or `dealNow` (a
 * button's name) started the deal.
 */
async function betAndSettle(game: FrameLocator, spot: RegExp | string, result: RegExp, dealNow?: string): Promise<RegExpExecArray> {
  await game.getByRole('group', { name: 'Chips' }).getByRole('button', { name: '₭ 10.00' }).click();
  await game
    .getByRole('group', { name: 'Betting layout' })
    .getByRole('button', { name: spot, exact: typeof spot === 'string' })
    .click();
  await expect(game.getByRole('status', { name: 'Total bet' })).toHaveText('₭ 10.00');
  await expect(game.getByRole('list', { name: 'Your bets' })).toContainText('₭ 10.00');
  // Forced: a click on the button once disabled (the countdown already dealt the bet) does nothing, so no race.
  if (dealNow) await game.getByRole('button', { name: dealNow }).click({ force: true });
  const announced = game.getByRole('status').filter({ hasText: result });
  await expect(announced).toBeVisible({ timeout: 60_000 });
  return result.exec((await announced.textContent()) ?? '')!;
}

const won = (match: RegExpExecArray): number => (match.groups?.won ? minorOf(match.groups.won) : 0);

async function expectBalance(page: Page, game: FrameLocator, minor: number): Promise<void> {
  await expect(game.getByRole('status', { name: 'Balance' })).toHaveText(kip(minor));
  await expect(header(page).getByRole('group', { name: 'Balance' })).toContainText(kip(minor));
}

/**
 * The game page on its own (the iframe's address, same session), after a round, checked by axe at desktop and mobile
 * widths: no serious or critical violation.
 */
async function expectAccessible(page: Page, name: string): Promise<void> {
  const address = await page.getByRole('dialog', { name }).locator('iframe').getAttribute('src');
  const table = await page.context().newPage();
  try {
    await table.goto(address!);
    await expect(table.getByRole('status', { name: 'Bets close in' })).toHaveText(/^\d+ s$/);
    for (const width of [1280, 390]) {
      await table.setViewportSize({ width, height: 900 });
      const { violations } = await axeScan(table).analyze();
      const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
      expect(
        serious.map((violation) => `${width}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  } finally {
    await table.close();
  }
}

const WIN = String.raw`(?:You won (?<won>₭ [\d,]+\.\d{2})|No win)`;

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.goto('/');
  await logIn(page, ACCOUNT, 'Demo1234');
});

test('baccarat: a bet on banker during the countdown settles at zero, banker paid 1:1 less 5 %', async ({ page }) => {
  const { game, name, before } = await openTable(page, 'live-evo-0001');
  const layout = game.getByRole('group', { name: 'Betting layout' });
  for (const spot of ['Player · 1:1', 'Banker · 0.95:1', 'Tie · 8:1', 'Player pair · 11:1', 'Banker pair · 11:1'])
    await expect(layout.getByRole('button', { name: spot, exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'screenshots/table-baccarat-1280.png' });

  const result = await betAndSettle(
    game,
    'Banker · 0.95:1',
    new RegExp(String.raw`^(?<winner>Banker wins|Player wins|Tie) \(player \d, banker \d\)\. ${WIN}$`),
  );
  // Banker's ₭10.00 comes back as ₭19.50 when the banker wins, ₭10.00 on a tie, nothing when the player wins.
  const expected = { 'Banker wins': 1_950, Tie: 1_000, 'Player wins': 0 }[result.groups!.winner!]!;
  expect(won(result)).toBe(expected);
  await expectBalance(page, game, before - 1_000 + expected);
  // The road shows the coup, and the next countdown runs.
  await expect(game.getByRole('list', { name: 'Road' }).getByRole('listitem')).toHaveCount(1);
  await expect(game.getByRole('status', { name: 'Bets close in' })).toHaveText(/^\d+ s$/);
  await page.screenshot({ path: 'screenshots/table-baccarat-1280-settled.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'screenshots/table-baccarat-390.png' });
  await expectAccessible(page, name);
});

test('roulette: a bet on red pays 1:1 when the ball lands on red', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { game, name, before } = await openTable(page, 'live-evo-0004');
  await page.screenshot({ path: 'screenshots/table-roulette-390.png' });
  const result = await betAndSettle(game, 'Red', new RegExp(String.raw`^(?<number>\d+) (?<color>red|black|zero)\. ${WIN}$`), 'Spin now');
  expect(won(result)).toBe(result.groups!.color === 'red' ? 2_000 : 0);
  await expectBalance(page, game, before - 1_000 + won(result));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'screenshots/table-roulette-1280.png' });
  await expectAccessible(page, name);
});

test('a round whose answer is lost on the way is asked again with its roundId: played once, its result shown', async ({ page }) => {
  const asked: { roundId: string }[] = [];
  await page.route('**/provider/api/table/play', async (route) => {
    asked.push(route.request().postDataJSON() as { roundId: string });
    if (asked.length > 1) return route.continue();
    // The provider plays the round, and its answer never reaches the page (a dropped mobile link).
    await route.fetch();
    await route.abort('connectionreset');
  });
  const { game, before } = await openTable(page, 'live-evo-0004');
  const result = await betAndSettle(game, 'Red', new RegExp(String.raw`^(?<number>\d+) (?<color>red|black|zero)\. ${WIN}$`), 'Spin now');
  expect(asked).toHaveLength(2);
  expect(asked[1]!.roundId).toBe(asked[0]!.roundId);
  // The stake left the wallet once, and what the round won came back once.
  await expectBalance(page, game, before - 1_000 + won(result));
});

test('sic bo: a bet on big pays 1:1 on 11 to 17 and loses on a triple', async ({ page }) => {
  const { game, name, before } = await openTable(page, 'live-evo-0005');
  const result = await betAndSettle(
    game,
    /^Big 11–17/,
    new RegExp(String.raw`^Dice (?<dice>\d, \d, \d), total (?<total>\d+)\. ${WIN}$`),
    'Roll now',
  );
  const dice = result.groups!.dice!.split(', ');
  const big = Number(result.groups!.total) >= 11 && new Set(dice).size > 1;
  expect(won(result)).toBe(big ? 2_000 : 0);
  await expectBalance(page, game, before - 1_000 + won(result));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'screenshots/table-sicbo-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'screenshots/table-sicbo-390.png' });
  await expectAccessible(page, name);
});
