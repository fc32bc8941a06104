// The agent rollup's writer (issue 17, docs/architecture.md §4 Agent rollup): for each closed business day, the sums
// of every agent's whole subtree (bets by game type, wallet postings by entry kind) and each active member-day's
// previous active day, counted per agent — from the per-member day totals (records.table.ts) and the closure table,
// one day in one transaction. Run by a leased job (jobs/agent-rollup.ts); idempotent: a day is rolled only while its
// change count differs from the one it was rolled at, under that day's row lock, so concurrent runs write it once and
// a rerun recomputes it identically. A late change of a rolled day (a rollback, a late settle) bumps the count by
// trigger: the reports read that day live until it is rolled again.
import { randomUUID } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/database';
import { businessDayOf } from '../records/business-days';

const DAY_MS = 86_400_000;
/** Days rolled in one run at most (a first run over a long history goes on in the next runs). */
export const ROLLUP_DAYS_PER_RUN = 31;

/** The calendar day after `day` (days are UTC dates standing for Vientiane business days). */
export const nextDay = (day: string, days = 1): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days from `first` up to `afterLast` (excluded). */
export function daysBetween(first: string, afterLast: string): string[] {
  const days: string[] = [];
  for (let day = first; day < afterLast; day = nextDay(day)) days.push(day);
  return days;
}

export interface RollupRun {
  /** The days rolled by this run, oldest first. */
  rolled: string[];
  /** Stale closed days are left for the next run. */
  more: boolean;
}

/** Gives every closed day from the first with figures a row (not rolled), so the triggers count its changes. */
async function registerDays(db: Db, yesterday: string): Promise<void> {
  const data = await sql<{ first: string | null }>`select min(day) as first from (
      select min(day) as day from bet_day_totals union all select min(day) as day from wallet_day_postings) as firsts`.execute(db);
  const firstWithData = data.rows[0]?.first;
  if (!firstWithData || firstWithData > yesterday) return;
  const known = await db
    .selectFrom('agent_rollup_days')
    .select((eb) => [eb.fn.min('day').as('first'), eb.fn.max('day').as('last')])
    .executeTakeFirst();
  // Rows are contiguous: only the days before the first known one (a back-dated figure) and after the last are new.
  const missing = known?.first
    ? [...daysBetween(firstWithData, known.first), ...daysBetween(nextDay(known.last as string), nextDay(yesterday))]
    : daysBetween(firstWithData, nextDay(yesterday));
  for (let at = 0; at < missing.length; at += 500)
    await db
      .insertInto('agent_rollup_days')
      .values(missing.slice(at, at + 500).map((day) => ({ day, changes: 0, rolledChanges: null, rolledAt: null, roller: null })))
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
}

/**
 * Closure rows one transaction of a day's roll reads at most. On SQLite a transaction holds the only writer: a day of
 * a 100,000-member tree in one took ~14 s, in chunks of 50,000 rows up to 8 s (the top agent's team alone); in chunks
 * of 4,000 (an agent with a larger team cut by its descendants) the writer is held for tens of ms at a time, and the
 * bets and transfers of that time get in between. The property test lowers it to roll in many chunks.
 */
export const ROLLUP_CHUNK = { closureRows: 4_000 };

/** The transactions of agent ranges rolled by this process and the longest (what SQLite's writer was held for: bench:agent). */
export const rollupStats = { chunks: 0, longestChunkMs: 0 };

/** A range of ids [from, to), to null for no upper bound. */
interface IdRange {
  from: string;
  to: string | null;
}

/**
 * A range of agent ids; for an agent whose team alone is larger than a chunk, one part of its team: the descendants in
 * `part` (the first part clears the range's rows, every part adds its members' sums to them).
 */
interface AgentRange extends IdRange {
  part?: IdRange & { first: boolean };
}

/** The agent's descendants cut into ranges of at most ROLLUP_CHUNK.closureRows (read from its closure index range). */
async function descendantParts(db: Db, range: IdRange, agentId: string): Promise<AgentRange[]> {
  const descendants = await db
    .selectFrom('member_tree')
    .select('descendantId')
    .where('ancestorId', '=', agentId)
    .where('depth', '>', 0)
    .orderBy('descendantId')
    .execute();
  const bounds = descendants.filter((_, at) => at > 0 && at % ROLLUP_CHUNK.closureRows === 0).map((row) => row.descendantId);
  const starts = ['', ...bounds];
  return starts.map((from, at) => ({ ...range, part: { from, to: bounds[at] ?? null, first: at === 0 } }));
}

/**
 * The agents with a team cut into ranges of at most ROLLUP_CHUNK.closureRows closure rows, an agent with a larger
 * team alone in its range and cut by its descendants (read once per run). The ranges cover every agent id, so an agent
 * whose team began after this read is rolled too.
 */
