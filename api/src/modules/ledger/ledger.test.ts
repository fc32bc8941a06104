// The ledger on a real database (SQLite, and PostgreSQL in the second pass): balanced entries only, member
// accounts never below zero even under concurrent spending, idempotent calls, and the invariant check
// catching each kind of damage.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { makeMember } from '../../test-support/accounts';
import { buildTestApp, type TestApp } from '../../test-support/test-app';
import { accountBalance, checkLedgerInvariant, HOUSE_ACCOUNTS, InsufficientBalance, postEntry, runIdempotent, walletAccount } from '.';
import { heldAccount } from './accounts';

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.db;
});
afterAll(() => t.close());

const bet = (memberId: string, amountMinor: number) => ({
  kind: 'BET' as const,
  postings: [
    { accountId: walletAccount(memberId), amountMinor: -amountMinor },
    { accountId: HOUSE_ACCOUNTS.games, amountMinor },
  ],
});

it('posts a balanced entry and reports the member balance after it', async () => {
  const member = await makeMember(t.app, { balanceMinor: 10_000 });
  const posted = await db.transaction().execute((trx) => postEntry(trx, bet(member.id, 2_500)));
  expect(posted.balances).toEqual({ [walletAccount(member.id)]: 7_500 });
  expect(await accountBalance(db, walletAccount(member.id))).toBe(7_500);
  const postings = await db
    .selectFrom('postings')
    .select(['accountId', 'amountMinor', 'balanceAfterMinor'])
    .where('entryId', '=', posted.entryId)
    .orderBy('accountId')
    .execute();
  expect(postings).toEqual([
    { accountId: HOUSE_ACCOUNTS.games, amountMinor: 2_500, balanceAfterMinor: null },
    { accountId: walletAccount(member.id), amountMinor: -2_500, balanceAfterMinor: 7_500 },
  ]);
});

it('refuses unbalanced, zero, fractional and single-sided entries before writing anything', async () => {
  const member = await makeMember(t.app, { balanceMinor: 1_000 });
  const entriesBefore = (await checkLedgerInvariant(db)).entries;
  const wallet = walletAccount(member.id);
  const bad = [
    [
      { accountId: wallet, amountMinor: -100 },
      { accountId: HOUSE_ACCOUNTS.games, amountMinor: 99 },
    ],
    [
      { accountId: wallet, amountMinor: 0 },
      { accountId: HOUSE_ACCOUNTS.games, amountMinor: 0 },
    ],
    [
      { accountId: wallet, amountMinor: -1.5 },
      { accountId: HOUSE_ACCOUNTS.games, amountMinor: 1.5 },
    ],
    [{ accountId: wallet, amountMinor: -100 }],
  ];
  for (const postings of bad) {
    await expect(db.transaction().execute((trx) => postEntry(trx, { kind: 'BET', postings }))).rejects.toThrow();
  }
  expect((await checkLedgerInvariant(db)).entries).toBe(entriesBefore);
  expect(await accountBalance(db, wallet)).toBe(1_000);
});

it('refuses to take a member balance below zero, with the real balance, and writes nothing', async () => {
  const member = await makeMember(t.app, { balanceMinor: 1_000 });
  const attempt = db.transaction().execute((trx) => postEntry(trx, bet(member.id, 1_001)));
  await expect(attempt).rejects.toBeInstanceOf(InsufficientBalance);
  await expect(attempt).rejects.toMatchObject({ code: 'insufficient-balance', value: { balance: 1_000 } });
  expect(await accountBalance(db, walletAccount(member.id))).toBe(1_000);
  const entries = await db.selectFrom('postings').select('entryId').where('accountId', '=', walletAccount(member.id)).execute();
  expect(entries).toHaveLength(1);
});

it('serialises 200 concurrent bets on one wallet: exactly as many succeed as the balance allows', async () => {
  const member = await makeMember(t.app, { balanceMinor: 50_000 });
  const results = await Promise.allSettled(
    Array.from({ length: 200 }, () => db.transaction().execute((trx) => postEntry(trx, bet(member.id, 1_000)))),
  );
  const taken = results.filter((r) => r.status === 'fulfilled').length;
  const refused = results.filter((r) => r.status === 'rejected');
  expect(taken).toBe(50);
  expect(refused.every((r) => r.status === 'rejected' && r.reason instanceof InsufficientBalance)).toBe(true);
  expect(await accountBalance(db, walletAccount(member.id))).toBe(0);
  expect((await checkLedgerInvariant(db)).problems).toEqual([]);
});

