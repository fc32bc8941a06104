import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket, { type ClientOptions } from 'ws';
import { CONTRACTS_VERSION, PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { SOCKET_CLOSE_CODES, socketPushSchema, type SocketPush } from '@mekong/contracts/socket';
import { buildTestApp, makeTempRoot, type TestApp } from '../../test-support/test-app';
import { call, callEncrypted, loginOk, makeMember } from '../../test-support/accounts';
import { authEndpoints } from '@mekong/contracts';
import { playBreakEndpoints } from '@mekong/contracts/play-breaks';
import { createSession, deleteSession } from '../../modules/accounts/sessions.repository';
import { sha256Hex } from '../../security/tokens';
import liveRoutes, { type LiveRouteOptions } from '.';

/** A real client socket with its frames queued, so a test awaits the next one instead of racing it. */
interface LiveClient {
  socket: WebSocket;
  next(): Promise<SocketPush>;
  closed: Promise<number>;
}

function openClient(url: string, options: ClientOptions = {}): Promise<LiveClient> {
  const socket = new WebSocket(url, options);
  const frames: SocketPush[] = [];
  const waiting: ((push: SocketPush) => void)[] = [];
  socket.on('message', (data) => {
    const push = socketPushSchema.parse(JSON.parse(data.toString()));
    const waiter = waiting.shift();
    if (waiter) waiter(push);
    else frames.push(push);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const next = () => {
    const queued = frames.shift();
    return queued ? Promise.resolve(queued) : new Promise<SocketPush>((resolve) => waiting.push(resolve));
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, next, closed }));
    socket.once('error', reject);
  });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${PATHS.socket}`;
}

const auth = (client: LiveClient, token: string) => client.socket.send(JSON.stringify({ type: 'auth', token }));

const balancePush = (balance: number): SocketPush => ({ type: 'balance', payload: { balance, currencySymbol: '₭' } });

let testApp: TestApp;
let app: FastifyInstance;
let url: string;
const clients: LiveClient[] = [];

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  url = await listen(app);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.socket.terminate();
});

afterAll(() => testApp.close());

async function connect(target = url, options: ClientOptions = {}): Promise<LiveClient> {
  const client = await openClient(target, options);
  clients.push(client);
  return client;
}

async function memberToken(type?: number): Promise<{ memberId: string; token: string }> {
  const member = await makeMember(app, type === undefined ? {} : { type });
  return { memberId: member.id, token: await createSession(app.db, member.id, '127.0.0.1', app.accounts.sessionPolicy) };
}

/** A socket signed in as the member, past its ready frame. */
async function readyClient(token: string): Promise<LiveClient> {
  const client = await connect();
  auth(client, token);
  expect((await client.next()).type).toBe('ready');
  return client;
}

describe('live socket /wps/ws', () => {
  it('answers a live token with ready and the member id', async () => {
    const { memberId, token } = await memberToken();
    const client = await connect();
    auth(client, token);
    expect(await client.next()).toEqual({ type: 'ready', payload: { memberId } });
  });

  it('lets a trial account in', async () => {
    const { memberId, token } = await memberToken(TRIAL_TYPE);
    const client = await connect();
    auth(client, token);
    expect(await client.next()).toEqual({ type: 'ready', payload: { memberId } });
  });

  it('closes with 4401 for an unknown token, an ended session, and a first frame that is not an auth frame', async () => {
    const unknown = await connect();
    auth(unknown, 'no-such-token');
    expect(await unknown.closed).toBe(SOCKET_CLOSE_CODES.unauthorized);

    const { token } = await memberToken();
    await deleteSession(app.db, sha256Hex(token));
    const ended = await connect();
    auth(ended, token);
    expect(await ended.closed).toBe(SOCKET_CLOSE_CODES.unauthorized);

    const garbled = await connect();
    garbled.socket.send('hello');
    expect(await garbled.closed).toBe(SOCKET_CLOSE_CODES.unauthorized);
  });

  it("sends a member's push to each of its open sockets and to no other member's", async () => {
    const a = await memberToken();
    const b = await memberToken();
    const [a1, a2, b1] = [await readyClient(a.token), await readyClient(a.token), await readyClient(b.token)];

    app.liveEvents.publish(a.memberId, balancePush(1_000));
    expect(await a1.next()).toEqual(balancePush(1_000));
    expect(await a2.next()).toEqual(balancePush(1_000));
    // Frames of one socket arrive in order: had A's push reached B, it would come before B's own.
    app.liveEvents.publish(b.memberId, balancePush(2_000));
    expect(await b1.next()).toEqual(balancePush(2_000));
  });

  it('stops listening for a socket once it closes, and keeps the other sockets of the member', async () => {
    const a = await memberToken();
    const subscribe = app.liveEvents.subscribe.bind(app.liveEvents);
    let stops = 0;
    const spy = jest.spyOn(app.liveEvents, 'subscribe').mockImplementation((memberId, listener) => {
      const stop = subscribe(memberId, listener);
      return () => {
        stops += 1;
        stop();
      };
    });
    try {
      const leaving = await readyClient(a.token);
      const staying = await readyClient(a.token);
      leaving.socket.close();
      await leaving.closed;
      // The server learns of the close a moment after the client does.
      while (stops === 0) await new Promise((resolve) => setImmediate(resolve));
      expect(stops).toBe(1);
      app.liveEvents.publish(a.memberId, balancePush(3_000));
      expect(await staying.next()).toEqual(balancePush(3_000));
    } finally {
      spy.mockRestore();
    }
  });
});

describe('site-wide pushes', () => {
  const manifestPush = (version: string): SocketPush => ({ type: 'manifest', payload: { version } });

  it('go to every signed-in socket, each manifest version once', async () => {
    const [a, b] = [await memberToken(), await memberToken()];
    const [a1, b1] = [await readyClient(a.token), await readyClient(b.token)];
    const waiting = await connect();

    app.liveEvents.broadcast(manifestPush('v-one'));
    // Every node watches the manifest: the same version arriving again (from another node) is not sent again.
    app.liveEvents.broadcast(manifestPush('v-one'));
    app.liveEvents.broadcast(manifestPush('v-two'));
    for (const client of [a1, b1]) {
      expect(await client.next()).toEqual(manifestPush('v-one'));
      expect(await client.next()).toEqual(manifestPush('v-two'));
    }
    // A socket that has not signed in hears nothing: its first frame is still the answer to its auth frame.
    auth(waiting, a.token);
    expect((await waiting.next()).type).toBe('ready');
  });

  it('announce a change of releases/remotes.json to open pages', async () => {
    const root = makeTempRoot();
    const manifestFile = path.join(root, 'releases', 'remotes.json');
    const writeManifest = (version: string) => {
      mkdirSync(path.dirname(manifestFile), { recursive: true });
      writeFileSync(
        manifestFile,
        JSON.stringify({
          mf_lobby: { entry: `/remotes/mf_lobby/${version}/mf-manifest.json`, version, contractsVersion: CONTRACTS_VERSION },
        }),
      );
    };
    writeManifest('1.0.0');
    const watching = await buildTestApp(root, {}, { manifestWatchMs: 20 });
    try {
      const target = await listen(watching.app);
      const member = await makeMember(watching.app, {});
      const client = await connect(target);
      auth(client, await createSession(watching.app.db, member.id, '127.0.0.1', watching.app.accounts.sessionPolicy));
      expect((await client.next()).type).toBe('ready');

      writeManifest('1.1.0');
      const push = await client.next();
      expect(push).toEqual({ type: 'manifest', payload: { version: expect.stringMatching(/^[0-9a-f]{16}$/) } });
    } finally {
      await watching.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('live socket timers', () => {
  // The same route on servers of its own, sharing the test app's database and live events, with short timers.
  const servers: FastifyInstance[] = [];
  async function quickServer(options: LiveRouteOptions): Promise<string> {
    const quick = Fastify();
    servers.push(quick);
    quick.decorate('db', app.db);
    quick.decorate('accounts', app.accounts);
    quick.decorate('liveEvents', app.liveEvents);
    await quick.register(liveRoutes, options);
    return listen(quick);
  }

  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('closes with 4401 when no auth frame comes in time', async () => {
    const silent = await connect(await quickServer({ authTimeoutMs: 200 }));
    expect(await silent.closed).toBe(SOCKET_CLOSE_CODES.unauthorized);
  });

  it('closes a signed-in socket with 4403 once its session ends (logout elsewhere), at the next heartbeat', async () => {
    const { token } = await memberToken();
    const client = await connect(await quickServer({ heartbeatMs: 100 }));
    auth(client, token);
    expect((await client.next()).type).toBe('ready');
    await deleteSession(app.db, sha256Hex(token));
    expect(await client.closed).toBe(SOCKET_CLOSE_CODES.sessionEnded);
  });

  describe('closes at once when a call ends the session (issue 20), long before any heartbeat', () => {
    // A heartbeat of an hour: only the call's own signal can close these sockets within the test.
    let target: string;
    beforeAll(async () => {
      target = await quickServer({ heartbeatMs: 3_600_000 });
    });
    const signedIn = async (token: string) => {
      const client = await connect(target);
      auth(client, token);
      expect((await client.next()).type).toBe('ready');
      return client;
    };
    const twoLogins = async () => {
      const member = await makeMember(app);
      const first = await loginOk(app, member.account, 'Passw0rd9');
      const second = await loginOk(app, member.account, 'Passw0rd9');
      return { member, first: first.token, second: second.token };
    };

    it('a break: every socket of the member closes, another member hears on', async () => {
      const { member, first, second } = await twoLogins();
      const other = await memberToken();
      const [a, b, bystander] = [await signedIn(first), await signedIn(second), await signedIn(other.token)];
      const started = await call(
        app,
        'POST',
        playBreakEndpoints.start.path,
        { kind: 'time-out', period: '24h', password: 'Passw0rd9' },
        { token: first },
      );
      expect(started.statusCode).toBe(200);
      expect(await a.closed).toBe(SOCKET_CLOSE_CODES.sessionEnded);
      expect(await b.closed).toBe(SOCKET_CLOSE_CODES.sessionEnded);
      app.liveEvents.publish(other.memberId, balancePush(7));
      expect(await bystander.next()).toEqual(balancePush(7));
      expect(member.id).not.toBe(other.memberId);
    });

    it('a password change: the other session closes, the changing one stays', async () => {
      const { member, first, second } = await twoLogins();
      const [keeping, ended] = [await signedIn(first), await signedIn(second)];
      const changed = await callEncrypted(
        app,
        'POST',
        authEndpoints.changePassword.path,
        { oldPassword: 'Passw0rd9', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
        { token: first },
      );
      expect(changed.statusCode).toBe(200);
      expect(await ended.closed).toBe(SOCKET_CLOSE_CODES.sessionEnded);
      app.liveEvents.publish(member.id, balancePush(9));
      expect(await keeping.next()).toEqual(balancePush(9));
    });

    it('a logout: the sockets of that session close', async () => {
      const { first } = await twoLogins();
      const socket = await signedIn(first);
      expect((await call(app, 'DELETE', authEndpoints.logout.path, {}, { token: first })).statusCode).toBe(200);
      expect(await socket.closed).toBe(SOCKET_CLOSE_CODES.sessionEnded);
    });
  });

  it('caps signed-in sockets per session and per IP, sign-ins fired at once, closing the extra with 4429', async () => {
    const target = await quickServer({ maxSignedInPerSession: 2, maxSignedInPerIp: 5 });
    const signIn = async (token: string) => {
      const client = await connect(target);
      auth(client, token);
      return Promise.race([client.next().then((push) => push.type), client.closed]);
    };
    // Three sessions with three sockets each: 2 per session would be 6, the IP's 5 stop one more.
    const tokens = [await memberToken(), await memberToken(), await memberToken()].map((member) => member.token);
    const outcomes = await Promise.all(tokens.flatMap((token) => [signIn(token), signIn(token), signIn(token)]));
    expect(outcomes.filter((outcome) => outcome === 'ready')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === SOCKET_CLOSE_CODES.tooManySockets)).toHaveLength(4);
  });

  it('drops a socket that stops answering pings', async () => {
    const { token } = await memberToken();
    const deaf = await connect(await quickServer({ heartbeatMs: 100 }), { autoPong: false });
    auth(deaf, token);
    // Terminated without a close frame: ws reports 1006 (abnormal closure).
    expect(await deaf.closed).toBe(1006);
  });
});
