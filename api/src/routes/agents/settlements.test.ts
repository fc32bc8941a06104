// Contract settlements over a real tree (top agent → agent A → members A1, A2 and sub-agent S → member L; agent B's
// tree beside it), from bets played through the seamless protocol and set in one fixed 5-minute window, hour,
// business day and week: each kind's exact amount and the tier row it reached; runs repeated and run at once pay each
// (contract, period) once; a dividend the upline cannot pay freezes it (withdrawal and transfer refused) until a run
// collects it; the records and my income answer only about the caller's own settlements (IDOR); the ledger invariant
// holds after each step. Contracts are written straight into their tables (the contract calls are tested with them).
import { PATHS, type ContractKind } from '@mekong/contracts';
import { MONEY_LIMITS } from '@mekong/contracts/money';
import { contractSettlementEndpoints, type DividendPeriod } from '@mekong/contracts/agents';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call } from '../../test-support/accounts';
import { roundPlayer } from '../../test-support/game-sessions';
import {
  expectLedgerTrue,
  moneyMember,
  newKey,
  requestWithdrawal,
  WITHDRAW_PASSWORD,
  type MoneyMember,
} from '../cashier/cashier-test-support';
import { accountBalance, HOUSE_ACCOUNTS, moveAmount, postEntry, walletAccount } from '../../modules/ledger';
import { settleContracts } from '../../modules/settlements/settle';
import { collectDebts } from '../../modules/settlements/debts';
import { insertActiveContract } from '../../test-support/contracts';
import { insertPromotion } from '../../test-support/promotion-fixtures';
import { payReferralReward } from '../../modules/promotions/referral';
import { toFlag } from '../../modules/columns';
import { businessDayOf } from '../../modules/records/business-days';

const sumOf = (amounts: Record<string, number>) => Object.values(amounts).reduce((total, amount) => total + amount, 0);

let t: TestApp;
let play: ReturnType<typeof roundPlayer>;
let top: MoneyMember, a: MoneyMember, a1: MoneyMember, a2: MoneyMember, s: MoneyMember, l: MoneyMember;
let b: MoneyMember, b1: MoneyMember, plain: MoneyMember;

// Business day D = 2026-11-02 (a Monday) in Vientiane: 2026-11-01T17:00Z to 2026-11-02T17:00Z.
const DAY = '2026-11-02';
const DAY_START = '2026-11-01T17:00:00.000Z';
const DAY_END = '2026-11-02T17:00:00.000Z';
const HOUR_START = '2026-11-02T03:00:00.000Z';
const HOUR_END = '2026-11-02T04:00:00.000Z';
const WINDOW_START = '2026-11-02T03:10:00.000Z';
const WINDOW_END = '2026-11-02T03:15:00.000Z';
/** The Monday-to-Sunday week of D ends with Sunday 2026-11-08 in Vientiane. */
const WEEK_END = '2026-11-08T17:00:00.000Z';
const IN_WINDOW = '2026-11-02T03:12:00.000Z';
const LATER_THAT_DAY = '2026-11-02T04:30:00.000Z';
const after = (iso: string) => new Date(Date.parse(iso) + 60_000);

const TOP_START = 20_000;
/** Enough for the owed dividend and a withdrawal of the least amount. */
const TOP_DEPOSIT = MONEY_LIMITS.withdrawMinMinor + 40_000;
const deposit = (who: MoneyMember, amount: number) =>
  t.app.db.transaction().execute((trx) =>
    postEntry(trx, {
      kind: 'DEPOSIT',
      reference: 'test-deposit',
      postings: moveAmount(HOUSE_ACCOUNTS.deposits, walletAccount(who.member.id), amount),
    }),
  );

/** Plays a round and moves its bet to `at` (placed and settled then). */
async function betAt(who: MoneyMember, stake: number, win: number | null, at: string): Promise<void> {
  const id = await play(who.member.id, stake, win);
  await t.app.db.updateTable('bets').set({ placedAt: at, settledAt: at }).where('id', '=', id).execute();
}

