// The agent rollup answers exactly what the live computation answers (SQLite and PostgreSQL): random trees, bets and
// wallet figures from a seeded generator, random agents and ranges, each report asked with nothing rolled, after the
// job, the large team's way and the small team's, after a late rollback and a late settle into a closed day (read live
// until rolled again) and after rolling again; the overview's figures against sums of the bets themselves; and
// concurrent job runs write each day once.
import { buildTestApp, type TestApp } from '../../test-support/test-app';
import { makeMember } from '../../test-support/accounts';
import { businessDayOf, businessDayRange } from '../records/business-days';
import type { Db } from '../../db/database';
import { runAgentRollupJob } from '../../jobs/agent-rollup';
import { memberChunks, rollClosedDays, nextDay, daysBetween, ROLLUP_CHUNK } from './rollup';
import { TEAM_READS } from './team-sums';
import { teamOverview, userLoss } from './team.repository';
import { listTeamBets, listTeamTransactions } from './team-records';
import { FOLD_CHUNK, foldToday } from './today';

// Many small transactions: minutes on a loaded 2-core machine (PostgreSQL); no verdict here depends on speed.
jest.setTimeout(900_000);

let t: TestApp;
const chunkRows = ROLLUP_CHUNK.memberRows;
beforeAll(async () => {
  t = await buildTestApp();
  // A day rolled in many transactions of a few agents each, as a large tree's is (bounded chunks).
  ROLLUP_CHUNK.memberRows = 7;
});
afterAll(async () => {
  ROLLUP_CHUNK.memberRows = chunkRows;
  await t.close();
});

/** mulberry32: a small seeded generator, so a failure replays. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}

const FIRST_DAY = '2025-03-01';
const DAYS = 12;
/** "Now": the morning of the last day, which stays open (read live). */
const NOW = new Date(`${nextDay(FIRST_DAY, DAYS - 1)}T03:00:00.000Z`);
const GAME_TYPES = ['RNG', 'LIVE', 'FISH'] as const;
const KINDS = ['DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'TRANSFER'] as const;

interface World {
  top: string;
  agents: string[];
  members: string[];
  bets: { id: string; memberId: string; day: string; status: string; stake: number; win: number }[];
}

/** A random tree under one top agent, bets of its members over the days, and per-day wallet figures. */
async function buildWorld(seed: number): Promise<World> {
  const random = generator(seed);
  const db = t.app.db;
  const top = await makeMember(t.app, { type: 1 });
  const agentRows = [top];
  const members: string[] = [];
  for (let i = 0; i < 30; i += 1) {
    const member = await makeMember(t.app, { type: 2, parent: random.pick(agentRows) });
    members.push(member.id);
    if (random.next() < 0.4) agentRows.push(member);
  }
  const agents = agentRows.map((agent) => agent.id);
  const bets: World['bets'] = [];
  for (let i = 0; i < 400; i += 1) {
    const day = nextDay(FIRST_DAY, random.int(DAYS));
    // Business days start at 17:00 UTC the day before (UTC+7): any hour of the day.
    const placedAt = new Date(Date.parse(`${day}T00:00:00.000Z`) - 7 * 3_600_000 + random.int(86_400_000)).toISOString();
    const stake = 100 * (1 + random.int(50));
    const bet = {
      id: `ROLLUP${seed}:${i}`,
      memberId: random.pick(members),
      day,
      status: random.next() < 0.1 ? 'ROLLED_BACK' : 'SETTLED',
      stake,
      win: random.next() < 0.45 ? stake * (1 + random.int(3)) : 0,
    };
    bets.push(bet);
    await db
      .insertInto('bets')
      .values({
        id: bet.id,
        memberId: bet.memberId,
        provider: 'TEST',
        roundId: bet.id,
        nodeId: 'rng-pg-0001',
        gameName: 'Rollup',
        vassalage: random.pick(['PG', 'JDB']),
        gameType: random.pick(GAME_TYPES),
        stakeMinor: bet.stake,
        winMinor: bet.win,
        status: bet.status as never,
        placedAt,
        settledAt: placedAt,
      })
      .execute();
  }
  // The rollup reads the per-day wallet figures the postings' triggers keep; written here directly.
  for (let i = 0; i < 60; i += 1)
    await db
      .withTables<{ wallet_day_postings: { accountId: string; day: string; kind: string; postings: number; amountMinor: number } }>()
      .insertInto('wallet_day_postings')
      .values({
        accountId: `wallet:${random.pick(members)}`,
        day: nextDay(FIRST_DAY, random.int(DAYS)),
        kind: random.pick(KINDS),
        postings: 1 + random.int(3),
        amountMinor: (random.next() < 0.5 ? -1 : 1) * 100 * random.int(500),
      })
      .onConflict((oc) => oc.columns(['accountId', 'day', 'kind']).doNothing())
      .execute();
  return { top: top.id, agents, members, bets };
}

/** Every report for a few random agents and ranges (pages too), in one value to compare. */
async function snapshot(db: Db, world: World, seed: number) {
  const random = generator(seed);
  const answers: unknown[] = [];
  for (let i = 0; i < 6; i += 1) {
    const agentId = i === 0 ? world.top : random.pick(world.agents);
    const start = nextDay(FIRST_DAY, random.int(DAYS));
    const end = i === 0 ? nextDay(FIRST_DAY, DAYS - 1) : nextDay(start, random.int(DAYS));
    const startDate = i === 0 ? FIRST_DAY : start;
    const range = businessDayRange(startDate, end);
    const pageNo = 1 + random.int(3);
    answers.push(
      await teamOverview(db, agentId, { startDate, endDate: end, range }),
      await listTeamBets(db, agentId, range, { pageNo, pageSize: 7, language: 'EN' }),
      await listTeamBets(db, agentId, range, { pageNo: 1, pageSize: 5, language: 'EN', gameType: random.pick(GAME_TYPES) as never }),
      await userLoss(db, agentId, range, { scope: 'all', pageNo, pageSize: 4 }),
      await userLoss(db, agentId, range, { scope: 'all', pageNo: 1, pageSize: 50 }),
      await listTeamTransactions(db, agentId, range, { pageNo: 1, pageSize: 5 }),
      await listTeamTransactions(db, agentId, range, { pageNo: 1, pageSize: 5, kind: 'DEPOSIT' }),
    );
  }
  return answers;
}

/** The answers after `change`, in a transaction undone afterwards. */
async function snapshotAfter(change: (trx: Db) => Promise<unknown>, world: World, seed: number) {
  let answers: unknown[] = [];
  await t.app.db
    .transaction()
    .execute(async (trx) => {
      await change(trx);
      answers = await snapshot(trx, world, seed);
      throw new Error('undo');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== 'undo') throw error;
    });
  return answers;
}