it('makes a member account on concurrent first credits once, and takes every credit', async () => {
  // Two withdrawals of a member at once each credit its held account, which the first credit makes: the one that
  // finds it made meanwhile must credit it, not be refused as if it were a debit (PostgreSQL, read committed).
  const member = await makeMember(t.app, { balanceMinor: 100_000 });
  const hold = (amountMinor: number) => ({
    kind: 'WITHDRAWAL_HOLD' as const,
    postings: [
      { accountId: walletAccount(member.id), amountMinor: -amountMinor },
      { accountId: heldAccount(member.id), amountMinor },
    ],
  });
  const results = await Promise.allSettled(
    Array.from({ length: 10 }, () => db.transaction().execute((trx) => postEntry(trx, hold(1_000)))),
  );
  expect(results.map((result) => (result.status === 'fulfilled' ? 'posted' : String(result.reason)))).toEqual(Array(10).fill('posted'));
  expect(await accountBalance(db, heldAccount(member.id))).toBe(10_000);
  expect(await accountBalance(db, walletAccount(member.id))).toBe(90_000);
  expect((await checkLedgerInvariant(db)).problems).toEqual([]);
});

describe('runIdempotent', () => {
  it('answers a repeated key with the first answer and moves money once', async () => {
    const member = await makeMember(t.app, { balanceMinor: 5_000 });
    const call = { scope: `member:${member.id}`, key: 'key-once-0001', request: { amount: 1_000 } };
    const work = (trx: Db) =>
      postEntry(trx, bet(member.id, 1_000)).then((p) => ({ entryId: p.entryId, balance: p.balances[walletAccount(member.id)] }));
    const first = await runIdempotent(db, call, work);
    const again = await runIdempotent(db, call, work);
    expect(again).toEqual(first);
    expect(first.balance).toBe(4_000);
    expect(await accountBalance(db, walletAccount(member.id))).toBe(4_000);
  });

  it('answers concurrent calls with one key once', async () => {
    const member = await makeMember(t.app, { balanceMinor: 5_000 });
    const call = { scope: `member:${member.id}`, key: 'key-race-0001', request: { amount: 1_000 } };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => runIdempotent(db, call, (trx) => postEntry(trx, bet(member.id, 1_000)).then((p) => p.entryId))),
    );
    expect(new Set(answers).size).toBe(1);
    expect(await accountBalance(db, walletAccount(member.id))).toBe(4_000);
  });

  it('refuses the same key with another request, and keeps nothing of a refused call', async () => {
    const member = await makeMember(t.app, { balanceMinor: 5_000 });
    const scope = `member:${member.id}`;
    await runIdempotent(db, { scope, key: 'key-other-001', request: { amount: 1_000 } }, (trx) =>
      postEntry(trx, bet(member.id, 1_000)).then(() => 'ok'),
    );
    await expect(runIdempotent(db, { scope, key: 'key-other-001', request: { amount: 2_000 } }, async () => 'never')).rejects.toMatchObject(
      { code: 'idempotency-conflict' },
    );
    // Refused for funds: the key stays free, so the same submission may succeed later.
    await expect(
      runIdempotent(db, { scope, key: 'key-short-001', request: { amount: 9_000 } }, (trx) => postEntry(trx, bet(member.id, 9_000))),
    ).rejects.toBeInstanceOf(InsufficientBalance);
    expect(
      await db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('scope', '=', scope)
        .where('key', '=', 'key-short-001')
        .executeTakeFirst(),
    ).toBeUndefined();
    // Keys are per member: another member may use the same text.
    const other = await makeMember(t.app, { balanceMinor: 5_000 });
    expect(
      await runIdempotent(db, { scope: `member:${other.id}`, key: 'key-other-001', request: { amount: 2_000 } }, async () => 'mine'),
    ).toBe('mine');
  });
});

describe('the invariant check', () => {
  it('names an unbalanced entry, a drifted cache and a negative balance', async () => {
    const member = await makeMember(t.app, { balanceMinor: 3_000 });
    const wallet = walletAccount(member.id);
    const posted = await db.transaction().execute((trx) => postEntry(trx, bet(member.id, 1_000)));
    // Damage the ledger the ways the check exists for, inside a transaction that is rolled back afterwards.
    const problems = await db
      .transaction()
      .execute(async (trx) => {
        await sql`update postings set amount_minor = amount_minor + 1 where entry_id = ${posted.entryId} and account_id = ${HOUSE_ACCOUNTS.games}`.execute(
          trx,
        );
        await sql`update ledger_accounts set balance_minor = -5 where id = ${wallet}`.execute(trx);
        const report = await checkLedgerInvariant(trx);
        throw Object.assign(new Error('rollback'), { report });
      })
      .catch((error: { report?: { problems: string[] } }) => error.report?.problems ?? []);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`entry ${posted.entryId}`),
        expect.stringContaining(`account ${wallet}: cached balance -5`),
        expect.stringContaining(`account ${wallet}: negative balance -5`),
      ]),
    );
    expect((await checkLedgerInvariant(db)).problems).toEqual([]);
  });
});
