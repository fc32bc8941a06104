// Composed-site suite: the real API serving the built shell and remotes, driven in Debian's Chromium.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8090);
import { dataDir, siteRoot } from './support/site';
import chromium from '../deploy/testing/chromium.json';
import { BROWSER_TEST_OPTIONS } from '../deploy/testing/browserTestOptions';

/**
 * The suite's two halves, which CI runs side by side (package.json check:lane1 and check:lane2), each with a server,
 * database and site root of its own on its own port (E2E_PORT): `pages` checks pages as they are (axe, screenshots,
 * headers, layout, system status), `journeys` plays what people do (money, games, chat, hot swap, accounts). Without
 * E2E_GROUP every file runs, against one server.
 */
const PAGES = /(accessibility|screenshots|security-headers|layout|language|announcements|remote-failure|system-status)\.spec\.ts$/;
const group = process.env.E2E_GROUP;
if (group !== undefined && group !== 'pages' && group !== 'journeys') throw new Error(`E2E_GROUP must be pages or journeys, not ${group}`);
const ACCOUNTS = /accounts\.spec\.ts$/;
/** The files of the chosen half (all of them without E2E_GROUP), less the accounts suite, which runs after them. */
const siteFiles = group === 'pages' ? { testMatch: PAGES } : { testIgnore: group === 'journeys' ? [PAGES, ACCOUNTS] : ACCOUNTS };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // As the isolated suites (deploy/testing/isolatedSuite.ts): a page that renders in a second alone took over 15 s in
  // a loaded run; budgets far above that keep every verdict independent of the machine's speed.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  // A run on another port keeps its own results, so two runs side by side do not clear each other's.
  outputDir: process.env.E2E_PORT ? `test-results-${port}` : 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
    ...BROWSER_TEST_OPTIONS,
  },
  // The accounts suite runs last: its failed-login tests make this IP need a captcha for every later login.
  projects: [
    { name: 'site', ...siteFiles, use: { ...devices['Desktop Chrome'], channel: undefined } },
    ...(group === 'pages'
      ? []
      : [
          {
            name: 'accounts',
            testMatch: ACCOUNTS,
            dependencies: ['site'],
            use: { ...devices['Desktop Chrome'], channel: undefined },
          },
        ]),
  ],
  webServer: {
    command: 'node support/prepare-site.mjs && pnpm --filter @mekong/api start',
    url: `http://127.0.0.1:${port}/wps/health`,
    env: {
      E2E_PORT: process.env.E2E_PORT ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      MEKONG_DATA_DIR: dataDir,
      MEKONG_ROOT: siteRoot,
      MEKONG_DEMO: 'on',
      // The reality check every few seconds instead of minutes (take-a-break.spec.ts); ignored in production.
      MEKONG_TEST_REALITY_CHECK_SECONDS: '3',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
