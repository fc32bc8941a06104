// Attack (issue 12 item 8): a session that owes a forced password change (default password, or one expired under
// FORCECHNGPASS3) may change the password or log out and nothing else — no token call, no member-only part of a public
// call, no live socket — until the change is made; then the same session works. Runs on SQLite and PostgreSQL.
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { authEndpoints, FEATURES, gamesEndpoints, LIMITS, PATHS, PASSWORD_CHANGE_REQUIRED, TRIAL_TYPE } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { SOCKET_CLOSE_CODES } from '@mekong/contracts/socket';
import { buildTestApp, expectFailure, expectValue, TEST_SCRYPT_COST, type TestApp } from '../../test-support/test-app';
import { call, callEncrypted, freshIp, loginOk, makeMember, type Method } from '../../test-support/accounts';
import { createSession } from '../../modules/accounts/sessions.repository';
import { setPassword, type MemberRow } from '../../modules/accounts/members.repository';
import { hashPassword } from '../../security/passwords';
import { toFlag } from '../../modules/columns';
import { TEST_OPS_ACTOR } from '../../ops/ops-test-support';

let t: TestApp;
let socketUrl: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  socketUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${PATHS.socket}`;
});

afterAll(() => t.close());

const DEFAULT = LIMITS.defaultPassword;
const NEW_PASSWORD = 'Fresh2024x';
const today = new Date().toISOString().slice(0, 10);

/** A member whose password is the site default, logged in through the real (encrypted) login call. */
async function defaultAccount(): Promise<{ member: MemberRow; token: string; ip: string }> {
  const member = await makeMember(
    t.app,
    { passwordIsDefault: true, balanceMinor: 20_000_000, withdrawPasswordHash: await hashPassword('246810', TEST_SCRYPT_COST) },
    DEFAULT,
  );
  const ip = freshIp();
  const answer = await loginOk(t.app, member.account, DEFAULT, { ip });
  expect(answer.defaultPassword).toBe(true);
  return { member, token: answer.token, ip };
}

interface Probe {
  name: string;
  method: Method;
  path: string;
  input?: object;
}

/** Token calls and member-only uses of public calls, each with an input that a normal member's session passes. */
const PROBES: Probe[] = [
  { name: 'member info', method: 'GET', path: authEndpoints.memberInfo.path },
  { name: 'avatar', method: 'GET', path: authEndpoints.infoIcon.path },
  { name: 'balance', method: 'GET', path: authEndpoints.balance.path },
  { name: 'first login', method: 'POST', path: authEndpoints.firstLogin.path },
  { name: 'deposit channels', method: 'GET', path: moneyEndpoints.depositChannels.path },
  {
    name: 'deposit',
    method: 'POST',
    path: moneyEndpoints.createDeposit.path,
    input: { channel: 'DEMO_GATEWAY', amount: 2_000_000, idempotencyKey: randomUUID() },
  },
  { name: 'deposit list', method: 'GET', path: moneyEndpoints.deposits.path },
  { name: 'withdraw info', method: 'GET', path: moneyEndpoints.withdrawInfo.path },
  {
    name: 'withdraw',
    method: 'POST',
    path: moneyEndpoints.requestWithdrawal.path,
    input: {
      amount: 5_000_000,
      withdrawPassword: '246810',
      bankName: 'BCEL',
      bankAccountNo: '1234567890',
      accountName: 'TESTER',
      idempotencyKey: randomUUID(),
    },
  },
  {
    name: 'withdraw password',
    method: 'POST',
    path: moneyEndpoints.setWithdrawPassword.path,
    input: { oldWithdrawPassword: '246810', newWithdrawPassword: '135790', confirmWithdrawPassword: '135790' },
  },
  { name: 'transfer options', method: 'GET', path: moneyEndpoints.transferOptions.path },
  { name: 'messages', method: 'GET', path: moneyEndpoints.messages.path },
  { name: 'unread count', method: 'GET', path: moneyEndpoints.unreadCount.path },
  { name: 'bet records', method: 'GET', path: moneyEndpoints.betRecords.path, input: { startDate: today, endDate: today } },
  { name: 'transaction records', method: 'GET', path: moneyEndpoints.transactionRecords.path, input: { startDate: today, endDate: today } },
  { name: 'favourite ids', method: 'GET', path: gamesEndpoints.favouriteIds.path },
  { name: 'add favourite', method: 'POST', path: gamesEndpoints.addFavourite.path, input: { nodeId: 'rng-pg-0001' } },
  { name: 'recent games', method: 'GET', path: gamesEndpoints.recent.path },
  { name: 'REAL launch', method: 'POST', path: gamesEndpoints.launch.path, input: { nodeId: 'rng-pg-0001', mode: 'REAL' } },
  {
    name: 'DEMO launch with the session',
    method: 'POST',
    path: gamesEndpoints.launch.path,
    input: { nodeId: 'rng-pg-0001', mode: 'DEMO' },
  },
  { name: 'game list of favourites', method: 'GET', path: gamesEndpoints.list.path, input: { gameClassify: 'FAV' } },
  { name: 'game list of recent games', method: 'GET', path: gamesEndpoints.list.path, input: { gameClassify: 'RECENT' } },
];

/** The live socket's answer to an auth frame with this token: the close code, or 'ready'. */
function socketAnswer(token: string): Promise<number | 'ready'> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.once('message', (data) => {
      const push = JSON.parse(data.toString()) as { type: string };
      socket.terminate();
      resolve(push.type === 'ready' ? 'ready' : -1);
    });
    socket.once('close', (code) => resolve(code));
    socket.once('error', reject);
  });
}

async function expectRefusedEverywhere(token: string, ip: string, reason: 'default' | 'expired'): Promise<void> {
  // Every answer is gathered first, so a failure lists each call that got through, not just the first.
  const answers: Record<string, unknown> = {};
  for (const probe of PROBES) {
    const response = await call(t.app, probe.method, probe.path, probe.input ?? {}, { token, ip });
    const body = response.json<{ code?: string; value?: unknown }>();
    answers[probe.name] = { status: response.statusCode, code: body.code, value: body.value };
  }
  answers['live socket'] = await socketAnswer(token);
  const refused = { status: 403, code: PASSWORD_CHANGE_REQUIRED, value: { reason } };
  expect(answers).toEqual({
    ...Object.fromEntries(PROBES.map((probe) => [probe.name, refused])),
    'live socket': SOCKET_CLOSE_CODES.passwordChangeRequired,
  });
}

const changePassword = (token: string, ip: string, oldPassword: string = DEFAULT) =>
  callEncrypted(
    t.app,
    'POST',
    authEndpoints.changePassword.path,
    { oldPassword, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
    { token, ip },
  );

describe('a session that owes a forced password change', () => {
  it('is refused every token call, the member-only parts of public calls and the live socket, with one code', async () => {
    const { token, ip } = await defaultAccount();
    await expectRefusedEverywhere(token, ip, 'default');
    // Public calls stay public: the site behind the popup still shows its game lists.
    expectValue(await call(t.app, 'GET', gamesEndpoints.list.path, { gameClassify: 'ALL' }, { token, ip }), gamesEndpoints.list);
  });

  it('may log out', async () => {
    const { token, ip } = await defaultAccount();
    expectValue(await call(t.app, 'DELETE', authEndpoints.logout.path, {}, { token, ip }), authEndpoints.logout);
    expectFailure(await call(t.app, 'GET', authEndpoints.balance.path, {}, { token, ip }), 401, 'unauthorized');
  });

  it('may change the password, after which the same session works normally', async () => {
    const { member, token, ip } = await defaultAccount();
    expectValue(await changePassword(token, ip), authEndpoints.changePassword);
    const info = expectValue(await call(t.app, 'GET', authEndpoints.memberInfo.path, {}, { token, ip }), authEndpoints.memberInfo);
    expect(info).toMatchObject({ id: member.id, defaultPassword: false, passwordExpired: false });
    expect(expectValue(await call(t.app, 'GET', authEndpoints.balance.path, {}, { token, ip }), authEndpoints.balance).balance).toBe(
      20_000_000,
    );
    expect(
      expectValue(
        await call(t.app, 'POST', gamesEndpoints.launch.path, { nodeId: 'rng-pg-0001', mode: 'REAL' }, { token, ip }),
        gamesEndpoints.launch,
      ).mode,
    ).toBe('REAL');
    expect(
      expectValue(await call(t.app, 'GET', gamesEndpoints.list.path, { gameClassify: 'RECENT' }, { token, ip }), gamesEndpoints.list).total,
    ).toBe(1);
    expect(await socketAnswer(token)).toBe('ready');
  });

  it('is refused a burst of calls fired at once, each one', async () => {
    const { token, ip } = await defaultAccount();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2 === 0
          ? call(t.app, 'POST', gamesEndpoints.launch.path, { nodeId: 'rng-pg-0001', mode: 'REAL' }, { token, ip })
          : call(t.app, 'GET', authEndpoints.balance.path, {}, { token, ip }),
      ),
    );
    for (const answer of answers) expectFailure(answer, 403, PASSWORD_CHANGE_REQUIRED, { reason: 'default' });
  });

  it('begins when ops set the default password while a session is open, and ends with the change', async () => {
    const member = await makeMember(t.app);
    const ip = freshIp();
    const token = await createSession(t.app.db, member.id, ip, t.app.accounts.sessionPolicy);
    expectValue(await call(t.app, 'GET', authEndpoints.balance.path, {}, { token, ip }), authEndpoints.balance);
    await setPassword(t.app.db, member.id, await hashPassword(DEFAULT, TEST_SCRYPT_COST), true, {
      actor: TEST_OPS_ACTOR,
      action: 'password.reset',
    });
    await expectRefusedEverywhere(token, ip, 'default');
    expectValue(await changePassword(token, ip), authEndpoints.changePassword);
    expectValue(await call(t.app, 'GET', authEndpoints.balance.path, {}, { token, ip }), authEndpoints.balance);
  });

  it('follows the expiry switch: an old password is owed while FORCECHNGPASS3 is on, not while it is off', async () => {
    const setExpiry = (enabled: boolean) =>
      t.app.db
        .updateTable('whitelabel_modules')
        .set({ enabled: toFlag(enabled) })
        .where('modId', '=', FEATURES.forcePasswordChange)
        .execute();
    const member = await makeMember(t.app, {}, 'OldPass123');
    await t.app.db
      .updateTable('members')
      .set({ passwordChangedAt: new Date(Date.now() - 91 * 86_400_000).toISOString() })
      .where('id', '=', member.id)
      .execute();
    const ip = freshIp();
    await setExpiry(false);
    try {
      const token = await createSession(t.app.db, member.id, ip, t.app.accounts.sessionPolicy);
      expectValue(await call(t.app, 'GET', authEndpoints.balance.path, {}, { token, ip }), authEndpoints.balance);
      // Switched on while the session is open: the next call owes the change.
      await setExpiry(true);
      await expectRefusedEverywhere(token, ip, 'expired');
      expectValue(await changePassword(token, ip, 'OldPass123'), authEndpoints.changePassword);
      expectValue(await call(t.app, 'GET', authEndpoints.balance.path, {}, { token, ip }), authEndpoints.balance);
    } finally {
      await setExpiry(true);
    }
  });

  it('never applies to trial accounts (no password), however old', async () => {
    const trial = await makeMember(t.app, { type: TRIAL_TYPE, passwordHash: '' });
    await t.app.db
      .updateTable('members')
      .set({ passwordChangedAt: new Date(Date.now() - 400 * 86_400_000).toISOString() })
      .where('id', '=', trial.id)
      .execute();
    const ip = freshIp();
    const token = await createSession(t.app.db, trial.id, ip, t.app.accounts.sessionPolicy);
    expectValue(await call(t.app, 'GET', authEndpoints.memberInfo.path, {}, { token, ip }), authEndpoints.memberInfo);
    expect(
      expectValue(
        await call(t.app, 'POST', gamesEndpoints.launch.path, { nodeId: 'rng-pg-0001', mode: 'DEMO' }, { token, ip }),
        gamesEndpoints.launch,
      ).mode,
    ).toBe('DEMO');
    expect(await socketAnswer(token)).toBe('ready');
  });

  it('a wrong old password is still refused as such, and the session stays restricted', async () => {
    const { token, ip } = await defaultAccount();
    expectFailure(await changePassword(token, ip, 'NotTheDefault1'), 400, 'wrong-old-password');
    expectFailure(await call(t.app, 'GET', authEndpoints.balance.path, {}, { token, ip }), 403, PASSWORD_CHANGE_REQUIRED, {
      reason: 'default',
    });
  });
});
