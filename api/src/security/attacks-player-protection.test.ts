// Attacks on issue 20's player protection through real HTTP (the test app's inject), on SQLite and PostgreSQL: a
// member who wants around its own limits or break, and an attacker who wants to hide from or poison the audit trail.
// Each finding was first a failing test here, then fixed; the attacks that held stay as regression tests.
import { PATHS } from '@mekong/contracts';
import { PLAY_LIMIT_PATHS, playLimitEndpoints, type PlayLimits } from '@mekong/contracts/play-limits';
import { PLAY_BREAK_FAILURES, playBreakEndpoints } from '@mekong/contracts/play-breaks';
import { SeamlessRefusal } from '@mekong/contracts/server';
import { buildTestApp, countRows, expectFailure, expectValue, type TestApp } from '../test-support/test-app';
import { call, login } from '../test-support/accounts';
import { moneyMember, newKey, WITHDRAW_PASSWORD, type MoneyMember } from '../routes/cashier/cashier-test-support';
import { inHouseClient, openRealGameSession, TEST_SLOT } from '../test-support/game-sessions';
import { getBalanceMinor } from '../modules/accounts/members.repository';
import { startBreak } from '../modules/play-breaks/play-breaks';
import { requireWithinPlayLimits, usageOf } from '../modules/play-limits';
import { HOUSE_ACCOUNTS, moveAmount, postEntry, walletAccount } from '../modules/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Passw0rd9';
const SELF: Parameters<typeof startBreak>[3] = { kind: 'system', name: 'attack-test', node: 'test' };

const setLimit = async (who: MoneyMember, kind: string, period: string, limit: number | null) =>
  expectValue(await call(t.app, 'PUT', PLAY_LIMIT_PATHS.set, { kind, period, limit }, { token: who.token }), playLimitEndpoints.set);
const used = (state: PlayLimits, kind: string, period: string) =>
  state.limits.find((limit) => limit.kind === kind && limit.period === period)?.used;
const breakEnd = async (memberId: string) =>
  (await t.app.db.selectFrom('members').select('breakEndsAt').where('id', '=', memberId).executeTakeFirstOrThrow()).breakEndsAt;
const send = (from: MoneyMember, to: MoneyMember, amount: number) =>
  from.post(PATHS.wallet.walletTransfer, {
    toAccount: to.member.account,
    amount,
    withdrawPassword: WITHDRAW_PASSWORD,
    idempotencyKey: newKey(),
  });
const outcomeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'moved',
    (error: unknown) => (error instanceof SeamlessRefusal ? error.code : String(error)),
  );

/** A member with money, a daily limit of `kind`, an open REAL game and a fresh round id. */
async function playerWithLimit(balanceMinor: number, kind: string, limit: number, tag: string) {
  const me = await moneyMember(t.app, { balanceMinor });
  await setLimit(me, kind, 'DAY', limit);
  const session = await openRealGameSession(t.app.db, me.member.id, TEST_SLOT);
  return { me, client: inHouseClient(t.app), roundId: `attack-${tag}-${process.pid}-${Date.now()}`, session };
}

