// Attack (issue 12 item 7): a server an operator starts without MEKONG_DEMO=on must not hold demo accounts with the
// published password, must not take seamless calls signed with the development secret printed in this repository,
// and must not offer the demo gateway, which pays any order at a button press.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PATHS } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { buildApp } from '../../app';
import { environmentProblems, loadConfig, type RuntimeConfig } from '../../config';
import {
  buildTestApp,
  createAppDatabase,
  expectFailure,
  expectValue,
  makeTempRoot,
  TEST_SECURITY,
  type TestApp,
} from '../../test-support/test-app';
import { login, makeMember } from '../../test-support/accounts';
import { moneyMember, newKey } from '../../routes/cashier/cashier-test-support';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/accounts.seed';
import { DEV_IN_HOUSE_SECRET, IN_HOUSE_PROVIDER, signSeamlessRequest } from '../../modules/seamless';
import { defaultCashierSettings } from '../../modules/cashier/settings';
import { createPaymentProviders } from '../../modules/cashier/payment-channels';
import { createDeposit } from '../../modules/cashier/deposits';
import { DEMO_SIGNATURE_HEADER, signDemoCallback } from '../../modules/cashier/demo-gateway';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import { holdsDemoAccounts } from '../../db/seed/demo';

/** What a careful operator of a real site sets (and nothing about demo mode). */
const OPERATOR_ENV = {
  SEAMLESS_SECRET_MEKONG: 'k7Qm2vX9pL4rT8wZ1nB6cF3hJ5dS0gYa',
  SITE_BANK_NAME: 'LDB',
  SITE_BANK_ACCOUNT_NO: '0300111222333',
  SITE_BANK_ACCOUNT_NAME: 'MEKONG CO',
};

const roots: string[] = [];
const tempRoot = () => {
  roots.push(makeTempRoot());
  return roots[roots.length - 1] ?? '';
};
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** The configuration the server would load from this environment. */
const configOf = (env: Record<string, string>): RuntimeConfig => loadConfig({ MEKONG_ROOT: tempRoot(), ...env });

/** The lines a start from this environment would stop with. */
const problemsOf = (env: Record<string, string>): string[] => environmentProblems({ MEKONG_ROOT: tempRoot(), ...env });

/** The app as the server builds it from that configuration, on a fresh test database. */
function serverOf(config: RuntimeConfig): Promise<TestApp> {
  return buildTestApp(undefined, {}, { demo: config.demo, seamless: config.seamless, cashier: config.cashier });
}