/** The answers with no day rolled: the live computation. */
const liveSnapshot = (world: World, seed: number) =>
  snapshotAfter((trx) => trx.updateTable('agent_rollup_days').set({ rolledChanges: null }).execute(), world, seed);

/** Both ways of reading a team: the small team's (from the subtree) and the large team's (from the days' rows). */
async function bothWays(world: World, seed: number) {
  const saved = TEAM_READS.largeTeam;
  try {
    TEAM_READS.largeTeam = 0;
    const large = await snapshot(t.app.db, world, seed);
    TEAM_READS.largeTeam = 1_000_000;
    const small = await snapshot(t.app.db, world, seed);
    return { large, small };
  } finally {
    TEAM_READS.largeTeam = saved;
  }
}

it('answers exactly as the live computation, rolled or not, after late changes to a closed day and after rolling again', async () => {
  for (const seed of [17, 4242]) {
    const world = await buildWorld(seed);
    const live = await liveSnapshot(world, seed + 1);
    // The overview of the whole range against the bets themselves.
    const standing = world.bets.filter((bet) => bet.status !== 'ROLLED_BACK');
    const overview = live[0] as { betCount: number; validBets: number; win: number; activeMembers: number };
    expect(overview).toMatchObject({
      betCount: standing.length,
      validBets: standing.reduce((sum, bet) => sum + bet.stake, 0),
      win: standing.reduce((sum, bet) => sum + bet.win, 0),
      activeMembers: new Set(standing.map((bet) => bet.memberId)).size,
    });

    expect((await memberChunks(t.app.db, FIRST_DAY)).length).toBeGreaterThan(1);
    const run = await rollClosedDays(t.app.db, NOW);
    expect(run.rolled).toEqual(expect.arrayContaining(daysBetween(FIRST_DAY, nextDay(FIRST_DAY, DAYS - 1))));
    const rolled = await bothWays(world, seed + 1);
    expect(rolled.large).toEqual(live);
    expect(rolled.small).toEqual(live);
    // Keyset pages (the large team's walk of the time index, and the small team's) give the offset pages' bets.
    for (const largeTeam of [0, 1_000_000]) {
      TEAM_READS.largeTeam = largeTeam;
      const range = businessDayRange(FIRST_DAY, nextDay(FIRST_DAY, DAYS - 1));
      let cursor: string | undefined;
      for (let pageNo = 1; pageNo <= 4; pageNo++) {
        const byOffset = await listTeamBets(t.app.db, world.top, range, { pageNo, pageSize: 7, language: 'EN' });
        const byCursor = await listTeamBets(t.app.db, world.top, range, { pageNo, pageSize: 7, language: 'EN', cursor });
        expect(byCursor).toEqual(byOffset);
        cursor = byCursor.nextCursor ?? undefined;
      }
      TEAM_READS.largeTeam = 2_000;
    }
    // The rolled days are answered from the rollup: a figure changed there shows.
    const tampered = await snapshotAfter(
      (trx) =>
        trx
          .updateTable('agent_day_bets')
          .set((eb) => ({ stakeMinor: eb('stakeMinor', '+', 1) }))
          .execute(),
      world,
      seed + 1,
    );
    expect(tampered).not.toEqual(live);

    // A late rollback and a late settle land on closed days: those days read live until the job rolls them again.
    const [rollback, settle] = standing.filter((bet) => bet.day < nextDay(FIRST_DAY, 6));
    await t.app.db.updateTable('bets').set({ status: 'ROLLED_BACK' }).where('id', '=', rollback!.id).execute();
    await t.app.db
      .updateTable('bets')
      .set({ winMinor: settle!.win + 12_345 })
      .where('id', '=', settle!.id)
      .execute();
    const stale = await t.app.db.selectFrom('agent_rollup_days').select('day').whereRef('rolledChanges', '<>', 'changes').execute();
    expect(stale.map((row) => row.day)).toEqual(expect.arrayContaining([rollback!.day, settle!.day]));
    const lateLive = await liveSnapshot(world, seed + 1);
    expect(lateLive).not.toEqual(live);
    const beforeRoll = await bothWays(world, seed + 1);
    expect(beforeRoll.large).toEqual(lateLive);
    expect(beforeRoll.small).toEqual(lateLive);
    const again = await rollClosedDays(t.app.db, NOW);
    expect(again.rolled[0]).toBe([rollback!.day, settle!.day].sort()[0]);
    // Only the days the late changes touched are rolled again: the two changed days and the next active day of each
    // member whose day totals they changed (its previous active day may have moved), not every later day.
    const nextActive = (bet: (typeof standing)[number]) =>
      standing
        .filter((other) => other.memberId === bet.memberId && other.id !== rollback!.id && other.day > bet.day)
        .map((other) => other.day)
        .sort()[0];
    const touched = new Set([rollback!.day, settle!.day, nextActive(rollback!), nextActive(settle!)]);
    expect(again.rolled.filter((day) => !touched.has(day))).toEqual([]);
    const reRolled = await bothWays(world, seed + 1);
    expect(reRolled.large).toEqual(lateLive);
    expect(reRolled.small).toEqual(lateLive);
    // Nothing stale is left: a rerun writes nothing.
    expect((await rollClosedDays(t.app.db, NOW)).rolled).toEqual([]);
  }
});

