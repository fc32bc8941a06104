// Production mode across nodes (issue 6): two real API processes on one PostgreSQL database and one Redis. A deposit
// confirmed through node A reaches a page connected to node B, a manifest change seen by node A reaches it too, a
// login limit reached on A holds on B, and the withdrawal auto-receive job runs on one node at a time. Runs in the PostgreSQL pass only (TEST_DATABASE_URL);
// Redis is part of this machine and CI (TEST_REDIS_URL, default 127.0.0.1:6379), so an unreachable one fails loudly.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { authEndpoints, CONTRACTS_VERSION, encryptPayload, PATHS } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { socketPushSchema, type SocketPush } from '@mekong/contracts/socket';
import { Redis } from 'ioredis';
import { createDatabase, type Db } from '../db/database';
import { createMember, MEMBER_TYPE, type MemberRow } from '../modules/accounts/members.repository';
import { createSession, DEFAULT_SESSION_POLICY } from '../modules/accounts/sessions.repository';
import { DEMO_SIGNATURE_HEADER, signDemoCallback } from '../modules/cashier/demo-gateway';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.seed';
import { AUTO_RECEIVE_JOB } from '../jobs/auto-receive';
import { hashPassword } from '../security/passwords';
import { TEST_SCRYPT_COST } from '../test-support/test-app';
import { freePort, rsaKeyEnv, scratchDatabase, startServer, type ScratchDatabase, type ServerProcess } from '../../bench/server-process';

const POSTGRES_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PASSWORD = 'Passw0rd9';
const DEPOSIT = 25_000_000;
const WAIT_MS = 30_000;

jest.setTimeout(600_000);

/** Polls until `check` answers something other than undefined. */
async function eventually<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Envelope {
  success: boolean;
  value: unknown;
  code?: string;
}

async function callJson(baseUrl: string, method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<Envelope> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return (await response.json()) as Envelope;
}

/** A username login as the browser sends it: encrypted against the node's public key. */
async function login(baseUrl: string, username: string, password: string): Promise<Envelope> {
  const key = authEndpoints.publicKey.output.parse((await callJson(baseUrl, 'GET', authEndpoints.publicKey.path)).value);
  const enc = await encryptPayload(key.publicKeyPem, key.keyId, { type: 'username', username, password }, globalThis.crypto.subtle);
  return callJson(baseUrl, 'POST', authEndpoints.login.path, enc);
}

