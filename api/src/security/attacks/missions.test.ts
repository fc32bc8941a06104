// Attack tests of missions, the leaderboard and VIP levels (issue 16): what an attacker tried from the outside —
// betting before a mission starts and claiming it the moment it does, another member's mission progress, reading the
// leaderboard for other members' accounts, hostile claim bodies, racing claims and level-ups — verdicts counting
// answers and money, the ledger's invariant checked after. Run on SQLite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { PATHS } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { missionEndpoints } from '@mekong/contracts/missions';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { expectLedgerTrue, moneyMember, newKey, type MoneyMember } from '../../routes/cashier/cashier-test-support';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import { localizedColumns } from '../../modules/columns';
import { completeDeposit } from '../../modules/cashier/deposits';
import { periodOf } from '../../modules/missions/periods';
import { maskAccount } from '../../modules/games/winners.repository';
import type { MissionsTable } from '../../modules/missions/missions.table';
import { endMission, saveMission } from '../../modules/missions/mission-admin';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
// close() checks the ledger invariant too.
afterAll(() => t.close());

const codeOf = (response: LightMyRequestResponse) => (response.statusCode === 200 ? 'ok' : response.json<{ code: string }>().code);
const tally = (responses: LightMyRequestResponse[]) => {
  const counts: Record<string, number> = {};
  for (const code of responses.map(codeOf)) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
};

const member = (options = {}) => moneyMember(app, { withdrawPassword: null, ...options });