/** An active contract of A's tree, accepted at `answeredAt`. */
const activeContract = (
  kind: ContractKind,
  upline: MoneyMember | null,
  downline: MoneyMember,
  answeredAt: string,
  tiers: Record<string, number>[],
  period?: DividendPeriod,
) =>
  insertActiveContract(t.app.db, { kind, uplineId: upline?.member.id ?? null, downlineId: downline.member.id, answeredAt, tiers, period });

const balance = (who: MoneyMember) => accountBalance(t.app.db, walletAccount(who.member.id));
const settlementsOf = (contractId: string) =>
  t.app.db.selectFrom('contract_settlements').selectAll().where('contractId', '=', contractId).orderBy('periodStart').execute();
const entriesOf = (contractId: string) =>
  t.app.db.selectFrom('journal_entries').select('id').where('reference', 'like', `settlement:${contractId}:%`).execute();
const get = (who: MoneyMember, path: string, query: object = {}) => call(t.app, 'GET', path, query, { token: who.token });
const range = { startDate: DAY, endDate: DAY };

let daily: string, dailyS: string, hourly: string, realtime: string, dividend: string;

beforeAll(async () => {
  t = await buildTestApp();
  play = roundPlayer(t.app, 'settle-r');
  const member = (account: string, type: number, parent: MoneyMember | null, balanceMinor = 1_000_000) =>
    moneyMember(t.app, { account, type, balanceMinor, parent: parent?.member ?? null });
  top = await member('st_top', 1, null, TOP_START);
  a = await member('st_a', 1, top);
  a1 = await member('st_a1', 0, a);
  a2 = await member('st_a2', 0, a);
  s = await member('st_s', 2, a);
  l = await member('st_l', 0, s);
  b = await member('st_b', 41, null);
  b1 = await member('st_b1', 0, b);
  plain = await member('st_plain', 0, null);

  // A's team (A itself, A1, A2, S, L) in the window: stakes 405,000, wins 270,000, four members with a standing bet.
  await betAt(a1, 100_000, 250_000, IN_WINDOW);
  await betAt(a1, 50_000, 0, IN_WINDOW);
  await betAt(a2, 200_000, 0, IN_WINDOW);
  await betAt(a2, 5_000, 0, IN_WINDOW);
  await betAt(l, 30_000, 0, IN_WINDOW);
  await betAt(a, 20_000, 20_000, IN_WINDOW);
  // Rolled back: not a valid bet.
  await betAt(s, 10_000, null, IN_WINDOW);
  // Later the same day: in the day and the week, not in the window or the hour.
  await betAt(l, 40_000, 0, LATER_THAT_DAY);
  // Outside A's team: its upline and the other tree.
  await betAt(top, 5_000, 0, IN_WINDOW);
  await betAt(b1, 70_000, 0, IN_WINDOW);

  realtime = await activeContract('realtimeSalary', top, a, WINDOW_START, [
    { profitRateBp: 10, lossRateBp: 30, singleBet: 20_000 },
    { profitRateBp: 20, lossRateBp: 50, singleBet: 100_000 },
  ]);
  hourly = await activeContract('hourlySalary', null, a, HOUR_START, [
    { rateBp: 50, activeMembers: 1, hourlyBet: 100_000 },
    { rateBp: 80, activeMembers: 4, hourlyBet: 500_000 },
  ]);
  daily = await activeContract('dailySalary', top, a, DAY_START, [
    { rateBp: 100, activeMembers: 2, dailyBet: 100_000 },
    { rateBp: 150, activeMembers: 4, dailyBet: 400_000 },
    { rateBp: 200, activeMembers: 5, dailyBet: 400_000 },
  ]);
  dailyS = await activeContract('dailySalary', a, s, DAY_START, [{ rateBp: 100, activeMembers: 1, dailyBet: 50_000 }]);
  dividend = await activeContract(
    'dividend',
    top,
    a,
    DAY_START,
    [
      { rateBp: 1_000, activeMembers: 1, periodValidBet: 100_000, periodProfitLoss: 50_000 },
      { rateBp: 2_000, activeMembers: 3, periodValidBet: 400_000, periodProfitLoss: 150_000 },
    ],
    'Weekly',
  );
});
afterAll(() => t.close());

