// The Playwright configuration of a remote's isolated suite: the remote's standalone host as built for production
// (what ships), served by a real API of its own on a fresh database, in Debian's Chromium at desktop and mobile
// widths. With API_URL set, the remote's dev server runs instead, against that API (a developer's loop).
import { mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import chromium from './chromium.json';
import { BROWSER_TEST_OPTIONS } from './browserTestOptions';

type WebServer = NonNullable<Extract<PlaywrightTestConfig['webServer'], unknown[]>>[number];

function linkedTo(link: string): string | null {
  try {
    return readlinkSync(link);
  } catch {
    return null;
  }
}

/** Points link at target, leaving a correct link alone: every Playwright worker loads this file again. */
function ensureLink(target: string, link: string): void {
  if (linkedTo(link) === target) return;
  rmSync(link, { recursive: true, force: true });
  mkdirSync(path.dirname(link), { recursive: true });
  symlinkSync(target, link, 'dir');
}

/**
 * A site root for the API (see api/src/plugins/external/static-files.ts) whose "shell" is the remote's standalone
 * host from its production build (dist/standalone/), and whose releases are the repository's (read only).
 */
function standaloneSiteRoot(packageDir: string): string {
  const siteRoot = path.join(packageDir, '.isolated-site');
  ensureLink(path.join(packageDir, 'dist', 'standalone'), path.join(siteRoot, 'shell', 'dist'));
  ensureLink(path.resolve(packageDir, '..', 'releases'), path.join(siteRoot, 'releases'));
  return siteRoot;
}

/** The API that serves the built standalone host and answers its calls, on a fresh database. */
function builtStandalone(packageDir: string, port: number): WebServer {
  const dataDir = path.join(packageDir, '.api-data');
  return {
    command: `rm -rf ${dataDir} && pnpm --filter @mekong/api start`,
    url: `http://127.0.0.1:${port}/wps/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      MEKONG_DATA_DIR: dataDir,
      MEKONG_ROOT: standaloneSiteRoot(packageDir),
      MEKONG_DEMO: 'on',
    },
  };
}

/** The remote's webpack dev server, proxying its API calls to API_URL. */
function devServer(port: number, apiUrl: string): WebServer {
  return {
    command: 'pnpm dev',
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { API_URL: apiUrl },
  };
}

/** The tag of an isolated test that runs at desktop and at phone width: `test(title, { tag: BOTH_WIDTHS }, …)`. */
export const BOTH_WIDTHS = '@both-widths';
const BOTH_WIDTHS_GREP = new RegExp(BOTH_WIDTHS);

/**
 * @param port    where the suite's API (or, with API_URL, the dev server) listens
 * @param workers browsers at once: 2, or 1 for a suite whose tests all sign in to one demo account, where more
 *                sign-ins of it in flight at once than the guess limits allow would make the server ask for a captcha
 */
export function isolatedSuiteConfig({ port: defaultPort, workers = 2 }: { port: number; workers?: number }): PlaywrightTestConfig {
  const packageDir = path.resolve('.');
  const apiUrl = process.env.API_URL;
  // ISOLATED_PORT moves the built suite elsewhere, so two checkouts can run one remote's suite at once (the dev
  // server's port is its webpack configuration's, so API_URL keeps the default).
  const port = !apiUrl && process.env.ISOLATED_PORT ? Number(process.env.ISOLATED_PORT) : defaultPort;
  const baseURL = apiUrl ? `http://localhost:${port}` : `http://127.0.0.1:${port}`;
  return defineConfig({
    testDir: './tests',
    // Two workers and the API share a busy 2-core machine: a game launch can pass 30 s, and a standalone host's
    // sign-in (a real password hash, waiting its turn at the hash gate) passed 15 s in a loaded clean run though it
    // takes about 1 s alone. Budgets far above that keep every verdict independent of the machine's speed.
    timeout: 120_000,
    expect: { timeout: 30_000 },
    fullyParallel: true,
    workers,
    retries: 0,
    reporter: [['list']],
    outputDir: './test-results',
    use: {
      baseURL,
      launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
      ...BROWSER_TEST_OPTIONS,
    },
    projects: [
      { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
      // At phone width only the tests tagged BOTH_WIDTHS: those whose page lays out, reads or works differently on a
      // phone (menus, popups, grids and lanes, forms, axe and screenshots). The rest check logic that does not depend
      // on the width (search, paging, refusals, languages), and ran twice for nothing: a third of CI's time.
      { name: 'mobile', grep: BOTH_WIDTHS_GREP, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    ],
    webServer: apiUrl ? devServer(port, apiUrl) : builtStandalone(packageDir, port),
  });
}
