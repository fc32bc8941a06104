// Migration frozen in time: the agent centre's rollup per agent and business day (issue 17, docs/architecture.md §4
// Agent rollup) — the sums of each agent's whole subtree for a closed day (bets by game type, wallet postings by entry
// kind) and, for the team's distinct active members over any range, each active member-day's previous active day,
// counted per agent. Written by the rollup job (modules/agents/rollup.ts), never by a bet's transaction: a bet of a
// 100,000-member tree would otherwise update its top agent's row. `agent_rollup_days` says which days are rolled and
// current: the triggers below count every change of a day's per-member totals (a late settle, a rollback), so a day
// changed after its roll reads live until the job rolls it again. Indexes to read a day's per-member totals and the
// bets of a time window in order (an agent of a large team pages its bets from the time index).
// It must never import application types: later code changes must not change what it did.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The per-member day tables whose changes make a rolled day stale. */
const SOURCES = ['bet_day_totals', 'wallet_day_postings'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_rollup_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    // Changes of the day's per-member totals, counted by the triggers (only once the day has a row: the job adds it).
    .addColumn('changes', 'bigint', (c) => c.notNull().defaultTo(0))
    // `changes` when the job last rolled the day (null: not rolled); the rollup is current while the two are equal.
    .addColumn('rolled_changes', 'bigint')
    .addColumn('rolled_at', 'text')
    .execute();
  await db.schema
    .createTable('agent_day_bets')
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('bets', 'bigint', (c) => c.notNull())
    .addColumn('standing', 'bigint', (c) => c.notNull())
    .addColumn('stake_minor', 'bigint', (c) => c.notNull())
    .addColumn('win_minor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_day_bets_pk', ['agent_id', 'day', 'game_type'])
    .execute();
  await db.schema
    .createTable('agent_day_postings')
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('postings', 'bigint', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_day_postings_pk', ['agent_id', 'day', 'kind'])
    .execute();
  // Members of the agent's subtree active on `day` (a standing bet) whose previous active day was `prev_day` ('' for
  // none): those with prev_day before a range's first day are its distinct active members, day by day.
  await db.schema
    .createTable('agent_day_active')
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('prev_day', 'text', (c) => c.notNull())
    .addColumn('members', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_day_active_pk', ['agent_id', 'day', 'prev_day'])
    .execute();
  // A day's rows of every member (the job's roll, and today's live figures of a large team).
  await db.schema.createIndex('bet_day_totals_day_idx').on('bet_day_totals').columns(['day', 'member_id']).execute();
  await db.schema.createIndex('wallet_day_postings_day_idx').on('wallet_day_postings').columns(['day', 'account_id']).execute();
  // The bets of a time window newest first (a large team's bet list walks it).
  await db.schema.createIndex('bets_placed_id_idx').on('bets').columns(['placed_at', 'id']).execute();

  if (isPostgres(db)) {
    // Statement triggers over transition tables: one update per statement, also for the bets' bulk upserts.
    for (const table of SOURCES) {
      const fn = `${table}_rollup_stale`;
      await sql
        .raw(
          `create function ${fn}() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then
            update agent_rollup_days set changes = changes + 1 where day in (select day from old_rows);
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            update agent_rollup_days set changes = changes + 1 where day in (select day from new_rows);
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
          .raw(`create trigger ${fn}_${event} after ${event} on ${table} referencing ${tables} for each statement execute function ${fn}()`)
          .execute(db);
    }
  } else {
    for (const table of SOURCES) {
      const touch = (row: string) => `update agent_rollup_days set changes = changes + 1 where day = ${row}.day;`;
      await sql.raw(`create trigger ${table}_rollup_stale_insert after insert on ${table} begin ${touch('new')} end`).execute(db);
      await sql
        .raw(`create trigger ${table}_rollup_stale_update after update on ${table} begin ${touch('old')} ${touch('new')} end`)
        .execute(db);
      await sql.raw(`create trigger ${table}_rollup_stale_delete after delete on ${table} begin ${touch('old')} end`).execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of SOURCES) {
    for (const event of ['insert', 'update', 'delete'])
      await sql
        .raw(postgres ? `drop trigger ${table}_rollup_stale_${event} on ${table}` : `drop trigger ${table}_rollup_stale_${event}`)
        .execute(db);
    if (postgres) await sql.raw(`drop function ${table}_rollup_stale()`).execute(db);
  }
  await db.schema.dropIndex('bets_placed_id_idx').execute();
  await db.schema.dropIndex('wallet_day_postings_day_idx').execute();
  await db.schema.dropIndex('bet_day_totals_day_idx').execute();
  await db.schema.dropTable('agent_day_active').execute();
  await db.schema.dropTable('agent_day_postings').execute();
  await db.schema.dropTable('agent_day_bets').execute();
  await db.schema.dropTable('agent_rollup_days').execute();
}
