// The cashier's ops commands: argument parsing, and each command run on an app's database with its live notices
// delivered through the server's ops channel, as the CLI does.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import type { FastifyInstance } from 'fastify';
import { expectValue, type TestApp } from '../test-support/test-app';
import { getBalanceMinor } from '../modules/accounts/members.repository';
import type { LiveNotices } from '../modules/cashier/live-notices';
import {
  buildAppWith,
  expectLedgerTrue,
  moneyMember,
  newKey,
  pushesOf,
  requestWithdrawal,
  type MoneyMember,
} from '../routes/cashier/cashier-test-support';
import { parseOpsCommand, runOpsCommand, type OpsCommand } from './commands';
import { OpsCommandFailed, type MoneyOpsCommand } from './money-commands';
import { notifyServer, OPS_NOTICES_PATH, OPS_SECRET_HEADER } from './channel';
import { opsActor } from './ops-actor';

const OPS_SECRET = 'ops-test-secret-0123456789';
const T0 = new Date('2025-11-24T03:00:00.000Z');

const BONUS_USAGE =
  "'bonus' needs an account, an amount in kip, --ref and a grant reference, and a reason, e.g. bonus demo_member 100.00 --ref ticket-4711 welcome bonus";

describe('parsing the money commands', () => {
  it.each<[string, MoneyOpsCommand]>([
    ['deposits', { kind: 'deposits' }],
    ['deposit-confirm D123', { kind: 'deposit-confirm', orderId: 'D123' }],
    ['deposit-reject D123 no such transfer', { kind: 'deposit-reject', orderId: 'D123', reason: 'no such transfer' }],
    ['withdrawals', { kind: 'withdrawals' }],
    ['withdrawal-approve W1', { kind: 'withdrawal-approve', id: 'W1' }],
    ['withdrawal-reject W1 account closed', { kind: 'withdrawal-reject', id: 'W1', reason: 'account closed' }],
    ['withdrawal-refund W1', { kind: 'withdrawal-refund', id: 'W1' }],
    [
      'bonus demo_member 100.00 --ref t-1 welcome bonus',
      { kind: 'bonus', account: 'demo_member', amountMinor: 10_000, reference: 't-1', reason: 'welcome bonus' },
    ],
    [
      'bonus demo_member 1,500.5 --ref loyalty:2026-11 loyalty',
      { kind: 'bonus', account: 'demo_member', amountMinor: 150_050, reference: 'loyalty:2026-11', reason: 'loyalty' },
    ],
    ['ledger-check', { kind: 'ledger-check' }],
  ])('reads "%s"', (line, command) => {
    expect(parseOpsCommand(line.split(' '))).toEqual(command);
  });

  it.each([
    ['deposits now', "Unexpected argument 'now'"],
    ['deposit-confirm', "'deposit-confirm' needs an order id"],
    ['deposit-confirm D1 D2', "Unexpected argument 'D2'"],
    ['deposit-reject D1', "'deposit-reject' needs a reason after an order id"],
    ['withdrawal-approve', "'withdrawal-approve' needs a withdrawal id"],
    ['withdrawal-reject', "'withdrawal-reject' needs a withdrawal id and a reason"],
    ['bonus demo_member 100.00 --ref t-1', BONUS_USAGE],
    // The form without a reference is refused: a retried command would have paid twice.
    ['bonus demo_member 100.00 welcome bonus', BONUS_USAGE],
    [
      'bonus demo_member 100.00 --ref -x welcome',
      "'-x': a grant reference is 1 to 64 letters, digits, . _ : or -, starting with a letter or digit",
    ],
    ['bonus demo_member 1.234 --ref t-1 oops', "'1.234' is not an amount in kip above 0 with at most two decimals, e.g. 100.00"],
    ['bonus demo_member 0 --ref t-1 nothing', "'0' is not an amount in kip above 0 with at most two decimals, e.g. 100.00"],
    ['bonus demo_member -5 --ref t-1 debt', "'-5' is not an amount in kip above 0 with at most two decimals, e.g. 100.00"],
    ['ledger-check all', "Unexpected argument 'all'"],
  ])('refuses "%s"', (line, error) => {
    expect(parseOpsCommand(line.split(' '))).toEqual({ error });
  });
});

