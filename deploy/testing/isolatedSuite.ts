// The Playwright configuration of a remote's isolated suite: its standalone dev server against a real API
// (one of its own on a fresh database, or the one at API_URL when set), Debian's Chromium, desktop and mobile widths.
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function isolatedSuiteConfig({ port }: { port: number }): PlaywrightTestConfig {
  const baseURL = `http://localhost:${port}`;
  const apiPort = port + 5000;
  const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
  const apiDataDir = path.resolve('.api-data');
  const ownApi = process.env.API_URL
    ? []
    : [
        {
          command: `rm -rf ${apiDataDir} && pnpm --filter @mekong/api start`,
          url: `${apiUrl}/wps/health`,
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'ignore' as const,
          stderr: 'pipe' as const,
          env: { PORT: String(apiPort), HOST: '127.0.0.1', MEKONG_DATA_DIR: apiDataDir, MEKONG_DEMO: 'on' },
        },
      ];
  return defineConfig({
    testDir: './tests',
    // The composed suite's budgets: two workers, a dev server and an API share a busy 2-core machine, where a first
    // page compile or a game launch can pass 30 s; no verdict may depend on that speed.
    timeout: 60_000,
    expect: { timeout: 15_000 },
    fullyParallel: true,
    workers: 2,
    retries: 0,
    reporter: [['list']],
    outputDir: './test-results',
    use: {
      baseURL,
      launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
      trace: 'retain-on-failure',
    },
    projects: [
      { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
      { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    ],
    webServer: [
      ...ownApi,
      {
      command: 'pnpm dev',
      url: baseURL,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { API_URL: apiUrl },
      },
    ],
  });
}
