// The page's head start on its remote (api/src/routes/site/page-preloads.ts): the shell's page preloads the lobby's
// manifest, entry and lifecycle chunk, and the browser uses each preload for the request the shell makes later, so
// every file comes once; a preload that did not match (a wrong `as` or crossorigin) would download it twice.
import { expect, test } from '@playwright/test';
import { startInLanguage } from '../support/site';

test("the home page preloads the lobby's first files and downloads each of them once", async ({ page }) => {
  const preloadWarnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
  });
  await startInLanguage(page, 'EN');
  await page.goto('/');
  // The lobby has drawn: the shell has made its own requests for all three files by now.
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search games' })).toBeVisible();

  const preloads = await page
    .locator('link[rel="preload"][href^="/remotes/mf_lobby/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.replace(/^\/remotes\/mf_lobby\/[^/]+\//, '')));
  expect(preloads).toEqual(['mf-manifest.json', 'remoteEntry.js', expect.stringMatching(/^__federation_expose_lifecycle\.\w+\.js$/)]);

  // Each came over the wire once (a resource timing entry per download).
  expect(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) =>
          /^\/remotes\/mf_lobby\/[^/]+\/(mf-manifest\.json|remoteEntry\.js|__federation_expose_lifecycle\.\w+\.js)$/.test(path),
        )
        .map((path) => path.replace(/^.*\//, ''))
        .sort(),
    ),
  ).toEqual([...preloads].sort());
  expect(preloadWarnings).toEqual([]);
});
