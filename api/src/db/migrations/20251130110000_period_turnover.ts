// Migration frozen in time: each member's settled valid turnover per mission period (issue 16), kept by the database
// in the same transaction as the bet it counts, whoever writes the bet, so the mission leaderboard reads the top of one
// period and the caller's own rank from one index instead of summing every member's per-day totals (1.3-1.8 s a
// weekly call at 20,000 members on SQLite). A row per period (DAILY: a business day; WEEKLY: Monday to Sunday), its
// first business day and member: the settled bets placed in it and their stakes. Only SETTLED bets count (an open
// one has not, a rolled-back one never will); trial accounts (member type 4) are left out, as the board leaves them.
// Filled from the bets already there. Business days are Asia/Vientiane: UTC+7 all year. Also an index of each
// member's paid deposits, which a deposit mission's progress read by scanning every member's.
// It must never import application types: later code changes must not change what it did.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The trial member type (TRIAL_TYPE when this was written). */
const TRIAL = 4;

const pgLocal = (column: string) => `(${column})::timestamptz at time zone 'UTC' + interval '7 hours'`;
const pgDay = (column: string) => `to_char(${pgLocal(column)}, 'YYYY-MM-DD')`;
/** date_trunc's week starts on Monday. */
const pgWeek = (column: string) => `to_char(date_trunc('week', ${pgLocal(column)}), 'YYYY-MM-DD')`;
const sqliteDay = (column: string) => `date(${column}, '+7 hours')`;
/** 'weekday 0' moves on to the Sunday ending the week (or stays on it); six days back is its Monday. */
const sqliteWeek = (column: string) => `date(${column}, '+7 hours', 'weekday 0', '-6 days')`;

