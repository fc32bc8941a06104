// The agent rollup's writer (issue 17, docs/architecture.md §4 Agent rollup): for each closed business day, the sums
// of every agent's whole subtree (bets by game type, wallet postings by entry kind) and each active member-day's
// previous active day, counted per agent — from the day's per-member totals (records.table.ts), each member's added to
// its uplines through the closure table, in bounded chunks of the day's members. Run by a leased job (jobs/agent-rollup.ts); idempotent: a day is rolled only while its
// change count differs from the one it was rolled at, under that day's row lock, so concurrent runs write it once and
// a rerun recomputes it identically. A late change of a rolled day (a rollback, a late settle) bumps the count by
// trigger: the reports read that day live until it is rolled again.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
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
 * Per-member day rows (bets by game type and vendor, wallet postings by kind) one transaction of a day's roll reads at
 * most. A day is rolled from its own rows, each member's added to every upline (the closure table by descendant), so
 * its cost follows the day's activity times the tree's depth, never the tree's size: the bench's 100,000-member tree
 * rolls ~30,000 member-days a day instead of probing its 500,000 closure rows three times, and a quiet day costs
 * nothing. On SQLite a transaction holds the only writer: a chunk of 4,000 rows holds it for tens of ms, and the bets
 * and transfers of that time get in between. The property test lowers it to roll in many chunks.
 */
export const ROLLUP_CHUNK = { memberRows: 4_000 };

/** The transactions of member chunks rolled by this process and the longest (what SQLite's writer was held for: bench:agent). */
export const rollupStats = { chunks: 0, longestChunkMs: 0 };

/** Some of the day's members; the first chunk of a day clears its rows (every agent's) before adding its members'. */
interface MemberChunk {
  memberIds: string[];
  first: boolean;
}

/**
 * The members with figures on the day (bet or wallet rows) in chunks of at most ROLLUP_CHUNK.memberRows rows of theirs
 * (a member's rows never split), read from the day's indexes after the roll started: a member whose figures came
 * later changed the day's count, so the day stays stale and is rolled again. One empty chunk for a day with none.
 */
export async function memberChunks(db: Db, day: string): Promise<MemberChunk[]> {
  const { rows } = await sql<{ memberId: string; n: number | string }>`select x.member_id, count(*) as n from (
      select member_id from bet_day_totals where day = ${day}
      union all
      select substr(account_id, 8) as member_id from wallet_day_postings where day = ${day} and account_id like 'wallet:%'
    ) x group by x.member_id`.execute(db);
  const chunks: MemberChunk[] = [{ memberIds: [], first: true }];
  let size = 0;
  for (const row of rows) {
    const current = chunks[chunks.length - 1] as MemberChunk;
    if (size > 0 && size + Number(row.n) > ROLLUP_CHUNK.memberRows) {
      chunks.push({ memberIds: [row.memberId], first: false });
      size = Number(row.n);
    } else {
      current.memberIds.push(row.memberId);
      size += Number(row.n);
    }
  }
  return chunks;
}

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

/** The first write of a row inserts it; a later chunk of the same day adds to it. */
const addTo = (...columns: string[]) =>
  sql.raw(`do update set ${columns.map((column) => `${column} = r.${column} + excluded.${column}`).join(', ')}`);

/**
 * Adds the chunk's members' figures of the day to the rollup rows of each of their uplines (depth > 0: an agent's team
 * never includes itself); the day's first chunk clears the day's rows first. Every statement is driven by the chunk's
 * members' rows of the day (the day's indexes, equality probes) and each member's closure rows by descendant.
 */
async function rollMembers(trx: Db, day: string, chunk: MemberChunk): Promise<void> {
  if (chunk.first)
    for (const table of ['agent_day_bets', 'agent_day_postings', 'agent_day_active'] as const)
      await trx.deleteFrom(table).where('day', '=', day).execute();
  if (chunk.memberIds.length === 0) return;
  const members = sql.join(chunk.memberIds);
  const wallets = sql.join(chunk.memberIds.map((id) => `wallet:${id}`));
  await sql`insert into agent_day_bets as r (agent_id, day, game_type, bets, standing, stake_minor, win_minor)
      select t.ancestor_id, b.day, b.game_type, sum(b.bets), sum(b.standing), sum(b.stake_minor), sum(b.win_minor)
      from bet_day_totals b cross join member_tree t
      where b.day = ${day} and b.member_id in (${members}) and t.descendant_id = b.member_id and t.depth > 0
      group by t.ancestor_id, b.day, b.game_type
      on conflict (agent_id, day, game_type) ${addTo('bets', 'standing', 'stake_minor', 'win_minor')}`.execute(trx);
  // Wallet accounts are 'wallet:' || member id (ledger/accounts.ts).
  await sql`insert into agent_day_postings as r (agent_id, day, kind, postings, amount_minor)
      select t.ancestor_id, w.day, w.kind, sum(w.postings), sum(w.amount_minor)
      from wallet_day_postings w cross join member_tree t
      where w.day = ${day} and w.account_id in (${wallets}) and t.descendant_id = substr(w.account_id, 8) and t.depth > 0
      group by t.ancestor_id, w.day, w.kind
      on conflict (agent_id, day, kind) ${addTo('postings', 'amount_minor')}`.execute(trx);
  // Active: a standing bet that day. Each active member's previous active day (one backward index probe), counted on
  // each of its uplines.
  await sql`insert into agent_day_active as r (agent_id, day, prev_day, members)
      select t.ancestor_id, ${day}, a.prev_day, count(*)
      from (
        select m.member_id, coalesce((select max(p.day) from bet_day_totals p
            where p.member_id = m.member_id and p.day < ${day} and p.standing > 0), '') as prev_day
        from (select distinct member_id from bet_day_totals
            where day = ${day} and member_id in (${members}) and standing > 0) m
      ) a cross join member_tree t
      where t.descendant_id = a.member_id and t.depth > 0
      group by t.ancestor_id, a.prev_day
      on conflict (agent_id, day, prev_day) ${addTo('members')}`.execute(trx);
}

/**
 * Rolls one closed day if it is stale: true when this call wrote it. In bounded transactions, each under the day
 * row's lock: the first makes the day read live while it is rewritten (and the later days its changes moved stale),
 * one per range of agents rewrites their rows, the last records the change count read at the start — a change
 * committed meanwhile leaves the day stale (read live) until the next run. Of two runs at once both rewrite the same
 * rows from the same figures, and only the first to finish records the day (the other finds it current).
 */
export async function rollDay(db: Db, day: string, now: Date): Promise<boolean> {
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
  for (const chunk of await memberChunks(db, day)) {
    const started = performance.now();
    // A run that started later owns the day now (its first chunk clears what this one added): this one stops.
    const owner = await db.transaction().execute(async (trx) => {
      if ((await lockDay(trx, day))?.roller !== roller) return false;
      await rollMembers(trx, day, chunk);
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
  for (let stale = await oldestStale(); stale; stale = await oldestStale()) {
    if (rolled.length === maxDays) return { rolled, more: true };
    // Not written by this run (another run rolled it at once): that run goes on with the next days.
    if (!(await rollDay(db, stale.day, now))) break;
    rolled.push(stale.day);
  }
  return { rolled, more: false };
}
