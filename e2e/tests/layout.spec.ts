// The composed home page: shell layout around the lobby remote, one React and one federation runtime, and the route guard.
import { expect, test } from '@playwright/test';
import { startInLanguage } from '../support/site';

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'EN');
});

test('home shows the header, side menu, footer and the lobby remote', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Mekong home' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Register' })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Slots' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Favourites' })).toBeVisible();
  // Categories without vendors stay out of the menu.
  await expect(menu.getByRole('link', { name: 'Cockfight' })).toHaveCount(0);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Game licence number 365')).toBeVisible();
  await expect(footer.getByText(/© 2025/)).toBeVisible();

  // The lobby remote, mounted in the main area with its data from the API.
  const main = page.getByRole('main');
  await expect(main.getByRole('navigation', { name: 'Game categories' })).toBeVisible();
  await expect(main.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
});

test('React and the Module Federation runtime are loaded once for the shell and every remote on the page', async ({ page }) => {
  const scriptsByUrl = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scriptsByUrl.set(response.url(), await response.text());
  });
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('navigation', { name: 'Game categories' })).toBeVisible();
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();

  const scripts = [...scriptsByUrl.values()];
  // React's core module defines this error-decoder URL once; a second copy would ship it again.
  const reactCopies = scripts.filter(
    (source) =>
      source.includes('react.dev/errors/') &&
      source.includes('useSyncExternalStore') &&
      source.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'),
  ).length;
  expect(reactCopies).toBeGreaterThan(0);

  // The runtime core logs under '[ Federation Runtime ]': the shell's main.js carries it, and the entries of the
  // lobby and promotions remotes (built with externalRuntime) run on that one.
  const runtimeFiles = [...scriptsByUrl]
    .filter(([, source]) => source.includes('[ Federation Runtime ]'))
    .map(([url]) => new URL(url).pathname);
  expect(runtimeFiles).toEqual(['/main.js']);
  expect([...scriptsByUrl.keys()].filter((url) => url.endsWith('/remoteEntry.js'))).toHaveLength(2);

  const loaded = await page.evaluate(() => {
    const federation = (
      window as unknown as {
        __FEDERATION__?: {
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; loading?: unknown; from: string }>>>>;
        };
      }
    ).__FEDERATION__;
    const copies = new Set<string>();
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [version, shared] of Object.entries(packages['react'] ?? {})) {
          if (shared.loaded) copies.add(`${shared.from}@${version}`);
        }
      }
    }
    return [...copies];
  });
  expect(loaded).toHaveLength(1);
});

test('a login-required route without a token lands on login', async ({ page }) => {
  await page.goto('/member');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/member/);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