it('writes each day once when runs race, and one node at a time holds the job', async () => {
  const world = await buildWorld(99);
  // Days of this test's bets rolled again: their change counts moved.
  await t.app.db.updateTable('agent_rollup_days').set({ rolledChanges: null }).execute();
  const runs = await Promise.all([rollClosedDays(t.app.db, NOW), rollClosedDays(t.app.db, NOW), rollClosedDays(t.app.db, NOW)]);
  const written = runs.flatMap((run) => run.rolled);
  expect(new Set(written).size).toBe(written.length);
  expect(written).toEqual(expect.arrayContaining(daysBetween(FIRST_DAY, nextDay(FIRST_DAY, DAYS - 1))));
  expect(await liveSnapshot(world, 5)).toEqual(await snapshot(t.app.db, world, 5));

  const later = new Date(NOW.getTime() + 86_400_000);
  const held = await Promise.all([
    runAgentRollupJob(t.app.db, 'node-a', 60_000, later),
    runAgentRollupJob(t.app.db, 'node-b', 60_000, later),
  ]);
  expect(held.filter((run) => run === null)).toHaveLength(1);
  // The day that closed in between was rolled by the holder, once.
  expect(held.find((run) => run !== null)?.rolled).toEqual([nextDay(FIRST_DAY, DAYS - 1)]);
});

