// Migration frozen in time: an agent's team size and new members without counting its closure rows (issue 17,
// docs/architecture.md §4 Agent rollup, Team size). The overview counted the caller's rows of `member_tree` on every
// call (~100 ms for the top agent of a 100,000-member tree). Now every closure row written also counts, by trigger in
// the same statement, in `agent_team_days`: per upline and business day of the descendant's registration, the members
// registered below it that day and how many of them directly. A team's size at a day's end is the sum of its days up to
// it, its new members the sum of the period's days: a read of the agent's own days, whatever the size of its team. Kept
// by the database, so every writer of the tree counts (registration, an agent's create-account, free play, ops, the
// demo seed, a bulk load); filled from the rows already there.
// It must never import application types: later code changes must not change what it did.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The Vientiane business day (UTC+7 all year) of an ISO instant, as the per-day totals of 20251127110000 name days. */
const dayOf = (postgres: boolean, column: string) =>
  postgres ? `to_char((${column})::timestamptz at time zone 'UTC' + interval '7 hours', 'YYYY-MM-DD')` : `date(${column}, '+7 hours')`;

/** A closure row's counts: one member, and one direct downline when it is at depth 1. */
const DIRECT = (row: string) => `case when ${row}.depth = 1 then 1 else 0 end`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const day = (column: string) => dayOf(postgres, column);
  await db.schema
    .createTable('agent_team_days')
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('members', 'bigint', (c) => c.notNull())
    .addColumn('direct', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_team_days_pk', ['agent_id', 'day'])
    .execute();
  await sql
    .raw(
      `insert into agent_team_days (agent_id, day, members, direct)
      select t.ancestor_id, ${day('t.descendant_created_at')}, count(*), sum(${DIRECT('t')})
      from member_tree t where t.depth > 0 group by 1, 2`,
    )
    .execute(db);

  if (postgres) {
    // A statement trigger over transition tables: one upsert per statement (a bulk load of the tree too). In key order,
    // so two registrations under the same uplines take their rows' locks in the same order and never deadlock; the
    // second waits for the first's commit and adds to what it wrote. Closure rows are never updated or deleted by the
    // application; an update or delete by hand is counted all the same.
    await sql
      .raw(
        `create function member_tree_team_days() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          update agent_team_days r set members = r.members - o.members, direct = r.direct - o.direct
            from (select ancestor_id, ${day('descendant_created_at')} as day, count(*) as members, sum(${DIRECT('old_rows')}) as direct
              from old_rows where depth > 0 group by 1, 2) o
            where r.agent_id = o.ancestor_id and r.day = o.day;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into agent_team_days as r (agent_id, day, members, direct)
            select ancestor_id, ${day('descendant_created_at')}, count(*), sum(${DIRECT('new_rows')})
              from new_rows where depth > 0 group by 1, 2 order by 1, 2
            on conflict (agent_id, day) do update set members = r.members + excluded.members, direct = r.direct + excluded.direct;
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
          `create trigger member_tree_team_days_${event} after ${event} on member_tree referencing ${tables} for each statement execute function member_tree_team_days()`,
        )
        .execute(db);
  } else {
    const add = `insert into agent_team_days (agent_id, day, members, direct)
        values (new.ancestor_id, ${day('new.descendant_created_at')}, 1, ${DIRECT('new')})
        on conflict (agent_id, day) do update set members = members + 1, direct = direct + excluded.direct;`;
    const remove = `update agent_team_days set members = members - 1, direct = direct - ${DIRECT('old')}
        where agent_id = old.ancestor_id and day = ${day('old.descendant_created_at')};`;
    await sql
      .raw(`create trigger member_tree_team_days_insert after insert on member_tree when new.depth > 0 begin ${add} end`)
      .execute(db);
    await sql
      .raw(`create trigger member_tree_team_days_update_old after update on member_tree when old.depth > 0 begin ${remove} end`)
      .execute(db);
    await sql
      .raw(`create trigger member_tree_team_days_update_new after update on member_tree when new.depth > 0 begin ${add} end`)
      .execute(db);
    await sql
      .raw(`create trigger member_tree_team_days_delete after delete on member_tree when old.depth > 0 begin ${remove} end`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const triggers = postgres ? ['insert', 'update', 'delete'] : ['insert', 'update_old', 'update_new', 'delete'];
  for (const event of triggers)
    await sql
      .raw(postgres ? `drop trigger member_tree_team_days_${event} on member_tree` : `drop trigger member_tree_team_days_${event}`)
      .execute(db);
  if (postgres) await sql.raw('drop function member_tree_team_days()').execute(db);
  await db.schema.dropTable('agent_team_days').execute();
}
