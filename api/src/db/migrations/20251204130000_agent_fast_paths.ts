// Migration frozen in time (issue 17, docs/architecture.md §4 Agent rollup and Settlements):
// - `agent_rollup_touched (day, member_id)`: the members whose activity (a standing bet) changed on a day after that day
//   was rolled — kept by triggers on the per-member day totals when a row's standing crosses zero. Re-rolling such a
//   day marks stale only the next active day of each of those members (the only later day whose previous active day
//   can move), instead of every later day.
// - The owed-dividends index leads with the kind too, so the freeze check on every withdrawal and transfer reads the
//   owed rows only (SQLite chose the records index by upline and kind over the partial one and read every settlement
//   the upline ever paid: bench:freeze).
// It must never import application types: later code changes must not change what it did.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Only a day already rolled records its touched members (today and unrolled days are read live or rolled whole). */
const ROLLED = (day: string) => `exists (select 1 from agent_rollup_days d where d.day = ${day} and d.rolled_changes is not null)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_rollup_touched')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_rollup_touched_pk', ['day', 'member_id'])
    .execute();
  await sql`drop index contract_settlements_owed_idx`.execute(db);
  await sql`create index contract_settlements_owed_idx on contract_settlements (upline_id, kind, period_start) where status = 'owed'`.execute(
    db,
  );

  if (isPostgres(db)) {
    // A statement trigger over transition tables, as the rollup's change counters (one insert per statement).
    await sql
      .raw(
        `create function bet_day_totals_rollup_touched() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into agent_rollup_touched (day, member_id)
            select distinct n.day, n.member_id from new_rows n where n.standing > 0 and ${ROLLED('n.day')}
            on conflict do nothing;
        elsif tg_op = 'DELETE' then
          insert into agent_rollup_touched (day, member_id)
            select distinct o.day, o.member_id from old_rows o where o.standing > 0 and ${ROLLED('o.day')}
            on conflict do nothing;
        else
          insert into agent_rollup_touched (day, member_id)
            select distinct n.day, n.member_id from new_rows n
              join old_rows o on o.member_id = n.member_id and o.day = n.day and o.game_type = n.game_type and o.vassalage = n.vassalage
            where (n.standing > 0) <> (o.standing > 0) and ${ROLLED('n.day')}
            on conflict do nothing;
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
          `create trigger bet_day_totals_rollup_touched_${event} after ${event} on bet_day_totals referencing ${tables} for each statement execute function bet_day_totals_rollup_touched()`,
        )
        .execute(db);
  } else {
    // Not INSERT OR IGNORE: the policy of the statement that fires a trigger overrides the trigger's own.
    const touch = (row: string) =>
      `insert into agent_rollup_touched (day, member_id) select ${row}.day, ${row}.member_id where not exists (select 1 from agent_rollup_touched x where x.day = ${row}.day and x.member_id = ${row}.member_id);`;
    await sql
      .raw(
        `create trigger bet_day_totals_rollup_touched_insert after insert on bet_day_totals when new.standing > 0 and ${ROLLED('new.day')} begin ${touch('new')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger bet_day_totals_rollup_touched_update after update on bet_day_totals when (new.standing > 0) <> (old.standing > 0) and ${ROLLED('new.day')} begin ${touch('new')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger bet_day_totals_rollup_touched_delete after delete on bet_day_totals when old.standing > 0 and ${ROLLED('old.day')} begin ${touch('old')} end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const event of ['insert', 'update', 'delete'])
    await sql
      .raw(
        postgres
          ? `drop trigger bet_day_totals_rollup_touched_${event} on bet_day_totals`
          : `drop trigger bet_day_totals_rollup_touched_${event}`,
      )
      .execute(db);
  if (postgres) await sql.raw('drop function bet_day_totals_rollup_touched()').execute(db);
  await sql`drop index contract_settlements_owed_idx`.execute(db);
  await sql`create index contract_settlements_owed_idx on contract_settlements (upline_id, period_start) where status = 'owed'`.execute(db);
  await db.schema.dropTable('agent_rollup_touched').execute();
}