describe('limits: concurrency and paths into the wallet', () => {
  it('lets deposits and transfers in, fired together, pass a deposit limit no further than the limit', async () => {
    const agent = await moneyMember(t.app, { type: 1, balanceMinor: 100_000_000 });
    const me = await moneyMember(t.app, { parent: agent.member });
    await setLimit(me, 'DEPOSIT', 'DAY', 5_000_000);
    const answers = await Promise.all(
      // Two transfers only: each checks the withdraw password, and hashing admits two at a time per account (429 past it).
      Array.from({ length: 12 }, (_, i) =>
        i >= 2
          ? me.post(PATHS.cashier.deposits, { channel: 'DEMO_GATEWAY', amount: 1_000_000, idempotencyKey: newKey() })
          : send(agent, me, 1_000_000),
      ),
    );
    const passed = answers.filter((answer) => answer.statusCode === 200).length;
    expect(passed).toBe(5);
    const refusals = answers.filter((a) => a.statusCode !== 200).map((a) => a.json<{ code: string }>().code);
    expect(refusals.filter((code) => code !== 'play-limit-reached' && code !== 'transfer-limit-reached')).toEqual([]);
    const orders = await t.app.db.selectFrom('deposit_orders').select('amountMinor').where('memberId', '=', me.member.id).execute();
    const received = await getBalanceMinor(t.app.db, me.member.id);
    expect(orders.length * 1_000_000 + received).toBe(5_000_000);
    expect(used(expectValue(await me.get(PLAY_LIMIT_PATHS.state), playLimitEndpoints.state), 'DEPOSIT', 'DAY')).toBe(5_000_000);
  });

  it('holds a loss limit against 50 stakes at once mixed with transfers out and a lowering of the limit', async () => {
    const agent = await moneyMember(t.app, { type: 1 });
    const me = await moneyMember(t.app, { balanceMinor: 1_000_000, parent: agent.member });
    await setLimit(me, 'LOSS', 'DAY', 20_000);
    const client = inHouseClient(t.app);
    const sessions = await Promise.all(Array.from({ length: 50 }, () => openRealGameSession(t.app.db, me.member.id, TEST_SLOT)));
    const rounds = sessions.map((session, i) => {
      const roundId = `attack-loss-${process.pid}-${Date.now()}-${i}`;
      return outcomeOf(client.debit({ transactionId: `${roundId}:d`, roundId, sessionToken: session.token, amount: 1_000 }));
    });
    const [outcomes, lowered, moved] = await Promise.all([
      Promise.all(rounds),
      call(t.app, 'PUT', PLAY_LIMIT_PATHS.set, { kind: 'LOSS', period: 'DAY', limit: 10_000 }, { token: me.token }),
      send(me, agent, 5_000),
    ]);
    expect(lowered.statusCode).toBe(200);
    expect(moved.statusCode).toBe(200);
    const staked = outcomes.filter((outcome) => outcome === 'moved').length;
    // The lowering lands somewhere among the stakes: never more than the higher limit, never less than the lower.
    expect(staked).toBeGreaterThanOrEqual(10);
    expect(staked).toBeLessThanOrEqual(20);
    expect(outcomes.filter((outcome) => outcome !== 'moved').every((outcome) => outcome === 'play-limit-reached')).toBe(true);
    expect(await getBalanceMinor(t.app.db, me.member.id)).toBe(1_000_000 - staked * 1_000 - 5_000);
  });

  it('never raises a limit at once when raises and lowerings are fired together: the lowest applies, raises wait', async () => {
    const me = await moneyMember(t.app);
    await setLimit(me, 'WAGER', 'MONTH', 6_000);
    const values = [5_000, 9_000, 3_000, 80_000, 2_000, 7_000, null, 4_000];
    const answers = await Promise.all(
      values.map((limit) => call(t.app, 'PUT', PLAY_LIMIT_PATHS.set, { kind: 'WAGER', period: 'MONTH', limit }, { token: me.token })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(values.map(() => 200));
    const state = expectValue(await me.get(PLAY_LIMIT_PATHS.state), playLimitEndpoints.state);
    expect(state.limits.find((limit) => limit.kind === 'WAGER' && limit.period === 'MONTH')?.limit).toBe(2_000);
  });

  it('does not let a rollback of a settled round give back room under a wager limit', async () => {
    const { me, client, roundId, session } = await playerWithLimit(100_000, 'WAGER', 3_000, 'rb');
    await client.debit({ transactionId: `${roundId}:d`, roundId, sessionToken: session.token, amount: 3_000 });
    // A win then a rollback of the same stake: the settled round may not be rolled back into extra room.
    await client.credit({ transactionId: `${roundId}:c`, roundId, playerId: me.member.id, amount: 1_000 });
    const rolledBack = await outcomeOf(
      client.rollback({ transactionId: `${roundId}:r`, roundId, playerId: me.member.id, debitTransactionId: `${roundId}:d` }),
    );
    const next = `${roundId}-2`;
    const stake = await outcomeOf(client.debit({ transactionId: `${next}:d`, roundId: next, sessionToken: session.token, amount: 1_000 }));
    const state = expectValue(await me.get(PLAY_LIMIT_PATHS.state), playLimitEndpoints.state);
    expect([rolledBack, stake, used(state, 'WAGER', 'DAY')]).toEqual([expect.not.stringMatching(/^moved$/), 'play-limit-reached', 3_000]);
    expect(await getBalanceMinor(t.app.db, me.member.id)).toBe(98_000);
  });
});

describe('limits: provider call order and crafted amounts', () => {
  it('refuses a win before its stake, and a negative, fractional or huge stake, with nothing moved', async () => {
    const { me, client, roundId, session } = await playerWithLimit(10_000, 'LOSS', 1_000, 'order');
    // A win first would take the net loss below zero and make room for more stakes.
    expect(await outcomeOf(client.credit({ transactionId: `${roundId}:c`, roundId, playerId: me.member.id, amount: 5_000 }))).toBe(
      'round-not-found',
    );
    const statuses = await Promise.all(
      [-1_000, 0.5, 1e20].map((amount, i) =>
        client.debit({ transactionId: `${roundId}-${i}:d`, roundId: `${roundId}-${i}`, sessionToken: session.token, amount }).then(
          () => 'moved',
          (error: unknown) => (error instanceof SeamlessRefusal ? error.statusCode : String(error)),
        ),
      ),
    );
    expect(statuses.every((status) => status === 400)).toBe(true);
    expect(await outcomeOf(client.debit({ transactionId: `${roundId}:d`, roundId, sessionToken: session.token, amount: 1_001 }))).toBe(
      'play-limit-reached',
    );
    expect(await getBalanceMinor(t.app.db, me.member.id)).toBe(10_000);
  });
});

describe('limits: period edges (Vientiane, UTC+7)', () => {
  // Sun 29 Nov 2026 23:59:59.999 in Vientiane, then Monday's first instant, Monday's last, Tuesday 1 Dec's first.
  const SUN_LAST = '2026-11-29T16:59:59.999Z';
  const MON_FIRST = '2026-11-29T17:00:00.000Z';
  const MON_LAST = '2026-11-30T16:59:59.999Z';
  const TUE_FIRST = '2026-11-30T17:00:00.000Z';

  /** A stake of `amount` as the ledger writes it, then dated `at` (the per-day totals follow the posting's date). */
  async function stakeAt(memberId: string, amount: number, at: string) {
    const { entryId } = await postEntry(t.app.db, {
      kind: 'BET',
      reference: `edge:${at}`,
      postings: moveAmount(walletAccount(memberId), HOUSE_ACCOUNTS.games, amount),
    });
    await t.app.db.updateTable('postings').set({ createdAt: at }).where('entryId', '=', entryId).execute();
    await t.app.db.updateTable('journal_entries').set({ createdAt: at }).where('id', '=', entryId).execute();
  }
  const depositAt = (memberId: string, amount: number, at: string) =>
    t.app.db
      .insertInto('deposit_orders')
      .values({
        id: `D-edge-${memberId.slice(0, 8)}-${at}`,
        memberId,
        channel: 'DEMO_GATEWAY',
        amountMinor: amount,
        status: 'PENDING',
        depositorName: null,
        providerReference: null,
        failureReason: null,
        entryId: null,
        createdAt: at,
        completedAt: null,
      })
      .execute();

  it('counts a stake and a deposit at 23:59:59.999 in that day, week and month only, never in the next', async () => {
    const me = await moneyMember(t.app, { balanceMinor: 10_000 });
    await stakeAt(me.member.id, 1_000, SUN_LAST);
    await depositAt(me.member.id, 5_000, SUN_LAST);
    // The net loss, then the deposits, as DAY/WEEK/MONTH, at an instant.
    const at = async (instant: string) => {
      const usage = await usageOf(t.app.db, me.member.id, ['LOSS', 'WAGER', 'DEPOSIT'], new Date(instant));
      return [usage.LOSS, usage.DEPOSIT].map(({ DAY, WEEK, MONTH }) => `${DAY}/${WEEK}/${MONTH}`).join(' ');
    };
    expect(await at(SUN_LAST)).toBe('1000/1000/1000 5000/5000/5000');
    expect(await at(MON_FIRST)).toBe('0/0/1000 0/0/5000');
    // Monday's movements are written when Monday comes (the clock never writes ahead of a check).
    await stakeAt(me.member.id, 2_000, MON_LAST);
    await depositAt(me.member.id, 7_000, MON_LAST);
    expect(await at(MON_LAST)).toBe('2000/2000/3000 7000/7000/12000');
    expect(await at(TUE_FIRST)).toBe('0/2000/0 0/7000/0');
    // The check the money paths make: a week limit still holds across the month's edge.
    await setLimit(me, 'LOSS', 'WEEK', 2_500);
    await expect(
      t.app.db.transaction().execute((trx) => requireWithinPlayLimits(trx, me.member.id, { LOSS: 0 }, new Date(TUE_FIRST))),
    ).resolves.toBeUndefined();
    await stakeAt(me.member.id, 600, TUE_FIRST);
    const refused = await t.app.db
      .transaction()
      .execute((trx) => requireWithinPlayLimits(trx, me.member.id, { LOSS: 600 }, new Date(TUE_FIRST)))
      .then(
        () => null,
        (error: { code?: string }) => error.code,
      );
    expect(refused).toBe('play-limit-reached');
  });
});

describe('breaks', () => {
  it('refuses money sent to a member on a break, naming nothing, nothing moved', async () => {
    const agent = await moneyMember(t.app, { type: 1, balanceMinor: 1_000_000 });
    const down = await moneyMember(t.app, { parent: agent.member });
    await startBreak(t.app.db, down.member.id, { kind: 'self-exclusion', period: '6m' }, SELF);
    expectFailure(await send(agent, down, 100_000), 409, 'transfer-limit-reached');
    expect(await getBalanceMinor(t.app.db, down.member.id)).toBe(0);
    expect(await getBalanceMinor(t.app.db, agent.member.id)).toBe(1_000_000);
  });

  it('refuses a stake from a game opened before the break, and every call of the old token', async () => {
    const me = await moneyMember(t.app, { balanceMinor: 100_000 });
    const session = await openRealGameSession(t.app.db, me.member.id, TEST_SLOT);
    await startBreak(t.app.db, me.member.id, { kind: 'time-out', period: '24h' }, SELF);
    const roundId = `attack-break-${process.pid}-${Date.now()}`;
    expect(
      await outcomeOf(inHouseClient(t.app).debit({ transactionId: `${roundId}:d`, roundId, sessionToken: session.token, amount: 1_000 })),
    ).toBe('session-expired');
    for (const answer of [
      await me.post(PATHS.cashier.deposits, { channel: 'DEMO_GATEWAY', amount: 1_000_000, idempotencyKey: newKey() }),
      await me.get(PLAY_LIMIT_PATHS.state),
    ])
      expect(answer.statusCode).toBe(401);
    expect(await getBalanceMinor(t.app.db, me.member.id)).toBe(100_000);
  });

  it('cannot be shortened: a shorter break, a mismatched kind and period, or choices fired at once leave the longest', async () => {
    const me = await moneyMember(t.app, { balanceMinor: 0 });
    const lengthen = (body: object) =>
      call(t.app, 'POST', playBreakEndpoints.lengthen.path, { username: me.member.account, password: PASSWORD, ...body });
    const start = await startBreak(t.app.db, me.member.id, { kind: 'time-out', period: '30d' }, SELF);
    expectFailure(await lengthen({ kind: 'time-out', period: '24h' }), 409, PLAY_BREAK_FAILURES.shorten, { endsAt: start.endsAt });
    for (const body of [
      { kind: 'time-out', period: 'permanent' },
      { kind: 'self-exclusion', period: '24h' },
      { kind: 'time-out', period: '-1d' },
      { kind: 'time-out', period: 30 },
      { kind: ['time-out'], period: '6w' },
    ])
      expectFailure(await lengthen(body), 400, 'bad-request');
    expect(await breakEnd(me.member.id)).toBe(start.endsAt);
    // Fired at once (the password hash admits two per account; the rest are refused 429): the end only ever grows.
    const periods = ['6w', '24h', '6w', '7d', '24h', '30d'];
    const answers = await Promise.all(periods.map((period) => lengthen({ kind: 'time-out', period })));
    const ends = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json<{ value: { endsAt: string } }>().value.endsAt);
    expect(answers.every((answer) => [200, 409, 429].includes(answer.statusCode))).toBe(true);
    const end = (await breakEnd(me.member.id)) ?? '';
    expect(ends.every((endsAt) => endsAt <= end) && end >= start.endsAt).toBe(true);
    expectFailure(await login(t.app, { username: me.member.account, password: PASSWORD }), 403, PLAY_BREAK_FAILURES.onBreak, {
      endsAt: end,
      permanent: false,
    });
  });
});

describe('audit trail', () => {
  it('refuses an update or delete of any row, on both databases', async () => {
    const me = await moneyMember(t.app);
    await setLimit(me, 'LOSS', 'WEEK', 50_000);
    const rows = await countRows(t.app.db, 'audit_trail');
    expect(await t.app.db.selectFrom('audit_trail').select('id').where('subjectMemberId', '=', me.member.id).execute()).not.toHaveLength(0);
    // better-sqlite3's errors come from another realm than jest's Error: compared by message.
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'written',
        (error: unknown) => String(error),
      );
    expect(
      await refusal(t.app.db.updateTable('audit_trail').set({ action: 'x' }).where('subjectMemberId', '=', me.member.id).execute()),
    ).toMatch(/append-only/);
    expect(await refusal(t.app.db.deleteFrom('audit_trail').where('subjectMemberId', '=', me.member.id).execute())).toMatch(/append-only/);
    expect(await countRows(t.app.db, 'audit_trail')).toBe(rows);
  });

  it('records the real peer, not a forged X-Forwarded-For, and never the break password', async () => {
    const me = await moneyMember(t.app);
    const answer = await t.app.inject({
      method: 'POST',
      url: playBreakEndpoints.start.path,
      headers: { authorization: `Bearer ${me.token}`, 'x-forwarded-for': '6.6.6.6' },
      remoteAddress: '127.0.0.1',
      payload: { kind: 'time-out', period: '24h', password: PASSWORD },
    });
    expect(answer.statusCode).toBe(200);
    const rows = await t.app.db.selectFrom('audit_trail').selectAll().where('subjectMemberId', '=', me.member.id).execute();
    expect(rows.map((row) => row.action)).toContain('exclusion.start');
    for (const row of rows) {
      expect(row.source).not.toBe('6.6.6.6');
      expect(`${row.beforeJson}${row.afterJson}`).not.toContain(PASSWORD);
    }
  });
});

