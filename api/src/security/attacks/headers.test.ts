// Attack (issue 12 item 6): no answer carried security headers, so any site could frame the shell, the game page or
// the demo payment page (clickjacking a 'Pay' press), and nothing limited what an injected script or style could do.
// Every kind of answer now carries a strict Content-Security-Policy (no inline script, no eval, styles by nonce),
// frame-ancestors 'self' with X-Frame-Options, nosniff, Referrer-Policy, Permissions-Policy and COOP; HSTS only over
// TLS; the shell's index.html carries the answer's own nonce; and nginx's config sends the very same policy.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PATHS } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, expectValue, makeTempRoot, type TestApp } from '../../test-support/test-app';
import { openGameSession } from '../../modules/games/game-sessions';
import { newKey, moneyMember } from '../../routes/cashier/cashier-test-support';
import errors from '../../plugins/app/errors';
import securityHeaders, { CSP_NONCE_PLACEHOLDER } from '../../plugins/external/security-headers';
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from '@mekong/contracts/server';

const repoRoot = path.join(__dirname, '..', '..', '..', '..');

/** A built site in miniature: the shell's page (as the real template marks its nonce), a chunk, a released remote. */
function siteRoot(): string {
  const root = makeTempRoot();
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'shell', 'dist', 'index.html'),
    `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><style nonce="${CSP_NONCE_PLACEHOLDER}">body{margin:0}</style><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'console.log(1)');
  mkdirSync(path.join(root, 'releases', 'mf_lobby', '1.0.0'), { recursive: true });
  writeFileSync(path.join(root, 'releases', 'mf_lobby', '1.0.0', 'remoteEntry.js'), 'var mf_lobby;');
  return root;
}

let t: TestApp;
const root = siteRoot();
beforeAll(async () => {
  t = await buildTestApp(root);
});
afterAll(() => t.close());

/** The policy's directives: name → sources. */
function directives(answer: LightMyRequestResponse): Map<string, string[]> {
  const header = answer.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function expectSecurityHeaders(answer: LightMyRequestResponse): void {
  const policy = directives(answer);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  // Scripts only as files of this origin: no inline script, no eval, no nonce that would let one in.
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  // Styles as files or with this answer's nonce; never 'unsafe-inline'.
  expect(policy.get('style-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{22,}'$/)]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(String(answer.headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(answer.headers).toMatchObject({
    'x-frame-options': 'SAMEORIGIN',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
  });
  // Over plain HTTP, no promise of HTTPS.
  expect(answer.headers['strict-transport-security']).toBeUndefined();
}

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** The demo gateway's payment page address of a new pending deposit. */
async function payUrl(): Promise<string> {
  const member = await moneyMember(t.app);
  const answer = await member.post(PATHS.cashier.deposits, { channel: 'DEMO_GATEWAY', amount: 20_000_000, idempotencyKey: newKey() });
  const url = expectValue(answer, moneyEndpoints.createDeposit).payUrl;
  if (!url) throw new Error('A demo-gateway deposit came without its payment page');
  return url;
}

describe('every kind of answer carries the security headers', () => {
  const answers: [string, () => Promise<LightMyRequestResponse>][] = [
    ['API JSON', () => t.app.inject({ method: 'GET', url: '/wps/health' })],
    ['API JSON, HEAD', () => t.app.inject({ method: 'HEAD', url: '/wps/health' })],
    ['API 400 (bad input)', () => t.app.inject({ method: 'GET', url: `${PATHS.games.list}?pageNo=-1` })],
    ['API 401 (no token)', () => t.app.inject({ method: 'GET', url: PATHS.cashier.deposits })],
    ['API 404 envelope', () => t.app.inject({ method: 'GET', url: '/wps/no-such-call' })],
    ['remotes manifest (503 when none)', () => t.app.inject({ method: 'GET', url: '/remotes.json' })],
    ['a shell file', () => t.app.inject({ method: 'GET', url: '/main.js' })],
    ['a missing shell file', () => t.app.inject({ method: 'GET', url: '/nothing.js' })],
    ['a released remote file', () => t.app.inject({ method: 'GET', url: '/remotes/mf_lobby/1.0.0/remoteEntry.js' })],
    ['the site root', () => t.app.inject({ method: 'GET', url: '/' })],
    ['index.html by name', () => t.app.inject({ method: 'GET', url: '/index.html' })],
    ['a page of the SPA (index.html fallback)', () => page('/member/deposit')],
    [
      'the game page',
      async () =>
        page(
          (
            await openGameSession(t.app, {
              game: { nodeId: 'PG-0001', gameCode: 'pg-lucky-1', vassalage: 'PG', accountTypeName: 'PG', gameType: 'RNG', name: 'Lucky' },
              launcher: null,
              mode: 'DEMO',
              language: 'EN',
            })
          ).url,
        ),
    ],
    ['the game page of an unknown token', () => page('/provider/play/no-such-token')],
    ['the game page script', () => t.app.inject({ method: 'GET', url: '/provider/assets/game.js' })],
    ['the demo payment page of an unknown order', () => page('/pay/demo/D0000000000000000')],
    ['the demo payment stylesheet', () => t.app.inject({ method: 'GET', url: '/pay/demo/assets/page.css' })],
  ];
  it.each(answers)('%s', async (_name, answer) => {
    expectSecurityHeaders(await answer());
  });

  it('the demo payment page of a pending order, and the page after paying', async () => {
    const url = await payUrl();
    const form = await page(url);
    expect(form.statusCode).toBe(200);
    expectSecurityHeaders(form);
    const paid = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=PAID',
    });
    expect(paid.statusCode).toBe(200);
    expectSecurityHeaders(paid);
  });
});

describe('an answer that broke', () => {
  it('a 500 from the error handler carries them too', async () => {
    // A route that throws stands for any future bug: the app itself has none to call on purpose.
    const server = Fastify();
    await server.register(securityHeaders);
    await server.register(errors);
    server.get('/wps/test/boom', async () => {
      throw new Error('boom');
    });
    try {
      const answer = await server.inject({ method: 'GET', url: '/wps/test/boom' });
      expect(answer.statusCode).toBe(500);
      expectSecurityHeaders(answer);
    } finally {
      await server.close();
    }
  });
});

describe('pages the API renders need no inline script or style the policy would block', () => {
  it('the game page and the payment page have only script files (and JSON data blocks), and no style markup', async () => {
    const pay = await payUrl();
    const game = await openGameSession(t.app, {
      game: { nodeId: 'PG-0001', gameCode: 'pg-lucky-1', vassalage: 'PG', accountTypeName: 'PG', gameType: 'RNG', name: 'Lucky' },
      launcher: null,
      mode: 'DEMO',
      language: 'EN',
    });
    for (const url of [pay, game.url]) {
      const html = (await page(url)).body;
      for (const [script] of html.matchAll(/<script\b[^>]*>/g)) expect(script).toMatch(/\bsrc=|type="application\/json"/);
      expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
    }
  });
});

describe("the shell's index.html carries the answer's nonce", () => {
  it('fills the placeholder with the nonce its policy allows, a new one per answer, and is never stored', async () => {
    const [first, second] = await Promise.all([page('/home'), page('/')]);
    const nonces = [first, second].map((answer) => {
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
      expect(answer.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(answer.body).toContain(`<style nonce="${nonce}">`);
      expect(answer.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers['last-modified']).toBeUndefined();
      return nonce;
    });
    expect(nonces[0]).not.toEqual(nonces[1]);
  });

  it('never gives two answers the same nonce, also past a refill of the random buffer nonces are cut from (256)', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const answer = await t.app.inject({ method: 'GET', url: '/wps/health' });
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce as string);
    }
    expect(nonces.size).toBe(600);
  });

  it('the real template marks its inline style and the emotion nonce with the placeholder, and has no inline script', () => {
    const template = readFileSync(path.join(repoRoot, 'shell', 'src', 'index.html'), 'utf8');
    expect(template).toContain(`<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}" />`);
    for (const [style] of template.matchAll(/<style\b[^>]*>/g)) expect(style).toBe(`<style nonce="${CSP_NONCE_PLACEHOLDER}">`);
    expect(template).not.toMatch(/<script\b/);
  });
});