export async function agentRanges(db: Db): Promise<AgentRange[]> {
  const teams = await db
    .selectFrom('member_tree')
    .select((eb) => ['ancestorId', eb.fn.countAll<string | number>().as('rows')])
    .where('depth', '>', 0)
    .groupBy('ancestorId')
    .orderBy('ancestorId')
    .execute();
  const ranges: AgentRange[] = [];
  let from = '';
  let rows = 0;
  let large: string | null = null;
  const close = async (to: string | null) => {
    const range = { from, to };
    ranges.push(...(large === null ? [range] : await descendantParts(db, range, large)));
  };
  for (const team of teams) {
    if (rows > 0 && rows + Number(team.rows) > ROLLUP_CHUNK.closureRows) {
      await close(team.ancestorId);
      [from, rows] = [team.ancestorId, 0];
    }
    rows += Number(team.rows);
    large = rows > ROLLUP_CHUNK.closureRows ? team.ancestorId : null;
  }
  await close(null);
  return ranges;
}

const inRange = (column: string, range: IdRange) =>
  range.to === null
    ? sql<SqlBool>`${sql.ref(column)} >= ${range.from}`
    : sql<SqlBool>`${sql.ref(column)} >= ${range.from} and ${sql.ref(column)} < ${range.to}`;

/** The day's row, locked (PostgreSQL: FOR UPDATE; SQLite has one writer): every step of a roll takes it first. */
const lockDay = (trx: Db, day: string) =>
  trx
    .selectFrom('agent_rollup_days')
    .select(['changes', 'rolledChanges', 'roller'])
    .where('day', '=', day)
    .$if(isPostgres(trx), (qb) => qb.forUpdate())
    .executeTakeFirst();

const isCurrent = (state: { changes: number | string; rolledChanges: number | string | null }) =>
  state.rolledChanges !== null && String(state.rolledChanges) === String(state.changes);

/** A rolled day made stale (read live) for a reason other than its own change count: never equal to a count. */
const STALE = -1;

/**
 * The later rolled days whose previous active days may have moved with `day`'s figures, made stale. A day rolled
 * before: only the next active day of each member whose activity on `day` changed since (agent_rollup_touched, kept by
 * triggers) — the one later day whose previous active day for that member can move. A day never rolled (its changes
 * were not tracked): every later rolled day.
 */
async function staleLaterDays(trx: Db, day: string, firstRoll: boolean): Promise<void> {
  const touched = await trx.deleteFrom('agent_rollup_touched').where('day', '=', day).returning('memberId').execute();
  // Rolled days only: a day never rolled is read live and rolled whole anyway.
  const markStale = (days: { after: string } | { in: string[] }) =>
    trx
      .updateTable('agent_rollup_days')
      .set({ rolledChanges: STALE })
      .where((eb) => ('after' in days ? eb('day', '>', days.after) : eb('day', 'in', days.in)))
      .where('rolledChanges', 'is not', null)
      .execute();
  if (firstRoll) {
    await markStale({ after: day });
    return;
  }
  for (let at = 0; at < touched.length; at += 500) {
    const members = touched.slice(at, at + 500).map((row) => row.memberId);
    // Each member's next active day after this one: one probe of the (member, day) key each.
    const next = await sql<{ day: string }>`select min(day) as day from bet_day_totals
        where member_id in (${sql.join(members)}) and day > ${day} and standing > 0 group by member_id`.execute(trx);
    const days = [...new Set(next.rows.map((row) => String(row.day)))];
    if (days.length > 0) await markStale({ in: days });
  }
}

/**
 * Rewrites the day's rollup rows of the agents in `range`, from the per-member day totals (idempotent). A part of a
 * large team adds its descendants' sums to the rows its first part cleared (the day reads live meanwhile).
 */