describe('a server started without MEKONG_DEMO=on, on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await serverOf(configOf(OPERATOR_ENV));
  });
  afterAll(() => t.close());

  it('has no account: logging in as demo_member with the published password fails, and members is empty', async () => {
    expectFailure(await login(t.app, { username: DEMO_ACCOUNTS.member.account, password: DEMO_PASSWORD }), 401, 'wrong-credentials');
    expect(await t.app.db.selectFrom('members').select('id').execute()).toEqual([]);
  });

  it('writes no demo history, also once it listens: no orders, messages, rounds, ledger entries or winner board', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const table of ['deposit_orders', 'withdrawal_orders', 'member_messages', 'bets', 'game_wins', 'journal_entries'] as const) {
      const { n } = await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect({ table, rows: Number(n) }).toEqual({ table, rows: 0 });
    }
    // The site itself is there: a real site needs its settings and catalogue.
    expect(await t.app.db.selectFrom('games').select('id').limit(1).executeTakeFirst()).toBeDefined();
  });

  it('refuses a seamless-wallet request signed with the development secret', async () => {
    const raw = JSON.stringify({ sessionToken: 'any' });
    const response = await t.app.inject({
      method: 'POST',
      url: `${PATHS.seamless}/balance`,
      headers: { 'content-type': 'application/json', ...signSeamlessRequest(IN_HOUSE_PROVIDER, DEV_IN_HOUSE_SECRET, raw) },
      payload: raw,
    });
    expectFailure(response, 401, 'unauthorized');
  });

  it('offers no demo gateway channel, and its page and callback pay nothing, even for an order left from a demo run', async () => {
    const who = await moneyMember(t.app);
    const { channels } = expectValue(await who.get(PATHS.cashier.depositChannels), moneyEndpoints.depositChannels);
    expect(channels.map((channel) => [channel.code, channel.bank?.accountNo ?? null])).toEqual([
      ['BANK_TRANSFER', OPERATOR_ENV.SITE_BANK_ACCOUNT_NO],
    ]);
    expect(
      expectFailure(
        await who.post(PATHS.cashier.deposits, { channel: 'DEMO_GATEWAY', amount: 20_000_000, idempotencyKey: newKey() }),
        400,
        'bad-request',
        // The cashier's refusals of bad input name their field (as every money form's translated message needs).
        { field: 'channel' },
      ),
    ).toContain('DEMO_GATEWAY');

    // An order of the gateway's channel written straight into the table, as a demo run would have left it.
    const demoProviders = createPaymentProviders(defaultCashierSettings());
    const order = await createDeposit(
      t.app.db,
      who.member,
      { channel: 'DEMO_GATEWAY', amount: 20_000_000, idempotencyKey: newKey() },
      demoProviders,
      null,
    );
    expect((await t.app.inject({ method: 'GET', url: `/pay/demo/${order.id}` })).statusCode).toBe(404);
    const pressPay = await t.app.inject({
      method: 'POST',
      url: `/pay/demo/${order.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=PAID',
    });
    expect(pressPay.statusCode).toBe(404);
    const callback = JSON.stringify({
      orderId: order.id,
      status: 'PAID',
      amount: 20_000_000,
      reference: 'forged',
      reason: null,
      sentAt: new Date().toISOString(),
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: PATHS.cashier.demoDepositCallback,
      headers: {
        'content-type': 'application/json',
        [DEMO_SIGNATURE_HEADER]: signDemoCallback(defaultCashierSettings().demoGateway.secret, callback),
      },
      payload: callback,
    });
    expect(forged.statusCode).toBe(404);
    const row = await t.app.db.selectFrom('deposit_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect({ status: row.status, balance: await getBalanceMinor(t.app.db, who.member.id) }).toEqual({ status: 'PENDING', balance: 0 });
  });

  it("is not taken for a demo database when a member registers a demo account's name (no refusal on the next start)", async () => {
    await makeMember(t.app, { account: DEMO_ACCOUNTS.secondFactor.account });
    expect(await holdsDemoAccounts(t.app.db)).toBe(false);
  });
});

describe('what an operator who forgets a variable gets', () => {
  it('a refusal to start naming SEAMLESS_SECRET_MEKONG, never the development secret', () => {
    const { SEAMLESS_SECRET_MEKONG: _unset, ...forgetful } = OPERATOR_ENV;
    expect(problemsOf(forgetful)).toEqual([expect.stringContaining('SEAMLESS_SECRET_MEKONG must be set')]);
    expect(problemsOf({ ...OPERATOR_ENV, SEAMLESS_SECRET_MEKONG: DEV_IN_HOUSE_SECRET })).toEqual([
      expect.stringContaining('SEAMLESS_SECRET_MEKONG must be a random secret'),
    ]);
  });

  it('a refusal to start when DEMO_GATEWAY=on is set without demo mode, or demo mode in production', () => {
    expect(problemsOf({ ...OPERATOR_ENV, DEMO_GATEWAY: 'on' })).toEqual([expect.stringContaining('DEMO_GATEWAY=on needs MEKONG_DEMO=on')]);
    expect(problemsOf({ ...OPERATOR_ENV, MEKONG_DEMO: 'on', NODE_ENV: 'production' })).toContain(
      'MEKONG_DEMO=on is refused with NODE_ENV=production (demo accounts with a published password, the development seamless secret, the demo gateway)',
    );
  });

  it('an app that will not build without demo mode when given the development secret or the demo gateway', async () => {
    await expect(buildTestApp(undefined, {}, { demo: false, seamless: { [IN_HOUSE_PROVIDER]: DEV_IN_HOUSE_SECRET } })).rejects.toThrow(
      'development',
    );
    await expect(
      buildTestApp(
        undefined,
        {},
        { demo: false, seamless: { [IN_HOUSE_PROVIDER]: OPERATOR_ENV.SEAMLESS_SECRET_MEKONG }, cashier: defaultCashierSettings() },
      ),
    ).rejects.toThrow('demo gateway');
  });

  it('a refusal to start on a database a demo run left its accounts in (their password is published)', async () => {
    // One database for both starts: a file on SQLite, the test schema on PostgreSQL.
    const dir = mkdtempSync(path.join(tmpdir(), 'mekong-fail-closed-'));
    const testDatabase = await createAppDatabase();
    const database =
      testDatabase.config.dialect === 'sqlite'
        ? { dialect: 'sqlite' as const, file: path.join(dir, 'mekong.sqlite') }
        : testDatabase.config;
    try {
      const demoRun = await buildApp({ database, rootDir: dir, security: TEST_SECURITY, demo: true });
      await demoRun.ready();
      await demoRun.close();
      const config = configOf(OPERATOR_ENV);
      await expect(
        buildApp({
          database,
          rootDir: dir,
          security: TEST_SECURITY,
          demo: config.demo,
          seamless: config.seamless,
          cashier: config.cashier,
        }).then((app) => app.ready()),
      ).rejects.toThrow('demo accounts');
    } finally {
      await testDatabase.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
