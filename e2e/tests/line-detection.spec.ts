// Line detection (issue 19) on a server of its own whose LINE_DOMAINS lists two "domains" of it: 127.0.0.1:8182 (the
// current one) and localhost:8182 (another origin, probed cross-origin for real). The current line's health route is
// made to fail in the browser; the notice then names the other, and the line-detection screen lists both.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { axeScan } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { siteRoot, startInLanguage } from '../support/site';

const PORT = Number(process.env.LINE_E2E_PORT ?? 8182);
const CURRENT = `http://127.0.0.1:${PORT}`;
const OTHER = `http://localhost:${PORT}`;
const SHOTS = process.env.LINE_SHOTS_DIR;

let server: ChildProcess;

test.beforeAll(async () => {
  // A first start migrates and seeds a fresh database: generous, so the verdict never depends on the machine's speed.
  test.setTimeout(300_000);
  server = spawn('pnpm', ['--filter', '@mekong/api', 'start'], {
    cwd: path.join(__dirname, '..', '..'),
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      MEKONG_ROOT: siteRoot,
      MEKONG_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'mekong-line-')),
      MEKONG_DEMO: 'on',
      LINE_DOMAINS: `${CURRENT},${OTHER}`,
    },
    stdio: 'ignore',
    detached: true,
  });
  for (;;) {
    const up = await fetch(`${CURRENT}/wps/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  if (server.pid) process.kill(-server.pid);
});

/** The current line is blocked: its health route fails in this browser; everything else is served as usual. */
async function blockCurrentLine(page: Page) {
  await page.route(`${CURRENT}/wps/health`, (route) => route.abort('connectionrefused'));
}

async function expectNoSeriousViolation(page: Page, include: string) {
  const results = await axeScan(page).include(include).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const width of [1440, 390]) {
  test(`a blocked line shows the notice naming the other domain, and the screen lists both (${width})`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await startInLanguage(page, 'EN');
    await blockCurrentLine(page);
    await page.goto(`${CURRENT}/news`);

    const notice = page.getByRole('region', { name: 'Line notice' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('status')).toContainText(`Fastest line: localhost:${PORT}`);
    await expect(notice.getByRole('link', { name: `Go to localhost:${PORT}` })).toHaveAttribute('href', `${OTHER}/news`);
    await expectNoSeriousViolation(page, 'section[aria-label="Line notice"]');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notice-${width}.png` });

    await notice.getByRole('button', { name: 'Test all lines' }).click();
    const screen = page.getByRole('dialog', { name: 'Line detection' });
    await expect(screen.getByRole('row', { name: new RegExp(`127\\.0\\.0\\.1:${PORT}.*Unreachable`) })).toBeVisible();
    await expect(screen.getByRole('row', { name: new RegExp(`localhost:${PORT}.*\\d+ ms`) })).toBeVisible();
    await expect(screen.getByRole('link', { name: `localhost:${PORT}` })).toHaveAttribute('href', `${OTHER}/news`);
    await screen.getByRole('button', { name: 'Test again' }).click();
    await expect(screen.getByRole('row', { name: new RegExp(`localhost:${PORT}.*\\d+ ms`) })).toBeVisible();
    await expectNoSeriousViolation(page, '[role="dialog"]');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/screen-${width}.png` });

    await page.keyboard.press('Escape');
    await notice.getByRole('button', { name: 'Dismiss notice' }).click();
    await expect(notice).toBeHidden();
  });
}

test('a healthy line shows no notice; /lineDetection opens the screen in Lao and Chinese', async ({ page }) => {
  await startInLanguage(page, 'LO');
  await page.goto(`${CURRENT}/lineDetection`);
  const screen = page.getByRole('dialog', { name: 'ກວດສອບສາຍເຊື່ອມຕໍ່' });
  await expect(screen.getByRole('row', { name: new RegExp(`localhost:${PORT}.*\\d+ ms`) })).toBeVisible();
  await expect(screen.getByRole('row', { name: new RegExp(`127\\.0\\.0\\.1:${PORT}.*\\d+ ms`) })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/screen-lo.png` });
  await expect(page.getByRole('region', { name: 'ແຈ້ງເຕືອນສາຍເຊື່ອມຕໍ່' })).toHaveCount(0);

  await page.evaluate(() => window.localStorage.setItem('hisLang', 'CN'));
  await page.goto(`${CURRENT}/lineDetection`);
  await expect(page.getByRole('dialog', { name: '线路检测' }).getByRole('button', { name: '重新检测' })).toBeEnabled();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/screen-cn.png` });
});

test('the footer leads to the content pages and line detection', async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.goto(`${CURRENT}/`);
  const footer = page.getByRole('contentinfo');
  for (const name of ['News', 'Blog', 'Winners', 'Mini games', 'App download', 'Line detection']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await footer.getByRole('link', { name: 'Line detection', exact: true }).click();
  await expect(page).toHaveURL(/\/lineDetection$/);
  await expect(page.getByRole('dialog', { name: 'Line detection' })).toBeVisible();
});
