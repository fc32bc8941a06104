// Missions and VIP levels: progress counted only from the period's settled bets and paid deposits (not open,
// rolled-back, other members' or last period's), a reward claimed once (also under 50 concurrent claims) and never
// before the target, the leaderboard ranked by settled turnover with other members masked, VIP level-up rewards paid
// once under 50 concurrent reads and with their level's turnover, which holds withdrawals until met, the ops-defined label in public state; the ledger invariant holds after (close()).
import { randomUUID } from 'node:crypto';
import { PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { missionEndpoints, type Mission } from '@mekong/contracts/missions';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { moneyMember, newKey, requestWithdrawal, type MoneyMember } from '../cashier/cashier-test-support';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import { localizedColumns } from '../../modules/columns';
import { completeDeposit } from '../../modules/cashier/deposits';
import { periodOf } from '../../modules/missions/periods';
import { businessDayOf } from '../../modules/records/business-days';
import { maskAccount } from '../../modules/games/winners.repository';
import { turnoverProgress } from '../../modules/promotions/turnover';
import type { MissionsTable } from '../../modules/missions/missions.table';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

// close() checks the ledger invariant.
afterAll(() => testApp.close());

const member = (options = {}) => moneyMember(app, { withdrawPassword: null, ...options });

/** A mission of its own for one test, running from now on. */
async function newMission(overrides: Partial<Insertable<MissionsTable>> = {}): Promise<string> {
  const id = `test-${randomUUID()}`;
  await app.db
    .insertInto('missions')
    .values({
      id,
      sequence: 100,
      period: 'DAILY',
      goal: 'VALID_BET',
      gameType: null,
      target: 100_000,
      rewardMinor: 5_000,
      turnoverMultiple: 0,
      startsAt: null,
      endsAt: null,
      ...localizedColumns('title', { LO: 'ພາລະກິດ', EN: 'Mission', CN: '任务' }),
      ...overrides,
    })
    .execute();
  return id;
}

type BetStatus = 'OPEN' | 'SETTLED' | 'ROLLED_BACK';

/** Writes a bet as the seamless protocol leaves it (the per-day totals follow by trigger). */
async function bet(who: MoneyMember, stakeMinor: number, options: { status?: BetStatus; gameType?: string; placedAt?: string } = {}) {
  const id = `T:${randomUUID()}`;
  const placedAt = options.placedAt ?? new Date().toISOString();
  const status = options.status ?? 'SETTLED';
  await app.db
    .insertInto('bets')
    .values({
      id,
      memberId: who.member.id,
      provider: 'TEST',
      roundId: randomUUID(),
      nodeId: 'n',
      gameName: 'Test game',
      vassalage: 'PG',
      gameType: options.gameType ?? 'RNG',
      stakeMinor,
      winMinor: 0,
      status,
      placedAt,
      settledAt: status === 'OPEN' ? null : placedAt,
    })
    .execute();
  return id;
}

const summary = async (who: MoneyMember, language = 'EN') =>
  expectValue(await who.get(PATHS.lottery.missionSummary, { language }), missionEndpoints.summary);
const mission = async (who: MoneyMember, id: string): Promise<Mission | undefined> =>
  (await summary(who)).missions.find((m) => m.id === id);
const claim = (who: MoneyMember, id: string, idempotencyKey = newKey()) => who.post(PATHS.missions.claim, { id, idempotencyKey });

describe('mission progress', () => {
  it('counts only the settled bets of the period: not open, rolled-back, last period’s or another member’s', async () => {
    const all = await newMission();
    const slots = await newMission({ gameType: 'RNG' });
    const count = await newMission({ goal: 'BET_COUNT', target: 3 });
    const weekly = await newMission({ period: 'WEEKLY' });
    const who = await member();
    const other = await member();
    const beforeToday = new Date(Date.parse(periodOf('DAILY', new Date()).from) - 60_000).toISOString();
    const beforeWeek = new Date(Date.parse(periodOf('WEEKLY', new Date()).from) - 60_000).toISOString();
    await bet(who, 30_000, { gameType: 'RNG' });
    await bet(who, 20_000, { gameType: 'LIVE' });
    const open = await bet(who, 50_000, { status: 'OPEN' });
    await bet(who, 40_000, { status: 'ROLLED_BACK' });
    await bet(who, 70_000, { placedAt: beforeToday });
    await bet(who, 90_000, { placedAt: beforeWeek });
    await bet(other, 100_000);

    expect(await mission(who, all)).toMatchObject({ progress: 50_000, target: 100_000, status: 'IN_PROGRESS', reward: 5_000 });
    expect(await mission(who, slots)).toMatchObject({ progress: 30_000, status: 'IN_PROGRESS' });
    expect(await mission(who, count)).toMatchObject({ progress: 2, status: 'IN_PROGRESS' });
    // Yesterday's bet counts for the week when yesterday was in this week.
    const weekProgress = 50_000 + (beforeToday >= periodOf('WEEKLY', new Date()).from ? 70_000 : 0);
    expect(await mission(who, weekly)).toMatchObject({ progress: weekProgress });

    // Not reached: refused, and nothing moves.
    expectFailure(await claim(who, all), 409, 'mission-not-reached', { progress: 50_000, target: 100_000 });
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(0);

    // The open bet settles: the target is reached, the badge counts it.
    await app.db.updateTable('bets').set({ status: 'SETTLED', settledAt: new Date().toISOString() }).where('id', '=', open).execute();
    const after = await summary(who);
    expect(after.missions.find((m) => m.id === all)).toMatchObject({ progress: 100_000, status: 'CLAIMABLE' });
    expect(after.missions.find((m) => m.id === count)).toMatchObject({ progress: 3, status: 'CLAIMABLE' });
    expect(after.claimable).toBe(after.missions.filter((m) => m.status === 'CLAIMABLE').length);
    expect(after.claimable).toBeGreaterThanOrEqual(2);
    const badges = expectValue(await who.get(PATHS.wallet.unreadCount), moneyEndpoints.unreadCount);
    expect(badges.missionsClaimable).toBe(after.claimable);
    // The other member's progress is its own.
    expect(await mission(other, all)).toMatchObject({ progress: 100_000 });
  });

  it('counts deposits paid within the period, not pending ones', async () => {
    const id = await newMission({ period: 'WEEKLY', goal: 'DEPOSIT', target: 10_000_000 });
    const who = await member();
    const deposit = async (amount: number) =>
      expectValue(
        await who.post(PATHS.cashier.deposits, { channel: 'BANK_TRANSFER', amount, depositorName: 'NOY', idempotencyKey: newKey() }),
        moneyEndpoints.createDeposit,
      );
    const paid = await deposit(6_000_000);
    await completeDeposit(app.db, paid.id, { status: 'PAID', reference: 'test' }, { channel: 'BANK_TRANSFER' });
    await deposit(9_000_000);
    expect(await mission(who, id)).toMatchObject({ progress: 6_000_000, status: 'IN_PROGRESS' });
  });

  it('shows titles in the asked language, and no ended or future mission', async () => {
    const running = await newMission();
    const ended = await newMission({ endsAt: new Date(Date.now() - 1000).toISOString() });
    const future = await newMission({ startsAt: new Date(Date.now() + 3_600_000).toISOString() });
    const who = await member();
    const lo = await summary(who, 'LO');
    expect(lo.missions.find((m) => m.id === running)?.title).toBe('ພາລະກິດ');
    expect(lo.missions.map((m) => m.id)).not.toEqual(expect.arrayContaining([ended]));
    expect(lo.missions.map((m) => m.id)).not.toEqual(expect.arrayContaining([future]));
    expectFailure(await claim(who, ended), 404, 'mission-not-found');
  });
});

describe('claiming a mission reward', () => {
  it('pays exactly one of 50 concurrent claims, from the bonuses account, with its turnover requirement', async () => {
    const id = await newMission({ turnoverMultiple: 3 });
    const who = await member();
    await bet(who, 100_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(who, id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expectFailure(refused, 409, 'mission-already-claimed');
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(5_000);
    const entries = await app.db.selectFrom('journal_entries').select(['kind', 'memo']).where('reference', '=', `mission:${id}`).execute();
    expect(entries).toEqual([{ kind: 'BONUS', memo: 'Mission' }]);
    // The bet before the claim does not count towards the reward's turnover.
    expect((await turnoverProgress(app.db, who.member.id)).outstandingMinor).toBe(15_000);
    expect(await mission(who, id)).toMatchObject({ status: 'CLAIMED' });
  });

  it('replays the first answer for the same idempotency key and pays once', async () => {
    const id = await newMission();
    const who = await member();
    await bet(who, 150_000);
    const key = newKey();
    const first = expectValue(await claim(who, id, key), missionEndpoints.claim);
    expect(first).toEqual({ id, reward: 5_000, status: 'CLAIMED' });
    expect(expectValue(await claim(who, id, key), missionEndpoints.claim)).toEqual(first);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(5_000);
  });

  it('refuses bad input, unknown missions and trial accounts, changing nothing', async () => {
    const id = await newMission();
    const who = await member();
    expect((await who.post(PATHS.missions.claim, { id: '', idempotencyKey: newKey() })).statusCode).toBe(400);
    expect((await who.post(PATHS.missions.claim, { id })).statusCode).toBe(400);
    expectFailure(await claim(who, 'no-such-mission'), 404, 'mission-not-found');
    const trial = await member({ type: TRIAL_TYPE });
    await bet(trial, 200_000);
    expectFailure(await claim(trial, id), 403, 'trial-account');
    expectFailure(await trial.get(PATHS.lottery.missionSummary), 403, 'trial-account');
    expect(await getBalanceMinor(app.db, trial.member.id)).toBe(0);
    const rows = await app.db.selectFrom('mission_claims').select('memberId').where('missionId', '=', id).execute();
    expect(rows).toEqual([]);
  });
});

describe('the leaderboard', () => {
  it('ranks members by settled turnover of the period, masks the others, and gives my rank', async () => {
    // Stakes far above the other tests' bets of today, so these four lead the day.
    const [a, b, c, me] = await Promise.all([member(), member(), member(), member()]);
    const trial = await member({ type: TRIAL_TYPE });
    const base = 1_000_000_000;
    await bet(a, base + 300);
    await bet(b, base + 200);
    await bet(c, base + 200);
    await bet(me, base + 100);
    await bet(me, base * 5, { status: 'ROLLED_BACK' });
    await bet(trial, base * 9);
    const board = expectValue(await me.get(PATHS.lottery.missionLeaderboard, { period: 'DAILY' }), missionEndpoints.leaderboard);
    const top = board.list.slice(0, 4);
    expect(top.map((row) => [row.rank, row.account, row.turnover, row.isMe])).toEqual([
      [1, maskAccount(a.member.account), base + 300, false],
      [2, expect.any(String), base + 200, false],
      [2, expect.any(String), base + 200, false],
      [4, maskAccount(me.member.account), base + 100, true],
    ]);
    expect(board.me).toEqual({ rank: 4, turnover: base + 100 });
    const text = JSON.stringify(board);
    for (const who of [a, b, c, me, trial]) {
      expect(text).not.toContain(who.member.account);
      expect(text).not.toContain(who.member.id);
    }
    expect(maskAccount('demo_member')).toBe('de***r');
    // A member without bets this period has no rank.
    const idle = await member();
    expect(expectValue(await idle.get(PATHS.lottery.missionLeaderboard, { period: 'WEEKLY' }), missionEndpoints.leaderboard).me).toEqual({
      rank: null,
      turnover: 0,
    });
    expect((await idle.get(PATHS.lottery.missionLeaderboard, { period: 'MONTHLY' })).statusCode).toBe(400);
  });
});

describe('VIP levels', () => {
  it('raises the level from settled turnover and pays each passed level’s reward once under 50 concurrent reads', async () => {
    const who = await member();
    await bet(who, 6_000_000);
    await bet(who, 90_000_000, { status: 'OPEN' });
    await bet(who, 90_000_000, { status: 'ROLLED_BACK' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => who.get(PATHS.vip.levels, { language: 'EN' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const state = expectValue(answers[0]!, missionEndpoints.vip);
    expect(state).toMatchObject({
      level: 2,
      label: 'VIP2 Silver',
      turnover: 6_000_000,
      next: { level: 3, label: 'VIP3 Gold', missing: 14_000_000 },
    });
    expect(state.levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5]);
    expect(state.levels[0]).toMatchObject({ threshold: 100_000, reward: 1_000, benefits: 'Birthday bonus' });
    // Levels 1 and 2: 1,000 + 10,000, once each.
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(11_000);
    const rewards = await app.db.selectFrom('vip_rewards').select('level').where('memberId', '=', who.member.id).orderBy('level').execute();
    expect(rewards).toEqual([{ level: 1 }, { level: 2 }]);

    // Public state shows the ops-defined label in the member's language.
    const state2 = expectValue(
      await app.inject({
        method: 'GET',
        url: PATHS.member.publicState,
        headers: { authorization: `Bearer ${who.token}`, 'accept-language': 'CN' },
      }),
      moneyEndpoints.publicState,
    );
    expect(state2).toMatchObject({ hasVip: true, vipLabelName: 'VIP2 白银', vipRankLevel: 2 });
    // More turnover: one more level, its reward only.
    await bet(who, 15_000_000);
    expect(expectValue(await who.get(PATHS.vip.levels, { language: 'LO' }), missionEndpoints.vip)).toMatchObject({
      level: 3,
      label: 'VIP3 ຄຳ',
    });
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(61_000);
  });

  it("pays a level-up reward with its level's turnover, which blocks withdrawals until settled valid bets meet it", async () => {
    // A level of this test's own above the seeded five, removed after so the other tests see the seeded levels.
    await app.db
      .insertInto('vip_levels')
      .values({
        level: 6,
        thresholdMinor: 600_000_000,
        rewardMinor: 10_000_000,
        turnoverMultiple: 2,
        ...localizedColumns('label', { LO: 'VIP6', EN: 'VIP6 Crown', CN: 'VIP6 皇冠' }),
        ...localizedColumns('benefits', { LO: 'ທຸກຢ່າງ', EN: 'Everything', CN: '全部' }),
      })
      .execute();
    try {
      const who = await moneyMember(app, { vipLevel: 5 });
      // Reached an hour ago: the betting that reached the level was before the reward, so it does not count for it.
      await bet(who, 600_000_000, { placedAt: new Date(Date.now() - 3_600_000).toISOString() });
      expect(expectValue(await who.get(PATHS.vip.levels, { language: 'EN' }), missionEndpoints.vip).level).toBe(6);
      expect(await getBalanceMinor(app.db, who.member.id)).toBe(10_000_000);
      const withdraw = () => requestWithdrawal(who, 5_000_000);
      expectFailure(await withdraw(), 409, 'turnover-not-met', { outstanding: 20_000_000 });
      // Bonus details show it with its requirement.
      const today = businessDayOf(new Date().toISOString());
      const details = expectValue(await who.get(PATHS.records.bonuses, { startDate: today, endDate: today }), moneyEndpoints.bonuses);
      expect(details.turnover).toEqual({ required: 20_000_000, counted: 0, outstanding: 20_000_000, withdrawalLocked: true });
      await bet(who, 19_999_999);
      expectFailure(await withdraw(), 409, 'turnover-not-met', { outstanding: 1 });
      await bet(who, 1);
      expect((await withdraw()).statusCode).toBe(200);
    } finally {
      await app.db.deleteFrom('vip_levels').where('level', '=', 6).execute();
    }
  });

  it('pays nothing for levels a member already had, and refuses trial accounts', async () => {
    const who = await member({ vipLevel: 3 });
    await bet(who, 200_000);
    expect(expectValue(await who.get(PATHS.vip.levels, { language: 'EN' }), missionEndpoints.vip)).toMatchObject({
      level: 3,
      label: 'VIP3 Gold',
    });
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(0);
    const trial = await member({ type: TRIAL_TYPE });
    expectFailure(await trial.get(PATHS.vip.levels), 403, 'trial-account');
  });
});
