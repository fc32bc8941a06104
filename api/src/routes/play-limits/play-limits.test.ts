// Play limits (issue 20) on a real database, SQLite and PostgreSQL: a first or lower limit applies at once, a raise or
// removal only after the 24-hour cooling-off (the app's injected clock moves past it) and can be cancelled before;
// every change is in the audit trail; bad input changes nothing. Enforcement: a deposit request, a seamless stake and a
// transfer in past a limit are refused with nothing moved; wins bring the net loss back down; 50 stakes fired at once
// at the edge of a wager limit pass exactly as many times as the limit allows. close() checks the ledger invariant.
import { PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { PLAY_LIMIT_PATHS, playLimitEndpoints, type PlayLimit, type PlayLimits } from '@mekong/contracts/play-limits';
import { SeamlessRefusal } from '@mekong/contracts/server';
import { buildTestApp, countRows, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call } from '../../test-support/accounts';
import { moneyMember, newKey, WITHDRAW_PASSWORD, type MoneyMember } from '../cashier/cashier-test-support';
import { inHouseClient, openRealGameSession, TEST_SLOT } from '../../test-support/game-sessions';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import { claimWallet } from '../../modules/ledger';
import { isPostgres } from '../../db/database';

const HOUR_MS = 3_600_000;
let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(undefined, {}, { now: () => clock });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = new Date();
});

const put = (who: MoneyMember, body: object) => call(t.app, 'PUT', PLAY_LIMIT_PATHS.set, body, { token: who.token });
const setLimit = async (who: MoneyMember, kind: string, period: string, limit: number | null) =>
  expectValue(await put(who, { kind, period, limit }), playLimitEndpoints.set);
const stateOf = async (who: MoneyMember) => expectValue(await who.get(PLAY_LIMIT_PATHS.state), playLimitEndpoints.state);
const limitOf = (state: PlayLimits, kind: string, period: string): PlayLimit => {
  const found = state.limits.find((limit) => limit.kind === kind && limit.period === period);
  if (!found) throw new Error(`no ${kind} ${period}`);
  return found;
};
const auditOf = (memberId: string) =>
  t.app.db
    .selectFrom('audit_trail')
    .select(['action', 'actorKind', 'actor', 'source', 'beforeJson', 'afterJson', 'occurredAt'])
    .where('subjectMemberId', '=', memberId)
    // The limits' own entries: the member's registration is in the trail too.
    .where('action', 'like', 'limits.%')
    .orderBy('occurredAt')
    .execute();