describe("today's folded figures", () => {
  const now = () => new Date();
  const today = () => businessDayOf(now().toISOString());

  /** What an agent sees of today and of the last days up to today, large team's way (the fold's). */
  async function todayAnswers(db: Db, agents: string[]) {
    const saved = TEAM_READS.largeTeam;
    TEAM_READS.largeTeam = 0;
    try {
      const answers: unknown[] = [];
      for (const agentId of agents)
        for (const startDate of [today(), nextDay(today(), -3)]) {
          const range = businessDayRange(startDate, today());
          answers.push(
            await teamOverview(db, agentId, { startDate, endDate: today(), range }),
            await listTeamBets(db, agentId, range, { pageNo: 2, pageSize: 3, language: 'EN' }),
            await userLoss(db, agentId, range, { scope: 'all', pageNo: 1, pageSize: 50 }),
            await listTeamTransactions(db, agentId, range, { pageNo: 1, pageSize: 5 }),
          );
        }
      return answers;
    } finally {
      TEAM_READS.largeTeam = saved;
    }
  }

  /** The same computed from scratch: nothing folded or rolled used (the member-days of every day). */
  async function fromScratch(agents: string[]) {
    let answers: unknown[] = [];
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('agent_rollup_days').set({ rolledChanges: null }).execute();
        await trx.deleteFrom('agent_live_days').execute();
        answers = await todayAnswers(trx, agents);
        throw new Error('undo');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'undo') throw error;
      });
    return answers;
  }

  let serial = 0;
  /** A settled bet of the member placed `daysAgo` business days back (now's time of day). */
  async function bet(memberId: string, daysAgo = 0, stake = 1_000, win = 0) {
    const id = `TODAY:${++serial}`;
    const placedAt = new Date(now().getTime() - daysAgo * 86_400_000).toISOString();
    await t.app.db
      .insertInto('bets')
      .values({
        id,
        memberId,
        provider: 'TEST',
        roundId: id,
        nodeId: 'rng-pg-0001',
        gameName: 'Today',
        vassalage: 'PG',
        gameType: serial % 2 ? 'RNG' : 'LIVE',
        stakeMinor: stake,
        winMinor: win,
        status: 'SETTLED',
        placedAt,
        settledAt: placedAt,
      })
      .execute();
    return id;
  }

  /** A member wallet's postings of today, as the postings' triggers keep them (written directly, as above). */
  const posting = (memberId: string, kind: string, amountMinor: number) =>
    t.app.db
      .withTables<{ wallet_day_postings: { accountId: string; day: string; kind: string; postings: number; amountMinor: number } }>()
      .insertInto('wallet_day_postings')
      .values({ accountId: `wallet:${memberId}`, day: today(), kind, postings: 1, amountMinor })
      .onConflict((oc) =>
        oc.columns(['accountId', 'day', 'kind']).doUpdateSet((eb) => ({
          postings: eb('wallet_day_postings.postings', '+', 1),
          amountMinor: eb('wallet_day_postings.amountMinor', '+', amountMinor),
        })),
      )
      .execute();

  it('equal a computation from scratch after bets, settles, rollbacks and transfers, folded in part, whole or not at all', async () => {
    const top = await makeMember(t.app, { type: 1 });
    const mid = await makeMember(t.app, { type: 2, parent: top });
    const members = [];
    for (let i = 0; i < 8; i += 1) members.push((await makeMember(t.app, { type: 0, parent: i % 2 ? top : mid })).id);
    const agents = [top.id, mid.id];
    const savedChunk = FOLD_CHUNK.logRows;
    FOLD_CHUNK.logRows = 3;
    try {
      // Yesterday's and earlier bets: a member active today counts once over a range holding both.
      const [early, , , m3] = members as [string, string, string, string];
      const older = await bet(early, 2, 5_000);
      await bet(m3, 1, 2_000, 4_000);
      const ids = [];
      for (const [at, memberId] of members.entries()) ids.push(await bet(memberId, 0, 1_000 * (at + 1), at % 3 ? 0 : 2_500));
      await posting(members[1]!, 'DEPOSIT', 50_000);
      await posting(members[2]!, 'WITHDRAWAL_HOLD', -20_000);
      // Partly folded: the folded sums plus the log rows not folded yet.
      expect((await foldToday(t.app.db, now(), 6)).more).toBe(true);
      expect(await todayAnswers(t.app.db, agents)).toEqual(await fromScratch(agents));
      await foldToday(t.app.db, now());
      const folded = await todayAnswers(t.app.db, agents);
      expect(folded).toEqual(await fromScratch(agents));
      // The overview against the bets themselves: every bet of today standing, 8 active members.
      expect(folded[0]).toMatchObject({ betCount: 8, validBets: 36_000, activeMembers: 8, deposits: 50_000, withdrawals: 20_000 });

      // A settle, a rollback of today, a rollback of an earlier day (that member's previous active day moves), a
      // transfer: read before and after they are folded.
      await t.app.db.updateTable('bets').set({ winMinor: 9_999 }).where('id', '=', ids[1]!).execute();
      await t.app.db.updateTable('bets').set({ status: 'ROLLED_BACK' }).where('id', '=', ids[2]!).execute();
      await t.app.db.updateTable('bets').set({ status: 'ROLLED_BACK' }).where('id', '=', older).execute();
      await posting(members[4]!, 'TRANSFER', -7_000);
      const changed = await fromScratch(agents);
      expect(changed).not.toEqual(folded);
      expect(await todayAnswers(t.app.db, agents)).toEqual(changed);
      await foldToday(t.app.db, now());
      expect(await todayAnswers(t.app.db, agents)).toEqual(changed);
      // The folded sums are what is read: a figure changed there shows (the test would see a drift).
      await t.app.db
        .updateTable('agent_live_bets')
        .set((eb) => ({ stakeMinor: eb('stakeMinor', '+', 1) }))
        .where('agentId', '=', top.id)
        .execute();
      expect(await todayAnswers(t.app.db, agents)).not.toEqual(changed);
      await t.app.db
        .updateTable('agent_live_bets')
        .set((eb) => ({ stakeMinor: eb('stakeMinor', '-', 1) }))
        .where('agentId', '=', top.id)
        .execute();
    } finally {
      FOLD_CHUNK.logRows = savedChunk;
    }
  });

  it('stay exact when settlements and folds run at once', async () => {
    const top = await makeMember(t.app, { type: 1 });
    const members = [];
    for (let i = 0; i < 6; i += 1) members.push((await makeMember(t.app, { type: 0, parent: top })).id);
    const ids = [];
    for (const memberId of members) ids.push(await bet(memberId), await bet(memberId, 0, 3_000));
    await foldToday(t.app.db, now());
    const savedChunk = FOLD_CHUNK.logRows;
    FOLD_CHUNK.logRows = 2;
    try {
      // Every bet settled or rolled back in its own transaction, all at once, beside three folds.
      await Promise.all([
        ...ids.map((id, at) =>
          t.app.db.transaction().execute((trx) =>
            trx
              .updateTable('bets')
              .set(at % 4 === 0 ? { status: 'ROLLED_BACK' } : { winMinor: 1_000 * at })
              .where('id', '=', id)
              .execute(),
          ),
        ),
        foldToday(t.app.db, now()),
        foldToday(t.app.db, now()),
        foldToday(t.app.db, now()),
      ]);
      expect(await todayAnswers(t.app.db, [top.id])).toEqual(await fromScratch([top.id]));
      await foldToday(t.app.db, now());
      expect(await t.app.db.selectFrom('agent_bet_log').select('seq').where('day', '<=', today()).execute()).toEqual([]);
      expect(await todayAnswers(t.app.db, [top.id])).toEqual(await fromScratch([top.id]));
    } finally {
      FOLD_CHUNK.logRows = savedChunk;
    }
  });
});
