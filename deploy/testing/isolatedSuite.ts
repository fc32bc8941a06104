// The Playwright configuration of a remote's isolated suite: its standalone dev server against the API at API_URL
// (default http://localhost:8080, which must be running), Debian's Chromium, desktop and mobile widths.
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function isolatedSuiteConfig({ port }: { port: number }): PlaywrightTestConfig {
  const baseURL = `http://localhost:${port}`;
  return defineConfig({
    testDir: './tests',
    timeout: 30_000,
    expect: { timeout: 10_000 },
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
    webServer: {
      command: 'pnpm dev',
      url: baseURL,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { API_URL: process.env.API_URL ?? 'http://localhost:8080' },
    },
  });
}
