// Where the records are read (db/records-database.ts). On a SQLite file (the SQLite pass): by the reader threads, with
// the same answers as the main connection gives and a bet seen the moment it is committed. On PostgreSQL (the
// PostgreSQL pass): on a pool of their own, so a balance still answers while every records connection is held, and a
// records call past the queue's bound is refused as busy, nothing else affected.
import { authEndpoints } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { sql } from 'kysely';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { copySeededTemplateToFile } from '../../test-support/seeded-template';
import { call, freshIp, loginOk, makeMember } from '../../test-support/accounts';
import { inHouseClient, openRealGameSession, TEST_SLOT } from '../../test-support/game-sessions';
import { listBetRecords, listTransactionRecords, profitReport } from '../../modules/records/records.repository';
import { businessDayOf, businessDayRange } from '../../modules/records/business-days';

const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

async function member(t: TestApp) {
  const made = await makeMember(t.app, { balanceMinor: 1_000_000 });
  return { id: made.id, token: (await loginOk(t.app, made.account, 'Passw0rd9', { ip: freshIp() })).token };
}

/** A bet of `stake` through the seamless protocol, paid `win`. */
async function play(t: TestApp, memberId: string, round: string, stake: number, win: number) {
  const client = inHouseClient(t.app);
  const session = await openRealGameSession(t.app.db, memberId, TEST_SLOT);
  await client.debit({ transactionId: `${round}:debit`, roundId: round, sessionToken: session.token, amount: stake });
  await client.credit({ transactionId: `${round}:credit`, roundId: round, playerId: memberId, amount: win });
}

const today = () => businessDayOf(new Date().toISOString());
const days = () => ({ startDate: today(), endDate: today() });

(ON_POSTGRES ? describe.skip : describe)('on a SQLite file: the reader threads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(undefined, {}, {}, copySeededTemplateToFile());
  });
  afterAll(() => t.close());

  it('answer the records as the main connection does, and see a bet the moment it is committed', async () => {
    expect(t.app.records.kind).toBe('threads');
    const owner = await member(t);
    for (let i = 0; i < 25; i++) await play(t, owner.id, `r${i}`, 1_000 + i, i % 3 === 0 ? 2_500 : 0);
    const answered = t.app.records.readers?.stats().answered ?? 0;
    const get = (path: string, query: object) => call(t.app, 'GET', path, { ...days(), ...query }, { token: owner.token });

    const betsPage2 = expectValue(await get(moneyEndpoints.betRecords.path, { pageNo: 2, pageSize: 10 }), moneyEndpoints.betRecords);
    const accountPage1 = expectValue(
      await get(moneyEndpoints.transactionRecords.path, { pageNo: 1, pageSize: 10 }),
      moneyEndpoints.transactionRecords,
    );
    const profit = expectValue(await get(moneyEndpoints.profit.path, {}), moneyEndpoints.profit);
    // Read by the threads: at least a statement a call.
    expect((t.app.records.readers?.stats().answered ?? 0) - answered).toBeGreaterThanOrEqual(3);

    // The same answers from the server's own connection, in-process.
    const range = businessDayRange(today(), today());
    const main = {
      bets: await listBetRecords(t.app.db, owner.id, range, { pageNo: 2, pageSize: 10, language: 'LO' }),
      account: await listTransactionRecords(t.app.db, owner.id, range, { pageNo: 1, pageSize: 10 }),
      profit: await profitReport(t.app.db, owner.id, range),
    };
    expect(betsPage2).toEqual(moneyEndpoints.betRecords.output.parse(JSON.parse(JSON.stringify(main.bets))));
    expect(accountPage1).toEqual(moneyEndpoints.transactionRecords.output.parse(JSON.parse(JSON.stringify(main.account))));
    expect(profit).toEqual(moneyEndpoints.profit.output.parse(JSON.parse(JSON.stringify(main.profit))));
    expect(betsPage2).toMatchObject({ total: 25, totalPages: 3, totals: { betCount: 25 } });
    expect(betsPage2.list).toHaveLength(10);

    // A bet committed on the main connection is in the very next page the threads read.
    await play(t, owner.id, 'latest', 7_777, 0);
    const first = expectValue(await get(moneyEndpoints.betRecords.path, { pageNo: 1, pageSize: 10 }), moneyEndpoints.betRecords);
    expect(first.total).toBe(26);
    expect(first.list[0]).toMatchObject({ stake: 7_777, win: 0 });
  });
});

(ON_POSTGRES ? describe : describe.skip)('on PostgreSQL: a pool of their own', () => {
  let t: TestApp;
  // Two records connections, one read waiting for them at most.
  beforeAll(async () => {
    t = await buildTestApp(undefined, {}, { records: { workers: 1, connections: 2, queueLimit: 1 } });
  });
  afterAll(() => t.close());

  /** Polls `done` until it holds: a wait for a state, never a verdict on time (jest's timeout bounds it). */
  async function until(done: () => Promise<boolean> | boolean): Promise<void> {
    while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  it('a balance answers while every records connection is held; a records call past the bound is refused as busy', async () => {
    expect(t.app.records.kind).toBe('pool');
    const owner = await member(t);
    await play(t, owner.id, 'p1', 5_000, 12_000);
    const key = 900_000 + Math.floor(Math.random() * 100_000);
    const waitingOnKey = async () => {
      const { rows } = await sql<{ n: string | number }>`select count(*) as n from pg_locks
        where locktype = 'advisory' and objid = ${key} and not granted
          and database = (select oid from pg_database where datname = current_database())`.execute(t.app.db);
      return Number(rows[0]?.n ?? 0);
    };

    // A connection of the main pool takes the lock; both records connections then wait on it.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = () => {};
    const locked = new Promise<void>((resolve) => (held = resolve));
    const holder = t.app.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${key})`.execute(connection);
      held();
      await released;
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    });
    await locked;
    const blocked = [0, 1].map(() =>
      sql`select pg_advisory_lock_shared(${key}), pg_advisory_unlock_shared(${key})`.execute(t.app.recordsDb),
    );
    await until(async () => (await waitingOnKey()) === 2);
    expect(t.app.records.pool?.idleCount).toBe(0);

    // Money calls draw on the main pool: the balance answers.
    const balance = expectValue(
      await call(t.app, 'GET', authEndpoints.balance.path, {}, { token: owner.token, ip: freshIp() }),
      authEndpoints.balance,
    );
    expect(balance).toMatchObject({ balance: 1_000_000 - 5_000 + 12_000 });

    // One records call waits for a connection; the next is refused at once, as busy.
    const waiting = call(t.app, 'GET', moneyEndpoints.profit.path, days(), { token: owner.token });
    await until(() => t.app.records.waiting() === 1);
    expectFailure(await call(t.app, 'GET', moneyEndpoints.betRecords.path, days(), { token: owner.token }), 429, 'too-many-requests', {
      retryAfterSeconds: 1,
    });

    release();
    await holder;
    await Promise.all(blocked);
    expect(expectValue(await waiting, moneyEndpoints.profit).total).toMatchObject({ betCount: 1, stake: 5_000, win: 12_000 });
    expect(t.app.records.waiting()).toBe(0);
  });
});
