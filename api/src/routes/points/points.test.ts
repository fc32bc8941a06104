// Points (issue 18) on SQLite and PostgreSQL: a real settled bet (through the seamless wallet's calls) and a paid deposit
// earn exact points at the configured ratios; a source earns once however many accrual runs race; a bet rolled back
// earns nothing, and one rolled back after it earned gives back what the balance still holds; trial accounts earn
// nothing and are refused the calls; a member sees only its own details; bad input is a 400 with a code; the ledger's
// invariant holds throughout (and close() checks it once more).
import { PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { pointEndpoints } from '@mekong/contracts/points';
import type { LaunchableGame } from '@mekong/contracts/server';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { inHouseClient, openRealGameSession, TEST_SLOT } from '../../test-support/game-sessions';
import { expectLedgerTrue, moneyMember, newKey, type MoneyMember } from '../cashier/cashier-test-support';
import { betIdOf, IN_HOUSE_PROVIDER, type SeamlessClient } from '../../modules/seamless';
import { completeDeposit } from '../../modules/cashier/deposits';
import { businessDayOf } from '../../modules/records/business-days';
import { accrueBetPoints, earnDepositPoints } from '../../modules/points/accrual';
import { postPoints } from '../../modules/points/post-points';
import { checkLedgerInvariant, HOUSE_ACCOUNTS, pointsAccount, postEntry } from '../../modules/ledger';
import { parseOpsCommand, runOpsCommand } from '../../ops/commands';

let testApp: TestApp;
let app: FastifyInstance;
let client: SeamlessClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  client = inHouseClient(app);
});

// close() checks the ledger invariant.
afterAll(() => testApp.close());

const LIVE_TABLE: LaunchableGame = { ...TEST_SLOT, nodeId: 'live-test-0001', gameCode: 'LIVE_TEST', gameType: 'LIVE', name: 'Baccarat' };
const today = () => businessDayOf(new Date().toISOString());
let rounds = 0;

/** A member with money to play with and a session for the calls. */
const player = (options = {}) => moneyMember(app, { balanceMinor: 100_000_000, ...options });

/** One round through the seamless wallet: a debit, then a win (settled) or a rollback. Returns the bet's id. */
async function play(who: MoneyMember, game: LaunchableGame, stake: number, close: 'win' | 'rollback' | 'open' = 'win'): Promise<string> {
  rounds += 1;
  const roundId = `points-${process.pid}-${rounds}`;
  const session = await openRealGameSession(app.db, who.member.id, game);
  await client.debit({ transactionId: `${roundId}:debit`, roundId, sessionToken: session.token, amount: stake });
  if (close === 'win') await client.credit({ transactionId: `${roundId}:credit`, roundId, playerId: who.member.id, amount: 100 });
  if (close === 'rollback')
    await client.rollback({
      transactionId: `${roundId}:rollback`,
      roundId,
      playerId: who.member.id,
      debitTransactionId: `${roundId}:debit`,
    });
  return betIdOf(IN_HOUSE_PROVIDER, roundId);
}

const balanceOf = async (who: MoneyMember) => expectValue(await who.get(PATHS.points.balance), pointEndpoints.balance);
const detailsOf = async (who: MoneyMember, query: object = {}) =>
  expectValue(await who.get(PATHS.points.details, { startDate: today(), endDate: today(), ...query }), pointEndpoints.details);

async function deposit(who: MoneyMember, amount: number): Promise<string> {
  const order = expectValue(
    await who.post(PATHS.cashier.deposits, { channel: 'BANK_TRANSFER', amount, depositorName: 'NOY', idempotencyKey: newKey() }),
    moneyEndpoints.createDeposit,
  );
  await completeDeposit(app.db, order.id, { status: 'PAID', reference: 'test' }, { channel: 'BANK_TRANSFER' });
  return order.id;
}

