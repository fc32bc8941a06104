// One process is the whole site: the shell with SPA fallback, released remotes with their cache rules, and the
// remotes manifest read fresh on every request.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, expectFailure, makeTempRoot, type TestApp } from '../../test-support/test-app';
import { NOT_BUILT_MESSAGE } from '../../plugins/app/not-found';
import { CSP_NONCE_PLACEHOLDER } from '../../plugins/external/security-headers';

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

  it("serves only a released version's files under /remotes/: not the manifest file, a history or a temp folder", async () => {
    write(root, 'releases/remotes.json', JSON.stringify(manifest('1.0.0')));
    write(root, 'releases/mf_lobby/.history.json', '[]');
    write(root, 'releases/mf_lobby/.1.1.0.tmp/remoteEntry.js', 'var mf_lobby;');
    for (const url of ['/remotes/remotes.json', '/remotes/mf_lobby/.history.json', '/remotes/mf_lobby/.1.1.0.tmp/remoteEntry.js']) {
      expect({ url, status: (await get(url, '*/*')).statusCode }).toEqual({ url, status: 404 });
    }
    expect((await get('/remotes/mf_lobby/1.0.0/remoteEntry.js', '*/*')).statusCode).toBe(200);
  });

  it('answers the remotes manifest fresh on every request, never cached', async () => {
    rmSync(path.join(root, 'releases/remotes.json'), { force: true });
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

describe('a built site over compressed answers', () => {
  const root = makeTempRoot();
  let t: TestApp;
  /** Chunk text as webpack writes it: far past the compression threshold, and very compressible. */
  const CHUNK = `export const lines = [${'"a line of the chunk",'.repeat(400)}];`;
  const ENTRY = `var mf_lobby = {${'get: () => import("./lifecycle.5e6f7a8b.js"),'.repeat(100)}};`;
  /** Over the threshold, with the nonce marks the real template has: compressed on the fly, never precompressed. */
  const PAGE = `<!doctype html><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><style nonce="${CSP_NONCE_PLACEHOLDER}">${'body{margin:0}'.repeat(100)}</style><div id="root"></div>`;

  /** A file with the .br (max quality) and .gz (level 9) siblings the build writes beside it (deploy/webpack). */
  function writeWithSiblings(file: string, content: string): void {
    write(root, file, content);
    writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(root, `${file}.gz`), gzipSync(content, { level: 9 }));
  }

  beforeAll(async () => {
    write(root, 'shell/dist/index.html', PAGE);
    writeWithSiblings('shell/dist/main.1a2b3c4d.js', CHUNK);
    write(root, 'shell/dist/main.1a2b3c4d.js.map', '{"sources":["webpack://shell/src/secret.ts"]}');
    writeWithSiblings('releases/mf_lobby/1.0.0/remoteEntry.js', ENTRY);
    write(root, 'releases/mf_lobby/1.0.0/remoteEntry.js.map', '{"sources":["webpack://mf_lobby/src/secret.ts"]}');
    // No siblings: compressed on the fly like any other text answer.
    write(root, 'releases/mf_lobby/1.0.0/lifecycle.5e6f7a8b.js', CHUNK);
    t = await buildTestApp(root);
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, accept = '*/*') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
    });
  /** The body as the client reads it, whatever the encoding it was sent in. */
  function decoded(response: LightMyRequestResponse): string {
    const encoding = response.headers['content-encoding'];
    const body = response.rawPayload;
    return (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
  }
  /** What must not change with the encoding: status, cache policy, the security headers, the content. */
  const unchanged = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    cacheControl: response.headers['cache-control'],
    type: response.headers['content-type'],
    policy: String(response.headers['content-security-policy']).replace(/'nonce-[^']+'/, "'nonce'"),
    frameOptions: response.headers['x-frame-options'],
    body: decoded(response),
  });

  it("sends each file's brotli sibling to a browser, gzip to a gzip-only client and the file itself to the rest", async () => {
    const url = '/main.1a2b3c4d.js';
    // What Chromium sends: br is preferred over gzip, deflate and zstd.
    const brotli = await get(url, 'gzip, deflate, br, zstd');
    const gzip = await get(url, 'gzip');
    const identity = await get(url);
    expect([brotli, gzip, identity].map((response) => response.headers['content-encoding'])).toEqual(['br', 'gzip', undefined]);
    expect(brotli.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
    expect(gzip.rawPayload.length).toBeLessThan(CHUNK.length / 10);
    expect(identity.body).toBe(CHUNK);
    for (const response of [brotli, gzip, identity]) {
      expect(unchanged(response)).toEqual({ ...unchanged(identity), cacheControl: 'public, max-age=31536000, immutable' });
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
      // A shared cache keeps one copy per encoding.
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
    // Never the same validator for two different bodies.
    expect(new Set([brotli, gzip, identity].map((response) => response.headers.etag)).size).toBe(3);
  });

  it("keeps a released remote's cache rules on its compressed files, and compresses a file without siblings on the fly", async () => {
    const entry = await get('/remotes/mf_lobby/1.0.0/remoteEntry.js', 'br, gzip');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(unchanged(entry)).toEqual({ ...unchanged(await get('/remotes/mf_lobby/1.0.0/remoteEntry.js')), cacheControl: 'no-cache' });
    expect(decoded(entry)).toBe(ENTRY);

    const chunk = await get('/remotes/mf_lobby/1.0.0/lifecycle.5e6f7a8b.js', 'gzip');
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(unchanged(chunk)).toEqual({ ...unchanged(await get('/remotes/mf_lobby/1.0.0/lifecycle.5e6f7a8b.js')), body: CHUNK });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("compresses the shell's page on the fly with this answer's nonce in it", async () => {
    const page = await get('/', 'br', 'text/html');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-store');
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(decoded(page)).toBe(PAGE.replaceAll(CSP_NONCE_PLACEHOLDER, nonce ?? 'no nonce in the policy'));
  });

  it('never hands out a source map, in any encoding', async () => {
    for (const url of ['/main.1a2b3c4d.js.map', '/remotes/mf_lobby/1.0.0/remoteEntry.js.map']) {
      for (const acceptEncoding of [undefined, 'br, gzip']) {
        expect(decoded(await get(url, acceptEncoding))).not.toContain('secret.ts');
        expectFailure(await get(url, acceptEncoding), 404, 'not-found');
      }
    }
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
