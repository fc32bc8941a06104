/** @jest-environment node */
// mekong.conf in a real nginx, in front of two stand-in API nodes and a releases folder made by the release CLI.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import WebSocket from 'ws';
import { pointRemote, publishRemote } from '../release/commands';
import { fakeBuild, tempContext } from '../release/testFixtures';
import {
  API_SECURITY_HEADERS,
  brotliStaticModule,
  CONFIG_FILE,
  CRASH_PATH,
  findNginx,
  renderSite,
  request,
  startApiNode,
  startNginx,
  testConfig,
  type Answer,
  type ApiNode,
  type RenderedSite,
  type RunningNginx,
  type SitePorts,
} from './testSite';

const PORTS: SitePorts = { nginx: 9170, nginxTls: 9173, nodes: [9171, 9172] };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED_CHUNK = '126.4e718813.js';
/** A content-hashed chunk of a remote build. */
const REMOTE_CHUNK = '571.9c3d2e1f.js';
/** The placeholder of the answer's CSP nonce in the shell's index.html (api/src/plugins/external/security-headers.ts). */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';
const INDEX_HTML = `<!doctype html><html lang=lo><head><meta property=csp-nonce nonce=${NONCE_PLACEHOLDER}><style nonce=${NONCE_PLACEHOLDER}>html{background:#100e0b}</style><script defer src=/main.js?0019576c9fad467643ae></script></head><body><div id=root></div></body></html>`;
/** The Content-Security-Policy mekong.conf sends, before and after its nonce. */
const [CSP_BEFORE_NONCE, CSP_AFTER_NONCE] = (
  /add_header Content-Security-Policy "([^"]+)" always;/.exec(readFileSync(CONFIG_FILE, 'utf8'))?.[1] ?? ''
).split("'nonce-$request_id'") as [string, string];

/** The nonce of an answer whose policy is mekong.conf's, with a fresh $request_id (32 hex digits) in it; else null. */
function cspNonce(answer: Answer): string | null {
  const policy = String(answer.headers['content-security-policy']);
  const nonce =
    policy.startsWith(`${CSP_BEFORE_NONCE}'nonce-`) && policy.endsWith(`'${CSP_AFTER_NONCE}`)
      ? policy.slice(CSP_BEFORE_NONCE.length + 7, -CSP_AFTER_NONCE.length - 1)
      : '';
  return /^[0-9a-f]{32}$/.test(nonce) ? nonce : null;
}

/** The security headers every answer carries once, each nginx's own (see API_SECURITY_HEADERS for the API's). */
function expectSecurityHeaders(answer: Answer, { tls = false } = {}): void {
  expect(CSP_AFTER_NONCE).toContain("frame-ancestors 'self'");
  expect({ policy: answer.headers['content-security-policy'], nonce: cspNonce(answer) }).toEqual({
    policy: expect.any(String),
    nonce: expect.any(String),
  });
  expect(answer.headers).toMatchObject({
    'x-frame-options': 'SAMEORIGIN',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': expect.stringContaining('camera=()'),
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
  });
  expect(answer.headers['strict-transport-security']).toBe(tls ? 'max-age=63072000; includeSubDomains' : undefined);
}

const nginx = findNginx();
const brotli = nginx ? brotliStaticModule(nginx) !== null : false;
const json = (body: Buffer) => JSON.parse(body.toString('utf8')) as Record<string, unknown>;
const nodeOf = (body: Buffer) => json(body).node;

/** A chunk's text: far past gzip_min_length, and very compressible. */
const CHUNK_TEXT = `export const lines = [\n${'  "a line of the chunk",\n'.repeat(200)}];\n`;

/** A file with the .br and .gz siblings the build writes beside it (deploy/webpack), and a source map. */
function writeBuilt(dir: string, file: string, content: string): void {
  writeFileSync(path.join(dir, file), content);
  writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(content));
  writeFileSync(path.join(dir, `${file}.gz`), gzipSync(content, { level: 9 }));
  writeFileSync(path.join(dir, `${file}.map`), '{"sources":["webpack://mekong/src/secret.ts"]}');
}

/** The shell's build as webpack writes it (index.html, main.js under a stable name, content-hashed chunks with their
 * precompressed siblings and maps), plus a dotfile and a stale precompressed page an operator's copy could bring along. */
function writeShell(shellDir: string): void {
  writeFileSync(path.join(shellDir, '.deploy-info'), 'copied by rsync');
  writeFileSync(path.join(shellDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(shellDir, 'index.html.gz'), gzipSync(INDEX_HTML));
  writeFileSync(path.join(shellDir, 'main.js'), 'import("./126.4e718813.js");\n');
  writeBuilt(shellDir, HASHED_CHUNK, CHUNK_TEXT);
}

/** The body as a browser reads it, whatever the encoding it was sent in. */
function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  return (encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body).toString();
}

