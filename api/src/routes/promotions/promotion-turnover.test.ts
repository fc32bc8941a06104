// A promotion bonus's turnover as the member sees it and as it moves the promotion: bonus details list each bonus
// with its requirement, the settled valid bets counted towards it and what is left, and whether withdrawals are
// locked (the member's own only); a participation in Process moves to Issued once its own bonus is played through
// (on the member's read and by the job, once however many run); an unpublished deposit promotion pays no more.
import { randomUUID } from 'node:crypto';
import { PATHS } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { promotionEndpoints } from '@mekong/contracts/promotions';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { insertPromotion } from '../../test-support/promotion-fixtures';
import { buildTestApp, expectValue, type TestApp } from '../../test-support/test-app';
import { moneyMember, newKey, type MoneyMember } from '../cashier/cashier-test-support';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import { completeDeposit } from '../../modules/cashier/deposits';
import { businessDayOf } from '../../modules/records/business-days';
import { issueMetBonuses } from '../../modules/promotions/issue-met';
import { runPromotionIssueJob } from '../../jobs/promotion-issue';
import { reviewApplication } from '../../modules/promotions/promotion-admin';
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

/** A raffle paying `bonus` with `multiple` times it in turnover. */
const lockedRaffle = (bonus: number, multiple: number) =>
  newPromotion({ mode: 'CLAIM', promotionType: 'RAFFLE', rules: JSON.stringify({ bonusFixedMinor: bonus, turnoverMultiple: multiple }) });

const claim = async (who: MoneyMember, id: string) =>
  expectValue(await who.post(PATHS.promotions.claimRaffle, { id, idempotencyKey: newKey() }), promotionEndpoints.claimRaffle);

const settle = (who: MoneyMember, stakeMinor: number, status: 'SETTLED' | 'OPEN' | 'ROLLED_BACK' = 'SETTLED') =>
  app.db
    .insertInto('bets')
    .values({
      id: `T:${who.member.id}:${randomUUID()}`,
      memberId: who.member.id,
      provider: 'TEST',
      roundId: randomUUID(),
      nodeId: 'n',
      gameName: 'Test slot',
      vassalage: 'PG',
      gameType: 'RNG',
      stakeMinor,
      winMinor: 0,
      status,
      placedAt: new Date().toISOString(),
      settledAt: status === 'OPEN' ? null : new Date().toISOString(),
    })
    .execute();

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

const today = () => businessDayOf(new Date().toISOString());

const bonusDetails = async (who: MoneyMember) =>
  expectValue(await who.get(PATHS.records.bonuses, { startDate: today(), endDate: today() }), moneyEndpoints.bonuses);

const statusOf = async (who: MoneyMember, id: string) =>
  expectValue(await who.get(PATHS.promotions.detail, { id, language: 'EN' }), promotionEndpoints.detail).activityStatus;

const participationStatus = async (who: MoneyMember, promotionId: string) =>
  (
    await app.db
      .selectFrom('promotion_participations')
      .select('status')
      .where('memberId', '=', who.member.id)
      .where('promotionId', '=', promotionId)
      .executeTakeFirstOrThrow()
  ).status;

describe('bonus details with turnover progress', () => {
  it('shows each bonus with its requirement, the bets counted towards it (oldest bonus first) and the lock', async () => {
    const who = await moneyMember(app);
    const first = await lockedRaffle(1_000_000, 5);
    const second = await lockedRaffle(2_000_000, 2);
    await claim(who, first);
    // Bets before the second bonus count towards the first only; open and rolled-back bets count for none.
    await settle(who, 3_000_000);
    await settle(who, 9_000_000, 'OPEN');
    await settle(who, 9_000_000, 'ROLLED_BACK');
    await pause();
    await claim(who, second);
    await pause();
    await settle(who, 2_500_000);
    const page = await bonusDetails(who);
    const byReason = Object.fromEntries(page.list.map((row) => [row.amount, row.turnover]));
    // First: 5,000,000 asked, 3,000,000 before the second bonus plus 2,000,000 of the later bet; second: the 500,000 left.
    expect(byReason).toEqual({
      1_000_000: { required: 5_000_000, counted: 5_000_000, outstanding: 0 },
      2_000_000: { required: 4_000_000, counted: 500_000, outstanding: 3_500_000 },
    });
    expect(page.turnover).toEqual({ required: 9_000_000, counted: 5_500_000, outstanding: 3_500_000, withdrawalLocked: true });
    await settle(who, 3_500_000);
    expect((await bonusDetails(who)).turnover).toEqual({
      required: 9_000_000,
      counted: 9_000_000,
      outstanding: 0,
      withdrawalLocked: false,
    });
  });

  it("says a bonus without turnover has none, and never shows one member another's bonuses", async () => {
    const who = await moneyMember(app);
    const other = await moneyMember(app);
    await claim(who, await lockedRaffle(1_000_000, 0));
    await claim(other, await lockedRaffle(1_000_000, 3));
    const mine = await bonusDetails(who);
    expect(mine.list.map((row) => row.turnover)).toEqual([null]);
    expect(mine.turnover).toEqual({ required: 0, counted: 0, outstanding: 0, withdrawalLocked: false });
    expect((await bonusDetails(other)).turnover).toMatchObject({ required: 3_000_000, withdrawalLocked: true });
  });
});