async function newMission(overrides: Partial<Insertable<MissionsTable>> = {}): Promise<string> {
  const id = `atk-${randomUUID()}`;
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

async function bet(who: MoneyMember, stakeMinor: number, placedAt = new Date().toISOString()) {
  await app.db
    .insertInto('bets')
    .values({
      id: `T:${randomUUID()}`,
      memberId: who.member.id,
      provider: 'TEST',
      roundId: randomUUID(),
      nodeId: 'n',
      gameName: 'Test game',
      vassalage: 'PG',
      gameType: 'RNG',
      stakeMinor,
      winMinor: 0,
      status: 'SETTLED',
      placedAt,
      settledAt: placedAt,
    })
    .execute();
}

const progressOf = async (who: MoneyMember, id: string) =>
  expectValue(await who.get(PATHS.lottery.missionSummary, { language: 'EN' }), missionEndpoints.summary).missions.find((m) => m.id === id);
const claim = (who: MoneyMember, id: string, idempotencyKey = newKey()) => who.post(PATHS.missions.claim, { id, idempotencyKey });

describe('a mission counts only what came after it started', () => {
  test('bets placed earlier in the period, before the mission started, neither count nor let it be claimed at once', async () => {
    const now = Date.now();
    const day = periodOf('DAILY', new Date(now));
    // Started a second ago; the member bet at the very start of the day, before anyone knew of it.
    const startsAt = new Date(now - 1_000).toISOString();
    const earlier = new Date(Math.min(Date.parse(day.from), now - 2_000)).toISOString();
    const weekly = await newMission({ period: 'WEEKLY', startsAt });
    const daily = await newMission({ startsAt });
    const count = await newMission({ goal: 'BET_COUNT', target: 1, startsAt });
    const who = await member();
    await bet(who, 500_000, earlier);
    for (const id of [daily, weekly, count]) expect(await progressOf(who, id)).toMatchObject({ progress: 0, status: 'IN_PROGRESS' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(who, daily)));
    expect(tally(answers)).toEqual({ 'mission-not-reached': 50 });
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(0);
    // Betting after the start counts.
    await bet(who, 100_000);
    expect(await progressOf(who, daily)).toMatchObject({ progress: 100_000, status: 'CLAIMABLE' });
    expect(await progressOf(who, count)).toMatchObject({ progress: 1, status: 'CLAIMABLE' });
    expectValue(await claim(who, daily), missionEndpoints.claim);
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(5_000);
    await expectLedgerTrue(app);
  });

  test('a deposit paid before a deposit mission started does not count', async () => {
    const now = Date.now();
    const startsAt = new Date(now - 1_000).toISOString();
    const earlier = new Date(Math.min(Date.parse(periodOf('DAILY', new Date(now)).from), now - 2_000)).toISOString();
    const id = await newMission({ goal: 'DEPOSIT', target: 100_000, startsAt });
    const who = await member();
    const order = expectValue(
      await who.post(PATHS.cashier.deposits, {
        channel: 'BANK_TRANSFER',
        amount: 1_000_000,
        depositorName: 'NOY',
        idempotencyKey: newKey(),
      }),
      moneyEndpoints.createDeposit,
    );
    await completeDeposit(app.db, order.id, { status: 'PAID', reference: 'test' }, { channel: 'BANK_TRANSFER' });
    // As if it had been paid at the start of the day.
    await app.db.updateTable('deposit_orders').set({ completedAt: earlier }).where('id', '=', order.id).execute();
    expect(await progressOf(who, id)).toMatchObject({ progress: 0, status: 'IN_PROGRESS' });
    expectFailure(await claim(who, id), 409, 'mission-not-reached', { progress: 0, target: 100_000 });
  });
});

describe("another member's missions and the leaderboard", () => {
  test("another member's bets do not fill my mission, and 50 racing claims of a reached one pay once", async () => {
    const id = await newMission();
    const [rich, poor] = [await member(), await member()];
    await bet(rich, 100_000);
    expectFailure(await claim(poor, id), 409, 'mission-not-reached', { progress: 0, target: 100_000 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(rich, id)));
    expect(tally(answers)).toEqual({ ok: 1, 'mission-already-claimed': 49 });
    expect(await getBalanceMinor(app.db, rich.member.id)).toBe(5_000);
    expect(await getBalanceMinor(app.db, poor.member.id)).toBe(0);
    await expectLedgerTrue(app);
  });

  test('a short account is masked to no more than its first character', () => {
    // Accounts may be 4 letters: two at the front and one at the end left one letter to guess.
    for (const account of ['abcd', 'abcde']) {
      const masked = maskAccount(account);
      expect(masked.replace(/\*/g, '').length).toBeLessThanOrEqual(1);
    }
    expect(maskAccount('demo_member')).toBe('de***r');
  });

  test('hostile claim bodies get a 4xx with a message, never a 500, and pay nothing', async () => {
    const id = await newMission({ target: 1 });
    const who = await member();
    await bet(who, 10);
    const bodies: object[] = [
      { id: [id], idempotencyKey: newKey() },
      { id: { $gt: '' }, idempotencyKey: newKey() },
      { id: `${id}' OR '1'='1`, idempotencyKey: newKey() },
      { id: 'x'.repeat(5_000), idempotencyKey: newKey() },
      { id, idempotencyKey: 42 },
      { id: null, idempotencyKey: newKey() },
      { id: 1e308, idempotencyKey: newKey() },
    ];
    for (const body of bodies) {
      const answer = await who.post(PATHS.missions.claim, body);
      expect([400, 404]).toContain(answer.statusCode);
      expect(answer.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(0);
    // A key used for one mission is refused for another.
    const other = await newMission({ target: 1 });
    const key = newKey();
    expectValue(await claim(who, id, key), missionEndpoints.claim);
    expectFailure(await claim(who, other, key), 409, 'idempotency-conflict');
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(5_000);
  });
});

describe('ops', () => {
  test('ending a mission twice keeps its first end, and a bad definition changes nothing', async () => {
    const id = await newMission();
    const first = new Date(Date.now() - 60_000);
    await endMission(app.db, id, first);
    await endMission(app.db, id, new Date());
    const row = await app.db.selectFrom('missions').select('endsAt').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.endsAt).toBe(first.toISOString());
    const title = { LO: '<script>alert(1)</script>', EN: 'x', CN: 'x' };
    const bad: unknown[] = [
      null,
      [],
      { id, title, period: 'DAILY', goal: 'VALID_BET', target: -1, rewardMinor: 1 },
      { id, title, period: 'DAILY', goal: 'VALID_BET', target: 1, rewardMinor: 1e16 },
      { id, title, period: 'DAILY', goal: 'VALID_BET', target: 1.5, rewardMinor: 1 },
      { id, title, period: 'DAILY', goal: 'VALID_BET', target: '1', rewardMinor: 1 },
      { id, title, period: 'MONTHLY', goal: 'VALID_BET', target: 1, rewardMinor: 1 },
      { id, title, period: 'DAILY', goal: 'VALID_BET', target: 1, rewardMinor: 1, __proto__: { admin: true }, extra: 1 },
      {
        id,
        title,
        period: 'DAILY',
        goal: 'VALID_BET',
        target: 1,
        rewardMinor: 1,
        startsAt: '2026-12-02T00:00:00Z',
        endsAt: '2026-12-01T00:00:00Z',
      },
    ];
    for (const definition of bad) await expect(saveMission(app.db, definition)).rejects.toMatchObject({ statusCode: 400 });
    const after = await app.db.selectFrom('missions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([after.target, after.endsAt, after.titleLo]).toEqual([100_000, first.toISOString(), 'ພາລະກິດ']);
  });
});