describe('HSTS only over TLS', () => {
  it('behind a trusted proxy that says https: sent; the same header from a caller the server does not trust: not sent', async () => {
    // The plugin on a server as TRUST_PROXY=on makes it (buildApp's trustProxy), and on one as it is by default.
    const serve = async (trustProxy: boolean) => {
      const server = Fastify({ trustProxy });
      await server.register(securityHeaders);
      server.get('/wps/health', async () => ({ ok: true }));
      return server;
    };
    const [proxied, direct] = await Promise.all([serve(true), serve(false)]);
    try {
      const hsts = async (server: typeof proxied, proto: string) =>
        (await server.inject({ method: 'GET', url: '/wps/health', headers: { 'x-forwarded-proto': proto } })).headers[
          'strict-transport-security'
        ];
      expect(await hsts(proxied, 'https')).toBe(STRICT_TRANSPORT_SECURITY);
      expect(await hsts(proxied, 'http')).toBeUndefined();
      expect(await hsts(direct, 'https')).toBeUndefined();
    } finally {
      await Promise.all([proxied.close(), direct.close()]);
    }
    // The whole app over plain HTTP, by default not trusting the forwarded header either.
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/health', headers: { 'x-forwarded-proto': 'https' } })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
  });
});

describe('nginx sends the same policy', () => {
  it("deploy/nginx/mekong.conf's Content-Security-Policy is the API's, with nginx's $request_id as the nonce", async () => {
    const conf = readFileSync(path.join(repoRoot, 'deploy', 'nginx', 'mekong.conf'), 'utf8');
    const fromNginx = /add_header Content-Security-Policy "([^"]+)" always;/.exec(conf)?.[1];
    const fromApi = String((await t.app.inject({ method: 'GET', url: '/wps/health' })).headers['content-security-policy']);
    expect(fromNginx).toBe(fromApi.replace(/'nonce-[^']+'/, "'nonce-$request_id'"));
    expect(conf).toContain(`sub_filter '${CSP_NONCE_PLACEHOLDER}' $request_id;`);
    expect(conf).toContain(`add_header Permissions-Policy "${PERMISSIONS_POLICY}" always;`);
    expect(conf).toMatch(new RegExp(`\\bhttps\\s+"${STRICT_TRANSPORT_SECURITY}";`));
  });
});
