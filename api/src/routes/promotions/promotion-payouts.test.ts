// Promotions that pay per period, through the ledger from the bonuses account and once per key however many payers
// race: rebates (a joined member's settled valid stakes of each past Vientiane business day × rebateBp, by the rebate
// job: bets placed after the join only, each counted once, a rolled-back one taken off the next rebate, no unit lost
// to rounding, every day since the last paid one), referral rewards (the inviting agent, once per referred member's first qualifying deposit, while REFERRAL is
// enabled) and daily reloads (at most once per member and day). The ledger invariant is checked on close.
import { randomUUID } from 'node:crypto';
import { PATHS } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { promotionEndpoints } from '@mekong/contracts/promotions';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { insertPromotion, businessDaysAgo, hoursInto, insertBet, insertJoined } from '../../test-support/promotion-fixtures';
import { buildTestApp, expectValue, type TestApp } from '../../test-support/test-app';
import { moneyMember, newKey, type MoneyMember } from '../cashier/cashier-test-support';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import { toFlag } from '../../modules/columns';
import { completeDeposit } from '../../modules/cashier/deposits';
import { payRebates } from '../../modules/promotions/rebates';
import { runPromotionRebatesJob } from '../../jobs/promotion-rebates';
import type { PromotionsTable } from '../../modules/promotions/promotions.table';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

// close() checks the ledger invariant.
afterAll(() => testApp.close());

const newPromotion = (overrides: Partial<Insertable<PromotionsTable>> = {}) => insertPromotion(app.db, overrides);

const daysAgo = businessDaysAgo;
const into = hoursInto;

const bet = (who: MoneyMember, stakeMinor: number, settledAt: string, options: Parameters<typeof insertBet>[4] = {}) =>
  insertBet(app.db, who.member.id, stakeMinor, settledAt, options);

/** `who`'s participation in the promotion as joined at `at` (an instant in the past, maybe before the promotion ended). */
async function joinedAt(who: MoneyMember, id: string, at: string) {
  await insertJoined(app.db, id, who.member.id, at);
}

const rebate = (rules: object, overrides: Partial<Insertable<PromotionsTable>> = {}) =>
  newPromotion({ categoryId: 'cat-rebate', promotionType: 'REBATE', rules: JSON.stringify(rules), ...overrides });

const payoutsOf = (memberId: string, promotionId: string) =>
  app.db
    .selectFrom('promotion_payouts')
    .select(['period', 'baseMinor', 'amountMinor'])
    .where('memberId', '=', memberId)
    .where('promotionId', '=', promotionId)
    .orderBy('period')
    .execute();