describe('setting limits', () => {
  it('applies a first limit and a lower one at once, schedules a raise for 24 hours later, and applies it then', async () => {
    const me = await moneyMember(t.app);
    const empty = await stateOf(me);
    expect(empty.limits).toHaveLength(9);
    expect(empty.limits.every((limit) => limit.limit === null && limit.pending === null && limit.used === 0)).toBe(true);

    expect((await setLimit(me, 'LOSS', 'DAY', 50_000)).outcome).toBe('applied');
    expect((await setLimit(me, 'LOSS', 'DAY', 30_000)).outcome).toBe('applied');
    const asked = clock.getTime();
    const raised = await setLimit(me, 'LOSS', 'DAY', 80_000);
    expect(raised.outcome).toBe('scheduled');
    expect(limitOf(raised.state, 'LOSS', 'DAY')).toMatchObject({
      limit: 30_000,
      pending: { limit: 80_000, effectiveAt: new Date(asked + 24 * HOUR_MS).toISOString() },
    });
    // The same raise again keeps its time; the limit in force stays until then.
    clock = new Date(asked + 23 * HOUR_MS);
    expect((await setLimit(me, 'LOSS', 'DAY', 80_000)).outcome).toBe('unchanged');
    expect(limitOf(await stateOf(me), 'LOSS', 'DAY')).toMatchObject({ limit: 30_000, pending: { limit: 80_000 } });

    clock = new Date(asked + 24 * HOUR_MS + 1_000);
    expect(limitOf(await stateOf(me), 'LOSS', 'DAY')).toMatchObject({ limit: 80_000, pending: null });
    const audit = await auditOf(me.member.id);
    expect(audit.map((row) => [row.action, row.actorKind])).toEqual([
      ['limits.set', 'member'],
      ['limits.set', 'member'],
      ['limits.raise-scheduled', 'member'],
      ['limits.raise-applied', 'system'],
    ]);
    expect(audit[0]).toMatchObject({ actor: me.member.id, source: '127.0.0.1' });
    expect(JSON.parse(audit[1]?.beforeJson ?? 'null')).toEqual({ kind: 'LOSS', period: 'DAY', limit: 50_000 });
    expect(JSON.parse(audit[1]?.afterJson ?? 'null')).toEqual({ kind: 'LOSS', period: 'DAY', limit: 30_000 });
    expect(JSON.parse(audit[3]?.afterJson ?? 'null')).toEqual({ kind: 'LOSS', period: 'DAY', limit: 80_000 });
    expect(audit[3]?.occurredAt).toBe(new Date(asked + 24 * HOUR_MS).toISOString());
    // Read again: applied once.
    await stateOf(me);
    expect(await auditOf(me.member.id)).toHaveLength(4);
  });

  it('reads without writing or locking: no raise due, nothing written; a wallet held elsewhere does not hold the read', async () => {
    const me = await moneyMember(t.app);
    await setLimit(me, 'DEPOSIT', 'DAY', 40_000);
    await setLimit(me, 'DEPOSIT', 'DAY', 90_000);
    const rowsBefore = await t.app.db.selectFrom('play_limits').selectAll().where('memberId', '=', me.member.id).execute();
    const entriesBefore = (await auditOf(me.member.id)).length;
    // The wallet row held by a money movement that has not committed yet (PostgreSQL's row lock; SQLite's writer).
    const state = await t.app.db.transaction().execute(async (trx) => {
      if (isPostgres(trx)) await claimWallet(trx, me.member.id, new Date().toISOString());
      return isPostgres(trx) ? stateOf(me) : null;
    });
    if (state) expect(limitOf(state, 'DEPOSIT', 'DAY')).toMatchObject({ limit: 40_000, pending: { limit: 90_000 } });
    expect(limitOf(await stateOf(me), 'DEPOSIT', 'DAY')).toMatchObject({ limit: 40_000, pending: { limit: 90_000 } });
    expect(await t.app.db.selectFrom('play_limits').selectAll().where('memberId', '=', me.member.id).execute()).toEqual(rowsBefore);
    expect(await auditOf(me.member.id)).toHaveLength(entriesBefore);
  });

  it('writes a raise that came due once when reads and a change race for it', async () => {
    const me = await moneyMember(t.app);
    await setLimit(me, 'WAGER', 'DAY', 10_000);
    await setLimit(me, 'WAGER', 'DAY', 20_000);
    clock = new Date(clock.getTime() + 25 * HOUR_MS);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => me.get(PLAY_LIMIT_PATHS.state)),
      put(me, { kind: 'WAGER', period: 'DAY', limit: 15_000 }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 7 }, () => 200));
    const actions = (await auditOf(me.member.id)).map((row) => row.action);
    expect(actions.filter((action) => action === 'limits.raise-applied')).toHaveLength(1);
    expect(limitOf(await stateOf(me), 'WAGER', 'DAY')).toMatchObject({ limit: 15_000, pending: null });
  });

  it('schedules a removal, cancels it before its time, and lowering drops a raise waiting', async () => {
    const me = await moneyMember(t.app);
    await setLimit(me, 'WAGER', 'WEEK', 100_000);
    expect(limitOf((await setLimit(me, 'WAGER', 'WEEK', null)).state, 'WAGER', 'WEEK')).toMatchObject({
      limit: 100_000,
      pending: { limit: null },
    });
    const cancelled = expectValue(await me.post(PLAY_LIMIT_PATHS.cancel, { kind: 'WAGER', period: 'WEEK' }), playLimitEndpoints.cancel);
    expect(limitOf(cancelled, 'WAGER', 'WEEK')).toMatchObject({ limit: 100_000, pending: null });
    expectFailure(await me.post(PLAY_LIMIT_PATHS.cancel, { kind: 'WAGER', period: 'WEEK' }), 409, 'no-pending-raise');

    await setLimit(me, 'WAGER', 'WEEK', 200_000);
    expect(limitOf((await setLimit(me, 'WAGER', 'WEEK', 90_000)).state, 'WAGER', 'WEEK')).toMatchObject({ limit: 90_000, pending: null });
    clock = new Date(clock.getTime() + 25 * HOUR_MS);
    expect(limitOf(await stateOf(me), 'WAGER', 'WEEK')).toMatchObject({ limit: 90_000, pending: null });

    // A removal whose time came leaves no limit.
    await setLimit(me, 'WAGER', 'WEEK', null);
    clock = new Date(clock.getTime() + 25 * HOUR_MS);
    expect(limitOf(await stateOf(me), 'WAGER', 'WEEK')).toMatchObject({ limit: null, pending: null });
    expect((await auditOf(me.member.id)).map((row) => row.action)).toEqual([
      'limits.set',
      'limits.raise-scheduled',
      'limits.raise-cancelled',
      'limits.raise-scheduled',
      'limits.set',
      'limits.raise-scheduled',
      'limits.raise-applied',
    ]);
  });

  it('refuses bad input, trial accounts and visitors, with nothing written', async () => {
    const me = await moneyMember(t.app);
    const limitEntries = async () =>
      (await t.app.db.selectFrom('audit_trail').select('id').where('action', 'like', 'limits.%').execute()).length;
    const before = { limits: await countRows(t.app.db, 'play_limits'), audit: await limitEntries() };
    for (const body of [
      { kind: 'LOSS', period: 'DAY', limit: 99 },
      { kind: 'LOSS', period: 'DAY', limit: 1_000.5 },
      { kind: 'LOSS', period: 'DAY', limit: 10_000_000_000_001 },
      { kind: 'LOSS', period: 'DAY', limit: '5000' },
      { kind: 'BONUS', period: 'DAY', limit: 5_000 },
      { kind: 'LOSS', period: 'YEAR', limit: 5_000 },
      { kind: 'LOSS', period: 'DAY' },
    ])
      expectFailure(await put(me, body), 400, 'bad-request');
    const trial = await moneyMember(t.app, { type: TRIAL_TYPE });
    expectFailure(await put(trial, { kind: 'LOSS', period: 'DAY', limit: 5_000 }), 403, 'trial-account');
    expectFailure(await call(t.app, 'PUT', PLAY_LIMIT_PATHS.set, { kind: 'LOSS', period: 'DAY', limit: 5_000 }), 401, 'unauthorized');
    expectFailure(await call(t.app, 'GET', PLAY_LIMIT_PATHS.state), 401, 'unauthorized');
    expect({ limits: await countRows(t.app.db, 'play_limits'), audit: await limitEntries() }).toEqual(before);
  });

  it('shows a member only its own limits and usage', async () => {
    const mine = await moneyMember(t.app);
    const other = await moneyMember(t.app);
    await setLimit(other, 'DEPOSIT', 'MONTH', 500_000);
    expect((await stateOf(mine)).limits.every((limit) => limit.limit === null)).toBe(true);
  });
});

