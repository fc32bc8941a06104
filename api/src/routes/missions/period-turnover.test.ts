// The per-period turnover the leaderboard ranks (period_turnover, kept by trigger): it never drifts from the bets it
// counts, whoever writes them — the seamless wallet's bets, wins and rollbacks 50 at once (races of a win and a
// rollback of the same round among them), bulk updates, edits and deletes, bets either side of a week's edge — it
// leaves out trial accounts, and the board ranks from it with ties and the caller's exact rank outside the top.
import { randomUUID } from 'node:crypto';
import { PATHS, TRIAL_TYPE } from '@mekong/contracts';
import { missionEndpoints } from '@mekong/contracts/missions';
import { buildTestApp, expectValue, type TestApp } from '../../test-support/test-app';
import { makeMember } from '../../test-support/accounts';
import { inHouseClient, openRealGameSession, TEST_SLOT } from '../../test-support/game-sessions';
import { insertBet } from '../../test-support/promotion-fixtures';
import { moneyMember } from '../cashier/cashier-test-support';
import { IN_HOUSE_PROVIDER, SeamlessClient, SeamlessRefusal } from '../../modules/seamless';
import { periodOf } from '../../modules/missions/periods';
import { LEADERBOARD_SIZE } from '../../modules/missions/leaderboard';

let t: TestApp;
let client: SeamlessClient;
beforeAll(async () => {
  t = await buildTestApp();
  client = inHouseClient(t.app);
});
// close() checks the ledger invariant.
afterAll(() => t.close());

/** The summary's rows with bets in them, as `period/first day/member` → [bets, stake]. */
async function stored(): Promise<Map<string, [number, number]>> {
  const rows = await t.app.db.selectFrom('period_turnover').selectAll().execute();
  return new Map(
    rows
      .filter((row) => Number(row.bets) !== 0 || Number(row.stakeMinor) !== 0)
      .map((row) => [`${row.period}/${row.periodStart}/${row.memberId}`, [Number(row.bets), Number(row.stakeMinor)]]),
  );
}

/** The same recomputed from every bet in the database: settled ones of real members, by the app's own periods. */
async function recomputed(): Promise<Map<string, [number, number]>> {
  const bets = await t.app.db
    .selectFrom('bets')
    .innerJoin('members', 'members.id', 'bets.memberId')
    .select(['bets.memberId', 'bets.placedAt', 'bets.stakeMinor'])
    .where('bets.status', '=', 'SETTLED')
    .where('members.type', '<>', TRIAL_TYPE)
    .execute();
  const totals = new Map<string, [number, number]>();
  for (const bet of bets)
    for (const kind of ['DAILY', 'WEEKLY'] as const) {
      const key = `${kind}/${periodOf(kind, new Date(bet.placedAt)).firstDay}/${bet.memberId}`;
      const [count, stake] = totals.get(key) ?? [0, 0];
      totals.set(key, [count + 1, stake + Number(bet.stakeMinor)]);
    }
  return totals;
}

const sorted = (map: Map<string, [number, number]>) => [...map.entries()].sort(([a], [b]) => a.localeCompare(b));

/** One of the member's settled bets that came through the wallet. */
const aSettledRound = (memberId: string) =>
  t.app.db
    .selectFrom('bets')
    .select('id')
    .where('memberId', '=', memberId)
    .where('status', '=', 'SETTLED')
    .where('provider', '=', IN_HOUSE_PROVIDER)
    .executeTakeFirstOrThrow();

/** A win or a rollback refused because the other closed the round first is the race's expected loser. */
const closedFirst = (error: unknown) => {
  if (error instanceof SeamlessRefusal && ['round-settled', 'round-rolled-back'].includes(error.code)) return 'lost';
  throw error;
};