describe('earning', () => {
  it('gives a settled bet its points by game type at the ratio (valid bet, rounded down), with the ratio in the balance', async () => {
    const who = await player();
    expect(await balanceOf(who)).toEqual({ balance: 0, ratio: 1_000 });
    // Defaults: a point per 100,000 minor units (₭1,000) of valid bet.
    const slot = await play(who, TEST_SLOT, 250_000);
    const live = await play(who, LIVE_TABLE, 1_234_567);
    await accrueBetPoints(app.db, new Date());
    expect(await balanceOf(who)).toEqual({ balance: 2 + 12, ratio: 1_000 });
    const details = await detailsOf(who);
    expect(details).toMatchObject({ total: 2, pageNo: 1, totalPages: 1 });
    expect(
      details.list.map(({ type, changedPoints, balanceAfter, reference }) => ({ type, changedPoints, balanceAfter, reference })),
    ).toEqual([
      { type: 'live', changedPoints: 12, balanceAfter: 14, reference: `bet:${live}` },
      { type: 'rng', changedPoints: 2, balanceAfter: 2, reference: `bet:${slot}` },
    ]);
    expect((await detailsOf(who, { type: 'live' })).list.map((d) => d.changedPoints)).toEqual([12]);
    expect((await detailsOf(who, { pageSize: 1, pageNo: 2 })).list.map((d) => d.type)).toEqual(['rng']);
    await expectLedgerTrue(app);
  });

  it('gives a paid deposit its points with the deposit, once however often its confirmation repeats', async () => {
    const who = await player({ balanceMinor: 0 });
    const orderId = await deposit(who, 2_599_900);
    // A point per 1,000,000 minor units (₭10,000) deposited.
    expect((await balanceOf(who)).balance).toBe(2);
    await completeDeposit(app.db, orderId, { status: 'PAID', reference: 'test' }, { channel: 'BANK_TRANSFER' });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        app.db.transaction().execute((trx) => earnDepositPoints(trx, who.member.id, 2_599_900, orderId, new Date())),
      ),
    );
    expect((await balanceOf(who)).balance).toBe(2);
    expect((await detailsOf(who)).list).toEqual([
      expect.objectContaining({ type: 'deposit', changedPoints: 2, reference: `deposit:${orderId}` }),
    ]);
    await expectLedgerTrue(app);
  });

  it('earns each bet once when 20 accrual runs race, and a later ratio never re-rates it', async () => {
    const who = await player();
    const bets = [];
    for (let i = 0; i < 5; i += 1) bets.push(await play(who, TEST_SLOT, 300_000));
    const runs = await Promise.all(Array.from({ length: 20 }, () => accrueBetPoints(app.db, new Date())));
    const mine = await app.db.selectFrom('points_accruals').select(['sourceId', 'points']).where('memberId', '=', who.member.id).execute();
    expect(mine.map((row) => row.sourceId).sort()).toEqual([...bets].sort());
    // One run moved each bet; the others found it claimed.
    const entries = await app.db
      .selectFrom('journal_entries')
      .select('reference')
      .where(
        'reference',
        'in',
        bets.map((bet) => `bet:${bet}`),
      )
      .execute();
    expect(entries).toHaveLength(5);
    expect(runs.filter((run) => run.members.includes(who.member.id)).length).toBeGreaterThanOrEqual(1);
    expect((await balanceOf(who)).balance).toBe(15);
    await runOpsCommand(app.db, { kind: 'points-config', set: { type: 'rng', minorPerPoint: 1_000 } });
    try {
      await accrueBetPoints(app.db, new Date());
      expect((await balanceOf(who)).balance).toBe(15);
    } finally {
      await runOpsCommand(app.db, { kind: 'points-config', set: { type: 'rng', minorPerPoint: 100_000 } });
    }
    await expectLedgerTrue(app);
  });

  it('gives a trial account no points from its bets', async () => {
    const trial = await player({ type: TRIAL_TYPE });
    await play(trial, TEST_SLOT, 500_000);
    await accrueBetPoints(app.db, new Date());
    expect(await app.db.selectFrom('points_accruals').select('sourceId').where('memberId', '=', trial.member.id).execute()).toEqual([]);
    expect(await app.db.selectFrom('ledger_accounts').select('id').where('id', '=', pointsAccount(trial.member.id)).execute()).toEqual([]);
  });
});

describe('rolled-back bets', () => {
  it('earns nothing for a bet the provider rolled back', async () => {
    const who = await player();
    await play(who, TEST_SLOT, 900_000, 'rollback');
    await play(who, TEST_SLOT, 900_000, 'open');
    await accrueBetPoints(app.db, new Date());
    expect((await balanceOf(who)).balance).toBe(0);
  });

  it('takes back what a bet rolled back after it earned gave, never below zero', async () => {
    const who = await player();
    const first = await play(who, TEST_SLOT, 500_000);
    const second = await play(who, TEST_SLOT, 300_000);
    await accrueBetPoints(app.db, new Date());
    expect((await balanceOf(who)).balance).toBe(8);
    // The protocol refuses rolling back a paid round; a provider's resettlement or an operator's correction is what
    // turns a settled bet into a rolled-back one, as here.
    const correct = (betId: string) =>
      app.db.updateTable('bets').set({ status: 'ROLLED_BACK', settledAt: new Date().toISOString() }).where('id', '=', betId).execute();
    await correct(second);
    await Promise.all(Array.from({ length: 20 }, () => accrueBetPoints(app.db, new Date())));
    expect((await balanceOf(who)).balance).toBe(5);
    // Points spent meanwhile (as a redeem will) leave less than the first bet earned: only what is left is taken.
    await app.db
      .transaction()
      .execute((trx) =>
        postPoints(trx, { kind: 'POINTS_TAKE_BACK', memberId: who.member.id, type: 'redeem', points: -3, reference: 'test:spend' }),
      );
    await correct(first);
    await accrueBetPoints(app.db, new Date());
    expect((await balanceOf(who)).balance).toBe(0);
    const takenBack = await app.db
      .selectFrom('points_accruals')
      .select(['sourceId', 'points'])
      .where('memberId', '=', who.member.id)
      .where('movement', '=', 'TAKE_BACK')
      .orderBy('points')
      .execute();
    expect(takenBack.map((row) => [row.sourceId, Number(row.points)])).toEqual([
      [second, -3],
      [first, -2],
    ]);
    const changes = (await detailsOf(who)).list.map((d) => d.changedPoints);
    expect(changes).toEqual(expect.arrayContaining([5, 3, -3, -3, -2]));
    await expectLedgerTrue(app);
  });
});

