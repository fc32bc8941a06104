// Hot swap on the composed site (docs/architecture.md §3): ops release, roll back and maintain one remote with the real release
// CLI while a member keeps their page open; the page swaps the remote in place, without a reload, still signed in.
// The server under test serves its own copy of the releases (support/prepare-site.mjs), which these tests change.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { catalogue, logIn, release, startInLanguage } from '../support/site';

const ACCOUNT = 'demo_down2';
const LOBBY_TEXTS = path.join(__dirname, '..', '..', 'mf-lobby', 'src', 'i18n', 'locales', 'en.ts');
/** The lobby's English name of the slots category, and what the new lobby version calls it. */
const [OLD_NAME, NEW_NAME] = ['Slots', 'Slot machines'];
/** The push reaches the page at once; the node's manifest watch looks every 2 s. */
const SWAP_WITHIN = { timeout: 20_000 };

const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');
const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

/** Marks the document, so a test can tell the page was never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

const stillSignedIn = (page: Page) =>
  expect(header(page).getByRole('button', { name: new RegExp(`^Account menu for ${ACCOUNT}`) })).toBeVisible();

/**
 * Builds a new lobby version whose slots page has another heading, the way a feature team would: a change to the
 * lobby's source, `release build`, `release publish`. The source is put back as soon as the build has read it.
 */
function buildChangedLobby(): string {
  const original = readFileSync(LOBBY_TEXTS, 'utf8');
  const changed = original.replace(`category_RNG: '${OLD_NAME}',`, `category_RNG: '${NEW_NAME}',`);
  if (changed === original) throw new Error(`${LOBBY_TEXTS} no longer names the slots category '${OLD_NAME}'`);
  try {
    writeFileSync(LOBBY_TEXTS, changed);
    release('build', 'mf_lobby');
  } finally {
    writeFileSync(LOBBY_TEXTS, original);
  }
  const published = /(?:published mf_lobby (\S+) )|(?:mf_lobby (\S+) is already published)/.exec(release('publish', 'mf_lobby'));
  const version = published?.[1] ?? published?.[2];
  if (!version) throw new Error('release publish did not name the version it published');
  return version;
}

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.goto('/');
  await logIn(page, ACCOUNT, 'Demo1234');
});

test('a new lobby version shows on the open page without a reload, and a rollback brings the old one back', async ({ page }) => {
  // A production build of one remote takes a while on a busy 2-core machine: 222 s of this test's time in a clean CI
  // run at load 15, near the old budget of 240 s. A budget far above it keeps the verdict independent of speed.
  test.setTimeout(600_000);
  const version = buildChangedLobby();

  await page.goto('/rng?vassalage=PG');
  await expect(main(page).getByRole('heading', { level: 1, name: OLD_NAME })).toBeVisible();
  await markDocument(page);

  expect(release('point', 'mf_lobby', version)).toContain(`mf_lobby now points at ${version}`);
  await expect(main(page).getByRole('heading', { level: 1, name: NEW_NAME })).toBeVisible(SWAP_WITHIN);
  // Same document, same route, same session: only the lobby was swapped.
  expect(await stillSameDocument(page)).toBe(true);
  await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
  await stillSignedIn(page);
  const manifest = (await (await page.request.get('/remotes.json')).json()) as { mf_lobby: { version: string } };
  expect(manifest.mf_lobby.version).toBe(version);

  expect(release('rollback', 'mf_lobby')).toContain(`rolled back from ${version}`);
  await expect(main(page).getByRole('heading', { level: 1, name: OLD_NAME })).toBeVisible(SWAP_WITHIN);
  expect(await stillSameDocument(page)).toBe(true);
  await stillSignedIn(page);
});

test('the member remote in maintenance shows its maintenance slot while the lobby still plays, and comes back', async ({
  page,
  request,
}) => {
  const { games } = await catalogue(request, { gameType: 'RNG', vassalage: 'PG' });
  const trial = games.find((game) => game.supportPlay === 0)!;
  await page.goto('/rng?vassalage=PG');
  await markDocument(page);
  const depositForm = memberCentre(page).getByRole('form', { name: 'Deposit form' });
  await header(page).getByRole('button', { name: 'Deposit' }).click();
  await expect(depositForm).toBeVisible();

  try {
    release('maintenance', 'mf_member', 'on');
    // The open member centre turns into the maintenance slot, with customer service.
    await expect(memberCentre(page).getByRole('heading', { name: 'This section is under maintenance' })).toBeVisible(SWAP_WITHIN);
    await expect(memberCentre(page).getByRole('button', { name: 'Contact customer service' })).toBeVisible();
    await memberCentre(page).getByRole('button', { name: 'Close' }).click();

    // The lobby is untouched: a game opens and a round is played.
    await main(page)
      .getByRole('button', { name: `Free trial of ${trial.displayName}` })
      .click();
    const popup = page.getByRole('dialog', { name: trial.displayName });
    const game = popup.frameLocator('iframe');
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('status').filter({ hasText: /^(You won ₭ [\d,.]+|No win)$/ })).toBeVisible();
    await popup.getByRole('button', { name: 'Close the game' }).click();
  } finally {
    release('maintenance', 'mf_member', 'off');
  }

  // Out of maintenance, the member centre is back on the same page.
  await header(page).getByRole('button', { name: 'Deposit' }).click();
  await expect(depositForm).toBeVisible(SWAP_WITHIN);
  expect(await stillSameDocument(page)).toBe(true);
  await stillSignedIn(page);
});
