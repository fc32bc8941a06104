// The figures of an agent's whole subtree over a range of business days (issue 17, docs/architecture.md §4 Agent
// rollup): per day bet and posting sums and the distinct active members, each day from the rollup when it is rolled and
// current, otherwise (today, a day changed since its roll) live from the per-member day totals — so the answer is the
// live computation's exactly, and a 100,000-member team reads tens of rollup rows instead of a million member-days.
// Live days are read from the subtree's index range for a small team, from the day's rows for a large one.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { summaries, totalsOf, whole, type BetTotals } from '../records/records.repository';
import type { InstantRange } from '../records/business-days';
import { businessDaysOf } from '../records/business-days';
import { daysBetween } from './rollup';
import { subtreeOf } from './tree';

/**
 * Above `largeTeam` members, a live day is read from the day's rows (each probed against the tree), not member by
 * member, and a page of bets or user loss walks a time or account index. Both ways answer the same; the property test
 * lowers it to take the large team's way over small trees.
 */
export const TEAM_READS = { largeTeam: 2_000 };

/** Whether the agent's team is large (a bounded index count: it stops at largeTeam + 1). */
export async function isLargeTeam(db: Db, agentId: string): Promise<boolean> {
  const row = await db
    .selectFrom(
      subtreeOf(db, agentId)
        .limit(TEAM_READS.largeTeam + 1)
        .as('t'),
    )
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  return whole(row?.n) > TEAM_READS.largeTeam;
}

export interface TeamDays {
  agentId: string;
  large: boolean;
  first: string;
  afterLast: string;
  /** Days of the range whose rollup is current. */
  rolled: Set<string>;
  /** The other days of the range, read live. */
  live: string[];
  /** The first day of the range not rolled (afterLast when all are): the rolled prefix ends there. */
  prefixEnd: string;
}

/** Which days of the range the rollup answers for the agent. */
export async function teamDays(db: Db, agentId: string, range: InstantRange): Promise<TeamDays> {
  const { first, afterLast } = businessDaysOf(range);
  const [rows, large] = await Promise.all([
    db
      .selectFrom('agent_rollup_days')
      .select('day')
      .where('day', '>=', first)
      .where('day', '<', afterLast)
      .whereRef('rolledChanges', '=', 'changes')
      .execute(),
    isLargeTeam(db, agentId),
  ]);
  const rolled = new Set(rows.map((row) => row.day));
  const live = daysBetween(first, afterLast).filter((day) => !rolled.has(day));
  return { agentId, large, first, afterLast, rolled, live, prefixEnd: live[0] ?? afterLast };
}

/** `member` (a member id column) is in the agent's subtree: one primary-key probe of the closure table. */
export const inSubtree = (agentId: string, member: Expression<string>): Expression<SqlBool> =>
  sql<SqlBool>`exists (select 1 from member_tree st where st.ancestor_id = ${agentId} and st.descendant_id = ${member} and st.depth > 0)`;

export interface DayBets {
  day: string;
  bets: number;
  standing: number;
  stake: number;
  win: number;
}

type SummedDay = { day: string; bets: string | number; standing: string | number; stake: string | number; win: string | number };
const dayBetsOf = (row: SummedDay): DayBets => ({
  day: row.day,
  bets: whole(row.bets),
  standing: whole(row.standing),
  stake: whole(row.stake),
  win: whole(row.win),
});

/** The team's bets per day (of one game type, or all): rolled days from the rollup, the others live. */
export async function teamBetDays(db: Db, days: TeamDays, gameType?: string): Promise<DayBets[]> {
  const rolled = db
    .selectFrom('agent_day_bets as r')
    .select(['r.day', ...betSums('r')])
    .where('r.agentId', '=', days.agentId)
    .where('r.day', '>=', days.first)
    .where('r.day', '<', days.afterLast)
    .$if(gameType !== undefined, (qb) => qb.where('r.gameType', '=', gameType as string))
    .groupBy('r.day');
  let live = summaries(db)
    .selectFrom('bet_day_totals as b')
    .select(['b.day', ...betSums('b')])
    .where('b.day', 'in', days.live.length > 0 ? days.live : [''])
    .$if(gameType !== undefined, (qb) => qb.where('b.gameType', '=', gameType as string))
    .groupBy('b.day');
  live = days.large
    ? live.where(inSubtree(days.agentId, sql.ref('b.memberId')))
    : live.innerJoin(subtreeOf(db, days.agentId).as('t'), 't.descendantId', 'b.memberId');
  const [fromRollup, fromLive] = await Promise.all([rolled.execute(), days.live.length > 0 ? live.execute() : []]);
  return [...fromRollup.filter((row) => days.rolled.has(row.day)), ...fromLive].map(dayBetsOf);
}

const sumOf = <A extends string>(column: string, as: A) => sql<string | number>`sum(${sql.ref(column)})`.as(as);
/** The sums of per-day bet rows (the per-member totals' and the rollup's columns are the same) under `alias`. */
const betSums = (alias: string) =>
  [
    sumOf(`${alias}.bets`, 'bets'),
    sumOf(`${alias}.standing`, 'standing'),
    sumOf(`${alias}.stakeMinor`, 'stake'),
    sumOf(`${alias}.winMinor`, 'win'),
  ] as const;

