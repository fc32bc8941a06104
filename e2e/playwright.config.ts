// Composed-site suite: the real API serving the built shell and remotes, driven in Debian's Chromium.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8090);
import { dataDir, siteRoot } from './support/site';
import chromium from '../deploy/testing/chromium.json';

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
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
  },
  // The accounts suite runs last: its failed-login tests make this IP need a captcha for every later login.
  projects: [
    { name: 'site', testIgnore: /accounts\.spec\.ts/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'accounts',
      testMatch: /accounts\.spec\.ts/,
      dependencies: ['site'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
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
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
