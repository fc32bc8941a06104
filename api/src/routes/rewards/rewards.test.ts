// Reward centre calls on SQLite and PostgreSQL: the centre (envelopes by audience and time, wheels with tickets, spins,
// the badge count also beside CSP_unreadCount), opening an envelope (drawn within the budget, paid once from the
// bonuses account with its turnover, never another member's) and spinning a wheel (a ticket spent once, the drawn
// segment's prize paid) — each taken atomically under 50 concurrent calls; trial accounts and bad input refused.
import { randomUUID } from 'node:crypto';
import { PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { rewardEndpoints } from '@mekong/contracts/rewards';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call } from '../../test-support/accounts';
import { expectLedgerTrue, moneyMember, newKey, pushesOf, type MoneyMember } from '../cashier/cashier-test-support';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import { completeDeposit } from '../../modules/cashier/deposits';
import { businessDayOf } from '../../modules/records/business-days';
import { turnoverProgress } from '../../modules/promotions/turnover';
import { earnDepositTickets } from '../../modules/rewards/wheels';
import {
  createCampaign,
  createWheel,
  grantEnvelopes,
  grantWheelTickets,
  type CampaignDefinition,
} from '../../modules/rewards/reward-admin';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

// close() checks the ledger invariant.
afterAll(() => testApp.close());

const HOUR = 60 * 60 * 1000;
const title = { LO: 'ອັ່ງເປົາ', EN: 'Test envelopes', CN: '测试红包' };

/** A campaign of its own for one test, running unless told otherwise. */
async function campaign(overrides: Partial<CampaignDefinition> = {}): Promise<string> {
  const id = `test-${randomUUID()}`;
  const now = Date.now();
  await createCampaign(
    app.db,
    {
      id,
      title,
      startsAt: new Date(now - HOUR).toISOString(),
      endsAt: new Date(now + HOUR).toISOString(),
      budgetMinor: 10_000_000,
      envelopeCount: 100,
      minMinor: 10_000,
      maxMinor: 200_000,
      ...overrides,
    },
    new Date(),
  );
  return id;
}

const segment = (EN: string, prizeMinor: number, weight: number) => ({ label: { LO: EN, EN, CN: EN }, prizeMinor, weight });

async function wheel(segments = [segment('Try again', 0, 1), segment('₭5,000', 500_000, 3)], extra = {}): Promise<string> {
  const id = `test-${randomUUID()}`;
  await createWheel(app.db, { id, title: { LO: 'ວົງລໍ້', EN: 'Wheel', CN: '转盘' }, segments, ...extra }, new Date());
  return id;
}

const member = (options = {}) => moneyMember(app, { withdrawPassword: null, ...options });
const centre = async (who: MoneyMember, language = 'EN') =>
  expectValue(await who.get(PATHS.rewards.centre, { language }), rewardEndpoints.centre);
const envelopesOf = async (who: MoneyMember, campaignId: string) =>
  (await centre(who)).envelopes.filter((e) => e.campaignId === campaignId);
const open = (who: MoneyMember, id: string) => who.post(PATHS.rewards.openEnvelope, { id, idempotencyKey: newKey() });
const spin = (who: MoneyMember, wheelId: string) => who.post(PATHS.rewards.spin, { wheelId, idempotencyKey: newKey() });
const spentOf = async (id: string) =>
  app.db.selectFrom('envelope_campaigns').select(['spentMinor', 'openedCount']).where('id', '=', id).executeTakeFirstOrThrow();

