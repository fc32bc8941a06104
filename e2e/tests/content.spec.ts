// The content screens of issue 19 on the composed site with the real API: news an operator publishes with the ops
// command shows on /news (and goes when unpublished); the app download guide's iOS, Android and Lite-app steps with
// their QR codes, reached from the side menu's app download panel, which is whole inside the viewport at 1440 and in
// the phone drawer at 390; the winners list and the mini games; no serious axe violation at either width; screenshots
// in LO, EN and CN.
import { axeScan } from '../support/axe';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ops, startInLanguage } from '../support/site';

// A page loads its remote, texts and data: on a busy machine that can take long, and it is not what is checked here.
const expect = baseExpect.configure({ timeout: 60_000 });

const DESKTOP = { name: 'desktop', width: 1440, height: 900 } as const;
const MOBILE = { name: 'mobile', width: 390, height: 844 } as const;

async function expectNoSeriousViolation(page: Page) {
  const { violations } = await axeScan(page).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function expectInsideViewport(page: Page, locator: ReturnType<Page['locator']>, width: number, height: number) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
  // What a person sees at its centre is the panel itself: nothing covers it.
  expect(
    await locator.evaluate((element) => {
      const r = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    }),
  ).toBe(true);
}

test('news published by ops shows on /news in each language, opens by its slug, and goes when unpublished', async ({ page }) => {
  const slug = `e2e-news-${Date.now()}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'mekong-e2e-news-'));
  const file = path.join(dir, 'news.json');
  writeFileSync(
    file,
    JSON.stringify({
      id: slug,
      kind: 'NEWS',
      slug,
      title: { LO: 'ຂ່າວທົດສອບ', EN: 'Test news from ops', CN: '运营测试新闻' },
      summary: { LO: 'ສະຫຼຸບ', EN: 'A short summary', CN: '简短摘要' },
      content: {
        LO: '<p>ເນື້ອໃນ</p>',
        EN: '<p>The whole <strong>story</strong><script>window.hacked = true</script></p>',
        CN: '<p>全文</p>',
      },
      published: true,
    }),
  );
  try {
    expect(ops('article-save', file)).toContain('Article created.');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  await startInLanguage(page, 'EN');
  await page.goto('/news');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Test news from ops' })).toBeVisible();
  await main.getByRole('link', { name: 'Read: Test news from ops' }).click();
  await expect(page).toHaveURL(new RegExp(`/news\\?slug=${slug}$`));
  const article = main.getByRole('article', { name: 'Test news from ops' });
  await expect(article.getByText('The whole story')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();

  // Another language: the same article in Chinese.
  await page.getByRole('banner').getByRole('combobox').first().selectOption('CN');
  await expect(main.getByRole('article', { name: '运营测试新闻' })).toBeVisible();

  ops('article-unpublish', slug);
  await page.reload();
  await expect(main.getByText('该文章不存在（可能已被删除）。')).toBeVisible();
});

test('the blog lists the demo posts and an unknown slug says the article is not there', async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.goto('/blog');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Five tips for slot players' })).toBeVisible();
  await page.goto('/blog?slug=never-written');
  await expect(main.getByText('This article is not available (it may have been removed).')).toBeVisible();
  await main.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(main.getByRole('heading', { name: 'Five tips for slot players' })).toBeVisible();
});

test('the side menu’s app download panel is whole inside the viewport at 1440 and leads to the install guide', async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await page.goto('/');
  const entry = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'App download' });
  await entry.hover();
  const panel = page.locator(`[id="${await entry.getAttribute('aria-controls')}"]`);
  await expect(panel.getByRole('img', { name: 'Android' })).toBeVisible();
  await expectInsideViewport(page, panel, DESKTOP.width, DESKTOP.height);
  await panel.getByRole('link', { name: 'How to install (iOS, Android, Lite)' }).click();
  await expect(page).toHaveURL(/\/appDownload$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'App download', level: 1 })).toBeVisible();
});

test('in the phone drawer at 390 the app download panel is whole inside the viewport', async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.setViewportSize({ width: MOBILE.width, height: MOBILE.height });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const entry = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'App download' });
  await entry.click();
  const panel = page.locator(`[id="${await entry.getAttribute('aria-controls')}"]`);
  await expect(panel.getByRole('img', { name: 'Android' })).toBeVisible();
  await expectInsideViewport(page, panel, MOBILE.width, MOBILE.height);
});

test('the app download guide shows the iOS, Android and Lite-app steps, each with a QR code of its link', async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.goto('/appDownload');
  const main = page.getByRole('main');
  for (const [title, link] of [
    ['iOS app', /mekong-ios\.mobileconfig$/],
    ['Android app', /mekong-android\.apk$/],
    ['Lite app', /\/$/],
  ] as const) {
    const section = main.getByRole('region', { name: title });
    await expect(section.getByRole('img', { name: `QR code: ${title}` })).toBeVisible();
    await expect(section.getByRole('link')).toHaveAttribute('href', link);
    await expect(section.getByRole('listitem').first()).toBeVisible();
  }
  await expect(main.getByRole('region', { name: 'iOS app' })).toContainText('Profile Downloaded');
  await expect(main.getByRole('region', { name: 'Lite app' })).toContainText('Add to Home Screen');
});

test('the winners list and the mini games load as pages of their own', async ({ page }) => {
  await startInLanguage(page, 'EN');
  await page.goto('/winners');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Winners', level: 1 })).toBeVisible();
  await expect(main.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  await page.goto('/miniGames');
  await expect(main.getByRole('heading', { name: 'Mini games', level: 1 })).toBeVisible();
  await expect(main.getByRole('tab').first()).toBeVisible();
});

for (const size of [DESKTOP, MOBILE]) {
  for (const language of ['LO', 'EN', 'CN'] as const) {
    test(`axe and screenshots of the content pages, ${language} ${size.name}`, async ({ page }) => {
      await startInLanguage(page, language);
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const route of ['/news', '/news?slug=new-lottery-draws', '/blog', '/appDownload', '/winners', '/miniGames']) {
        await page.goto(route);
        // The page's own content is in once its level-1 heading shows and nothing is loading.
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
        await expectNoSeriousViolation(page);
        const name = route.replace(/[/?=]/g, '_');
        await page.screenshot({ path: test.info().outputPath(`content${name}-${language}-${size.name}.png`), fullPage: true });
      }
    });
  }
}
