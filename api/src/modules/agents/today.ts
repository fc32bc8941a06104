// Today's agent figures kept current (issue 17, docs/architecture.md §4 Agent rollup, Today): folds the change logs
// the database appends to (every change of a member's day totals or wallet day postings, migration
// 20251205120000_agent_today) into per agent sums of the live day — bets by game type, postings by kind, active
// members by previous active day — a bounded chunk per transaction, each log row deleted in the transaction that
// folds it, so a row counts once and the writer is held briefly. The reports (team-sums.ts) add the rows not folded yet.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/database';
import { businessDayOf } from '../records/business-days';

/** Log rows (of each log) folded per transaction: a chunk holds SQLite's writer for a few ms. Lowered by the tests. */
export const FOLD_CHUNK = { logRows: 250 };

/** The fold's transactions in this process and the longest (what SQLite's writer was held for: bench:agent). */
export const foldStats = { chunks: 0, longestChunkMs: 0 };

/** The live day's row, locked (PostgreSQL: FOR UPDATE; SQLite has one writer): folds of two nodes take turns. */
const lockLiveDay = (trx: Db) =>
  trx
    .selectFrom('agent_live_days')
    .select('day')
    .$if(isPostgres(trx), (qb) => qb.forUpdate())
    .executeTakeFirst();

/**
 * Makes `day` the live day: the sums of an earlier day stop counting at once (the reports read them only for the day
 * named here) and are deleted afterwards, a bounded chunk at a time. Never goes back to an earlier day (a node whose
 * clock is behind). False when the live day is later.
 */
async function startDay(db: Db, day: string): Promise<boolean> {
  const moved = await db.transaction().execute(async (trx) => {
    const live = await lockLiveDay(trx);
    if (live && live.day >= day) return live.day === day ? 'current' : 'later';
    await trx.deleteFrom('agent_live_days').execute();
    await trx
      .insertInto('agent_live_days')
      .values({ day })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
    return 'moved';
  });
  if (moved === 'moved')
    for (const table of ['agent_live_bets', 'agent_live_postings', 'agent_live_active'] as const)
      await db.deleteFrom(table).where('day', '<', day).execute();
  if (moved === 'moved')
    for (;;) {
      const old = await db.selectFrom('agent_live_members').select(['day', 'memberId']).where('day', '<', day).limit(5_000).execute();
      if (old.length === 0) break;
      for (const oldDay of new Set(old.map((row) => row.day)))
        await db
          .deleteFrom('agent_live_members')
          .where('day', '=', oldDay)
          .where(
            'memberId',
            'in',
            old.filter((row) => row.day === oldDay).map((row) => row.memberId),
          )
          .execute();
    }
  return moved !== 'later';
}

/** Adds to a row of per agent sums, or starts it. */
const addTo = (...columns: string[]) =>
  sql.raw(`do update set ${columns.map((column) => `${column} = r.${column} + excluded.${column}`).join(', ')}`);

/**
 * The members' standing on `day` recomputed from their day totals against what was folded for them: each member whose
 * activity or previous active day differs moves from its old count to its new one, on every upline.
 */
async function refoldMembers(trx: Db, day: string, memberIds: string[]): Promise<void> {
  if (memberIds.length === 0) return;
  const [folded, active] = await Promise.all([
    trx
      .selectFrom('agent_live_members')
      .select(['memberId', 'prevDay'])
      .where('day', '=', day)
      .where('memberId', 'in', memberIds)
      .execute(),
    sql<{ memberId: string; prevDay: string }>`select a.member_id, coalesce((select max(p.day) from bet_day_totals p
          where p.member_id = a.member_id and p.day < ${day} and p.standing > 0), '') as prev_day
        from (select distinct member_id from bet_day_totals
          where member_id in (${sql.join(memberIds)}) and day = ${day} and standing > 0) a`.execute(trx),
  ]);
  const before = new Map(folded.map((row) => [row.memberId, row.prevDay]));
  const after = new Map(active.rows.map((row) => [row.memberId, row.prevDay]));
  const moves: { memberId: string; prevDay: string; members: number }[] = [];
  for (const memberId of memberIds) {
    const [was, is] = [before.get(memberId), after.get(memberId)];
    if (was === is) continue;
    if (was !== undefined) moves.push({ memberId, prevDay: was, members: -1 });
    if (is !== undefined) moves.push({ memberId, prevDay: is, members: 1 });
  }
  if (moves.length === 0) return;
  const changed = [...new Set(moves.map((move) => move.memberId))];
  const uplines = await trx
    .selectFrom('member_tree')
    .select(['ancestorId', 'descendantId'])
    .where('descendantId', 'in', changed)
    .where('depth', '>', 0)
    .execute();
  const counts = new Map<string, { agentId: string; prevDay: string; members: number }>();
  for (const upline of uplines)
    for (const move of moves.filter((m) => m.memberId === upline.descendantId)) {
      const key = `${upline.ancestorId}\n${move.prevDay}`;
      const count = counts.get(key) ?? { agentId: upline.ancestorId, prevDay: move.prevDay, members: 0 };
      count.members += move.members;
      counts.set(key, count);
    }
  const rows = [...counts.values()].filter((count) => count.members !== 0).map((count) => ({ ...count, day }));
  for (let at = 0; at < rows.length; at += 500)
    await trx
      .insertInto('agent_live_active')
      .values(rows.slice(at, at + 500))
      .onConflict((oc) =>
        oc
          .columns(['agentId', 'day', 'prevDay'])
          .doUpdateSet((eb) => ({ members: eb('agent_live_active.members', '+', eb.ref('excluded.members')) })),
      )
      .execute();
  await trx.deleteFrom('agent_live_members').where('day', '=', day).where('memberId', 'in', changed).execute();
  const now = changed
    .filter((memberId) => after.has(memberId))
    .map((memberId) => ({ day, memberId, prevDay: after.get(memberId) as string }));
  if (now.length > 0) await trx.insertInto('agent_live_members').values(now).execute();
}