/** The settled bets of `rows` (a table or transition table) of real members, by period, first day and member. */
const settledGroups = (rows: string, postgres: boolean) => {
  const [day, week] = postgres ? [pgDay('b.placed_at'), pgWeek('b.placed_at')] : [sqliteDay('b.placed_at'), sqliteWeek('b.placed_at')];
  return `select 'DAILY' as period, ${day} as period_start, b.member_id, count(*) as bets, sum(b.stake_minor) as stake_minor
      from ${rows} b join members m on m.id = b.member_id where b.status = 'SETTLED' and m.type <> ${TRIAL} group by 1, 2, 3
    union all
    select 'WEEKLY', ${week}, b.member_id, count(*), sum(b.stake_minor)
      from ${rows} b join members m on m.id = b.member_id where b.status = 'SETTLED' and m.type <> ${TRIAL} group by 1, 2, 3`;
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('period_turnover')
    // DAILY or WEEKLY.
    .addColumn('period', 'text', (c) => c.notNull())
    // The period's first business day, YYYY-MM-DD (a week's Monday).
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('bets', 'bigint', (c) => c.notNull())
    .addColumn('stake_minor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('period_turnover_pk', ['period', 'period_start', 'member_id'])
    .execute();
  // The board's order (most first, the member id breaking ties) straight from the index, and a rank's count of those
  // above a turnover as one range of it.
  await sql`create index period_turnover_rank_idx on period_turnover (period, period_start, stake_minor desc, member_id)`.execute(db);
  await sql
    .raw(`insert into period_turnover (period, period_start, member_id, bets, stake_minor) ${settledGroups('bets', postgres)}`)
    .execute(db);
  if (postgres) await postgresTriggers(db);
  else await sqliteTriggers(db);
  // The per-day totals' index by day served only the board's old sum over every member: one write less per bet.
  await db.schema.dropIndex('bet_day_totals_day_idx').execute();
  // A member's paid deposits of a period (a deposit mission's progress, a first-deposit bonus's check) from one range
  // of an index, with the amount in it: SQLite took the status index, every member's paid deposits.
  await db.schema
    .createIndex('deposit_orders_member_paid_idx')
    .on('deposit_orders')
    .columns(['member_id', 'status', 'completed_at', 'amount_minor'])
    .execute();
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  // A row trigger sees one bet: its day's and its week's rows, when its member is not a trial account. (An upsert's
  // select needs a where clause, or SQLite reads its "on" as a join's.)
  const add = `insert into period_turnover (period, period_start, member_id, bets, stake_minor)
      select p.period, p.start, new.member_id, 1, new.stake_minor
      from (select 'DAILY' as period, ${sqliteDay('new.placed_at')} as start
        union all select 'WEEKLY', ${sqliteWeek('new.placed_at')}) p
      where (select type from members where id = new.member_id) <> ${TRIAL}
      on conflict (period, period_start, member_id) do update set bets = bets + 1, stake_minor = stake_minor + excluded.stake_minor;`;
  const remove = (period: string, start: string) => `update period_turnover set bets = bets - 1, stake_minor = stake_minor - old.stake_minor
      where period = '${period}' and period_start = ${start} and member_id = old.member_id;`;
  const removeBoth = `${remove('DAILY', sqliteDay('old.placed_at'))} ${remove('WEEKLY', sqliteWeek('old.placed_at'))}`;
  const columns = 'member_id, placed_at, status, stake_minor';
  for (const statement of [
    `create trigger bets_period_turnover_insert after insert on bets when new.status = 'SETTLED' begin ${add} end`,
    `create trigger bets_period_turnover_update_old after update of ${columns} on bets when old.status = 'SETTLED' begin ${removeBoth} end`,
    `create trigger bets_period_turnover_update_new after update of ${columns} on bets when new.status = 'SETTLED' begin ${add} end`,
    `create trigger bets_period_turnover_delete after delete on bets when old.status = 'SETTLED' begin ${removeBoth} end`,
  ])
    await sql.raw(statement).execute(db);
}

/**
 * Statement triggers over the transition tables old_rows and new_rows, as the per-day totals' (20251127110000). The
 * rows are written in key order, so two transactions that touch the same rows queue rather than deadlock. A statement
 * without a settled bet (every bet's insert, still open) only looks: a transition table allows no WHEN clause.
 */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function bets_period_turnover() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        if exists (select 1 from old_rows where status = 'SETTLED') then
          update period_turnover t set bets = t.bets - o.bets, stake_minor = t.stake_minor - o.stake_minor
            from (${settledGroups('old_rows', true)}) o
            where t.period = o.period and t.period_start = o.period_start and t.member_id = o.member_id;
        end if;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        if exists (select 1 from new_rows where status = 'SETTLED') then
          insert into period_turnover (period, period_start, member_id, bets, stake_minor)
            select * from (${settledGroups('new_rows', true)}) n order by 1, 2, 3
            on conflict (period, period_start, member_id) do update set bets = period_turnover.bets + excluded.bets,
              stake_minor = period_turnover.stake_minor + excluded.stake_minor;
        end if;
      end if;
      return null;
    end $$`,
    )
    .execute(db);
  const transitions = {
    insert: 'new table as new_rows',
    update: 'old table as old_rows new table as new_rows',
    delete: 'old table as old_rows',
  };
  for (const [event, tables] of Object.entries(transitions))
    await sql
      .raw(
        `create trigger bets_period_turnover_${event} after ${event} on bets referencing ${tables} for each statement execute function bets_period_turnover()`,
      )
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('deposit_orders_member_paid_idx').execute();
  await db.schema.createIndex('bet_day_totals_day_idx').on('bet_day_totals').columns(['day', 'member_id', 'stake_minor']).execute();
  if (isPostgres(db)) {
    for (const event of ['insert', 'update', 'delete']) await sql.raw(`drop trigger bets_period_turnover_${event} on bets`).execute(db);
    await sql`drop function bets_period_turnover()`.execute(db);
  } else {
    for (const name of ['insert', 'update_old', 'update_new', 'delete'])
      await sql.raw(`drop trigger bets_period_turnover_${name}`).execute(db);
  }
  await db.schema.dropTable('period_turnover').execute();
}