async function rollAgents(trx: Db, day: string, range: AgentRange): Promise<void> {
  if (range.part?.first !== false)
    for (const table of ['agent_day_bets', 'agent_day_postings', 'agent_day_active'] as const)
      await trx
        .deleteFrom(table)
        .where('day', '=', day)
        .where(() => inRange('agent_id', range))
        .execute();
  // The closure rows of the chunk: its agents', of the part's descendants only for a large team.
  const chunk = range.part
    ? sql<SqlBool>`${inRange('t.ancestor_id', range)} and ${inRange('t.descendant_id', range.part)} and t.depth > 0`
    : sql<SqlBool>`${inRange('t.ancestor_id', range)} and t.depth > 0`;
  // The first write of a row inserts it; a later part of the same team adds to it.
  const addTo = (...columns: string[]) =>
    sql.raw(`do update set ${columns.map((column) => `${column} = r.${column} + excluded.${column}`).join(', ')}`);
  // Each member's day totals counted once for every upline in the range (depth > 0: an agent's team never includes
  // itself). Driven by the closure rows of the range (cross join keeps SQLite's order: a chunk reads its own rows).
  await sql`insert into agent_day_bets as r (agent_id, day, game_type, bets, standing, stake_minor, win_minor)
      select t.ancestor_id, b.day, b.game_type, sum(b.bets), sum(b.standing), sum(b.stake_minor), sum(b.win_minor)
      from member_tree t cross join bet_day_totals b
      where ${chunk} and b.member_id = t.descendant_id and b.day = ${day}
      group by t.ancestor_id, b.day, b.game_type
      on conflict (agent_id, day, game_type) ${addTo('bets', 'standing', 'stake_minor', 'win_minor')}`.execute(trx);
  // Wallet accounts are 'wallet:' || member id (ledger/accounts.ts).
  await sql`insert into agent_day_postings as r (agent_id, day, kind, postings, amount_minor)
      select t.ancestor_id, w.day, w.kind, sum(w.postings), sum(w.amount_minor)
      from member_tree t cross join wallet_day_postings w
      where ${chunk} and w.account_id = 'wallet:' || t.descendant_id and w.day = ${day}
      group by t.ancestor_id, w.day, w.kind
      on conflict (agent_id, day, kind) ${addTo('postings', 'amount_minor')}`.execute(trx);
  // Active: a standing bet that day. Each active member's previous active day, one backward index probe each.
  await sql`insert into agent_day_active as r (agent_id, day, prev_day, members)
      select a.ancestor_id, ${day}, a.prev_day, count(*)
      from (
        select t.ancestor_id, coalesce((select max(p.day) from bet_day_totals p
            where p.member_id = t.descendant_id and p.day < ${day} and p.standing > 0), '') as prev_day
        from member_tree t
        where ${chunk} and exists (select 1 from bet_day_totals b
            where b.member_id = t.descendant_id and b.day = ${day} and b.standing > 0)
      ) a group by a.ancestor_id, a.prev_day
      on conflict (agent_id, day, prev_day) ${addTo('members')}`.execute(trx);
}

/**
 * Rolls one closed day if it is stale: true when this call wrote it. In bounded transactions, each under the day
 * row's lock: the first makes the day read live while it is rewritten (and the later days its changes moved stale),
 * one per range of agents rewrites their rows, the last records the change count read at the start — a change
 * committed meanwhile leaves the day stale (read live) until the next run. Of two runs at once both rewrite the same
 * rows from the same figures, and only the first to finish records the day (the other finds it current).
 */
export async function rollDay(db: Db, day: string, now: Date, ranges?: readonly AgentRange[]): Promise<boolean> {
  const roller = randomUUID();
  const start = await db.transaction().execute(async (trx) => {
    const state = await lockDay(trx, day);
    if (!state || isCurrent(state)) return null;
    await staleLaterDays(trx, day, state.rolledChanges === null);
    await trx
      .updateTable('agent_rollup_days')
      .set(state.rolledChanges === null ? { roller } : { roller, rolledChanges: STALE })
      .where('day', '=', day)
      .execute();
    return state.changes;
  });
  if (start === null) return false;
  for (const range of ranges ?? (await agentRanges(db))) {
    const started = performance.now();
    // A run that started later owns the day now (its first part clears what this one added): this one stops.
    const owner = await db.transaction().execute(async (trx) => {
      if ((await lockDay(trx, day))?.roller !== roller) return false;
      await rollAgents(trx, day, range);
      return true;
    });
    rollupStats.chunks += 1;
    rollupStats.longestChunkMs = Math.max(rollupStats.longestChunkMs, performance.now() - started);
    if (!owner) return false;
  }
  return db.transaction().execute(async (trx) => {
    const state = await lockDay(trx, day);
    if (!state || isCurrent(state) || state.roller !== roller) return false;
    await trx.updateTable('agent_rollup_days').set({ rolledChanges: start, rolledAt: now.toISOString() }).where('day', '=', day).execute();
    return true;
  });
}

/** Rolls the stale closed days, oldest first (a later day's active members follow from the earlier ones). */
export async function rollClosedDays(db: Db, now: Date, maxDays = ROLLUP_DAYS_PER_RUN): Promise<RollupRun> {
  const yesterday = nextDay(businessDayOf(now.toISOString()), -1);
  await registerDays(db, yesterday);
  // The oldest stale day each time: rolling one makes the later rolled days stale again.
  const oldestStale = () =>
    db
      .selectFrom('agent_rollup_days')
      .select('day')
      .where('day', '<=', yesterday)
      .where((eb) => eb.or([eb('rolledChanges', 'is', null), eb('rolledChanges', '<>', eb.ref('changes'))]))
      .orderBy('day')
      .executeTakeFirst();
  const rolled: string[] = [];
  let ranges: AgentRange[] | undefined;
  for (let stale = await oldestStale(); stale; stale = await oldestStale()) {
    if (rolled.length === maxDays) return { rolled, more: true };
    ranges ??= await agentRanges(db);
    // Not written by this run (another run rolled it at once): that run goes on with the next days.
    if (!(await rollDay(db, stale.day, now, ranges))) break;
    rolled.push(stale.day);
  }
  return { rolled, more: false };
}
