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
  /**
   * The live day of the today job's sums (today.ts) when it is one of `live` and the team is large: read from those
   * sums and the log rows not folded yet, not from the team's member-days.
   */
  liveDay: string | null;
}

/** Which days of the range the rollup answers for the agent. */
export async function teamDays(db: Db, agentId: string, range: InstantRange): Promise<TeamDays> {
  const { first, afterLast } = businessDaysOf(range);
  const [rows, large, liveDay] = await Promise.all([
    db
      .selectFrom('agent_rollup_days')
      .select('day')
      .where('day', '>=', first)
      .where('day', '<', afterLast)
      .whereRef('rolledChanges', '=', 'changes')
      .execute(),
    isLargeTeam(db, agentId),
    db.selectFrom('agent_live_days').select('day').executeTakeFirst(),
  ]);
  const rolled = new Set(rows.map((row) => row.day));
  const live = daysBetween(first, afterLast).filter((day) => !rolled.has(day));
  const folded = large && liveDay && live.includes(liveDay.day) ? liveDay.day : null;
  return { agentId, large, first, afterLast, rolled, live, prefixEnd: live[0] ?? afterLast, liveDay: folded };
}

/** Whether the day is still the today job's live day: read in the same statement as its sums (one snapshot). */
const stillLive = (day: string) => sql<number | string>`(select count(*) from agent_live_days where day = ${day})`;

/**
 * The team's bets of the live day: the folded sums plus the log rows not folded yet (each probed against the tree),
 * in one statement. Null when the job moved to another day meanwhile (then read from the member-days).
 */
async function liveDayBets(db: Db, agentId: string, day: string, gameType?: string): Promise<DayBets[] | null> {
  const ofType = (column: string) => (gameType === undefined ? sql`` : sql`and ${sql.ref(column)} = ${gameType}`);
  const { rows } = await sql<Omit<SummedDay, 'day'> & { current: number | string }>`select ${stillLive(day)} as current,
      coalesce(sum(x.bets), 0) as bets, coalesce(sum(x.standing), 0) as standing,
      coalesce(sum(x.stake_minor), 0) as stake, coalesce(sum(x.win_minor), 0) as win
    from (select bets, standing, stake_minor, win_minor from agent_live_bets
        where agent_id = ${agentId} and day = ${day} ${ofType('game_type')}
      union all
      select l.bets, l.standing, l.stake_minor, l.win_minor from agent_bet_log l
        where l.day = ${day} ${ofType('l.game_type')} and ${inSubtree(agentId, sql.ref('l.member_id'))}) x`.execute(db);
  const row = rows[0];
  if (!row || whole(row.current) === 0) return null;
  return whole(row.bets) === 0 ? [] : [dayBetsOf({ ...row, day })];
}

/** The team's postings of the live day per kind, as liveDayBets. */
async function liveDayPostings(db: Db, agentId: string, day: string, kinds?: readonly string[]): Promise<DayPostings[] | null> {
  const ofKinds = (column: string) => (kinds === undefined ? sql`` : sql`and ${sql.ref(column)} in (${sql.join(kinds)})`);
  const { rows } = await sql<{ current: number | string; kind: string | null; postings: string | number; amount: string | number }>`
    select ${stillLive(day)} as current, x.kind, sum(x.postings) as postings, sum(x.amount_minor) as amount
    from (select '' as kind, 0 as postings, 0 as amount_minor
      union all
      select kind, postings, amount_minor from agent_live_postings where agent_id = ${agentId} and day = ${day} ${ofKinds('kind')}
      union all
      select l.kind, l.postings, l.amount_minor from agent_posting_log l
        where l.day = ${day} ${ofKinds('l.kind')} and ${inSubtree(agentId, sql<string>`substr(l.account_id, 8)`)}) x
    group by x.kind`.execute(db);
  if (rows.length === 0 || whole(rows[0]?.current) === 0) return null;
  return rows
    .filter((row) => row.kind !== '' && row.kind !== null && (whole(row.postings) !== 0 || whole(row.amount) !== 0))
    .map((row) => ({ day, kind: row.kind as string, postings: whole(row.postings), amount: whole(row.amount) }));
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
  const fromLiveDay = days.liveDay ? await liveDayBets(db, days.agentId, days.liveDay, gameType) : null;
  if (fromLiveDay) days = { ...days, live: days.live.filter((day) => day !== days.liveDay) };
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
  return [...fromRollup.filter((row) => days.rolled.has(row.day)), ...fromLive].map(dayBetsOf).concat(fromLiveDay ?? []);
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
  const fromLiveDay = days.liveDay ? await liveDayPostings(db, days.agentId, days.liveDay, kinds) : null;
  if (fromLiveDay) days = { ...days, live: days.live.filter((day) => day !== days.liveDay) };
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
  return [...fromRollup.filter((row) => days.rolled.has(row.day)), ...fromLive]
    .map((row) => ({
      day: row.day,
      kind: row.kind,
      postings: whole(row.postings),
      amount: whole(row.amount),
    }))
    .concat(fromLiveDay ?? []);
}

/**
 * The team's distinct members with a standing bet in the range. A member counts on the first day of the range it was
 * active: over the rolled prefix, the rollup's member-days whose previous active day is before the range; after it,
 * live, the members active then and not in the prefix.
 */
export async function teamActiveMembers(db: Db, days: TeamDays): Promise<number> {
  const { first, afterLast, prefixEnd } = days;
  // Only the live day is not rolled: its members active with no active day in the range before it, from the fold.
  const fromLiveDay = days.liveDay && days.live.length === 1 ? await liveDayActive(db, days.agentId, days.liveDay, first) : null;
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
    prefixEnd < afterLast && fromLiveDay === null ? live.executeTakeFirst() : undefined,
  ]);
  return whole(fromRollup?.n) + (fromLiveDay ?? whole(fromLive?.n));
}

/**
 * The team's members active on the live day with no active day from `first` up to it: the folded counts by previous
 * active day, corrected for the members with log rows not folded yet (their folded count out, their count now in),
 * in one statement. Null when the job moved to another day meanwhile.
 */
async function liveDayActive(db: Db, agentId: string, day: string, first: string): Promise<number | null> {
  const inLog = sql`(select distinct member_id from agent_bet_log where day <= ${day})`;
  const { rows } = await sql<{ current: number | string; folded: number | string; now: number | string; was: number | string }>`select
      ${stillLive(day)} as current,
      (select coalesce(sum(members), 0) from agent_live_active where agent_id = ${agentId} and day = ${day} and prev_day < ${first}) as folded,
      (select count(*) from ${inLog} m where ${inSubtree(agentId, sql.ref('m.member_id'))}
        and exists (select 1 from bet_day_totals b where b.member_id = m.member_id and b.day = ${day} and b.standing > 0)
        and not exists (select 1 from bet_day_totals q
          where q.member_id = m.member_id and q.day >= ${first} and q.day < ${day} and q.standing > 0)) as now,
      (select count(*) from ${inLog} m join agent_live_members f on f.day = ${day} and f.member_id = m.member_id
        where ${inSubtree(agentId, sql.ref('m.member_id'))} and f.prev_day < ${first}) as was`.execute(db);
  const row = rows[0];
  if (!row || whole(row.current) === 0) return null;
  return whole(row.folded) + whole(row.now) - whole(row.was);
}