describe('running the money commands', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  const notified: LiveNotices[] = [];

  beforeAll(async () => {
    testApp = await buildAppWith({ ops: { secret: OPS_SECRET, announceFile: null, serverUrl: null } });
    app = testApp.app;
  });
  afterAll(async () => {
    await expectLedgerTrue(app);
    await testApp.close();
  });

  /** What the CLI's notify does, through the same endpoint, in process. */
  const notify = async (notices: LiveNotices) => {
    notified.push(notices);
    const response = await app.inject({
      method: 'POST',
      url: OPS_NOTICES_PATH,
      headers: { [OPS_SECRET_HEADER]: OPS_SECRET },
      payload: notices,
    });
    return response.statusCode === 200 ? 'Pushed live.' : `refused ${response.statusCode}`;
  };

  const run = (line: string) => {
    const command: OpsCommand | { error: string } = parseOpsCommand(line.split(' '));
    if ('error' in command) throw new Error(command.error);
    return runOpsCommand(app.db, command, { notify, withdrawalAutoReceiveMinutes: 45, now: () => T0 });
  };

  /** The member's ops entries (issue 20): who, and the values before and after. */
  const opsEntries = async (who: MoneyMember) =>
    (
      await app.db
        .selectFrom('audit_trail')
        .selectAll()
        .where('subjectMemberId', '=', who.member.id)
        .where('actorKind', '=', 'ops')
        .orderBy('occurredAt')
        .execute()
    ).map((row) => ({
      action: row.action,
      actor: row.actor,
      source: row.source,
      before: JSON.parse(row.beforeJson ?? 'null') as unknown,
      after: JSON.parse(row.afterJson ?? 'null') as unknown,
    }));

  async function bankDeposit(who: MoneyMember, amount = 20_000_000) {
    return expectValue(
      await who.post(PATHS.cashier.deposits, { channel: 'BANK_TRANSFER', amount, depositorName: 'NOY', idempotencyKey: newKey() }),
      moneyEndpoints.createDeposit,
    );
  }

  async function withdrawal(who: MoneyMember, amount = 10_000_000) {
    return expectValue(await requestWithdrawal(who, amount), moneyEndpoints.requestWithdrawal);
  }

  it('lists pending deposits, confirms one and the member sees balance and message live', async () => {
    const who = await moneyMember(app);
    const order = await bankDeposit(who);
    expect(await run('deposits')).toContain(`${order.id}  ${who.member.account}  BANK_TRANSFER  ₭ 200,000.00  depositor: NOY`);
    const pushes = pushesOf(app, who.member.id);
    expect(await run(`deposit-confirm ${order.id}`)).toBe(
      `Deposit ${order.id} confirmed: ₭ 200,000.00 credited to ${who.member.account}.\nPushed live.`,
    );
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(20_000_000);
    expect(pushes.map((p) => p.type)).toEqual(['balance', 'message']);
    expect(pushes[1]).toMatchObject({ type: 'message', payload: { message: { kind: 'DEPOSIT_ARRIVAL' }, unread: 1 } });
    expect(await run('deposits')).not.toContain(order.id);
    // Confirming again moves nothing more and tells no one.
    const before = notified.length;
    expect(await run(`deposit-confirm ${order.id}`)).toContain('confirmed');
    expect(notified.length).toBe(before + 1);
    expect(notified.at(-1)).toEqual({ wallets: [], messages: [] });
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(20_000_000);
    await expect(run(`deposit-reject ${order.id} too late`)).rejects.toMatchObject({ code: 'order-state' });
    // One entry, by the operator on this host, with the balances and the order's state before and after: the repeated
    // confirm and the refused reject changed nothing and left none.
    const { operator, host } = opsActor();
    expect(await opsEntries(who)).toEqual([
      {
        action: 'ops.deposit-confirm',
        actor: operator,
        source: host,
        before: { walletMinor: 0, heldMinor: 0, points: 0, status: 'PENDING' },
        after: { walletMinor: 20_000_000, heldMinor: 0, points: expect.any(Number), status: 'PAID', arguments: { orderId: order.id } },
      },
    ]);
  });

  it('rejects a deposit with its reason', async () => {
    const who = await moneyMember(app);
    const order = await bankDeposit(who);
    expect(await run(`deposit-reject ${order.id} no matching transfer`)).toContain(
      `Deposit ${order.id} of ${who.member.account} rejected: no matching transfer`,
    );
    const [message] = expectValue(await who.get(PATHS.messages.list), moneyEndpoints.messages).list;
    expect(message).toMatchObject({ kind: 'DEPOSIT_FAILED', params: { orderId: order.id, reason: 'no matching transfer' } });
    await expect(run('deposit-confirm DNOSUCHORDER00000')).rejects.toMatchObject({ code: 'order-not-found' });
    const gateway = expectValue(
      await who.post(PATHS.cashier.deposits, { channel: 'DEMO_GATEWAY', amount: 20_000_000, idempotencyKey: newKey() }),
      moneyEndpoints.createDeposit,
    );
    await expect(run(`deposit-confirm ${gateway.id}`)).rejects.toThrow(
      `Deposit ${gateway.id} is a DEMO_GATEWAY order: its gateway confirms or fails it, not ops`,
    );
  });

  it('approves, rejects and refunds withdrawals, listing the pending and disputed ones', async () => {
    const who = await moneyMember(app, { balanceMinor: 50_000_000 });
    const approved = await withdrawal(who);
    const rejected = await withdrawal(who);
    expect(await run('withdrawals')).toContain(`${approved.id}  ${who.member.account}  PENDING  ₭ 100,000.00  to LDB 123456789 'NOY'`);
    const pushes = pushesOf(app, who.member.id);
    expect(await run(`withdrawal-approve ${approved.id}`)).toBe(
      `Withdrawal ${approved.id} of ${who.member.account} approved: ₭ 100,000.00 paid out; it counts as received at 2025-11-24T03:45:00.000Z unless the member answers first.\nPushed live.`,
    );
    expect(pushes.map((p) => p.type)).toEqual(['message']);
    expect(await run(`withdrawal-reject ${rejected.id} account closed`)).toContain(
      `Withdrawal ${rejected.id} rejected: ₭ 100,000.00 released to ${who.member.account}.`,
    );
    expect(pushes.map((p) => p.type)).toEqual(['message', 'balance', 'message']);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(40_000_000);

    const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;
    expectValue(
      await who.post(PATHS.cashier.confirmWithdrawal, {
        id: approved.id,
        answer: 'NOT_RECEIVED',
        proofImages: [{ name: 'p.png', dataUrl: png }],
        idempotencyKey: newKey(),
      }),
      moneyEndpoints.confirmWithdrawal,
    );
    expect(await run('withdrawals')).toContain(`${approved.id}  ${who.member.account}  NOT_RECEIVED  ₭ 100,000.00`);
    expect(await run(`withdrawal-refund ${approved.id}`)).toContain(
      `Withdrawal ${approved.id} refunded: ₭ 100,000.00 credited back to ${who.member.account}.`,
    );
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(50_000_000);
    await expect(run(`withdrawal-refund ${rejected.id}`)).rejects.toMatchObject({ code: 'order-state' });
  });

  it('grants a bonus to a real account only', async () => {
    const who = await moneyMember(app);
    expect(await run(`bonus ${who.member.account} 100.00 --ref welcome-1 welcome bonus`)).toMatch(
      new RegExp(`^Bonus of ₭ 100.00 credited to ${who.member.account} \\(entry .+\\): welcome bonus\\nPushed live.$`),
    );
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(10_000);
    const entry = await app.db
      .selectFrom('journal_entries')
      .select(['kind', 'memo'])
      .where('kind', '=', 'BONUS')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ kind: 'BONUS', memo: 'welcome bonus' });
    // The retry (the first answer lost) credits nothing more; the reference on another bonus is refused.
    expect(await run(`bonus ${who.member.account} 100.00 --ref welcome-1 welcome bonus`)).toMatch(
      /^Already done under reference welcome-1: /,
    );
    await expect(run(`bonus ${who.member.account} 200.00 --ref welcome-1 welcome bonus`)).rejects.toThrow('was used for another grant');
    const retries = await Promise.all(
      Array.from({ length: 20 }, () => run(`bonus ${who.member.account} 5.00 --ref welcome-2 twenty at once`)),
    );
    expect(retries.filter((out) => out.startsWith('Already done'))).toHaveLength(19);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(10_500);
    // Retries racing a typo (another amount under the same reference), 50 at once: one credits, never both amounts.
    const raced = await Promise.allSettled(
      Array.from({ length: 50 }, (_, n) => run(`bonus ${who.member.account} ${n % 2 ? '1.00' : '2.00'} --ref welcome-3 raced`)),
    );
    const outputs = raced.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)));
    expect(outputs.filter((out) => out.startsWith('Bonus of'))).toHaveLength(1);
    expect(outputs.filter((out) => out.startsWith('Already done') || out.includes('was used for another grant'))).toHaveLength(49);
    expect([10_600, 10_700]).toContain(await getBalanceMinor(app.db, who.member.id));
    const trial = await moneyMember(app, { type: TRIAL_TYPE });
    await expect(run(`bonus ${trial.member.account} 1.00 --ref t-2 nope`)).rejects.toThrow(`No real account '${trial.member.account}'`);
    await expect(run('bonus nobody_here 1.00 --ref t-3 nope')).rejects.toThrow("No real account 'nobody_here'");
  });

  it('checks the ledger, and fails with the problems when a balance has drifted', async () => {
    expect(await run('ledger-check')).toMatch(/^entries: \d+\npostings: \d+\nproblems: none$/);
    const who = await moneyMember(app, { balanceMinor: 1_000 });
    const wallet = `wallet:${who.member.id}`;
    await app.db.updateTable('ledger_accounts').set({ balanceMinor: 999 }).where('id', '=', wallet).execute();
    try {
      const failure = await run('ledger-check').then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(OpsCommandFailed);
      expect((failure as OpsCommandFailed).output).toContain(`account ${wallet}: cached balance 999 but postings sum to 1000`);
    } finally {
      await app.db.updateTable('ledger_accounts').set({ balanceMinor: 1_000 }).where('id', '=', wallet).execute();
    }
  });

  it('refuses notices without the ops secret, before reading them', async () => {
    const notices = { wallets: [], messages: [] };
    expect((await app.inject({ method: 'POST', url: OPS_NOTICES_PATH, payload: notices })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: OPS_NOTICES_PATH, headers: { [OPS_SECRET_HEADER]: 'guess' }, payload: { nonsense: true } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: OPS_NOTICES_PATH,
          headers: { [OPS_SECRET_HEADER]: OPS_SECRET },
          payload: { nonsense: true },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the ops channel between processes', () => {
  it('finds a listening server through its announcement, pushes over HTTP, and forgets it once closed', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mekong-ops-'));
    const announceFile = path.join(dataDir, 'ops-server.json');
    const server = await buildAppWith({ ops: { secret: null, announceFile, serverUrl: null } });
    const cli = { secret: null, announceFile, serverUrl: null };
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      expect(statSync(announceFile).mode & 0o777).toBe(0o600);
      const who = await moneyMember(server.app, { balanceMinor: 500 });
      const pushes = pushesOf(server.app, who.member.id);
      expect(await notifyServer(cli, { wallets: [who.member.id], messages: [] })).toMatch(
        /^Pushed live to the member's open pages through http:\/\/127\.0\.0\.1:\d+\.$/,
      );
      expect(pushes).toEqual([{ type: 'balance', payload: { balance: 500, currencySymbol: '₭' } }]);
      expect(
        await notifyServer(
          { ...cli, announceFile: null, serverUrl: 'http://127.0.0.1:9', secret: 'x' },
          { wallets: [who.member.id], messages: [] },
        ),
      ).toBe('The server at http://127.0.0.1:9 did not answer: members see it on their next refresh.');
      expect(
        await notifyServer(
          {
            ...cli,
            announceFile: null,
            serverUrl: `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`,
            secret: 'wrong',
          },
          { wallets: [who.member.id], messages: [] },
        ),
      ).toMatch(/refused the live push \(HTTP 401\)/);
      expect(await notifyServer(cli, { wallets: [], messages: [] })).toBe('');
    } finally {
      await server.close();
    }
    expect(await notifyServer(cli, { wallets: ['1'], messages: [] })).toMatch(/^No running server found/);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