describe('rebates', () => {
  it("pays each past day's settled valid stakes of the promotion's games × rebateBp, after the join, once", async () => {
    const id = await rebate({ rebateBp: 150, rebateGameTypes: ['RNG', 'FISH'] });
    const who = await moneyMember(app);
    const [threeAgo, twoAgo, yesterday, today] = [daysAgo(3), daysAgo(2), daysAgo(1), daysAgo(0)];
    await joinedAt(who, id, into(threeAgo, 12));
    // Before the join: not counted.
    await bet(who, 50_000_000, into(threeAgo, 11));
    await bet(who, 1_000_000, into(threeAgo, 13));
    // Two days ago: slots and fishing count; live is not this promotion's game; open and rolled-back bets are not valid.
    await bet(who, 1_000_000, into(twoAgo, 1));
    await bet(who, 1_000_000, into(twoAgo, 23.9), { gameType: 'FISH' });
    await bet(who, 9_000_000, into(twoAgo, 5), { gameType: 'LIVE' });
    await bet(who, 9_000_000, into(twoAgo, 5), { status: 'OPEN' });
    await bet(who, 9_000_000, into(twoAgo, 5), { status: 'ROLLED_BACK' });
    // 2,000,001 × 1.5 % = 30,000.015: floored.
    await bet(who, 2_000_001, into(yesterday, 6));
    // Today is not over: paid tomorrow.
    await bet(who, 7_000_000, into(today, 0));
    const stranger = await moneyMember(app);
    await bet(stranger, 5_000_000, into(yesterday, 6));

    const run = await payRebates(app.db, new Date());
    expect(run.credited).toContain(who.member.id);
    expect(run.credited).not.toContain(stranger.member.id);
    expect(await payoutsOf(who.member.id, id)).toEqual([
      { period: threeAgo, baseMinor: 1_000_000, amountMinor: 15_000 },
      { period: twoAgo, baseMinor: 2_000_000, amountMinor: 30_000 },
      { period: yesterday, baseMinor: 2_000_001, amountMinor: 30_000 },
    ]);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(75_000);
    expect(await getBalanceMinor(app.db, stranger.member.id)).toBe(0);
    // Run again: nothing more.
    expect((await payRebates(app.db, new Date())).credited).not.toContain(who.member.id);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(75_000);
    // The rebates show in bonus details, each with its day.
    const details = expectValue(await who.get(PATHS.records.bonuses, { startDate: today, endDate: today }), moneyEndpoints.bonuses);
    expect(details.list.map((row) => [row.reason, row.amount]).sort()).toEqual([
      [`Test (${threeAgo})`, 15_000],
      [`Test (${twoAgo})`, 30_000],
      [`Test (${yesterday})`, 30_000],
    ]);
  });

  it('pays each day once when 50 runs race', async () => {
    const id = await rebate({ rebateBp: 1_000 });
    const members = await Promise.all([moneyMember(app), moneyMember(app)]);
    for (const who of members) {
      await joinedAt(who, id, into(daysAgo(2), 0));
      await bet(who, 1_000_000, into(daysAgo(2), 3));
      await bet(who, 3_000_000, into(daysAgo(1), 3));
    }
    await Promise.all(Array.from({ length: 50 }, () => payRebates(app.db, new Date())));
    for (const who of members) {
      expect(await getBalanceMinor(app.db, who.member.id)).toBe(400_000);
      expect((await payoutsOf(who.member.id, id)).map((p) => p.amountMinor)).toEqual([100_000, 300_000]);
    }
  });

  it('counts each bet once and pays what stands when 50 runs race rollbacks of half the bets', async () => {
    const id = await rebate({ rebateBp: 1_000 });
    const who = await moneyMember(app);
    await joinedAt(who, id, into(daysAgo(3), 0));
    for (let n = 0; n < 20; n += 1) await bet(who, 1_000_000, into(daysAgo(1 + (n % 3)), 1 + n / 10));
    const bets = await app.db.selectFrom('bets').select('id').where('memberId', '=', who.member.id).execute();
    const rollbacks = bets
      .slice(0, 10)
      .map(({ id: betId }) => app.db.updateTable('bets').set({ status: 'ROLLED_BACK' }).where('id', '=', betId).execute());
    await Promise.all([...Array.from({ length: 50 }, () => payRebates(app.db, new Date())), ...rollbacks]);
    // Today's stakes cover any deficit the rollbacks left; tomorrow's run pays them.
    await bet(who, 10_000_000, into(daysAgo(0), 1));
    await payRebates(app.db, new Date(Date.now() + 86_400_000));
    const counted = await app.db.selectFrom('rebate_bets').select('betId').where('promotionId', '=', id).execute();
    expect(new Set(counted.map((row) => row.betId)).size).toBe(counted.length);
    // 10 % of what stands: ten bets of 1,000,000 and one of 10,000,000.
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(2_000_000);
  });

  it('pays only inside the promotion’s times, nothing while unpublished or to a member who did not join', async () => {
    const ended = await rebate({ rebateBp: 1_000 }, { endsAt: into(daysAgo(2), 12) });
    const draft = await rebate({ rebateBp: 1_000 }, { published: 0 });
    const who = await moneyMember(app);
    await joinedAt(who, ended, into(daysAgo(3), 0));
    await joinedAt(who, draft, into(daysAgo(3), 0));
    // Before the end (noon two days ago) counts, after it does not.
    await bet(who, 1_000_000, into(daysAgo(2), 11));
    await bet(who, 5_000_000, into(daysAgo(2), 13));
    await bet(who, 5_000_000, into(daysAgo(1), 13));
    await payRebates(app.db, new Date());
    expect(await payoutsOf(who.member.id, ended)).toEqual([
      { period: daysAgo(3), baseMinor: 0, amountMinor: 0 },
      { period: daysAgo(2), baseMinor: 1_000_000, amountMinor: 100_000 },
    ]);
    expect(await payoutsOf(who.member.id, draft)).toEqual([]);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(100_000);
  });

  /** A run as the job would make it at `hours` into a business day. */
  const runAt = (day: string, hours = 1) => payRebates(app.db, new Date(into(day, hours)));
  const rollBack = (betId: string) => app.db.updateTable('bets').set({ status: 'ROLLED_BACK' }).where('id', '=', betId).execute();
  const betId = async (who: MoneyMember, stakeMinor: number, at: string) => {
    await bet(who, stakeMinor, at);
    const row = await app.db
      .selectFrom('bets')
      .select('id')
      .where('memberId', '=', who.member.id)
      .where('settledAt', '=', at)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('counts no bet placed before the join, even one settled after it', async () => {
    const id = await rebate({ rebateBp: 1_000 });
    const who = await moneyMember(app);
    await joinedAt(who, id, into(daysAgo(1), 12));
    await bet(who, 9_000_000, into(daysAgo(1), 13), { placedAt: into(daysAgo(1), 11) });
    await bet(who, 1_000_000, into(daysAgo(1), 14), { placedAt: into(daysAgo(1), 12.5) });
    await payRebates(app.db, new Date());
    expect(await payoutsOf(who.member.id, id)).toEqual([{ period: daysAgo(1), baseMinor: 1_000_000, amountMinor: 100_000 }]);
  });

  it('counts each bet once: one settled into a day already paid counts the day after, and overlapping days count none again', async () => {
    const id = await rebate({ rebateBp: 1_000 });
    const who = await moneyMember(app);
    await joinedAt(who, id, into(daysAgo(3), 0));
    await bet(who, 1_000_000, into(daysAgo(2), 5));
    await runAt(daysAgo(1));
    // Settled late on a day the run above paid (its settlement committed after that run read the day).
    await bet(who, 2_000_000, into(daysAgo(2), 23.99));
    await payRebates(app.db, new Date());
    // Tomorrow's run looks at today and yesterday again: nothing new.
    await payRebates(app.db, new Date(Date.now() + 86_400_000));
    expect(await payoutsOf(who.member.id, id)).toEqual([
      { period: daysAgo(3), baseMinor: 0, amountMinor: 0 },
      { period: daysAgo(2), baseMinor: 1_000_000, amountMinor: 100_000 },
      { period: daysAgo(1), baseMinor: 2_000_000, amountMinor: 200_000 },
      { period: daysAgo(0), baseMinor: 0, amountMinor: 0 },
    ]);
    const counted = await app.db.selectFrom('rebate_bets').select('betId').where('promotionId', '=', id).execute();
    expect(counted).toHaveLength(2);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(300_000);
  });

  it('takes a bet rolled back after its rebate was paid off the next rebates, never paying below nothing', async () => {
    const id = await rebate({ rebateBp: 1_000 });
    const who = await moneyMember(app);
    await joinedAt(who, id, into(daysAgo(4), 0));
    const first = await betId(who, 2_000_000, into(daysAgo(4), 5));
    await runAt(daysAgo(3));
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(200_000);
    await rollBack(first);
    // 10 % of 500,000 is 50,000, less the 200,000 paid for the rolled-back bet: nothing, and no debit.
    await bet(who, 500_000, into(daysAgo(3), 5));
    await runAt(daysAgo(2));
    // Then 10 % of 2,500,000 standing, less the 200,000 paid: 50,000.
    await bet(who, 2_000_000, into(daysAgo(2), 5));
    await payRebates(app.db, new Date());
    expect(await payoutsOf(who.member.id, id)).toEqual([
      { period: daysAgo(4), baseMinor: 2_000_000, amountMinor: 200_000 },
      { period: daysAgo(3), baseMinor: 500_000 - 2_000_000, amountMinor: 0 },
      { period: daysAgo(2), baseMinor: 2_000_000, amountMinor: 50_000 },
      { period: daysAgo(1), baseMinor: 0, amountMinor: 0 },
    ]);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(250_000);
  });

  it('loses no unit to rounding: the fractions of each day add up', async () => {
    // 0.01 % of 5,000 a day is half a unit: day by day it rounded to nothing, over two days it is one.
    const id = await rebate({ rebateBp: 1 });
    const who = await moneyMember(app);
    await joinedAt(who, id, into(daysAgo(3), 0));
    for (const day of [daysAgo(3), daysAgo(2), daysAgo(1)]) await bet(who, 5_000, into(day, 5));
    await payRebates(app.db, new Date());
    expect((await payoutsOf(who.member.id, id)).map((p) => p.amountMinor)).toEqual([0, 1, 0]);
  });

  it('counts each bet at the rate of its day: a rate changed later never re-rates what was paid', async () => {
    const id = await rebate({ rebateBp: 1_000 });
    const who = await moneyMember(app);
    await joinedAt(who, id, into(daysAgo(3), 0));
    await bet(who, 1_000_000, into(daysAgo(2), 5));
    await runAt(daysAgo(1));
    await app.db
      .updateTable('promotions')
      .set({ rules: JSON.stringify({ rebateBp: 2_000 }) })
      .where('id', '=', id)
      .execute();
    await bet(who, 1_000_000, into(daysAgo(1), 5));
    await payRebates(app.db, new Date());
    expect((await payoutsOf(who.member.id, id)).map((p) => p.amountMinor)).toEqual([0, 100_000, 200_000]);
  });

  it('pays every day since the last paid one, however long no job ran (no lookback limit)', async () => {
    const id = await rebate({ rebateBp: 1_000 });
    const who = await moneyMember(app);
    await joinedAt(who, id, into(daysAgo(12), 0));
    await bet(who, 1_000_000, into(daysAgo(11), 5));
    await bet(who, 3_000_000, into(daysAgo(9), 5));
    await runAt(daysAgo(10));
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(100_000);
    // The job then stopped for nine days.
    await payRebates(app.db, new Date());
    const payouts = await payoutsOf(who.member.id, id);
    expect(payouts.map((p) => p.period)).toEqual(Array.from({ length: 12 }, (_, n) => daysAgo(12 - n)));
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(400_000);
  });

  it('runs as a job under a lease: one holder at a time', async () => {
    const first = await runPromotionRebatesJob(app.db, 'holder-a', 60_000, new Date());
    expect(first).not.toBeNull();
    expect(await runPromotionRebatesJob(app.db, 'holder-b', 60_000, new Date())).toBeNull();
  });
});

const deposit = async (who: MoneyMember, amount: number) => {
  const order = expectValue(
    await who.post(PATHS.cashier.deposits, { channel: 'BANK_TRANSFER', amount, depositorName: 'NOY', idempotencyKey: newKey() }),
    moneyEndpoints.createDeposit,
  );
  return order.id;
};
const complete = (orderId: string) => completeDeposit(app.db, orderId, { status: 'PAID', reference: 'test' }, { channel: 'BANK_TRANSFER' });

describe('referral rewards', () => {
  /** Only this test's referral promotion runs: the seeded one is unpublished meanwhile. */
  let referral: string;
  beforeAll(async () => {
    await app.db.updateTable('promotions').set({ published: 0 }).where('promotionType', '=', 'REFERRAL').execute();
    referral = await newPromotion({
      promotionType: 'REFERRAL',
      mode: 'NONE',
      rules: JSON.stringify({ referralRewardMinor: 2_000_000, minDepositMinor: 10_000_000 }),
    });
  });
  const referred = async () => {
    const agent = await moneyMember(app, { type: 1, affiliateCode: `R${randomUUID().slice(0, 6)}` });
    const friend = await moneyMember(app, { parent: agent.member, referredBy: agent.member.id, withdrawPassword: null });
    return { agent, friend };
  };
  const setReferral = (enabled: boolean) =>
    app.db
      .updateTable('site_settings')
      .set({ referralEnabled: toFlag(enabled) })
      .execute();

  it("pays the inviting agent once, on the friend's first deposit of at least the minimum, and says its wallet moved", async () => {
    const { agent, friend } = await referred();
    const { notices } = await complete(await deposit(friend, 10_000_000));
    expect(notices.wallets).toContain(agent.member.id);
    expect(await getBalanceMinor(app.db, agent.member.id)).toBe(2_000_000);
    await complete(await deposit(friend, 50_000_000));
    expect(await getBalanceMinor(app.db, agent.member.id)).toBe(2_000_000);
    expect(await payoutsOf(agent.member.id, referral)).toEqual([
      { period: `referral:${friend.member.id}`, baseMinor: 10_000_000, amountMinor: 2_000_000 },
    ]);
  });

  it('pays nothing for a first deposit under the minimum (nor a later one), a member not referred, or while REFERRAL is off', async () => {
    const small = await referred();
    await complete(await deposit(small.friend, 5_000_000));
    await complete(await deposit(small.friend, 50_000_000));
    expect(await getBalanceMinor(app.db, small.agent.member.id)).toBe(0);
    const plain = await moneyMember(app, { withdrawPassword: null });
    await complete(await deposit(plain, 50_000_000));
    const off = await referred();
    await setReferral(false);
    try {
      await complete(await deposit(off.friend, 50_000_000));
    } finally {
      await setReferral(true);
    }
    expect(await getBalanceMinor(app.db, off.agent.member.id)).toBe(0);
  });

  it('pays once when 50 of the friend’s deposits complete at once', async () => {
    const { agent, friend } = await referred();
    const orders = [];
    for (let n = 0; n < 50; n += 1) orders.push(await deposit(friend, 10_000_000));
    await Promise.all(orders.map((orderId) => complete(orderId)));
    expect(await getBalanceMinor(app.db, agent.member.id)).toBe(2_000_000);
    expect(await getBalanceMinor(app.db, friend.member.id)).toBe(500_000_000);
  });
});

describe('daily reloads', () => {
  it('pays a daily reload once per member per Vientiane day under 50 deposits at once, the member staying joined', async () => {
    const id = await newPromotion({
      promotionType: 'RELOAD',
      rules: JSON.stringify({ bonusPercentBp: 1_000, bonusCapMinor: 100_000_000, minDepositMinor: 5_000_000, daily: true }),
    });
    const who = await moneyMember(app, { withdrawPassword: null });
    expectValue(await who.post(PATHS.promotions.join, { id }), promotionEndpoints.join);
    // The first deposit is a first deposit, not a reload.
    await complete(await deposit(who, 10_000_000));
    const orders = [];
    for (let n = 0; n < 50; n += 1) orders.push(await deposit(who, 10_000_000));
    await Promise.all(orders.map((orderId) => complete(orderId)));
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(510_000_000 + 1_000_000);
    expect(await payoutsOf(who.member.id, id)).toEqual([{ period: daysAgo(0), baseMinor: 10_000_000, amountMinor: 1_000_000 }]);
    const detail = expectValue(await who.get(PATHS.promotions.detail, { id, language: 'EN' }), promotionEndpoints.detail);
    expect(detail.activityStatus).toBe('Joined');
    // Tomorrow's first deposit pays again.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const order = await deposit(who, 20_000_000);
    await completeDeposit(app.db, order, { status: 'PAID', reference: 'test' }, { channel: 'BANK_TRANSFER' }, tomorrow);
    expect((await payoutsOf(who.member.id, id)).map((p) => p.amountMinor)).toEqual([1_000_000, 2_000_000]);
  });
});
