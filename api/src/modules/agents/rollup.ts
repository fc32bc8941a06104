// The agent rollup's writer (issue 17, docs/architecture.md §4 Agent rollup): for each closed business day, the sums
// of every agent's whole subtree (bets by game type, wallet postings by entry kind) and each active member-day's
// previous active day, counted per agent — from the per-member day totals (records.table.ts) and the closure table,
// one day in one transaction. Run by a leased job (jobs/agent-rollup.ts); idempotent: a day is rolled only while its
// change count differs from the one it was rolled at, under that day's row lock, so concurrent runs write it once and
// a rerun recomputes it identically. A late change of a rolled day (a rollback, a late settle) bumps the count by
// trigger: the reports read that day live until it is rolled again.
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
      .values(missing.slice(at, at + 500).map((day) => ({ day, changes: 0, rolledChanges: null, rolledAt: null })))
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
}

/**
 * Rolls one closed day if it is stale: true when this call wrote it. Under the day row's lock (PostgreSQL; SQLite has
 * one writer), so of two runs the second finds it current. The change count read before the sums is the one recorded:
 * a change committed after that read leaves the day stale (read live) until the next run.
 */
export async function rollDay(db: Db, day: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const state = await trx
      .selectFrom('agent_rollup_days')
      .select(['changes', 'rolledChanges'])
      .where('day', '=', day)
      .$if(isPostgres(trx), (qb) => qb.forUpdate())
      .executeTakeFirst();
    if (!state || (state.rolledChanges !== null && String(state.rolledChanges) === String(state.changes))) return false;
    for (const table of ['agent_day_bets', 'agent_day_postings', 'agent_day_active'] as const)
      await trx.deleteFrom(table).where('day', '=', day).execute();
    // Each member's day totals counted once for every upline (depth > 0: an agent's team never includes itself).
    await sql`insert into agent_day_bets (agent_id, day, game_type, bets, standing, stake_minor, win_minor)
      select t.ancestor_id, b.day, b.game_type, sum(b.bets), sum(b.standing), sum(b.stake_minor), sum(b.win_minor)
      from bet_day_totals b join member_tree t on t.descendant_id = b.member_id
      where b.day = ${day} and t.depth > 0 group by t.ancestor_id, b.day, b.game_type`.execute(trx);
    // Wallet accounts are 'wallet:' || member id (ledger/accounts.ts): the member id is the rest.
    await sql`insert into agent_day_postings (agent_id, day, kind, postings, amount_minor)
      select t.ancestor_id, w.day, w.kind, sum(w.postings), sum(w.amount_minor)
      from wallet_day_postings w join member_tree t on t.descendant_id = substr(w.account_id, 8)
      where w.day = ${day} and t.depth > 0 group by t.ancestor_id, w.day, w.kind`.execute(trx);
    // Active: a standing bet that day. Each active member's previous active day, one backward index probe each.
    await sql`insert into agent_day_active (agent_id, day, prev_day, members)
      select t.ancestor_id, ${day}, a.prev_day, count(*)
      from (
        select m.member_id, coalesce((select max(p.day) from bet_day_totals p
            where p.member_id = m.member_id and p.day < ${day} and p.standing > 0), '') as prev_day
        from (select distinct member_id from bet_day_totals where day = ${day} and standing > 0) m
      ) a join member_tree t on t.descendant_id = a.member_id
      where t.depth > 0 group by t.ancestor_id, a.prev_day`.execute(trx);
    await trx
      .updateTable('agent_rollup_days')
      .set({ rolledChanges: state.changes, rolledAt: now.toISOString() })
      .where('day', '=', day)
      .execute();
    // A later day's previous active days may have moved with this day's figures: those days are rolled again.
    await trx
      .updateTable('agent_rollup_days')
      .set({ rolledChanges: null })
      .where('day', '>', day)
      .where('rolledChanges', 'is not', null)
      .execute();
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