/** A signed-in socket whose pushes are collected, so a test waits for the one it expects. */
async function openLiveSocket(baseUrl: string, token: string): Promise<{ pushes: SocketPush[]; close(): void }> {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}${PATHS.socket}`);
  const pushes: SocketPush[] = [];
  socket.on('message', (data) => pushes.push(socketPushSchema.parse(JSON.parse(data.toString()))));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  await eventually('the socket to be ready', async () => (pushes.some((push) => push.type === 'ready') ? true : undefined));
  return { pushes, close: () => socket.close() };
}

const describeOnPostgres = POSTGRES_URL ? describe : describe.skip;

describeOnPostgres('two API nodes on one PostgreSQL and one Redis (PostgreSQL pass only: needs TEST_DATABASE_URL)', () => {
  const keyPrefix = `mekong-test:${randomUUID()}:`;
  const gatewaySecret = randomUUID();
  const dataDirs: string[] = [];
  let scratch: ScratchDatabase | undefined;
  let nodeA: ServerProcess | undefined;
  let nodeB: ServerProcess | undefined;
  let db: Db | undefined;
  let redis: Redis | undefined;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    scratch = await scratchDatabase('multinode', POSTGRES_URL);
    const shared = {
      ...scratch.env,
      ...rsaKeyEnv(),
      REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
      DEMO_GATEWAY_SECRET: gatewaySecret,
      MEKONG_OPS_SECRET: randomUUID(),
      WITHDRAWAL_AUTO_RECEIVE_EVERY_SECONDS: '1',
    };
    // Each node has its own data folder and its own site root (releases/ included), so what one node sees in its
    // files the other can only learn through Redis.
    const node = (port: number) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'mekong-node-'));
      dataDirs.push(dataDir);
      writeManifest(dataDir, '1.0.0');
      return startServer(port, { ...shared, MEKONG_DATA_DIR: dataDir, MEKONG_ROOT: dataDir });
    };
    // One after the other: the first migrates and seeds the database, the second finds it ready.
    nodeA = await node(await freePort());
    nodeB = await node(await freePort());
    db = createDatabase(scratch.config);
  });

  afterAll(async () => {
    await Promise.all([nodeA?.stop(), nodeB?.stop()]);
    await db?.destroy();
    await scratch?.drop();
    if (redis) {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  function writeManifest(siteRoot: string, lobbyVersion: string): void {
    mkdirSync(path.join(siteRoot, 'releases'), { recursive: true });
    const entry = {
      entry: `/remotes/mf_lobby/${lobbyVersion}/mf-manifest.json`,
      version: lobbyVersion,
      contractsVersion: CONTRACTS_VERSION,
    };
    writeFileSync(path.join(siteRoot, 'releases', 'remotes.json'), JSON.stringify({ mf_lobby: entry }));
  }

  async function newMember(): Promise<MemberRow> {
    if (!db) throw new Error('no database');
    return createMember(
      db,
      {
        account: `node${randomUUID().slice(0, 8)}`,
        type: MEMBER_TYPE,
        passwordHash: await hashPassword(PASSWORD, TEST_SCRYPT_COST),
        passwordIsDefault: false,
      },
      { kind: 'system', name: 'test', node: 'test' },
    );
  }

  it('pushes a deposit confirmed through node A to the page connected to node B', async () => {
    if (!db || !nodeA || !nodeB) throw new Error('nodes not started');
    const member = await newMember();
    const token = await createSession(db, member.id, '127.0.0.1', DEFAULT_SESSION_POLICY);
    const page = await openLiveSocket(nodeB.baseUrl, token);
    try {
      const created = await callJson(
        nodeA.baseUrl,
        'POST',
        PATHS.cashier.deposits,
        { channel: 'DEMO_GATEWAY', amount: DEPOSIT, idempotencyKey: randomUUID() },
        token,
      );
      const order = moneyEndpoints.createDeposit.output.parse(created.value);
      const callback = JSON.stringify({
        orderId: order.id,
        status: 'PAID',
        amount: DEPOSIT,
        reference: `T-${order.id}`,
        reason: null,
        sentAt: new Date().toISOString(),
      });
      // The gateway's callback, signed with the secret both nodes share, lands on node A.
      const confirmed = await fetch(`${nodeA.baseUrl}${PATHS.cashier.demoDepositCallback}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: signDemoCallback(gatewaySecret, callback) },
        body: callback,
      });
      expect(confirmed.status).toBe(200);
      const balance = await eventually('the balance push on node B', async () => page.pushes.find((push) => push.type === 'balance'));
      expect(balance).toEqual({ type: 'balance', payload: { balance: DEPOSIT, currencySymbol: expect.any(String) } });
      const message = await eventually('the deposit message on node B', async () => page.pushes.find((push) => push.type === 'message'));
      expect(message.type === 'message' && message.payload.unread).toBeGreaterThanOrEqual(1);
    } finally {
      page.close();
    }
  });

  it('announces a manifest change that node A sees to the page connected to node B', async () => {
    if (!db || !nodeA || !nodeB) throw new Error('nodes not started');
    const member = await newMember();
    const page = await openLiveSocket(nodeB.baseUrl, await createSession(db, member.id, '127.0.0.1', DEFAULT_SESSION_POLICY));
    try {
      writeManifest(dataDirs[0] ?? '', '1.1.0');
      const push = await eventually('the manifest push on node B', async () => page.pushes.find((frame) => frame.type === 'manifest'));
      expect(push).toEqual({ type: 'manifest', payload: { version: expect.stringMatching(/^[0-9a-f]{16}$/) } });
      // Node B serves its own manifest, which did not change: the push came through Redis.
      const served = (await (await fetch(`${nodeB.baseUrl}${PATHS.remotesManifest}`)).json()) as { mf_lobby: { version: string } };
      expect(served.mf_lobby.version).toBe('1.0.0');
    } finally {
      page.close();
    }
  });

  it('holds a login limit reached on node A on node B', async () => {
    if (!nodeA || !nodeB) throw new Error('nodes not started');
    const member = await newMember();
    expect((await login(nodeB.baseUrl, member.account, PASSWORD)).success).toBe(true);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(nodeA.baseUrl, member.account, 'WrongPass1')).success).toBe(false);
    // The right password on the other node now needs the captcha first.
    const onB = await login(nodeB.baseUrl, member.account, PASSWORD);
    expect(onB).toMatchObject({ success: false, code: 'captcha-required', value: { captcha: true } });
    // The counts live in Redis under this run's prefix, not in either process.
    expect(await redis?.keys(`${keyPrefix}login_fail_account*`)).toHaveLength(1);
  });

  it('auto-receives an overdue approved withdrawal once, on the one node holding the lease', async () => {
    if (!db) throw new Error('no database');
    const demo = await db.selectFrom('members').select('id').where('account', '=', DEMO_ACCOUNTS.member.account).executeTakeFirstOrThrow();
    const approved = await db
      .selectFrom('withdrawal_orders')
      .select('id')
      .where('memberId', '=', demo.id)
      .where('status', '=', 'APPROVED')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('withdrawal_orders')
      .set({ confirmDeadline: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', approved.id)
      .execute();

    // Both nodes run the job every second; for a few periods, one and the same node holds its lease.
    const holders = new Set<string>();
    const until = Date.now() + 5_000;
    while (Date.now() < until) {
      const lease = await db.selectFrom('job_leases').select('holder').where('name', '=', AUTO_RECEIVE_JOB).executeTakeFirst();
      if (lease) holders.add(lease.holder);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(holders.size).toBe(1);

    const row = await db
      .selectFrom('withdrawal_orders')
      .select(['status', 'receivedMinor', 'amountMinor', 'confirmedAt'])
      .where('id', '=', approved.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'AUTO_RECEIVED', receivedMinor: row.amountMinor });
  });
});