describe('settlement of each kind from the team’s settled bets', () => {
  it('real-time salary: each bet of at least a row’s single bet at that row’s profit or loss rate, for its 5-minute window', async () => {
    const [topBefore, aBefore] = [await balance(top), await balance(a)];
    const run = await settleContracts(t.app.db, 'realtimeSalary', after(WINDOW_END));
    expect(run).toMatchObject({ settled: 1, paid: 1, owed: 0 });
    // Stakes 100,000 won (row 2, 20 bp), 200,000 lost (row 2, 50 bp), 50,000 and 30,000 lost (row 1, 30 bp); 20,000 is a
    // push (won back its stake: it earns nothing and does not qualify); 5,000 is below every row:
    // (2,000,000 + 10,000,000 + 2,400,000) / 10,000 = 1,440.
    expect(await settlementsOf(realtime)).toEqual([
      expect.objectContaining({
        periodType: 'window',
        periodStart: WINDOW_START,
        periodEnd: WINDOW_END,
        businessDay: DAY,
        activeMembers: 4,
        qualifyingBets: 4,
        rateBp: null,
        status: 'paid',
      }),
    ]);
    const [row] = await settlementsOf(realtime);
    expect([Number(row!.amountMinor), Number(row!.validBetMinor), Number(row!.profitMinor)]).toEqual([1_440, 405_000, -135_000]);
    expect([Number(row!.profitStakeMinor), Number(row!.lossStakeMinor)]).toEqual([100_000, 280_000]);
    expect([await balance(top), await balance(a)]).toEqual([topBefore - 1_440, aBefore + 1_440]);
    await expectLedgerTrue(t.app);
  });

  it('hourly salary: the rate of the highest row the hour reaches, paid by the house for a top agent’s contract', async () => {
    const [aBefore, houseBefore] = [await balance(a), await houseContracts()];
    expect(await settleContracts(t.app.db, 'hourlySalary', after(HOUR_END))).toMatchObject({ settled: 1, paid: 1 });
    // Four active members and 405,000 reach row 1 only (row 2 wants 500,000): 405,000 × 50 bp = 2,025.
    const [row] = await settlementsOf(hourly);
    expect(row).toMatchObject({ periodType: 'hour', periodStart: HOUR_START, periodEnd: HOUR_END, rateBp: 50, activeMembers: 4 });
    expect(Number(row!.amountMinor)).toBe(2_025);
    expect(await balance(a)).toBe(aBefore + 2_025);
    expect(await houseContracts()).toBe(houseBefore - 2_025);
    await expectLedgerTrue(t.app);
  });

  it('daily wage: the previous business day, paid once however many runs go at once', async () => {
    const [topBefore, aBefore, sBefore] = [await balance(top), await balance(a), await balance(s)];
    // Nothing before the day has ended.
    expect((await settleContracts(t.app.db, 'dailySalary', new Date(LATER_THAT_DAY))).settled).toBe(0);
    const runs = await Promise.all(Array.from({ length: 5 }, () => settleContracts(t.app.db, 'dailySalary', after(DAY_END))));
    expect(runs.reduce((sum, run) => sum + run.paid, 0)).toBe(2);
    // A: 445,000 from four active members reach row 2 (row 3 wants five): × 150 bp = 6,675.
    const [rowA] = await settlementsOf(daily);
    expect(rowA).toMatchObject({ periodType: 'day', periodStart: DAY_START, periodEnd: DAY_END, rateBp: 150, activeMembers: 4 });
    expect(Number(rowA!.amountMinor)).toBe(6_675);
    // S's team is S (its bet rolled back) and L: 70,000 × 100 bp = 700, paid by A.
    const [rowS] = await settlementsOf(dailyS);
    expect(rowS).toMatchObject({ rateBp: 100, activeMembers: 1 });
    expect(Number(rowS!.amountMinor)).toBe(700);
    expect(await entriesOf(daily)).toHaveLength(1);
    expect(await entriesOf(dailyS)).toHaveLength(1);
    expect([await balance(top), await balance(a), await balance(s)]).toEqual([topBefore - 6_675, aBefore + 6_675 - 700, sBefore + 700]);
    await expectLedgerTrue(t.app);
  });

  it('a run killed and run again, or run again later, pays nothing more', async () => {
    const before = await balance(a);
    const again = { realtimeSalary: after(WINDOW_END), hourlySalary: after(HOUR_END), dailySalary: after(DAY_END) } as const;
    for (const [kind, now] of Object.entries(again))
      expect(await settleContracts(t.app.db, kind as ContractKind, now)).toMatchObject({ settled: 0, paid: 0 });
    // A run killed after the settlement row was written and before its money moved cannot be: both are one
    // transaction. One killed before it committed left nothing, so the run again is the first run (as above).
    expect(await balance(a)).toBe(before);
    for (const id of [realtime, hourly, daily, dailyS]) expect(await entriesOf(id)).toHaveLength(1);
    await expectLedgerTrue(t.app);
  });
});