describe('the per-period turnover', () => {
  it('matches a recomputation from the bets after 50 concurrent bets, wins and rollbacks, races, edits and deletes', async () => {
    const players = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const member = await makeMember(t.app, { balanceMinor: 10_000_000 });
        return { memberId: member.id, token: (await openRealGameSession(t.app.db, member.id, TEST_SLOT)).token };
      }),
    );
    const rounds = Array.from({ length: 50 }, (_, i) => {
      const player = players[i % players.length]!;
      const roundId = `board-${randomUUID()}`;
      return { player, roundId, debit: `${roundId}:debit`, stake: 1_000 * (1 + (i % 7)) };
    });
    const credit = (r: (typeof rounds)[number], amount: number) =>
      client.credit({ transactionId: `${r.roundId}:credit`, roundId: r.roundId, playerId: r.player.memberId, amount });
    const rollback = (r: (typeof rounds)[number]) =>
      client.rollback({
        transactionId: `${r.roundId}:rollback`,
        roundId: r.roundId,
        playerId: r.player.memberId,
        debitTransactionId: r.debit,
      });

    // 50 bets at once, all open: nothing counts yet.
    await Promise.all(
      rounds.map((r) => client.debit({ transactionId: r.debit, roundId: r.roundId, sessionToken: r.player.token, amount: r.stake })),
    );
    expect(sorted(await stored())).toEqual(sorted(await recomputed()));

    // 50 at once: the first 25 rounds each won and rolled back at the same time (one of the two closes the round).
    const races = await Promise.all(
      rounds
        .slice(0, 25)
        .flatMap((r) => [credit(r, 2 * r.stake).then(() => 'won', closedFirst), rollback(r).then(() => 'won', closedFirst)]),
    );
    expect(races.filter((outcome) => outcome === 'won')).toHaveLength(25);
    // 50 at once: the other 25 rounds settled or rolled back, and 25 new bets left open.
    await Promise.all([
      ...rounds.slice(25).map((r, i) => (i % 3 === 0 ? rollback(r) : credit(r, i % 2 === 0 ? 0 : r.stake))),
      ...players.flatMap((p) =>
        Array.from({ length: 5 }, () => {
          const roundId = `board-${randomUUID()}`;
          return client.debit({ transactionId: `${roundId}:debit`, roundId, sessionToken: p.token, amount: 500 });
        }),
      ),
    ]);
    const statuses = await t.app.db.selectFrom('bets').select('status').where('provider', '=', IN_HOUSE_PROVIDER).execute();
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(['OPEN', 'SETTLED', 'ROLLED_BACK']));
    expect(sorted(await stored())).toEqual(sorted(await recomputed()));

    // Written straight to the table: bets either side of a week's edge (Sunday 23:59:59 and Monday 00:00 in
    // Vientiane), a trial account's, one statement settling many, an edit moving a bet to another member and
    // week, and a delete.
    const [who, other] = players.map((p) => p.memberId) as [string, string];
    const trial = await makeMember(t.app, { type: TRIAL_TYPE });
    await insertBet(t.app.db, who, 7_000, '2025-11-23T16:59:59.999Z');
    await insertBet(t.app.db, who, 9_000, '2025-11-23T17:00:00.000Z');
    await insertBet(t.app.db, trial.id, 50_000, new Date().toISOString());
    await t.app.db
      .updateTable('bets')
      .set({ status: 'SETTLED', winMinor: 0, settledAt: new Date().toISOString() })
      .where('status', '=', 'OPEN')
      .where('memberId', 'in', [who, other])
      .execute();
    const edited = await aSettledRound(who);
    await t.app.db
      .updateTable('bets')
      .set({ memberId: other, stakeMinor: 12_345, placedAt: '2025-11-19T05:00:00.000Z' })
      .where('id', '=', edited.id)
      .execute();
    const removed = await aSettledRound(other);
    await t.app.db.deleteFrom('bets').where('id', '=', removed.id).execute();

    const after = await stored();
    expect(sorted(after)).toEqual(sorted(await recomputed()));
    expect(after.get(`WEEKLY/2025-11-17/${who}`)).toEqual([1, 7_000]);
    expect(after.get(`WEEKLY/2025-11-24/${who}`)).toEqual([1, 9_000]);
    expect(after.get(`DAILY/2025-11-23/${who}`)).toEqual([1, 7_000]);
    expect(after.get(`DAILY/2025-11-24/${who}`)).toEqual([1, 9_000]);
    expect([...after.keys()].some((key) => key.endsWith(`/${trial.id}`))).toBe(false);
  });

  it('ranks from the summary: ties share a rank, and a caller far down gets its exact rank', async () => {
    // Above every other test's stakes, so these lead this week (and day).
    const base = 2_000_000_000;
    const members = await Promise.all(Array.from({ length: LEADERBOARD_SIZE + 5 }, () => moneyMember(t.app, { withdrawPassword: null })));
    const now = new Date().toISOString();
    // Two members tie at the top; the rest follow one apart; the last one is the caller.
    await Promise.all(members.map((m, i) => insertBet(t.app.db, m.member.id, base - Math.max(0, i - 1) * 10, now)));
    const caller = members[members.length - 1]!;
    const board = expectValue(await caller.get(PATHS.lottery.missionLeaderboard, { period: 'WEEKLY' }), missionEndpoints.leaderboard);
    expect(board.list).toHaveLength(LEADERBOARD_SIZE);
    expect(board.list.slice(0, 3).map((row) => row.rank)).toEqual([1, 1, 3]);
    expect(board.list.some((row) => row.isMe)).toBe(false);
    expect(board.me).toEqual({ rank: members.length, turnover: base - (members.length - 2) * 10 });
    // A bet of the caller settles: it climbs to the top, tied with the two leaders.
    await insertBet(t.app.db, caller.member.id, (members.length - 2) * 10, now);
    const after = expectValue(await caller.get(PATHS.lottery.missionLeaderboard, { period: 'WEEKLY' }), missionEndpoints.leaderboard);
    expect(after.me).toEqual({ rank: 1, turnover: base });
    expect(after.list.slice(0, 4).map((row) => [row.rank, row.isMe])).toEqual([
      [1, expect.any(Boolean)],
      [1, expect.any(Boolean)],
      [1, expect.any(Boolean)],
      [4, false],
    ]);
    expect(after.list.filter((row) => row.isMe)).toHaveLength(1);
  });
});
