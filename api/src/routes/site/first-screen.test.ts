// The shell's page carries its static first screen's banner (issue 15): a home page gets the home group's first banner
// as a real high-priority image in the visitor's language (the hisLang cookie), any other page none, and neither the
// maintenance nor the region-block page shows one. The page's policy stays as strict: no script but files.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_IDENTIFIERS } from '@mekong/contracts';
import { buildTestApp, makeTempRoot, type TestApp } from '../../test-support/test-app';
import { FIRST_BANNER_MARK, FIRST_BANNER_PRELOAD_MARK } from '../../modules/html';
import { blockIp, setMaintenance, unblockIp } from '../../modules/site/site.repository';

const PAGE = `<!doctype html><head>${FIRST_BANNER_PRELOAD_MARK}<title>Mekong</title></head><div id="root"></div><div id="first-screen">${FIRST_BANNER_MARK}</div>`;

const root = makeTempRoot();
let t: TestApp;
let bannerId: string;
beforeAll(async () => {
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), PAGE);
  t = await buildTestApp(root);
  // The demo seed's home banners; the lobby shows the lowest sequence first.
  const first = await t.app.db
    .selectFrom('banners')
    .select('id')
    .where('groupName', '=', PAGE_IDENTIFIERS.HOME)
    .orderBy('sequence')
    .executeTakeFirstOrThrow();
  bannerId = first.id;
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});
afterEach(async () => {
  await setMaintenance(t.app.db, { enabled: false, endsAt: null });
  await unblockIp(t.app.db, '127.0.0.1');
});

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const firstScreen = (body: string) => /<div id="first-screen">(.*)<\/div>/.exec(body)?.[1];
const preload = (body: string) => /<head>(.*)<title>/.exec(body)?.[1];
const bannerImage = (language: string) =>
  `<img class="first-banner" src="/static/banners/${bannerId}.svg?language=${language}" alt="" fetchpriority="high" data-language="${language}">`;

describe("the shell's static first screen", () => {
  it('shows a home page the first home banner, in the site default language without a cookie', async () => {
    for (const url of ['/', '/home', '/index.html', '/login', '/?refresh=1']) {
      const answer = await page(url);
      expect({ url, status: answer.statusCode, screen: firstScreen(answer.body) }).toEqual({
        url,
        status: 200,
        screen: bannerImage('LO'),
      });
    }
    // Asked for first of all, ahead of the scripts.
    expect(preload((await page('/')).body)).toBe(
      `<link rel="preload" as="image" href="/static/banners/${bannerId}.svg?language=LO" fetchpriority="high">`,
    );
  });

  it('draws it in the language the shell mirrored into the hisLang cookie, and the site default for anything else', async () => {
    expect(firstScreen((await page('/', 'hisLang=EN')).body)).toBe(bannerImage('EN'));
    expect(firstScreen((await page('/', 'token=x; hisLang=CN; other=1')).body)).toBe(bannerImage('CN'));
    for (const cookie of ['hisLang=XX', 'hisLang="><script>', 'myhisLang=EN', 'hisLang=en']) {
      expect(firstScreen((await page('/', cookie)).body)).toBe(bannerImage('LO'));
    }
  });

  it('is an image the API serves', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/static/banners/${bannerId}.svg?language=EN` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('image/svg+xml');
  });

  it('has no banner on any other page', async () => {
    for (const url of ['/rng', '/promotions', '/member?tab=vip', '/agent']) {
      const answer = await page(url);
      expect({ url, status: answer.statusCode, screen: firstScreen(answer.body), preload: preload(answer.body) }).toEqual({
        url,
        status: 200,
        screen: '',
        preload: '',
      });
    }
  });

  it('has none when the visitor gets the maintenance or the region-block page', async () => {
    await setMaintenance(t.app.db, { enabled: true, endsAt: null });
    expect(firstScreen((await page('/')).body)).toBe('');
    await setMaintenance(t.app.db, { enabled: false, endsAt: null });
    await blockIp(t.app.db, '127.0.0.1');
    expect(firstScreen((await page('/')).body)).toBe('');
    await unblockIp(t.app.db, '127.0.0.1');
    expect(firstScreen((await page('/')).body)).toBe(bannerImage('LO'));
  });

  it('keeps the strict policy: scripts only as files, the page never stored', async () => {
    const answer = await page('/', 'hisLang=EN');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self';");
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).not.toContain('<script');
  });
});
