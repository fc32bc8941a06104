// Attacks on the work of the 2026-11-29 session (issues 15, 17 and 20), on both databases: team-bets cursors that are
// forged, taken from another tree, malformed or huge; the prepared seamless money path hit with 50 calls at once (one
// transaction id replayed, distinct debits past the balance, credit replays, rollback after a credit) and with amounts
// that are not money; registering a person on a break under a spaced, dashed or zero-width-padded id number or name.
// close() checks the ledger invariant after the suite.
import { sql } from 'kysely';
import { PATHS } from '@mekong/contracts';
import { agentEndpoints } from '@mekong/contracts/agents';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../test-support/test-app';
import { moneyMember, type MoneyMember } from '../routes/cashier/cashier-test-support';
import { encrypt } from '../test-support/accounts';
import { authEndpoints } from '@mekong/contracts';
import { findMemberById } from '../modules/accounts/members.repository';
import { inHouseClient, openRealGameSession, roundPlayer, TEST_SLOT } from '../test-support/game-sessions';
import { businessDayOf } from '../modules/records/business-days';
import { checkLedgerInvariant } from '../modules/ledger';
import { getBalanceMinor } from '../modules/accounts/members.repository';
import { SeamlessRefusal } from '@mekong/contracts/server';
import { postBonus } from '../modules/cashier/bonuses';
import { isPostgres } from '../db/database';
import { walletAccount } from '../modules/ledger';
import { breakOfRegisteringPerson, startBreak } from '../modules/play-breaks/play-breaks';

let t: TestApp;
let top: MoneyMember, a: MoneyMember, l: MoneyMember, d: MoneyMember, b: MoneyMember, b1: MoneyMember;
const START = 10_000_000;
const tag = `${process.pid % 10000}x${Date.now() % 100000}`;

beforeAll(async () => {
  t = await buildTestApp();
  const agent = (account: string, type: number, parent?: MoneyMember) =>
    moneyMember(t.app, { account, type, balanceMinor: START, parent: parent?.member ?? null });
  top = await agent('as_top', 1);
  a = await agent('as_a', 1, top);
  l = await agent('as_l', 0, a);
  d = await agent('as_d', 0, a);
  b = await agent('as_b', 41);
  b1 = await agent('as_b1', 0, b);
}, 60_000);
afterAll(() => t.close(), 60_000);

const today = () => businessDayOf(new Date().toISOString());
const range = () => ({ startDate: today(), endDate: today() });
const teamBets = (who: MoneyMember, query: object) => who.get(PATHS.agent.teamBets, { ...range(), pageSize: 2, ...query });

