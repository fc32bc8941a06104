// Attack tests of promotion payouts (issue 16): rebates, referral rewards and their turnover lock, from the outside —
// 50 rebate runs racing over open, rolled-back, today's and another member's bets; a rebate or referral bonus sent
// on to an upline or a downline to escape its turnover; bonus details read by another member, a trial account or a
// visitor. Verdicts count money; the ledger's invariant is checked after. Run on SQLite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { insertPromotion, businessDaysAgo, hoursInto, insertBet, insertJoined } from '../../test-support/promotion-fixtures';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call } from '../../test-support/accounts';
import {
  expectLedgerTrue,
  moneyMember,
  newKey,
  requestWithdrawal,
  WITHDRAW_PASSWORD,
  type MoneyMember,
} from '../../routes/cashier/cashier-test-support';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import { completeDeposit } from '../../modules/cashier/deposits';
import { businessDayOf } from '../../modules/records/business-days';
import { payRebates } from '../../modules/promotions/rebates';
import type { PromotionsTable } from '../../modules/promotions/promotions.table';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
// close() checks the ledger invariant too.
afterAll(() => t.close());

const newPromotion = (overrides: Partial<Insertable<PromotionsTable>> = {}) =>
  insertPromotion(app.db, overrides, { idPrefix: 'atk', titleEn: 'Attack' });

const daysAgo = businessDaysAgo;
const into = hoursInto;

const bet = (who: MoneyMember, stakeMinor: number, at: string, status: 'SETTLED' | 'OPEN' | 'ROLLED_BACK' = 'SETTLED') =>
  insertBet(app.db, who.member.id, stakeMinor, at, { status });

async function joined(who: MoneyMember, promotionId: string, at: string) {
  await insertJoined(app.db, promotionId, who.member.id, at);
}

const withdraw = requestWithdrawal;
const toUpline = (who: MoneyMember, amount: number) =>
  who.post(PATHS.wallet.transferUpline, { amount, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey() });
const toAccount = (who: MoneyMember, account: string, amount: number) =>
  who.post(PATHS.wallet.walletTransfer, { amount, toAccount: account, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: newKey() });

describe('rebates', () => {
  test("50 racing runs pay each past day once, on settled stakes only: not open, rolled-back, today's or another member's", async () => {
    const id = await newPromotion({ categoryId: 'cat-rebate', promotionType: 'REBATE', rules: JSON.stringify({ rebateBp: 1_000 }) });
    const [who, other] = [await moneyMember(app), await moneyMember(app)];
    await joined(who, id, into(daysAgo(2), 0));
    await bet(who, 1_000_000, into(daysAgo(1), 2));
    await bet(who, 7_000_000, into(daysAgo(1), 3), 'OPEN');
    await bet(who, 9_000_000, into(daysAgo(1), 4), 'ROLLED_BACK');
    await bet(who, 5_000_000, new Date().toISOString());
    // Not joined: its bets pay nobody, and never into `who`'s rebate.
    await bet(other, 50_000_000, into(daysAgo(1), 2));
    await Promise.all(Array.from({ length: 50 }, () => payRebates(app.db, new Date())));
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(100_000);
    expect(await getBalanceMinor(app.db, other.member.id)).toBe(0);
    await expectLedgerTrue(app);
  });

  test('a rebate with turnover cannot leave by withdrawal or by transfer to the upline', async () => {
    const id = await newPromotion({
      categoryId: 'cat-rebate',
      promotionType: 'REBATE',
      rules: JSON.stringify({ rebateBp: 1_000, turnoverMultiple: 5 }),
    });
    const upline = await moneyMember(app, { type: 1 });
    const who = await moneyMember(app, { parent: upline.member });
    await joined(who, id, into(daysAgo(2), 0));
    await bet(who, 10_000_000, into(daysAgo(1), 2));
    await payRebates(app.db, new Date());
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(1_000_000);
    const answers = await Promise.all([
      ...Array.from({ length: 25 }, () => withdraw(who, 1_000_000)),
      ...Array.from({ length: 25 }, () => toUpline(who, 1_000_000)),
    ]);
    // The withdraw password's guess limit turns some of a burst away; none gets through.
    expect(answers.map((a) => a.statusCode).filter((status) => status === 200)).toEqual([]);
    expectFailure(await toUpline(who, 1_000_000), 409, 'turnover-not-met', { outstanding: 5_000_000 });
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(1_000_000);
    expect(await getBalanceMinor(app.db, upline.member.id)).toBe(0);
  });
});

describe('referral rewards', () => {
  test("an agent's referral reward with turnover cannot be passed down to a downline member (who could withdraw it)", async () => {
    await app.db.updateTable('promotions').set({ published: 0 }).where('promotionType', '=', 'REFERRAL').execute();
    await newPromotion({
      promotionType: 'REFERRAL',
      mode: 'NONE',
      rules: JSON.stringify({ referralRewardMinor: 2_000_000, minDepositMinor: 10_000_000, turnoverMultiple: 3 }),
    });
    const agent = await moneyMember(app, { type: 1, affiliateCode: `A${randomUUID().slice(0, 6)}` });
    const friend = await moneyMember(app, { parent: agent.member, referredBy: agent.member.id, withdrawPassword: null });
    const order = expectValue(
      await friend.post(PATHS.cashier.deposits, {
        channel: 'BANK_TRANSFER',
        amount: 10_000_000,
        depositorName: 'NOY',
        idempotencyKey: newKey(),
      }),
      moneyEndpoints.createDeposit,
    );
    await completeDeposit(app.db, order.id, { status: 'PAID', reference: 'test' }, { channel: 'BANK_TRANSFER' });
    expect(await getBalanceMinor(app.db, agent.member.id)).toBe(2_000_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => toAccount(agent, friend.member.account, 2_000_000)));
    expect(answers.map((a) => a.statusCode).filter((status) => status === 200)).toEqual([]);
    expectFailure(await toAccount(agent, friend.member.account, 2_000_000), 409, 'turnover-not-met', { outstanding: 6_000_000 });
    expect(await getBalanceMinor(app.db, agent.member.id)).toBe(2_000_000);
    expect(await getBalanceMinor(app.db, friend.member.id)).toBe(10_000_000);
    await expectLedgerTrue(app);
  });
});

describe('bonus details', () => {
  test("show only the caller's bonuses; visitors and trial accounts are refused", async () => {
    const id = await newPromotion({ categoryId: 'cat-rebate', promotionType: 'REBATE', rules: JSON.stringify({ rebateBp: 1_000 }) });
    const [owner, other] = [await moneyMember(app), await moneyMember(app)];
    await joined(owner, id, into(daysAgo(2), 0));
    await bet(owner, 1_000_000, into(daysAgo(1), 2));
    await payRebates(app.db, new Date());
    const range = { startDate: daysAgo(3), endDate: businessDayOf(new Date().toISOString()) };
    const mine = expectValue(await owner.get(PATHS.records.bonuses, range), moneyEndpoints.bonuses);
    expect(mine.list.length).toBeGreaterThanOrEqual(1);
    const theirs = expectValue(await other.get(PATHS.records.bonuses, range), moneyEndpoints.bonuses);
    expect(theirs.list).toEqual([]);
    expectFailure(await call(app, 'GET', PATHS.records.bonuses, range), 401, 'unauthorized');
    const trial = await moneyMember(app, { type: TRIAL_TYPE });
    expectFailure(await call(app, 'GET', PATHS.records.bonuses, range, { token: trial.token }), 403, 'trial-account');
  });
});