describe('dividends and the freeze', () => {
  it('owes a weekly dividend the upline cannot pay, and freezes its withdrawals and transfers', async () => {
    const topBefore = await balance(top);
    expect(topBefore).toBe(TOP_START - 5_000 - 1_440 - 6_675);
    // Not before the week has ended.
    expect((await settleContracts(t.app.db, 'dividend', after(DAY_END))).settled).toBe(0);
    const run = await settleContracts(t.app.db, 'dividend', after(WEEK_END));
    expect(run).toMatchObject({ settled: 1, paid: 0, owed: 1 });
    // The week: 445,000 valid, the team lost 175,000, four active: row 2, 20 % of 175,000 = 35,000.
    const [row] = await settlementsOf(dividend);
    expect(row).toMatchObject({
      periodType: 'Weekly',
      periodStart: DAY_START,
      periodEnd: WEEK_END,
      rateBp: 2_000,
      status: 'owed',
      paidAt: null,
    });
    expect(Number(row!.amountMinor)).toBe(35_000);
    expect(await balance(top)).toBe(topBefore);
    // Still short: a run collects nothing.
    expect((await collectDebts(t.app.db, after(WEEK_END))).collected).toBe(0);
    // Money arrives; the account stays frozen until a run collects the debt.
    await deposit(top, TOP_DEPOSIT);

    expect(expectValue(await get(top, PATHS.agentSettlements.debts), contractSettlementEndpoints.contractDebts)).toEqual({
      frozen: true,
      owed: 35_000,
      debts: [
        expect.objectContaining({ downline: 'st_a', periodType: 'Weekly', periodStart: DAY_START, periodEnd: WEEK_END, amount: 35_000 }),
      ],
    });
    expectFailure(await requestWithdrawal(top, MONEY_LIMITS.withdrawMinMinor), 409, 'account-frozen', { owed: 35_000 });
    const transfer = await top.post(PATHS.wallet.walletTransfer, {
      toAccount: 'st_a',
      amount: 1_000,
      withdrawPassword: WITHDRAW_PASSWORD,
      idempotencyKey: newKey(),
    });
    expectFailure(transfer, 409, 'account-frozen', { owed: 35_000 });
    expect(await balance(top)).toBe(topBefore + TOP_DEPOSIT);
    // The downline sees what it is owed.
    const owed = expectValue(await get(a, PATHS.agentSettlements.dividends, range), contractSettlementEndpoints.dividendRecords);
    expect(owed.list).toEqual([
      expect.objectContaining({ upline: 'st_top', downline: 'st_a', status: 'owed', amount: 35_000, periodType: 'Weekly' }),
    ]);
    // Others are not frozen.
    for (const who of [a, plain])
      expect(expectValue(await get(who, PATHS.agentSettlements.debts), contractSettlementEndpoints.contractDebts)).toEqual({
        frozen: false,
        owed: 0,
        debts: [],
      });
    await expectLedgerTrue(t.app);
  });

  it('collects it once the balance allows (once, from runs at once) and releases the freeze', async () => {
    const [topBefore, aBefore] = [await balance(top), await balance(a)];
    const runs = await Promise.all([
      collectDebts(t.app.db, after(WEEK_END)),
      collectDebts(t.app.db, after(WEEK_END)),
      settleContracts(t.app.db, 'dividend', after(WEEK_END)),
    ]);
    expect(runs.reduce((sum, run) => sum + run.collected, 0)).toBe(1);
    expect([await balance(top), await balance(a)]).toEqual([topBefore - 35_000, aBefore + 35_000]);
    expect(await entriesOf(dividend)).toHaveLength(1);
    const [row] = await settlementsOf(dividend);
    expect(row).toMatchObject({ status: 'paid', paidAt: after(WEEK_END).toISOString() });
    expect(expectValue(await get(top, PATHS.agentSettlements.debts), contractSettlementEndpoints.contractDebts).frozen).toBe(false);
    expect((await requestWithdrawal(top, MONEY_LIMITS.withdrawMinMinor)).statusCode).toBe(200);
    await expectLedgerTrue(t.app);
  });
});