describe('Process → Issued', () => {
  it('moves a joined first-deposit bonus with turnover to Issued on the member’s read once its own bonus is met, not before', async () => {
    const who = await moneyMember(app);
    const id = await newPromotion({
      promotionType: 'FIRST_DEPOSIT',
      rules: JSON.stringify({ bonusPercentBp: 10_000, bonusCapMinor: 1_000_000, turnoverMultiple: 3 }),
    });
    expectValue(await who.post(PATHS.promotions.join, { id }), promotionEndpoints.join);
    const order = expectValue(
      await who.post(PATHS.cashier.deposits, {
        channel: 'BANK_TRANSFER',
        amount: 5_000_000,
        depositorName: 'NOY',
        idempotencyKey: newKey(),
      }),
      moneyEndpoints.createDeposit,
    );
    await completeDeposit(app.db, order.id, { status: 'PAID', reference: 'test' }, { channel: 'BANK_TRANSFER' });
    await pause();
    expect(await statusOf(who, id)).toBe('Process');
    await settle(who, 2_999_999);
    expect(await statusOf(who, id)).toBe('Process');
    await settle(who, 1);
    expect(await statusOf(who, id)).toBe('Issued');
    expect(await participationStatus(who, id)).toBe('ISSUED');
  });

  it('keeps a later bonus in Process while bets before it met only the earlier one', async () => {
    const who = await moneyMember(app);
    // A raffle's claim shows Claimed whatever its turnover: joins paid by deposits go through Process.
    const first = await newPromotion({
      promotionType: 'FIRST_DEPOSIT',
      rules: JSON.stringify({ bonusPercentBp: 10_000, bonusCapMinor: 1_000_000, turnoverMultiple: 1 }),
    });
    const reload = await newPromotion({
      promotionType: 'RELOAD',
      rules: JSON.stringify({ bonusPercentBp: 10_000, bonusCapMinor: 1_000_000, turnoverMultiple: 1 }),
    });
    for (const id of [first, reload]) expectValue(await who.post(PATHS.promotions.join, { id }), promotionEndpoints.join);
    const deposit = async () => {
      const order = expectValue(
        await who.post(PATHS.cashier.deposits, {
          channel: 'BANK_TRANSFER',
          amount: 5_000_000,
          depositorName: 'NOY',
          idempotencyKey: newKey(),
        }),
        moneyEndpoints.createDeposit,
      );
      await completeDeposit(app.db, order.id, { status: 'PAID', reference: 'test' }, { channel: 'BANK_TRANSFER' });
      await pause();
    };
    await deposit();
    await settle(who, 1_500_000);
    await pause();
    await deposit();
    expect([await statusOf(who, first), await statusOf(who, reload)]).toEqual(['Issued', 'Process']);
    await settle(who, 1_000_000);
    expect(await statusOf(who, reload)).toBe('Issued');
  });

  it('the job issues every member’s met bonuses once, however many runs race', async () => {
    const members = await Promise.all([moneyMember(app), moneyMember(app), moneyMember(app)]);
    const ids: string[] = [];
    for (const who of members) {
      const id = await newPromotion({ mode: 'APPLY', rules: JSON.stringify({ bonusFixedMinor: 1_000_000, turnoverMultiple: 1 }) });
      ids.push(id);
      expectValue(await who.post(PATHS.promotions.apply, { id, comment: 'please' }), promotionEndpoints.apply);
    }
    // Approve as the ops command does: the bonus with its turnover, in Process.
    for (const [index, who] of members.entries()) {
      const application = await app.db
        .selectFrom('promotion_participations')
        .select('id')
        .where('memberId', '=', who.member.id)
        .where('promotionId', '=', ids[index] ?? '')
        .executeTakeFirstOrThrow();
      await reviewApplication(app.db, application.id, { approve: true }, new Date());
    }
    await pause();
    // Two of three play through.
    await settle(members[0] as MoneyMember, 1_000_000);
    await settle(members[1] as MoneyMember, 2_000_000);
    const some = members.slice(0, 2).map((who) => who.member.id);
    // Ten runs at once, half of them for all members and half for the two (as a member's read does).
    const runs = await Promise.all(Array.from({ length: 10 }, (_, n) => issueMetBonuses(app.db, new Date(), n % 2 ? undefined : some)));
    expect(runs.flat().sort()).toHaveLength(2);
    expect(await Promise.all(members.map((who, index) => participationStatus(who, ids[index] ?? '')))).toEqual([
      'ISSUED',
      'ISSUED',
      'PROCESS',
    ]);
    expect(await runPromotionIssueJob(app.db, 'test-holder', 60_000, new Date())).toEqual([]);
  });
});

describe('an unpublished deposit promotion', () => {
  it('pays a joined member nothing while unpublished, and again once published', async () => {
    const id = await newPromotion({
      promotionType: 'RELOAD',
      rules: JSON.stringify({ bonusPercentBp: 1_000, bonusCapMinor: 100_000_000 }),
    });
    const who = await moneyMember(app, { withdrawPassword: null });
    expectValue(await who.post(PATHS.promotions.join, { id }), promotionEndpoints.join);
    const deposit = async () => {
      const order = expectValue(
        await who.post(PATHS.cashier.deposits, {
          channel: 'BANK_TRANSFER',
          amount: 10_000_000,
          depositorName: 'NOY',
          idempotencyKey: newKey(),
        }),
        moneyEndpoints.createDeposit,
      );
      await completeDeposit(app.db, order.id, { status: 'PAID', reference: 'test' }, { channel: 'BANK_TRANSFER' });
    };
    await deposit();
    await app.db.updateTable('promotions').set({ published: 0 }).where('id', '=', id).execute();
    await deposit();
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(20_000_000);
    expect(await participationStatus(who, id)).toBe('JOINED');
    await app.db.updateTable('promotions').set({ published: 1 }).where('id', '=', id).execute();
    await deposit();
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(31_000_000);
  });
});