describe('bad input never becomes a 500 or a write', () => {
  it('answers 400 to wrong types, huge and negative values and unknown periods', async () => {
    const me = await moneyMember(t.app);
    const before = await countRows(t.app.db, 'play_limits');
    const bodies: unknown[] = [
      { kind: 'LOSS', period: 'DAY', limit: -5_000 },
      { kind: 'LOSS', period: 'DAY', limit: 1e300 },
      { kind: 'LOSS', period: 'DAY', limit: Number.MAX_SAFE_INTEGER + 2 },
      { kind: 'LOSS', period: 'day', limit: 5_000 },
      { kind: 'LOSS', period: 'HOUR', limit: 5_000 },
      { kind: 'LOSS', period: ['DAY'], limit: 5_000 },
      { kind: { $ne: 1 }, period: 'DAY', limit: 5_000 },
      { kind: 'LOSS', period: 'DAY', limit: true },
      { kind: 'LOSS', period: 'DAY', limit: '1e5' },
      [],
      'LOSS',
      null,
    ];
    // Sent as text: a number past a double (parsed to Infinity) and a body cut short.
    const texts = [...bodies.map((body) => JSON.stringify(body)), '{"kind":"LOSS","period":"DAY","limit":1e309}', '{"kind":"LOSS",'];
    for (const text of texts) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: PLAY_LIMIT_PATHS.set,
        headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
        payload: text,
      });
      expect([answer.statusCode, answer.json<{ code: string }>().code]).toEqual([400, 'bad-request']);
    }
    for (const body of [{ kind: 'LOSS', period: 'YEAR' }, { kind: 7 }, {}]) {
      const answer = await me.post(PLAY_LIMIT_PATHS.cancel, body);
      expect([answer.statusCode, answer.json<{ code: string }>().code]).toEqual([400, 'bad-request']);
    }
    expect(await countRows(t.app.db, 'play_limits')).toBe(before);
  });
});