describe('records and my income: the caller’s own settlements only', () => {
  it('lists what the caller received and what it paid, with the sum', async () => {
    const received = expectValue(await get(a, PATHS.agentSettlements.dailyWages, range), contractSettlementEndpoints.dailyWages);
    expect(received).toMatchObject({ total: 1, totalAmount: 6_675, pageNo: 1, totalPages: 1 });
    expect(received.list[0]).toMatchObject({
      upline: 'st_top',
      downline: 'st_a',
      amount: 6_675,
      rateBp: 150,
      validBet: 445_000,
      status: 'paid',
    });
    const paid = expectValue(
      await get(a, PATHS.agentSettlements.dailyWages, { ...range, direction: 'paid' }),
      contractSettlementEndpoints.dailyWages,
    );
    expect(paid.list.map((row) => [row.downline, row.amount])).toEqual([['st_s', 700]]);
    const topPaid = expectValue(
      await get(top, PATHS.agentSettlements.dailyWages, { ...range, direction: 'paid' }),
      contractSettlementEndpoints.dailyWages,
    );
    expect(topPaid.list.map((row) => [row.downline, row.amount])).toEqual([['st_a', 6_675]]);
    const hour = expectValue(await get(a, PATHS.agentSettlements.hourlySalary, range), contractSettlementEndpoints.hourlySalary);
    expect(hour.list.filter((row) => row.amount > 0)).toEqual([
      expect.objectContaining({ upline: null, amount: 2_025, periodStart: HOUR_START }),
    ]);
    const live = expectValue(
      await get(a, PATHS.agentSettlements.realtimeSalary, { ...range, pageSize: 1 }),
      contractSettlementEndpoints.realtimeSalary,
    );
    expect(live.totalAmount).toBe(1_440);
    expect(live.list).toHaveLength(1);
  });

  it('gives my income per business day by kind, received and paid', async () => {
    const income = expectValue(await get(a, PATHS.agentSettlements.income, range), contractSettlementEndpoints.income);
    const received = { dividend: 35_000, dailySalary: 6_675, hourlySalary: 2_025, realtimeSalary: 1_440 };
    const paid = { dividend: 0, dailySalary: 700, hourlySalary: 0, realtimeSalary: 0 };
    const net = 35_000 + 6_675 + 2_025 + 1_440 - 700;
    expect(income).toEqual({
      list: [{ businessDay: DAY, received, paid, commission: 0, net }],
      pageNo: 1,
      totalPages: 1,
      total: 1,
      totals: { received, paid, commission: 0, net },
    });
    const topIncome = expectValue(await get(top, PATHS.agentSettlements.income, range), contractSettlementEndpoints.income);
    expect(topIncome.totals.paid).toEqual({ dividend: 35_000, dailySalary: 6_675, hourlySalary: 0, realtimeSalary: 1_440 });
  });

  it('gives the referral commissions paid to the agent as a referrer as their own line, from the ledger, to it alone', async () => {
    // Only this test's referral promotion runs, paying 2,500 per referred member's first deposit of at least 10,000.
    await t.app.db.updateTable('promotions').set({ published: 0 }).where('promotionType', '=', 'REFERRAL').execute();
    await insertPromotion(t.app.db, {
      promotionType: 'REFERRAL',
      mode: 'NONE',
      rules: JSON.stringify({ referralRewardMinor: 2_500, minDepositMinor: 10_000 }),
    });
    await t.app.db
      .updateTable('site_settings')
      .set({ referralEnabled: toFlag(true) })
      .execute();
    const friends = [
      await moneyMember(t.app, { parent: s.member, referredBy: s.member.id, withdrawPassword: null }),
      await moneyMember(t.app, { parent: s.member, referredBy: s.member.id, withdrawPassword: null }),
    ];
    // Each friend's first deposit pays S once (a second call for the same friend pays nothing).
    for (const friend of [...friends, friends[0]!])
      await t.app.db.transaction().execute((trx) => payReferralReward(trx, friend.member.id, 10_000, new Date()));
    const [posting] = await t.app.db
      .selectFrom('postings')
      .select('createdAt')
      .where('accountId', '=', walletAccount(s.member.id))
      .orderBy('createdAt', 'desc')
      .execute();
    const day = businessDayOf(posting!.createdAt);
    const income = expectValue(
      await get(s, PATHS.agentSettlements.income, { startDate: day, endDate: day }),
      contractSettlementEndpoints.income,
    );
    expect(income.list).toEqual([expect.objectContaining({ businessDay: day, commission: 5_000 })]);
    expect(income.totals.commission).toBe(5_000);
    expect(income.totals.net - sumOf(income.totals.received) + sumOf(income.totals.paid)).toBe(5_000);
    // Nobody else reads S's commissions: its upline and the other tree see none.
    for (const who of [a, b])
      expect(
        expectValue(await get(who, PATHS.agentSettlements.income, { startDate: day, endDate: day }), contractSettlementEndpoints.income)
          .totals.commission,
      ).toBe(0);
    await expectLedgerTrue(t.app);
  });

  it('shows another tree nothing, refuses a downline outside the caller’s team, and refuses non-agents', async () => {
    for (const path of [
      PATHS.agentSettlements.dividends,
      PATHS.agentSettlements.dailyWages,
      PATHS.agentSettlements.hourlySalary,
      PATHS.agentSettlements.realtimeSalary,
    ])
      for (const direction of ['received', 'paid']) {
        const page = expectValue(await get(b, path, { ...range, direction }), contractSettlementEndpoints.dailyWages);
        expect(page).toMatchObject({ list: [], total: 0, totalAmount: 0 });
        expectFailure(await get(b, path, { ...range, direction: 'paid', account: 'st_a' }), 404, 'not-in-your-team');
      }
    // A's upline named as a downline, and another agent's contract in the caller's subtree: nothing of theirs.
    expectFailure(
      await get(a, PATHS.agentSettlements.dailyWages, { ...range, direction: 'paid', account: 'st_top' }),
      404,
      'not-in-your-team',
    );
    const notTop = expectValue(
      await get(top, PATHS.agentSettlements.dailyWages, { ...range, direction: 'paid', account: 'st_s' }),
      contractSettlementEndpoints.dailyWages,
    );
    expect(notTop.list).toEqual([]);
    const notMyUpline = expectValue(
      await get(a, PATHS.agentSettlements.dailyWages, { ...range, account: 'st_b' }),
      contractSettlementEndpoints.dailyWages,
    );
    expect(notMyUpline.list).toEqual([]);
    expect(expectValue(await get(b, PATHS.agentSettlements.income, range), contractSettlementEndpoints.income).total).toBe(0);
    expectFailure(await get(plain, PATHS.agentSettlements.dailyWages, range), 403, 'non-agent');
    expectFailure(await get(plain, PATHS.agentSettlements.income, range), 403, 'non-agent');
    expectFailure(await call(t.app, 'GET', PATHS.agentSettlements.debts, {}), 401, 'unauthorized');
  });

  it('refuses bad ranges with a clear message', async () => {
    expectFailure(await get(a, PATHS.agentSettlements.dailyWages, { startDate: DAY, endDate: '2026-10-01' }), 400, 'bad-request');
    expectFailure(await get(a, PATHS.agentSettlements.dailyWages, { startDate: 'nope', endDate: DAY }), 400, 'bad-request');
    expectFailure(await get(a, PATHS.agentSettlements.income, { startDate: '2026-01-01', endDate: DAY }), 400, 'bad-request');
  });
});

const houseContracts = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('postings')
        .select((eb) => eb.fn.sum<string | number>('amountMinor').as('sum'))
        .where('accountId', '=', HOUSE_ACCOUNTS.contracts)
        .executeTakeFirst()
    )?.sum ?? 0,
  );