describe('enforcement', () => {
  const client = () => inHouseClient(t.app);
  let round = 0;
  const debit = async (memberId: string, amount: number) => {
    round += 1;
    const roundId = `limits-${process.pid}-${round}`;
    const session = await openRealGameSession(t.app.db, memberId, TEST_SLOT);
    return { roundId, answer: client().debit({ transactionId: `${roundId}:debit`, roundId, sessionToken: session.token, amount }) };
  };
  const refusalOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof SeamlessRefusal ? { status: error.statusCode, code: error.code, value: error.value } : error),
    );
  const betsOf = async (memberId: string) =>
    Number(
      (
        await t.app.db
          .selectFrom('bets')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('memberId', '=', memberId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a stake past the daily loss limit with nothing moved; a win brings the loss back under it', async () => {
    const me = await moneyMember(t.app, { balanceMinor: 100_000 });
    await setLimit(me, 'LOSS', 'DAY', 3_000);
    const first = await debit(me.member.id, 2_000);
    await first.answer;
    expect(await refusalOf((await debit(me.member.id, 1_500)).answer)).toEqual({
      status: 409,
      code: 'play-limit-reached',
      value: { kind: 'LOSS', period: 'DAY', limit: 3_000, used: 2_000 },
    });
    expect(await getBalanceMinor(t.app.db, me.member.id)).toBe(98_000);
    expect(await betsOf(me.member.id)).toBe(1);
    await client().credit({ transactionId: `${first.roundId}:credit`, roundId: first.roundId, playerId: me.member.id, amount: 2_500 });
    expect(limitOf(await stateOf(me), 'LOSS', 'DAY').used).toBe(-500);
    await (
      await debit(me.member.id, 3_400)
    ).answer;
    expect(await getBalanceMinor(t.app.db, me.member.id)).toBe(97_100);
  });

  it('counts stakes, not wins, toward a wager limit, and the lower of several limits refuses', async () => {
    const me = await moneyMember(t.app, { balanceMinor: 100_000 });
    await setLimit(me, 'WAGER', 'MONTH', 50_000);
    await setLimit(me, 'WAGER', 'WEEK', 4_000);
    const first = await debit(me.member.id, 3_000);
    await first.answer;
    await client().credit({ transactionId: `${first.roundId}:credit`, roundId: first.roundId, playerId: me.member.id, amount: 9_000 });
    expect(await refusalOf((await debit(me.member.id, 1_001)).answer)).toMatchObject({
      code: 'play-limit-reached',
      value: { kind: 'WAGER', period: 'WEEK', limit: 4_000, used: 3_000 },
    });
    await (
      await debit(me.member.id, 1_000)
    ).answer;
    expect(limitOf(await stateOf(me), 'WAGER', 'WEEK').used).toBe(4_000);
  });

  it('keeps enforcing the old limit while a raise waits', async () => {
    const me = await moneyMember(t.app, { balanceMinor: 100_000 });
    await setLimit(me, 'WAGER', 'DAY', 1_000);
    await setLimit(me, 'WAGER', 'DAY', 90_000);
    expect(await refusalOf((await debit(me.member.id, 1_001)).answer)).toMatchObject({ code: 'play-limit-reached' });
    expect(await getBalanceMinor(t.app.db, me.member.id)).toBe(100_000);
  });

  it('refuses a deposit request past the deposit limit, waiting orders counting, with nothing written', async () => {
    const me = await moneyMember(t.app);
    await setLimit(me, 'DEPOSIT', 'DAY', 10_000_000);
    const open = (amount: number) => me.post(PATHS.cashier.deposits, { channel: 'DEMO_GATEWAY', amount, idempotencyKey: newKey() });
    expect((await open(6_000_000)).statusCode).toBe(200);
    const orders = await countRows(t.app.db, 'deposit_orders');
    expect(
      expectFailure(await open(5_000_000), 409, 'play-limit-reached', {
        kind: 'DEPOSIT',
        period: 'DAY',
        limit: 10_000_000,
        used: 6_000_000,
      }),
    ).toContain('DAY DEPOSIT');
    expect(await countRows(t.app.db, 'deposit_orders')).toBe(orders);
    expect((await open(4_000_000)).statusCode).toBe(200);
    expect(limitOf(await stateOf(me), 'DEPOSIT', 'DAY').used).toBe(10_000_000);
  });

  it('opens exactly 10 of 30 deposit orders requested at once against a limit of 10 of them', async () => {
    const me = await moneyMember(t.app);
    await setLimit(me, 'DEPOSIT', 'MONTH', 10_000_000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        me.post(PATHS.cashier.deposits, { channel: 'DEMO_GATEWAY', amount: 1_000_000, idempotencyKey: newKey() }),
      ),
    );
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'opened' : answer.json<{ code: string }>().code));
    expect(codes.filter((code) => code === 'opened')).toHaveLength(10);
    expect(codes.filter((code) => code !== 'opened').every((code) => code === 'play-limit-reached')).toBe(true);
    const orders = await t.app.db.selectFrom('deposit_orders').select('amountMinor').where('memberId', '=', me.member.id).execute();
    expect(orders).toHaveLength(10);
  });

  it("refuses a transfer past the receiver's deposit limit without naming it, nothing moved", async () => {
    const agent = await moneyMember(t.app, { type: 1, balanceMinor: 10_000_000 });
    const down = await moneyMember(t.app, { parent: agent.member });
    await setLimit(down, 'DEPOSIT', 'WEEK', 500_000);
    const send = (amount: number) =>
      agent.post(PATHS.wallet.walletTransfer, {
        toAccount: down.member.account,
        amount,
        withdrawPassword: WITHDRAW_PASSWORD,
        idempotencyKey: newKey(),
      });
    expect((await send(300_000)).statusCode).toBe(200);
    expectFailure(await send(300_000), 409, 'transfer-limit-reached');
    expect(await getBalanceMinor(t.app.db, agent.member.id)).toBe(9_700_000);
    expect(await getBalanceMinor(t.app.db, down.member.id)).toBe(300_000);
    expect(limitOf(await stateOf(down), 'DEPOSIT', 'WEEK').used).toBe(300_000);
  });

  it('lets exactly 10 of 50 stakes fired at once through a wager limit of 10 stakes; balance, bets and ledger agree', async () => {
    const me = await moneyMember(t.app, { balanceMinor: 1_000_000 });
    await setLimit(me, 'WAGER', 'DAY', 10_000);
    const debits = await Promise.all(Array.from({ length: 50 }, () => debit(me.member.id, 1_000)));
    const outcomes = await Promise.all(
      debits.map(({ answer }) =>
        answer.then(
          () => 'moved',
          (error: unknown) => (error instanceof SeamlessRefusal ? error.code : String(error)),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'moved')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome !== 'moved').every((outcome) => outcome === 'play-limit-reached')).toBe(true);
    expect(await getBalanceMinor(t.app.db, me.member.id)).toBe(990_000);
    expect(await betsOf(me.member.id)).toBe(10);
    const stakes = await t.app.db
      .selectFrom('postings')
      .select((eb) => eb.fn.sum<number>('amountMinor').as('sum'))
      .where('accountId', '=', `wallet:${me.member.id}`)
      .executeTakeFirstOrThrow();
    expect(Number(stakes.sum)).toBe(990_000);
  });
});
