// Attack (issue 12 item 9): abuse of the live socket /wps/ws with real WebSockets against a listening app (behind
// TRUST_PROXY, so X-Forwarded-For and X-Forwarded-Host stand for the visitor): a page of another site opening it, one
// IP holding many sockets that never sign in, a socket that stays silent, and an oversized frame.
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import WebSocket, { type ClientOptions } from 'ws';
import { PATHS } from '@mekong/contracts';
import { SOCKET_CLOSE_CODES, socketPushSchema } from '@mekong/contracts/socket';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createAppDatabase, makeTempRoot, TEST_SECURITY, type TestDatabase } from '../../test-support/test-app';
import { makeMember } from '../../test-support/accounts';
import { createSession } from '../../modules/accounts/sessions.repository';

const MAX_UNAUTHENTICATED = 3;
const SITE = 'mekong.example';

interface LogLine {
  level: number;
  msg: string;
}

let app: FastifyInstance;
let database: TestDatabase;
let root: string;
let url: string;
const logs: LogLine[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  root = makeTempRoot();
  database = await createAppDatabase();
  app = await buildApp({
    database: database.config,
    rootDir: root,
    security: TEST_SECURITY,
    demo: true,
    trustProxy: true,
    // The silent-socket test waits out this window. Every socket that is not meant to be silent signs in with a token
    // made before it opened, so only a send and one lookup stand between its handshake and its sign-in: 5 s holds on
    // a machine many times slower than a quiet one (a 1 s window did not, on a loaded 2-core machine).
    live: { authTimeoutMs: 5_000, maxUnauthenticatedPerIp: MAX_UNAUTHENTICATED },
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${PATHS.socket}`;
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});

afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

type Handshake = { opened: WebSocket; closed: Promise<number> } | { status: number; retryAfter: string | undefined };

/** Opens a socket as a visitor at `ip` on the site's own host; resolves with the open socket or the refusal's status. */
function handshake(ip: string, options: ClientOptions = {}): Promise<Handshake> {
  const socket = new WebSocket(url, { ...options, headers: { 'x-forwarded-for': ip, 'x-forwarded-host': SITE, ...options.headers } });
  sockets.push(socket);
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ opened: socket, closed }));
    socket.once('unexpected-response', (request, response) => {
      resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] });
      request.destroy();
    });
    // Kept for the socket's life: a refused or dropped socket may report an error after it settled.
    socket.on('error', reject);
  });
}

function opened(result: Handshake): { opened: WebSocket; closed: Promise<number> } {
  if (!('opened' in result)) throw new Error(`handshake refused with ${result.status}`);
  return result;
}

/** A fresh member's session token, made before the socket that will use it opens (see the sign-in window above). */
async function freshToken(): Promise<string> {
  const member = await makeMember(app);
  return createSession(app.db, member.id, '127.0.0.1', app.accounts.sessionPolicy);
}

/** Signs the socket in with `token` and waits for its ready frame. */
async function signIn(socket: WebSocket, token: string): Promise<void> {
  const ready = new Promise<string>((resolve) =>
    socket.once('message', (data) => resolve(socketPushSchema.parse(JSON.parse(data.toString())).type)),
  );
  socket.send(JSON.stringify({ type: 'auth', token }));
  expect(await ready).toBe('ready');
}

/** Resolves once a log line matching `test` has been written (the server writes it as it acts). */
async function logged(test: (line: LogLine) => boolean): Promise<LogLine> {
  for (;;) {
    const line = logs.find(test);
    if (line) return line;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

let ipSerial = 0;
const freshIp = () => `10.77.${Math.floor(++ipSerial / 250)}.${ipSerial % 250}`;

const WARN = 40;
const ERROR = 50;

describe('live socket abuse', () => {
  it("refuses a handshake from another site's page with 403, and lets the site's own pages and Origin-less clients in", async () => {
    const foreign = await handshake(freshIp(), { origin: 'https://evil.example' });
    expect(foreign).toMatchObject({ status: 403 });
    expect(await handshake(freshIp(), { origin: 'null' })).toMatchObject({ status: 403 });
    // Look-alike names are other sites.
    expect(await handshake(freshIp(), { origin: `https://${SITE}.evil.example` })).toMatchObject({ status: 403 });
    expect(await handshake(freshIp(), { origin: `https://evil${SITE}` })).toMatchObject({ status: 403 });
    // A host that names its port must match it; one without (nginx's `Host $host`) is matched by name.
    expect(await handshake(freshIp(), { origin: `https://${SITE}:8443`, headers: { 'x-forwarded-host': `${SITE}:443` } })).toMatchObject({
      status: 403,
    });
    const [portToken, siteToken, upperToken, nativeToken] = await Promise.all([freshToken(), freshToken(), freshToken(), freshToken()]);
    await signIn(opened(await handshake(freshIp(), { origin: `https://${SITE}:8443` })).opened, portToken);
    expect(await logged((line) => /another origin/.test(line.msg))).toMatchObject({ level: WARN });

    await signIn(opened(await handshake(freshIp(), { origin: `https://${SITE}` })).opened, siteToken);
    await signIn(opened(await handshake(freshIp(), { origin: `http://${SITE.toUpperCase()}` })).opened, upperToken);
    // A native client sends no Origin: it is let in, and still has to sign in to hear anything.
    await signIn(opened(await handshake(freshIp())).opened, nativeToken);
  });

  it('refuses the handshakes of one IP past its unauthenticated sockets, fired at once, and lets other IPs in', async () => {
    const [visitorToken, flooderToken] = await Promise.all([freshToken(), freshToken()]);
    const flooder = freshIp();
    const burst = await Promise.all(Array.from({ length: MAX_UNAUTHENTICATED + 5 }, () => handshake(flooder)));
    const held = burst.filter((result) => 'opened' in result);
    const refused = burst.filter((result) => !('opened' in result));
    expect(held).toHaveLength(MAX_UNAUTHENTICATED);
    expect(refused).toEqual(Array.from({ length: 5 }, () => ({ status: 429, retryAfter: expect.stringMatching(/^\d+$/) })));
    expect(await logged((line) => /too many sockets of this IP/.test(line.msg))).toMatchObject({ level: WARN });

    // Another visitor is not affected.
    await signIn(opened(await handshake(freshIp())).opened, visitorToken);
    // A socket of the flooding IP that signs in gives its place back.
    await signIn(opened(held[0] as Handshake).opened, flooderToken);
    const next = opened(await handshake(flooder));
    expect(await handshake(flooder)).toMatchObject({ status: 429 });
    // And so does one that closes (the server learns of it a moment later).
    next.opened.close();
    await next.closed;
    for (;;) {
      const again = await handshake(flooder);
      if ('opened' in again) break;
      expect(again).toMatchObject({ status: 429 });
      await new Promise((resolve) => setImmediate(resolve));
    }
  });

  it('closes a socket that never signs in with 4401 after the sign-in window, logged at warn', async () => {
    const silent = opened(await handshake(freshIp()));
    expect(await silent.closed).toBe(SOCKET_CLOSE_CODES.unauthorized);
    expect(await logged((line) => /no auth frame in time/.test(line.msg))).toMatchObject({ level: WARN });
  });

  it('drops a socket that sends a frame over the limit and logs it at warn, not error', async () => {
    const big = opened(await handshake(freshIp()));
    big.opened.send('x'.repeat(64 * 1024));
    await big.closed;
    expect(await logged((line) => /refused a frame/.test(line.msg))).toMatchObject({ level: WARN });
    expect(logs.filter((line) => line.level >= ERROR)).toEqual([]);
  });
});
