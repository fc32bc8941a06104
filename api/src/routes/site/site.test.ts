// One process is the whole site: the shell with SPA fallback, released remotes with their cache rules, and the
// remotes manifest read fresh on every request.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, expectFailure, makeTempRoot, type TestApp } from '../../test-support/test-app';
import { NOT_BUILT_MESSAGE } from '../../plugins/app/not-found';

const INDEX_HTML = '<!doctype html><title>Mekong</title><div id="root"></div>';
const manifest = (version: string) => ({
  mf_lobby: { entry: `/remotes/mf_lobby/${version}/mf-manifest.json`, version, contractsVersion: '1.0.0' },
});

function write(root: string, file: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

describe('a built site', () => {
  const root = makeTempRoot();
  let t: TestApp;
  beforeAll(async () => {
    write(root, 'shell/dist/index.html', INDEX_HTML);
    write(root, 'shell/dist/main.1a2b3c4d.js', 'console.log("shell")');
    write(root, 'releases/mf_lobby/1.0.0/remoteEntry.js', 'var mf_lobby;');
    write(root, 'releases/mf_lobby/1.0.0/mf-manifest.json', '{}');
    write(root, 'releases/mf_lobby/1.0.0/lifecycle.5e6f7a8b.js', 'export {}');
    t = await buildTestApp(root);
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'text/html,application/xhtml+xml') => t.app.inject({ method: 'GET', url, headers: { accept } });

  it('serves the shell at / with index.html never cached', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    // Never stored: each answer carries its own CSP nonce (security/attacks/headers.test.ts).
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('falls back to index.html for page routes the shell draws', async () => {
    for (const url of ['/promotions', '/member?tab=vip', '/help#term', '/rng?vassalage=PG']) {
      const response = await get(url);
      expect({ url, status: response.statusCode, body: response.body, cache: response.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        body: INDEX_HTML,
        cache: 'no-store',
      });
    }
  });

  it('keeps API and asset paths out of the fallback', async () => {
    expectFailure(await get('/wps/no/such/call'), 404, 'not-found');
    expectFailure(await get('/lgw/nothing'), 404, 'not-found');
    expectFailure(await get('/remotes/mf_lobby/9.9.9/remoteEntry.js'), 404, 'not-found');
    expectFailure(await get('/missing.js', '*/*'), 404, 'not-found');
    expectFailure(await t.app.inject({ method: 'POST', url: '/promotions', headers: { accept: 'text/html' } }), 404, 'not-found');
  });

  it('caches content-hashed shell files for good', async () => {
    const response = await get('/main.1a2b3c4d.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves released remote files, revalidating only the entry files', async () => {
    const cache = async (file: string) => (await get(`/remotes/mf_lobby/1.0.0/${file}`, '*/*')).headers['cache-control'];
    expect(await cache('remoteEntry.js')).toBe('no-cache');
    expect(await cache('mf-manifest.json')).toBe('no-cache');
    expect(await cache('lifecycle.5e6f7a8b.js')).toBe('public, max-age=31536000, immutable');
  });

  it('answers the remotes manifest fresh on every request, never cached', async () => {
    const message = expectFailure(await get('/remotes.json', 'application/json'), 503, 'not-found');
    expect(message).toContain('releases/remotes.json does not exist');

    write(root, 'releases/remotes.json', JSON.stringify(manifest('1.0.0')));
    const first = await get('/remotes.json', 'application/json');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual(manifest('1.0.0'));

    write(root, 'releases/remotes.json', JSON.stringify(manifest('1.1.0')));
    expect((await get('/remotes.json', 'application/json')).json()).toEqual(manifest('1.1.0'));
  });

  it('refuses to hand out a broken manifest', async () => {
    write(root, 'releases/remotes.json', '{"mf_lobby": ');
    expect(expectFailure(await get('/remotes.json', 'application/json'), 503, 'internal')).toContain('not valid JSON');
    write(root, 'releases/remotes.json', JSON.stringify({ mf_lobby: { entry: '/x', version: '1', contractsVersion: 'one' } }));
    expect(expectFailure(await get('/remotes.json', 'application/json'), 503, 'internal')).toContain('contractsVersion');
  });
});

describe('a site not built yet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('says at / and on page routes to run the build', async () => {
    for (const [url, accept] of [
      ['/', '*/*'],
      ['/promotions', 'text/html'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe(NOT_BUILT_MESSAGE);
    }
  });
});