if (!nginx)
  console.warn(
    'deploy/nginx: no nginx binary (/usr/sbin/nginx or on the PATH), so the nginx config test is skipped. Install it with `apt-get install nginx`.',
  );
else if (!brotli)
  console.warn(
    'deploy/nginx: no brotli_static module, so mekong.conf is tested without brotli_static (gzip only). Install it with `apt-get install libnginx-mod-http-brotli-static`.',
  );

(nginx ? describe : describe.skip)('production nginx config (deploy/nginx/mekong.conf)', () => {
  const nginxBinary = nginx ?? '';
  let site: RenderedSite;
  let server: RunningNginx;
  let nodes: ApiNode[];
  let releasesDir: string;
  let remoteVersion: string;
  let tempDirs: string[] = [];
  const get = (urlPath: string, options?: Parameters<typeof request>[2]) => request(PORTS.nginx, urlPath, options);

  beforeAll(async () => {
    // A real release: published and pointed at by the release CLI, so remotes.json and .history.json exist too.
    const release = tempContext();
    releasesDir = release.releasesDir;
    writeShell(release.shellDistDir);
    const build = fakeBuild(path.join(release.tempDir, 'build'), { code: `var mf_lobby = ${JSON.stringify(CHUNK_TEXT)};` });
    writeBuilt(build, 'remoteEntry.js', readFileSync(path.join(build, 'remoteEntry.js'), 'utf8'));
    writeFileSync(path.join(build, REMOTE_CHUNK), 'export {};\n');
    remoteVersion = publishRemote(release, 'mf_lobby', { buildDir: build }).version;
    pointRemote(release, 'mf_lobby', remoteVersion);
    // publish and compose keep maps out of a version; one put there by hand must still be refused.
    writeFileSync(
      path.join(releasesDir, 'mf_lobby', remoteVersion, `${REMOTE_CHUNK}.map`),
      '{"sources":["webpack://mf_lobby/src/secret.ts"]}',
    );

    site = renderSite(
      nginxBinary,
      mkdtempSync(path.join(os.tmpdir(), 'mekong-nginx-')),
      { shellDir: release.shellDistDir, releasesDir },
      PORTS,
    );
    tempDirs = [release.tempDir, site.prefix];
    nodes = [await startApiNode('node-a', PORTS.nodes[0]), await startApiNode('node-b', PORTS.nodes[1], { crashes: true })];
    server = await startNginx(nginxBinary, site, PORTS.nginx);
  });

  afterAll(async () => {
    await server?.stop();
    await Promise.all((nodes ?? []).map((node) => node.close()));
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('passes nginx -t', () => {
    const result = testConfig(nginxBinary, site);
    expect(result.output).toContain('test is successful');
    expect(result.status).toBe(0);
  });

  it('spreads API calls over both nodes', async () => {
    const answers = [];
    for (let call = 0; call < 4; call++) answers.push(await get('/wps/system/publicKey'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => nodeOf(answer.body)))).toEqual(new Set(['node-a', 'node-b']));
  });

  it.each(['/wps/x', '/lgw/games/game_menus', '/lotto/x', '/provider/x', '/pay/x', '/static/vendors/PG.svg'])(
    'proxies %s to a node',
    async (urlPath) => {
      const answer = await get(urlPath);
      expect(answer.status).toBe(200);
      expect(['node-a', 'node-b']).toContain(nodeOf(answer.body));
    },
  );

  it('tells the node the visitor address it saw, the scheme and the host, ignoring a forged X-Forwarded-For', async () => {
    const answer = await get('/lgw/games/game_menus', { headers: { host: 'mekong.test', 'x-forwarded-for': '6.6.6.6' } });
    expect(json(answer.body)).toMatchObject({ host: 'mekong.test', forwardedFor: '127.0.0.1', forwardedProto: 'http' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('carries the live WebSocket at /wps/ws to a node', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${PORTS.nginx}/wps/ws`);
    const reply = new Promise<string>((resolve, reject) => {
      socket.once('message', (data) => resolve(data.toString()));
      socket.once('error', reject);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send('hello');
    expect(await reply).toMatch(/^node-[ab]:hello$/);
    socket.close();
  });

  it('proxies /remotes.json with no-store, never serving the file in the releases folder', async () => {
    const answer = await get('/remotes.json');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(['node-a', 'node-b']).toContain(nodeOf(answer.body));
  });

  it('serves a released remote version from the releases folder: chunks cached for good, entry files revalidated', async () => {
    const cacheOf = { 'remoteEntry.js': 'no-cache', 'mf-manifest.json': 'no-cache', [REMOTE_CHUNK]: IMMUTABLE };
    for (const [file, cacheControl] of Object.entries(cacheOf)) {
      const answer = await get(`/remotes/mf_lobby/${remoteVersion}/${file}`);
      expect({ file, status: answer.status, cacheControl: answer.headers['cache-control'] }).toEqual({ file, status: 200, cacheControl });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    const missing = await get(`/remotes/mf_lobby/${remoteVersion}/nope.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
  });

  it('refuses every file of the releases folder outside a version (the history, the manifest) and every dotfile', async () => {
    expect(existsSync(path.join(releasesDir, '.history.json'))).toBe(true);
    for (const urlPath of [
      '/remotes/.history.json',
      '/remotes/remotes.json',
      `/remotes/mf_lobby/${remoteVersion}/../../.history.json`,
      '/remotes/mf_lobby/.hidden/remoteEntry.js',
      '/.deploy-info',
    ]) {
      expect({ urlPath, status: (await get(urlPath)).status }).toEqual({ urlPath, status: 404 });
    }
  });

  it.each(['/', '/home', '/member', '/rng', '/index.html'])(
    "answers the page %s with the shell index.html carrying the answer's nonce, never stored",
    async (urlPath) => {
      const answers = [await get(urlPath, { headers: { accept: 'text/html' } }), await get(urlPath, { headers: { accept: 'text/html' } })];
      const nonces = answers.map((answer) => {
        expect(answer.status).toBe(200);
        expectSecurityHeaders(answer);
        const nonce = cspNonce(answer) ?? '';
        expect(answer.body.toString()).toBe(INDEX_HTML.replaceAll(NONCE_PLACEHOLDER, nonce));
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.headers.etag).toBeUndefined();
        expect(answer.headers['last-modified']).toBeUndefined();
        return nonce;
      });
      expect(nonces[0]).not.toBe(nonces[1]);
    },
  );

  it("sends its security headers once on every answer: files, pages, proxied calls (instead of the API's), refusals", async () => {
    const answers: [string, Answer][] = [
      ['shell chunk', await get(`/${HASHED_CHUNK}`)],
      ['shell file', await get('/main.js')],
      ['missing shell file', await get('/missing.js')],
      ['remote file', await get(`/remotes/mf_lobby/${remoteVersion}/remoteEntry.js`)],
      ['refused release file', await get('/remotes/.history.json')],
      ['API call', await get('/wps/x')],
      ['payment page', await get('/pay/demo/D1', { headers: { accept: 'text/html' } })],
      ['game page', await get('/provider/play/token', { headers: { accept: 'text/html' } })],
      ['remotes manifest', await get('/remotes.json')],
      ['ops channel refusal', await get('/wps/internal/ops/notices', { method: 'POST' })],
      ['body too large', await get('/wps/cashier/deposits', { method: 'POST', body: Buffer.alloc(2 * 1024 * 1024, 'x') })],
    ];
    for (const [name, answer] of answers) {
      expect({ name, nonce: cspNonce(answer) }).toEqual({ name, nonce: expect.any(String) });
      expectSecurityHeaders(answer);
    }
    // The node's own values never reach the browser.
    expect(String(answers[5]![1].headers['content-security-policy'])).not.toContain(
      String(API_SECURITY_HEADERS['content-security-policy']),
    );
  });

  it('adds HSTS to every answer over TLS, and only there', async () => {
    for (const urlPath of ['/', '/main.js', '/wps/x', `/remotes/mf_lobby/${remoteVersion}/remoteEntry.js`, '/missing.js']) {
      expectSecurityHeaders(await request(PORTS.nginxTls, urlPath, { tls: true, headers: { accept: 'text/html' } }), { tls: true });
    }
    const proxied = await request(PORTS.nginxTls, '/wps/x', { tls: true });
    expect(json(proxied.body)).toMatchObject({ forwardedProto: 'https' });
  });

  it('caches content-hashed shell chunks for good, stable names never, and answers a missing file with 404', async () => {
    expect((await get(`/${HASHED_CHUNK}`)).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/main.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/contracts.json')).headers['cache-control']).toBe('no-cache');
    for (const urlPath of ['/999.deadbeef.js', '/missing.js']) {
      const missing = await get(urlPath);
      expect(missing.status).toBe(404);
      expect(missing.headers['cache-control']).toBeUndefined();
    }
  });

  it('gzips shell files and API answers', async () => {
    const chunk = await get(`/${HASHED_CHUNK}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(chunk.body).toString()).toContain('a line of the chunk');
    const call = await get('/lgw/games/game_menus', { headers: { 'accept-encoding': 'gzip' } });
    expect(call.headers['content-encoding']).toBe('gzip');
    expect(json(gunzipSync(call.body))).toHaveProperty('node');
  });

  it("sends the build's brotli or gzip sibling of a file as the browser takes, the file itself otherwise, same headers", async () => {
    for (const [urlPath, cacheControl] of [
      [`/${HASHED_CHUNK}`, IMMUTABLE],
      [`/remotes/mf_lobby/${remoteVersion}/remoteEntry.js`, 'no-cache'],
    ] as const) {
      const chromium = await get(urlPath, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      const gzip = await get(urlPath, { headers: { 'accept-encoding': 'gzip' } });
      const identity = await get(urlPath);
      const answers = [chromium, gzip, identity];
      expect({ urlPath, encodings: answers.map((answer) => answer.headers['content-encoding']) }).toEqual({
        urlPath,
        encodings: [brotli ? 'br' : 'gzip', 'gzip', undefined],
      });
      for (const answer of answers) {
        expect({ urlPath, status: answer.status, cacheControl: answer.headers['cache-control'] }).toEqual({
          urlPath,
          status: 200,
          cacheControl,
        });
        expect(answer.headers['content-type']).toMatch(/javascript/);
        expectSecurityHeaders(answer);
        expect(decoded(answer)).toBe(decoded(identity));
      }
      for (const answer of [chromium, gzip]) expect(answer.headers.vary).toMatch(/accept-encoding/i);
      // Each encoding is its own file with its own validator.
      expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(3);
    }
    // The very bytes the build wrote (gzip -9), not nginx's own level-5 gzip.
    const gzip = await get(`/remotes/mf_lobby/${remoteVersion}/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.body).toEqual(readFileSync(path.join(releasesDir, 'mf_lobby', remoteVersion, 'remoteEntry.js.gz')));
  });

  it('fills the nonce into the page whatever the encoding asked for, never sending a precompressed copy of it', async () => {
    for (const acceptEncoding of ['gzip, deflate, br, zstd', 'gzip']) {
      const answer = await get('/', { headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } });
      expect(decoded(answer)).toBe(INDEX_HTML.replaceAll(NONCE_PLACEHOLDER, cspNonce(answer) ?? 'no nonce'));
    }
  });

  it('never serves a source map, from the shell or a released version', async () => {
    for (const urlPath of [`/${HASHED_CHUNK}.map`, `/remotes/mf_lobby/${remoteVersion}/${REMOTE_CHUNK}.map`]) {
      const answer = await get(urlPath, { headers: { 'accept-encoding': 'gzip, br' } });
      expect({ urlPath, status: answer.status, secret: decoded(answer).includes('secret.ts') }).toEqual({
        urlPath,
        status: 404,
        secret: false,
      });
      expectSecurityHeaders(answer);
    }
  });

  it('takes large bodies only on the calls that carry images: withdrawal confirmation, promotion application', async () => {
    const twoMegabytes = { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.alloc(2 * 1024 * 1024, 'x') };
    expect((await get('/wps/cashier/withdrawals/confirm', twoMegabytes)).status).toBe(200);
    expect((await get('/wps/promotions/apply', twoMegabytes)).status).toBe(200);
    expect((await get('/wps/cashier/deposits', twoMegabytes)).status).toBe(413);
  });

  it('keeps the ops channel off the public site', async () => {
    const answer = await get('/wps/internal/ops/notices', { method: 'POST' });
    expect(answer.status).toBe(403);
    expect(nodes.flatMap((node) => node.seen).some((seen) => seen.url.startsWith('/wps/internal/'))).toBe(false);
  });

  // Last: node-b's failures count against it in nginx's max_fails.
  it('never sends a POST to a second node once one got it, but retries a GET there', async () => {
    const [nodeA, nodeB] = nodes as [ApiNode, ApiNode];
    const calls = (node: ApiNode, method: string) => node.seen.filter((seen) => seen.url === CRASH_PATH && seen.method === method).length;

    // Two POSTs: round robin sends one to each; node-b drops its one, and nginx answers 502 rather than resend it.
    const posts = [
      await get(CRASH_PATH, { method: 'POST', body: Buffer.from('{}') }),
      await get(CRASH_PATH, { method: 'POST', body: Buffer.from('{}') }),
    ];
    expect(posts.map((answer) => answer.status).sort()).toEqual([200, 502]);
    expect([calls(nodeA, 'POST'), calls(nodeB, 'POST')]).toEqual([1, 1]);

    // Two GETs: the one node-b drops is asked again of node-a, so both succeed.
    const gets = [await get(CRASH_PATH), await get(CRASH_PATH)];
    expect(gets.map((answer) => [answer.status, nodeOf(answer.body)])).toEqual([
      [200, 'node-a'],
      [200, 'node-a'],
    ]);
    expect(calls(nodeB, 'GET')).toBe(1);
    expect(calls(nodeA, 'GET')).toBe(2);
  });
});