describe('team-bets cursors (issue 17)', () => {
  let foreignBet: string;
  beforeAll(async () => {
    const play = roundPlayer(t.app, `atk-c-${tag}-`);
    for (const who of [l, d, l]) await play(who.member.id, 1_000, 500);
    foreignBet = await play(b1.member.id, 2_000, 0);
    await play(b1.member.id, 2_000, 0);
  }, 60_000);

  const ids = async (who: MoneyMember, query: object) => {
    const all: string[] = [];
    let cursor: string | null | undefined = (query as { cursor?: string }).cursor;
    for (let i = 0; i < 10; i++) {
      const answer = await teamBets(who, { ...query, ...(cursor ? { cursor } : {}) });
      const page = expectValue(answer, agentEndpoints.teamBets);
      all.push(...page.list.map((bet) => bet.account));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    return all;
  };

  it("a cursor taken from another tree's bet, or forged far in the future, reads only the caller's subtree", async () => {
    const other = expectValue(await teamBets(b, {}), agentEndpoints.teamBets);
    expect(other.list.map((bet) => bet.id)).toContain(foreignBet);
    const future = `${new Date(Date.now() + 86_400_000).toISOString()}|zzzzzzzz`;
    const foreignCursor = `${other.list[0]!.placedAt}|${other.list[0]!.id}`;
    for (const cursor of [future, foreignCursor, `${future.slice(0, 24)}|' OR 1=1 --`, `${future.slice(0, 24)}|%`]) {
      const seen = await ids(a, { cursor });
      for (const account of seen) expect(['as_l', 'as_d']).toContain(account);
    }
    // The agent's own full walk by cursor holds its three bets and none of tree B's.
    expect((await ids(a, {})).sort()).toEqual(['as_d', 'as_l', 'as_l']);
    // B's agent with A's cursor sees only B's members.
    const mine = expectValue(await teamBets(a, {}), agentEndpoints.teamBets);
    for (const account of await ids(b, { cursor: `${mine.list[0]!.placedAt}|${mine.list[0]!.id}` })) expect(account).toBe('as_b1');
  });

  it('a cursor with another tree as the account filter is refused; a member without a team reads nothing', async () => {
    const cursor = `${new Date(Date.now() + 60_000).toISOString()}|x`;
    const answer = await teamBets(a, { account: 'as_b1', cursor });
    expect([400, 403, 404]).toContain(answer.statusCode);
    if (answer.statusCode === 200) throw new Error('read another tree');
    const plain = await teamBets(l, { cursor });
    expect(plain.statusCode).not.toBe(200);
    expect(plain.statusCode).toBeLessThan(500);
  });

  it('malformed cursors (no such instant, huge, wrong shape) are a 400 with a message, never a 500', async () => {
    for (const cursor of [
      '2026-11-29T25:61:61.999Z|x', // the right shape, no such instant: was a 500 (Invalid Date in businessDayOf)
      '2026-13-45T00:00:00.000Z|x',
      '9999-99-99T99:99:99.999Z|1',
      `2026-11-29T00:00:00.000Z|${'9'.repeat(5_000)}`,
      '2026-11-29T00:00:00.000Z',
      '|',
      '',
    ])
      expectFailure(await teamBets(a, { cursor }), 400, 'bad-request');
  });
});

describe('the prepared seamless money path under 50 calls at once (issue 15)', () => {
  const client = () => inHouseClient(t.app);
  const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);

  it('one debit id sent 50 times at once moves the stake once', async () => {
    const who = await moneyMember(t.app, { account: `as_s1${tag}`.slice(0, 16), balanceMinor: 1_000_000 });
    const session = await openRealGameSession(t.app.db, who.member.id, TEST_SLOT);
    const roundId = `atk-s1-${tag}`;
    const body = { transactionId: `${roundId}:d`, roundId, sessionToken: session.token, amount: 30_000 };
    const answers = await settle(Array.from({ length: 50 }, () => client().debit(body)));
    // Every answer is the same move (idempotent replay) or a refusal; none moves money twice.
    expect(answers.some((answer) => answer.status === 'fulfilled')).toBe(true);
    expect(await getBalanceMinor(t.app.db, who.member.id)).toBe(970_000);
    const bets = await t.app.db.selectFrom('bets').select('stakeMinor').where('memberId', '=', who.member.id).execute();
    expect(bets).toEqual([{ stakeMinor: 30_000 }]);
  });

  it('50 distinct debits at once past the balance: exactly what the balance covers, never below zero', async () => {
    const who = await moneyMember(t.app, { account: `as_s2${tag}`.slice(0, 16), balanceMinor: 100_000 });
    const session = await openRealGameSession(t.app.db, who.member.id, TEST_SLOT);
    const answers = await settle(
      Array.from({ length: 50 }, (_, i) =>
        client().debit({
          transactionId: `atk-s2-${tag}-${i}:d`,
          roundId: `atk-s2-${tag}-${i}`,
          sessionToken: session.token,
          amount: 10_000,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(10);
    expect(await getBalanceMinor(t.app.db, who.member.id)).toBe(0);
    // Each success answered its own balance (values bound per call, not another call's).
    const balances = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value.balance] : [])).sort((x, y) => x - y);
    expect(balances).toEqual(Array.from({ length: 10 }, (_, i) => i * 10_000));
  });

  it('a credit sent 50 times at once pays once; a rollback after the credit is refused and moves nothing', async () => {
    const who = await moneyMember(t.app, { account: `as_s3${tag}`.slice(0, 16), balanceMinor: 100_000 });
    const session = await openRealGameSession(t.app.db, who.member.id, TEST_SLOT);
    const roundId = `atk-s3-${tag}`;
    await client().debit({ transactionId: `${roundId}:d`, roundId, sessionToken: session.token, amount: 10_000 });
    const credit = { transactionId: `${roundId}:c`, roundId, playerId: who.member.id, amount: 25_000 };
    await settle(Array.from({ length: 50 }, () => client().credit(credit)));
    expect(await getBalanceMinor(t.app.db, who.member.id)).toBe(115_000);
    const rollbacks = await settle(
      Array.from({ length: 10 }, () =>
        client().rollback({ transactionId: `${roundId}:r`, roundId, playerId: who.member.id, debitTransactionId: `${roundId}:d` }),
      ),
    );
    expect(rollbacks.every((answer) => answer.status === 'rejected')).toBe(true);
    expect(await getBalanceMinor(t.app.db, who.member.id)).toBe(115_000);
  });

  it('a debit rolled back 50 times at once returns the stake once', async () => {
    const who = await moneyMember(t.app, { account: `as_s4${tag}`.slice(0, 16), balanceMinor: 100_000 });
    const session = await openRealGameSession(t.app.db, who.member.id, TEST_SLOT);
    const roundId = `atk-s4-${tag}`;
    await client().debit({ transactionId: `${roundId}:d`, roundId, sessionToken: session.token, amount: 40_000 });
    await settle(
      Array.from({ length: 50 }, (_, i) =>
        client().rollback({ transactionId: `${roundId}:r${i % 2}`, roundId, playerId: who.member.id, debitTransactionId: `${roundId}:d` }),
      ),
    );
    expect(await getBalanceMinor(t.app.db, who.member.id)).toBe(100_000);
  });

  it('amounts that are not money (negative, fractional, huge, strings) are refused with nothing moved', async () => {
    const who = await moneyMember(t.app, { account: `as_s5${tag}`.slice(0, 16), balanceMinor: 100_000 });
    const session = await openRealGameSession(t.app.db, who.member.id, TEST_SLOT);
    const bad: unknown[] = [-1, -100_000, 0.5, 1e300, Number.MAX_SAFE_INTEGER + 2, '100', null, 2 ** 63];
    for (const [i, amount] of bad.entries()) {
      const roundId = `atk-s5-${tag}-${i}`;
      const debit = client().debit({ transactionId: `${roundId}:d`, roundId, sessionToken: session.token, amount: amount as number });
      await expect(debit).rejects.toBeInstanceOf(SeamlessRefusal);
      const credit = client().credit({ transactionId: `${roundId}:c`, roundId, playerId: who.member.id, amount: amount as number });
      await expect(credit).rejects.toBeInstanceOf(SeamlessRefusal);
    }
    expect(await getBalanceMinor(t.app.db, who.member.id)).toBe(100_000);
    expect((await checkLedgerInvariant(t.app.db)).problems).toEqual([]);
  });
});

describe('registering a person on a break under another spelling (issue 20)', () => {
  it('matches the id number and the name however they are spaced, dashed, cased or padded with invisible characters', async () => {
    const excluded = await moneyMember(t.app, { account: `as_x${tag}`.slice(0, 16) });
    const idNumber = `LA${tag}77`;
    await t.app.db
      .updateTable('members')
      .set({ payeeName: 'SOMCHAI PHOMMAVONG', profile: JSON.stringify({ idNumber, birthday: '1990-05-17' }) })
      .where('id', '=', excluded.member.id)
      .execute();
    await startBreak(
      t.app.db,
      excluded.member.id,
      { kind: 'self-exclusion', period: '1y' },
      { kind: 'system', name: 'test', node: 'jest' },
    );
    const spaced = idNumber.replace(/(.{3})/g, '$1 ').trim();
    for (const variant of [
      idNumber.toLowerCase(),
      ` ${idNumber} `,
      spaced,
      idNumber.replace(/(.{4})/g, '$1-'),
      `${idNumber.slice(0, 3)}\u200b${idNumber.slice(3)}`,
      `\ufeff${idNumber}`,
      idNumber.replace(/A/g, '\uff21'), // fullwidth A
    ])
      expect(await breakOfRegisteringPerson(t.app.db, { idNumber: variant, realName: null, birthday: null })).not.toBeNull();
    for (const name of ['somchai  phommavong', 'SOM\u200bCHAI PHOMMAVONG', 'SOMCHAI\u00a0PHOMMAVONG', '\u2060SOMCHAI PHOMMAVONG'])
      expect(await breakOfRegisteringPerson(t.app.db, { idNumber: null, realName: name, birthday: '1990-05-17' })).not.toBeNull();
    // Another id, or the same name with another birthday, is another person.
    expect(await breakOfRegisteringPerson(t.app.db, { idNumber: `${idNumber}8`, realName: null, birthday: null })).toBeNull();
    expect(await breakOfRegisteringPerson(t.app.db, { idNumber: null, realName: 'SOMCHAI PHOMMAVONG', birthday: '1990-05-18' })).toBeNull();
  });
});

describe('a break starting while a bonus is being paid (issue 20)', () => {
  const ops = { kind: 'system', name: 'test', node: 'jest' } as const;

  /** Pays a bonus on its own transaction and starts a break at once; says in which order each finished and how the bonus ended. */
  async function race(memberId: string, whileBoth: (order: string[]) => Promise<void>) {
    const order: string[] = [];
    const bonus = t.app.db
      .transaction()
      .execute((trx) => postBonus(trx, memberId, 5_000, 'race'))
      .then(
        () => (order.push('bonus'), 'paid'),
        (error: { code?: string }) => (order.push('bonus'), error.code ?? String(error)),
      );
    const started = startBreak(t.app.db, memberId, { kind: 'time-out', period: '24h' }, ops).then(() => order.push('break'));
    await whileBoth(order);
    const outcome = await bonus;
    await started;
    return { order, outcome };
  }

  const check = ({ order, outcome }: { order: string[]; outcome: string }) => {
    // Paid only if the bonus came before the break; otherwise refused as a break, nothing else.
    if (outcome === 'paid') expect(order).toEqual(['bonus', 'break']);
    else expect(outcome).toBe('play-break');
  };

  it('pays the bonus before the break or refuses it, never into a wallet already on a break', async () => {
    for (let round = 0; round < 5; round++) {
      const who = await moneyMember(t.app, { account: `as_r${round}${tag}`.slice(0, 16), balanceMinor: 1_000 });
      check(await race(who.member.id, async () => undefined));
      const paid = await t.app.db
        .selectFrom('journal_entries')
        .select('id')
        .where('kind', '=', 'BONUS')
        .where('memo', '=', 'race')
        .execute();
      expect(paid.length).toBeLessThanOrEqual(round + 1);
    }
  });

  it('PostgreSQL: a bonus that read "no break" and then waited on the wallet is not paid after the break committed', async () => {
    // SQLite runs one transaction at a time: no read of one can be interleaved with another's commit.
    if (!isPostgres(t.app.db)) return;
    const who = await moneyMember(t.app, { account: `as_rw${tag}`.slice(0, 16), balanceMinor: 1_000 });
    // Another money call holds the wallet's row; the bonus and the break both start behind it.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const blocker = t.app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('ledger_accounts')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', walletAccount(who.member.id))
        .execute();
      held();
      await gate;
    });
    await holding;
    const result = await race(who.member.id, async (order) => {
      // Until both wait on a lock, or the break finished without waiting (what the hole looked like).
      for (let i = 0; i < 200; i++) {
        const { n } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`
          .execute(t.app.db)
          .then((r) => r.rows[0]!);
        if (n >= 2 || order.includes('break')) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      release();
      await blocker;
    });
    check(result);
  });
});

describe('the IP of a login and its place (issue 20)', () => {
  it('a forged X-Forwarded-For does not choose the IP recorded (nor its place) when the server trusts no proxy', async () => {
    const who = await moneyMember(t.app, { account: `as_ip${tag}`.slice(0, 16) });
    const answer = await t.app.inject({
      method: 'POST',
      url: authEndpoints.login.path,
      remoteAddress: '10.9.8.7',
      headers: { 'x-forwarded-for': '8.8.8.8', 'x-real-ip': '8.8.4.4' },
      payload: await encrypt(t.app, { type: 'username', username: who.member.account, password: 'Passw0rd9' }),
    });
    expectValue(answer, authEndpoints.login);
    const member = await findMemberById(t.app.db, who.member.id);
    expect(member!.lastLoginIp).toBe('10.9.8.7');
    expect(t.app.accounts.ipPlaces.placeOf(member!.lastLoginIp)).toBe('LOCAL');
  });
});