/** One downline's bets per day (of one game type, or all), as long as it is in the agent's subtree. */
export async function downlineBetDays(
  db: Db,
  agentId: string,
  memberId: string,
  range: InstantRange,
  gameType?: string,
): Promise<DayBets[]> {
  const { first, afterLast } = businessDaysOf(range);
  const rows = await summaries(db)
    .selectFrom('bet_day_totals as b')
    .innerJoin(subtreeOf(db, agentId).as('t'), 't.descendantId', 'b.memberId')
    .select(['b.day', ...betSums('b')])
    .where('b.memberId', '=', memberId)
    .where('b.day', '>=', first)
    .where('b.day', '<', afterLast)
    .$if(gameType !== undefined, (qb) => qb.where('b.gameType', '=', gameType as string))
    .groupBy('b.day')
    .execute();
  return rows.map(dayBetsOf);
}

/** The totals of per-day bets: standing bets, their stakes and wins, and every bet record (rolled back too). */
export function sumBetDays(rows: DayBets[]): BetTotals & { records: number } {
  let [records, standing, stake, win] = [0, 0, 0, 0];
  for (const row of rows) {
    records += row.bets;
    standing += row.standing;
    stake += row.stake;
    win += row.win;
  }
  return { ...totalsOf(standing, stake, win), records };
}

export interface DayPostings {
  day: string;
  kind: string;
  postings: number;
  amount: number;
}

/** The postings on the team's wallets per day and entry kind (of the given kinds, or all). */
export async function teamPostingDays(db: Db, days: TeamDays, kinds?: readonly string[]): Promise<DayPostings[]> {
  const rolled = db
    .selectFrom('agent_day_postings')
    .select(['day', 'kind', 'postings', 'amountMinor as amount'])
    .where('agentId', '=', days.agentId)
    .where('day', '>=', days.first)
    .where('day', '<', days.afterLast)
    .$if(kinds !== undefined, (qb) => qb.where('kind', 'in', kinds as string[]));
  let live = summaries(db)
    .selectFrom('wallet_day_postings as w')
    .select((eb) => [
      'w.day',
      'w.kind',
      eb.fn.sum<string | number>('w.postings').as('postings'),
      eb.fn.sum<string | number>('w.amountMinor').as('amount'),
    ])
    .where('w.day', 'in', days.live.length > 0 ? days.live : [''])
    .$if(kinds !== undefined, (qb) => qb.where('w.kind', 'in', kinds as string[]))
    .groupBy(['w.day', 'w.kind']);
  // A wallet account is 'wallet:' || member id (ledger/accounts.ts).
  live = days.large
    ? live.where(inSubtree(days.agentId, sql<string>`substr(w.account_id, 8)`))
    : live.innerJoin(subtreeOf(db, days.agentId).as('t'), (join) =>
        join.on('w.accountId', '=', sql<string>`'wallet:' || ${sql.ref('t.descendantId')}`),
      );
  const [fromRollup, fromLive] = await Promise.all([rolled.execute(), days.live.length > 0 ? live.execute() : []]);
  return [...fromRollup.filter((row) => days.rolled.has(row.day)), ...fromLive].map((row) => ({
    day: row.day,
    kind: row.kind,
    postings: whole(row.postings),
    amount: whole(row.amount),
  }));
}

/**
 * The team's distinct members with a standing bet in the range. A member counts on the first day of the range it was
 * active: over the rolled prefix, the rollup's member-days whose previous active day is before the range; after it,
 * live, the members active then and not in the prefix.
 */
export async function teamActiveMembers(db: Db, days: TeamDays): Promise<number> {
  const { first, afterLast, prefixEnd } = days;
  const rolled = db
    .selectFrom('agent_day_active')
    .select((eb) => eb.fn.sum<string | number>('members').as('n'))
    .where('agentId', '=', days.agentId)
    .where('day', '>=', first)
    .where('day', '<', prefixEnd)
    .where('prevDay', '<', first)
    .executeTakeFirst();
  let live = summaries(db)
    .selectFrom('bet_day_totals as b')
    .select((eb) => eb.fn.count<string | number>('b.memberId').distinct().as('n'))
    .where('b.day', '>=', prefixEnd)
    .where('b.day', '<', afterLast)
    .where('b.standing', '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bet_day_totals as q')
            .select('q.day')
            .whereRef('q.memberId', '=', 'b.memberId')
            .where('q.day', '>=', first)
            .where('q.day', '<', prefixEnd)
            .where('q.standing', '>', 0),
        ),
      ),
    );
  live = days.large
    ? live.where(inSubtree(days.agentId, sql.ref('b.memberId')))
    : live.innerJoin(subtreeOf(db, days.agentId).as('t'), 't.descendantId', 'b.memberId');
  const [fromRollup, fromLive] = await Promise.all([
    prefixEnd > first ? rolled : undefined,
    prefixEnd < afterLast ? live.executeTakeFirst() : undefined,
  ]);
  return whole(fromRollup?.n) + whole(fromLive?.n);
}