describe('red envelopes', () => {
  it('gives each member of the audience one envelope of a running campaign, opened once for an amount in range, paid as a bonus with turnover', async () => {
    const id = await campaign({ turnoverMultiple: 3 });
    const who = await member();
    const pushes = pushesOf(app, who.member.id);
    const [envelope] = await envelopesOf(who, id);
    expect(envelope).toMatchObject({ status: 'UNOPENED', amount: null, title: 'Test envelopes', openedAt: null });
    // Asking again gives no second one.
    expect(await envelopesOf(who, id)).toHaveLength(1);
    expect((await centre(who, 'CN')).envelopes.find((e) => e.campaignId === id)?.title).toBe('测试红包');

    const opened = expectValue(await open(who, envelope!.id), rewardEndpoints.openEnvelope);
    expect(opened.id).toBe(envelope!.id);
    expect(opened.amount).toBeGreaterThanOrEqual(10_000);
    expect(opened.amount).toBeLessThanOrEqual(200_000);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(opened.amount);
    expect(await envelopesOf(who, id)).toEqual([expect.objectContaining({ status: 'OPENED', amount: opened.amount })]);
    expect(await spentOf(id)).toEqual({ spentMinor: opened.amount, openedCount: 1 });
    expect((await turnoverProgress(app.db, who.member.id)).outstandingMinor).toBe(opened.amount * 3);
    // The balance is pushed live, and the bonus shows in the member's records.
    expect(pushes.some((p) => p.type === 'balance')).toBe(true);
    const today = businessDayOf(new Date().toISOString());
    const bonuses = expectValue(await who.get(PATHS.records.bonuses, { startDate: today, endDate: today }), moneyEndpoints.bonuses);
    expect(bonuses.list).toEqual([expect.objectContaining({ amount: opened.amount, reason: 'Test envelopes' })]);
    expectFailure(await open(who, envelope!.id), 409, 'envelope-already-opened');
    await expectLedgerTrue(app);
  });

  it('answers a repeated idempotency key with the first answer, paying once', async () => {
    const id = await campaign();
    const who = await member();
    const [envelope] = await envelopesOf(who, id);
    const body = { id: envelope!.id, idempotencyKey: newKey() };
    const first = expectValue(await who.post(PATHS.rewards.openEnvelope, body), rewardEndpoints.openEnvelope);
    expect(expectValue(await who.post(PATHS.rewards.openEnvelope, body), rewardEndpoints.openEnvelope)).toEqual(first);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(first.amount);
  });

  it('pays exactly one of 50 concurrent openings of one envelope', async () => {
    const id = await campaign();
    const who = await member();
    const [envelope] = await envelopesOf(who, id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => open(who, envelope!.id)));
    const paid = answers.filter((a) => a.statusCode === 200);
    expect(paid).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expectFailure(refused, 409, 'envelope-already-opened');
    const { amount } = expectValue(paid[0]!, rewardEndpoints.openEnvelope);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(amount);
    expect(await spentOf(id)).toEqual({ spentMinor: amount, openedCount: 1 });
    await expectLedgerTrue(app);
  });

  it('never overspends the budget when many members race for its last envelopes', async () => {
    // Room for 5 envelopes of at least 100 in 800: 30 members race for them.
    const id = await campaign({ budgetMinor: 800, envelopeCount: 5, minMinor: 100, maxMinor: 600 });
    const members = await Promise.all(Array.from({ length: 30 }, () => member()));
    const envelopes = await Promise.all(members.map(async (who) => (await envelopesOf(who, id))[0]!));
    const answers = await Promise.all(members.map((who, n) => open(who, envelopes[n]!.id)));
    const paid = answers.filter((a) => a.statusCode === 200).map((a) => expectValue(a, rewardEndpoints.openEnvelope).amount);
    expect(paid).toHaveLength(5);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expectFailure(refused, 409, 'envelope-campaign-exhausted');
    expect(paid.every((amount) => amount >= 100 && amount <= 600)).toBe(true);
    const total = paid.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(800);
    expect(await spentOf(id)).toEqual({ spentMinor: total, openedCount: 5 });
    const balances = await Promise.all(members.map((who) => getBalanceMinor(app.db, who.member.id)));
    expect(balances.reduce((a, b) => a + b, 0)).toBe(total);
    // A refused envelope stays unopened, and the exhausted campaign no longer offers it.
    const refusedMember = members[answers.findIndex((a) => a.statusCode !== 200)]!;
    expect(await envelopesOf(refusedMember, id)).toEqual([]);
    await expectLedgerTrue(app);
  });

  it("never opens another member's envelope, and leaves it as it was", async () => {
    const id = await campaign();
    const [owner, other] = await Promise.all([member(), member()]);
    const [envelope] = await envelopesOf(owner, id);
    expectFailure(await open(other, envelope!.id), 404, 'envelope-not-found');
    expect(await getBalanceMinor(app.db, other.member.id)).toBe(0);
    expect(await envelopesOf(owner, id)).toEqual([expect.objectContaining({ id: envelope!.id, status: 'UNOPENED' })]);
    expect((await envelopesOf(other, id)).map((e) => e.id)).not.toContain(envelope!.id);
  });

  it('offers campaigns only while they run and to their VIP audience; ops grants add envelopes', async () => {
    const now = Date.now();
    const scheduled = await campaign({ startsAt: new Date(now + HOUR).toISOString(), endsAt: new Date(now + 2 * HOUR).toISOString() });
    const vip = await campaign({ vipLevelMin: 3 });
    const granted = await campaign({ autoGrant: false });
    const [plain, vip3] = await Promise.all([member(), member({ vipLevel: 3 })]);
    expect(await envelopesOf(plain, scheduled)).toEqual([]);
    expect(await envelopesOf(plain, vip)).toEqual([]);
    expect(await envelopesOf(vip3, vip)).toHaveLength(1);
    expect(await envelopesOf(plain, granted)).toEqual([]);
    await grantEnvelopes(app.db, granted, plain.member.id, 2, randomUUID(), new Date());
    expect(await envelopesOf(plain, granted)).toHaveLength(2);
  });

  it('refuses an envelope of an ended campaign', async () => {
    const id = await campaign();
    const who = await member();
    const [envelope] = await envelopesOf(who, id);
    await app.db
      .updateTable('envelope_campaigns')
      .set({ endsAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expectFailure(await open(who, envelope!.id), 409, 'envelope-campaign-not-running');
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(0);
    expect(await envelopesOf(who, id)).toEqual([]);
  });
});

describe('prize wheels', () => {
  it('spends a ticket, draws a segment and pays its prize, recorded in the history', async () => {
    const id = await wheel([segment('₭5,000', 500_000, 1), segment('Never', 0, 0)], { turnoverMultiple: 2 });
    const who = await member();
    await grantWheelTickets(app.db, id, who.member.id, 2, randomUUID(), new Date());
    const before = (await centre(who)).wheels.find((w) => w.id === id);
    expect(before).toEqual({
      id,
      title: 'Wheel',
      tickets: 2,
      segments: [
        { index: 0, label: '₭5,000', prize: 500_000 },
        { index: 1, label: 'Never', prize: 0 },
      ],
    });
    const result = expectValue(await spin(who, id), rewardEndpoints.spin);
    expect(result).toMatchObject({ wheelId: id, segmentIndex: 0, prize: 500_000, ticketsLeft: 1 });
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(500_000);
    expect((await turnoverProgress(app.db, who.member.id)).outstandingMinor).toBe(1_000_000);
    const after = await centre(who);
    expect(after.spins).toEqual([
      expect.objectContaining({ id: result.id, wheelId: id, segmentIndex: 0, label: '₭5,000', prize: 500_000 }),
    ]);
    expect(after.wheels.find((w) => w.id === id)?.tickets).toBe(1);
  });

  it('records a "try again" spin without moving money', async () => {
    const id = await wheel([segment('Try again', 0, 5), segment('Never', 1_000, 0)]);
    const who = await member();
    await grantWheelTickets(app.db, id, who.member.id, 1, randomUUID(), new Date());
    expect(expectValue(await spin(who, id), rewardEndpoints.spin)).toMatchObject({ segmentIndex: 0, prize: 0, ticketsLeft: 0 });
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(0);
    expect((await centre(who)).spins).toEqual([expect.objectContaining({ prize: 0, label: 'Try again' })]);
    expectFailure(await spin(who, id), 409, 'wheel-no-ticket');
  });

  it('lets exactly one of 50 concurrent spins with one ticket through', async () => {
    const id = await wheel([segment('₭5,000', 500_000, 1), segment('Never', 0, 0)]);
    const who = await member();
    await grantWheelTickets(app.db, id, who.member.id, 1, randomUUID(), new Date());
    const answers = await Promise.all(Array.from({ length: 50 }, () => spin(who, id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expectFailure(refused, 409, 'wheel-no-ticket');
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(500_000);
    const spins = await app.db.selectFrom('wheel_spins').select('id').where('memberId', '=', who.member.id).execute();
    expect(spins).toHaveLength(1);
    await expectLedgerTrue(app);
  });

  it('spends each of 3 tickets once under 50 concurrent spins', async () => {
    const id = await wheel([segment('₭1', 100, 1), segment('Never', 0, 0)]);
    const who = await member();
    await grantWheelTickets(app.db, id, who.member.id, 3, randomUUID(), new Date());
    const answers = await Promise.all(Array.from({ length: 50 }, () => spin(who, id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(300);
  });

  it("refuses a spin without a ticket (another member's do not count), and an unknown or switched-off wheel", async () => {
    const id = await wheel();
    const [owner, other] = await Promise.all([member(), member()]);
    await grantWheelTickets(app.db, id, owner.member.id, 1, randomUUID(), new Date());
    expectFailure(await spin(other, id), 409, 'wheel-no-ticket');
    expectFailure(await spin(other, 'no-such-wheel'), 404, 'wheel-not-found');
    await app.db.updateTable('prize_wheels').set({ active: 0 }).where('id', '=', id).execute();
    expectFailure(await spin(owner, id), 404, 'wheel-not-found');
    expect((await centre(owner)).wheels.map((w) => w.id)).not.toContain(id);
  });

  it('gives a ticket for a paid deposit over the threshold, once per deposit', async () => {
    const id = await wheel(undefined, { depositTicketMinMinor: 5_000_000 });
    const who = await member();
    const deposit = async (amount: number) => {
      const order = expectValue(
        await who.post(PATHS.cashier.deposits, { channel: 'BANK_TRANSFER', amount, depositorName: 'NOY', idempotencyKey: newKey() }),
        moneyEndpoints.createDeposit,
      );
      await completeDeposit(app.db, order.id, { status: 'PAID', reference: 'test' }, { channel: 'BANK_TRANSFER' });
      return order.id;
    };
    await deposit(4_999_900);
    expect((await centre(who)).wheels.find((w) => w.id === id)?.tickets).toBe(0);
    const orderId = await deposit(5_000_000);
    expect((await centre(who)).wheels.find((w) => w.id === id)?.tickets).toBe(1);
    // The deposit's ticket is named by its order: earning it again adds none.
    await earnDepositTickets(app.db, who.member.id, 5_000_000, orderId, new Date());
    expect((await centre(who)).wheels.find((w) => w.id === id)?.tickets).toBe(1);
    await app.db.updateTable('prize_wheels').set({ active: 0 }).where('id', '=', id).execute();
  });
});

describe('the count and who may call', () => {
  it('counts unopened envelopes and unspent tickets, in the centre and beside CSP_unreadCount', async () => {
    const id = await campaign({ autoGrant: false });
    const wheelId = await wheel();
    const who = await member();
    const rewardCount = async () => expectValue(await who.get(PATHS.wallet.unreadCount), moneyEndpoints.unreadCount).rewardCount;
    const base = await rewardCount();
    await grantEnvelopes(app.db, id, who.member.id, 1, randomUUID(), new Date());
    await grantWheelTickets(app.db, wheelId, who.member.id, 2, randomUUID(), new Date());
    expect(await rewardCount()).toBe(base! + 3);
    expect((await centre(who)).toActOn).toBe(base! + 3);
    const [envelope] = await envelopesOf(who, id);
    expectValue(await open(who, envelope!.id), rewardEndpoints.openEnvelope);
    expectValue(await spin(who, wheelId), rewardEndpoints.spin);
    expect(await rewardCount()).toBe(base! + 1);
    await app.db.updateTable('prize_wheels').set({ active: 0 }).where('id', '=', wheelId).execute();
  });

  it('refuses visitors and trial accounts every call', async () => {
    const trial = await member({ type: TRIAL_TYPE });
    for (const [method, path, body] of [
      ['GET', PATHS.rewards.centre, {}],
      ['POST', PATHS.rewards.openEnvelope, { id: 'x', idempotencyKey: newKey() }],
      ['POST', PATHS.rewards.spin, { wheelId: 'x', idempotencyKey: newKey() }],
    ] as const) {
      expectFailure(await call(app, method, path, body), 401, 'unauthorized');
      expectFailure(await call(app, method, path, body, { token: trial.token }), 403, 'trial-account');
    }
  });

  it('refuses bad input with 400 naming the field, changing nothing', async () => {
    const id = await campaign();
    const who = await member();
    const [envelope] = await envelopesOf(who, id);
    const bad = [
      [PATHS.rewards.openEnvelope, { id: envelope!.id }, "Missing body field 'idempotencyKey'"],
      [PATHS.rewards.openEnvelope, { id: '', idempotencyKey: newKey() }, "Invalid body field 'id'"],
      [PATHS.rewards.openEnvelope, { id: 'x'.repeat(65), idempotencyKey: newKey() }, "Invalid body field 'id'"],
      [PATHS.rewards.spin, { wheelId: 42, idempotencyKey: newKey() }, "Invalid body field 'wheelId'"],
    ] as const;
    for (const [path, body, message] of bad) expect(expectFailure(await who.post(path, body), 400, 'bad-request')).toContain(message);
    expectFailure(await who.get(PATHS.rewards.centre, { language: 'FR' }), 400, 'bad-request');
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(0);
    expect(await envelopesOf(who, id)).toEqual([expect.objectContaining({ status: 'UNOPENED' })]);
  });
});