/** One chunk of the logs folded into the live day's sums and deleted; the rows it folded (0: nothing left). */
async function foldChunk(trx: Db, day: string): Promise<number> {
  const live = await lockLiveDay(trx);
  if (live?.day !== day) return 0;
  // The live day and earlier ones (a late change moves an active member's previous active day); a later day's rows
  // (written after midnight, before this node's clock turned) wait for that day.
  const [bets, postings] = await Promise.all([
    trx
      .selectFrom('agent_bet_log')
      .select(['seq', 'memberId', 'day'])
      .where('day', '<=', day)
      .orderBy('seq')
      .limit(FOLD_CHUNK.logRows)
      .execute(),
    trx.selectFrom('agent_posting_log').select('seq').where('day', '<=', day).orderBy('seq').limit(FOLD_CHUNK.logRows).execute(),
  ]);
  if (bets.length > 0) {
    const seqs = bets.map((row) => row.seq);
    // Each member's change added to every upline (the member's closure rows by the descendant index).
    await sql`insert into agent_live_bets as r (agent_id, day, game_type, bets, standing, stake_minor, win_minor)
        select t.ancestor_id, l.day, l.game_type, sum(l.bets), sum(l.standing), sum(l.stake_minor), sum(l.win_minor)
        from agent_bet_log l join member_tree t on t.descendant_id = l.member_id and t.depth > 0
        where l.seq in (${sql.join(seqs)}) and l.day = ${day}
        group by t.ancestor_id, l.day, l.game_type
        on conflict (agent_id, day, game_type) ${addTo('bets', 'standing', 'stake_minor', 'win_minor')}`.execute(trx);
    // Activity: the members that bet on the day, and those whose earlier day changed while active on it.
    const today = bets.filter((row) => row.day === day).map((row) => row.memberId);
    const earlier = [...new Set(bets.filter((row) => row.day < day).map((row) => row.memberId))];
    const activeToday =
      earlier.length === 0
        ? []
        : await trx.selectFrom('agent_live_members').select('memberId').where('day', '=', day).where('memberId', 'in', earlier).execute();
    await refoldMembers(trx, day, [...new Set([...today, ...activeToday.map((row) => row.memberId)])]);
    await trx.deleteFrom('agent_bet_log').where('seq', 'in', seqs).execute();
  }
  if (postings.length > 0) {
    const seqs = postings.map((row) => row.seq);
    // A member wallet's account is 'wallet:' || member id (ledger/accounts.ts): its member's closure rows.
    await sql`insert into agent_live_postings as r (agent_id, day, kind, postings, amount_minor)
        select t.ancestor_id, l.day, l.kind, sum(l.postings), sum(l.amount_minor)
        from agent_posting_log l join member_tree t on t.descendant_id = substr(l.account_id, 8) and t.depth > 0
        where l.seq in (${sql.join(seqs)}) and l.day = ${day}
        group by t.ancestor_id, l.day, l.kind
        on conflict (agent_id, day, kind) ${addTo('postings', 'amount_minor')}`.execute(trx);
    await trx.deleteFrom('agent_posting_log').where('seq', 'in', seqs).execute();
  }
  return bets.length + postings.length;
}

export interface FoldRun {
  day: string;
  /** Log rows folded by this run. */
  folded: number;
  /** Rows left (the run stopped at its bound): the next run goes on. */
  more: boolean;
}

/**
 * Folds the logs into the sums of today (the business day of `now`), chunk by chunk, at most `maxRows` rows per run.
 * Any number of runs at once: each chunk runs under the live day's lock and deletes what it folded.
 */
export async function foldToday(db: Db, now: Date, maxRows = 200_000): Promise<FoldRun> {
  const day = businessDayOf(now.toISOString());
  if (!(await startDay(db, day))) return { day, folded: 0, more: false };
  let folded = 0;
  while (folded < maxRows) {
    const started = performance.now();
    const rows = await db.transaction().execute((trx) => foldChunk(trx, day));
    foldStats.chunks += 1;
    foldStats.longestChunkMs = Math.max(foldStats.longestChunkMs, performance.now() - started);
    if (rows === 0) return { day, folded, more: false };
    folded += rows;
  }
  return { day, folded, more: true };
}