describe('the calls', () => {
  it('answers the configuration of every type', async () => {
    const who = await player();
    expect(expectValue(await who.get(PATHS.points.config), pointEndpoints.config).ratios).toEqual([
      { type: 'live', minorPerPoint: 100_000 },
      { type: 'lott', minorPerPoint: 100_000 },
      { type: 'pvp', minorPerPoint: 100_000 },
      { type: 'rng', minorPerPoint: 100_000 },
      { type: 'sports', minorPerPoint: 100_000 },
      { type: 'deposit', minorPerPoint: 1_000_000 },
      { type: 'redeem', minorPerPoint: 1_000 },
    ]);
  });

  it('shows a member only its own details', async () => {
    const owner = await player();
    const other = await player();
    await play(owner, TEST_SLOT, 700_000);
    await accrueBetPoints(app.db, new Date());
    expect((await detailsOf(owner)).total).toBe(1);
    expect(await detailsOf(other)).toEqual({ list: [], pageNo: 1, totalPages: 0, total: 0 });
    expect((await balanceOf(other)).balance).toBe(0);
  });

  it('refuses visitors (401) and trial accounts (403 trial-account)', async () => {
    const trial = await player({ type: TRIAL_TYPE });
    for (const path of [PATHS.points.balance, PATHS.points.config, PATHS.points.details]) {
      expectFailure(await trial.get(path, { startDate: today(), endDate: today() }), 403, 'trial-account');
      expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    }
  });

  it('refuses bad input with 400 and a code', async () => {
    const who = await player();
    const bad = [
      { startDate: 'yesterday', endDate: today() },
      { startDate: '2025-03-05', endDate: '2025-03-04' },
      { startDate: '2025-01-01', endDate: '2025-06-01' },
      { startDate: today(), endDate: today(), type: 'gold' },
      { startDate: today(), endDate: today(), pageSize: 0 },
      { startDate: today(), endDate: today(), pageNo: 'x' },
      { endDate: today() },
    ];
    for (const query of bad) expectFailure(await who.get(PATHS.points.details, query), 400, 'bad-request');
  });
});

describe('the points ledger', () => {
  it('refuses an entry mixing points and money, writing nothing', async () => {
    const who = await player();
    await expect(
      app.db.transaction().execute((trx) =>
        postEntry(trx, {
          kind: 'POINTS_EARN',
          postings: [
            { accountId: HOUSE_ACCOUNTS.games, amountMinor: -5 },
            { accountId: pointsAccount(who.member.id), amountMinor: 5 },
          ],
        }),
      ),
    ).rejects.toThrow('mixes points and money');
    expect((await balanceOf(who)).balance).toBe(0);
    await expectLedgerTrue(app);
  });

  it('names an entry mixing points and money in the invariant check', async () => {
    const who = await player();
    await deposit(who, 1_000_000);
    const [earned] = (await detailsOf(who)).list;
    // Damage the ledger inside a transaction that is rolled back: the points entry's house side moved to money.
    const problems = await app.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('postings')
          .set({ accountId: HOUSE_ACCOUNTS.deposits })
          .where('entryId', '=', earned!.entryId)
          .where('accountId', '<>', pointsAccount(who.member.id))
          .execute();
        throw Object.assign(new Error('rollback'), { report: await checkLedgerInvariant(trx) });
      })
      .catch((error: { report?: { problems: string[] } }) => error.report?.problems ?? []);
    expect(problems).toContain(`entry ${earned!.entryId}: mixes points and money accounts`);
    await expectLedgerTrue(app);
  });
});

describe('ops points-config', () => {
  it('parses, lists and refuses what is not a ratio', async () => {
    expect(parseOpsCommand(['points-config'])).toEqual({ kind: 'points-config', set: null });
    expect(parseOpsCommand(['points-config', 'live', '50000'])).toEqual({
      kind: 'points-config',
      set: { type: 'live', minorPerPoint: 50_000 },
    });
    expect(parseOpsCommand(['points-config', 'live'])).toEqual({ error: `'points-config live' needs a whole number of minor units` });
    expect(parseOpsCommand(['points-config', 'live', '1.5'])).toEqual({ error: `'1.5' is not a whole number of minor units` });
    expect(parseOpsCommand(['points-accrue', 'now'])).toEqual({ error: `Unexpected argument 'now'` });
    expect(await runOpsCommand(app.db, { kind: 'points-config', set: null })).toContain('rng      a point per');
    await expect(runOpsCommand(app.db, { kind: 'points-config', set: { type: 'gold', minorPerPoint: 1 } })).rejects.toMatchObject({
      code: 'points-type-unknown',
    });
    await expect(runOpsCommand(app.db, { kind: 'points-config', set: { type: 'redeem', minorPerPoint: 0 } })).rejects.toMatchObject({
      code: 'points-ratio-invalid',
    });
    expect(await runOpsCommand(app.db, { kind: 'points-accrue' })).toContain('Bets that earned points');
  });
});
