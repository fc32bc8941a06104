// Migration frozen in time: today's agent figures kept current (issue 17, docs/architecture.md §4 Agent rollup, Today).
// The rollup answers closed days; today was read live from every member-day of the team (the top agent of a
// 100,000-member tree: seconds). Now every change of the per-member day totals also appends its difference to a log
// (`agent_bet_log`, `agent_posting_log` for member wallets) — one insert, no shared row, so a bet never waits on its
// uplines — and a leased job folds the log into per agent sums of the day it folds (`agent_live_*`, the day named by
// `agent_live_days`), deleting what it folded in the same transaction. A report of that day reads the folded sums plus
// the few log rows not folded yet: exact at every moment, and as cheap as the log is short.
// It must never import application types: later code changes must not change what it did.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A member wallet's account id is 'wallet:' || member id: only those postings count for a team. */
const WALLET = (row: string) => `${row}.account_id like 'wallet:%'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const seq = postgres ? 'bigserial primary key' : 'integer primary key';
  await sql
    .raw(
      `create table agent_bet_log (seq ${seq}, member_id text not null, day text not null, game_type text not null,
        bets bigint not null, standing bigint not null, stake_minor bigint not null, win_minor bigint not null)`,
    )
    .execute(db);
  await sql
    .raw(
      `create table agent_posting_log (seq ${seq}, account_id text not null, day text not null, kind text not null,
        postings bigint not null, amount_minor bigint not null)`,
    )
    .execute(db);
  await db.schema.createIndex('agent_bet_log_day_idx').on('agent_bet_log').columns(['day', 'member_id']).execute();
  await db.schema.createIndex('agent_posting_log_day_idx').on('agent_posting_log').columns(['day', 'account_id']).execute();
  // The day the live sums are for (one row at most): a report uses them only for that day.
  await db.schema
    .createTable('agent_live_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .execute();
  await db.schema
    .createTable('agent_live_bets')
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('bets', 'bigint', (c) => c.notNull())
    .addColumn('standing', 'bigint', (c) => c.notNull())
    .addColumn('stake_minor', 'bigint', (c) => c.notNull())
    .addColumn('win_minor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_live_bets_pk', ['agent_id', 'day', 'game_type'])
    .execute();
  await db.schema
    .createTable('agent_live_postings')
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('postings', 'bigint', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_live_postings_pk', ['agent_id', 'day', 'kind'])
    .execute();
  // The members folded as active on the day, with their previous active day ('' for none), and their count per agent.
  await db.schema
    .createTable('agent_live_members')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('prev_day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_live_members_pk', ['day', 'member_id'])
    .execute();
  await db.schema
    .createTable('agent_live_active')
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('prev_day', 'text', (c) => c.notNull())
    .addColumn('members', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_live_active_pk', ['agent_id', 'day', 'prev_day'])
    .execute();

  // The run rolling a day now (a random token): a part of a large team adds to the rows its first part cleared, so
  // of two runs rolling one day only the latest to start goes on (rollup.ts).
  await db.schema.alterTable('agent_rollup_days').addColumn('roller', 'text').execute();

  if (postgres) {
    // Statement triggers over transition tables (one insert per statement, as the rollup's change counters); an
    // update logs new minus old, joined on the table's key.
    await sql
      .raw(
        `create function bet_day_totals_agent_log() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into agent_bet_log (member_id, day, game_type, bets, standing, stake_minor, win_minor)
            select member_id, day, game_type, bets, standing, stake_minor, win_minor from new_rows;
        elsif tg_op = 'DELETE' then
          insert into agent_bet_log (member_id, day, game_type, bets, standing, stake_minor, win_minor)
            select member_id, day, game_type, -bets, -standing, -stake_minor, -win_minor from old_rows;
        else
          insert into agent_bet_log (member_id, day, game_type, bets, standing, stake_minor, win_minor)
            select n.member_id, n.day, n.game_type, n.bets - o.bets, n.standing - o.standing,
                n.stake_minor - o.stake_minor, n.win_minor - o.win_minor
              from new_rows n join old_rows o on o.member_id = n.member_id and o.day = n.day
                and o.game_type = n.game_type and o.vassalage = n.vassalage;
        end if;
        return null;
      end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create function wallet_day_postings_agent_log() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into agent_posting_log (account_id, day, kind, postings, amount_minor)
            select account_id, day, kind, postings, amount_minor from new_rows n where ${WALLET('n')};
        elsif tg_op = 'DELETE' then
          insert into agent_posting_log (account_id, day, kind, postings, amount_minor)
            select account_id, day, kind, -postings, -amount_minor from old_rows o where ${WALLET('o')};
        else
          insert into agent_posting_log (account_id, day, kind, postings, amount_minor)
            select n.account_id, n.day, n.kind, n.postings - o.postings, n.amount_minor - o.amount_minor
              from new_rows n join old_rows o on o.account_id = n.account_id and o.day = n.day and o.kind = n.kind
              where ${WALLET('n')};
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
    for (const table of ['bet_day_totals', 'wallet_day_postings'])
      for (const [event, tables] of Object.entries(transitions))
        await sql
          .raw(
            `create trigger ${table}_agent_log_${event} after ${event} on ${table} referencing ${tables} for each statement execute function ${table}_agent_log()`,
          )
          .execute(db);
  } else {
    const bet = (sign: string, row: string) =>
      `insert into agent_bet_log (member_id, day, game_type, bets, standing, stake_minor, win_minor)
        values (${row}.member_id, ${row}.day, ${row}.game_type, ${sign}${row}.bets, ${sign}${row}.standing, ${sign}${row}.stake_minor, ${sign}${row}.win_minor);`;
    await sql.raw(`create trigger bet_day_totals_agent_log_insert after insert on bet_day_totals begin ${bet('', 'new')} end`).execute(db);
    await sql
      .raw(
        `create trigger bet_day_totals_agent_log_update after update on bet_day_totals begin
          insert into agent_bet_log (member_id, day, game_type, bets, standing, stake_minor, win_minor)
            values (new.member_id, new.day, new.game_type, new.bets - old.bets, new.standing - old.standing,
              new.stake_minor - old.stake_minor, new.win_minor - old.win_minor); end`,
      )
      .execute(db);
    await sql.raw(`create trigger bet_day_totals_agent_log_delete after delete on bet_day_totals begin ${bet('-', 'old')} end`).execute(db);
    const posting = (sign: string, row: string) =>
      `insert into agent_posting_log (account_id, day, kind, postings, amount_minor)
        values (${row}.account_id, ${row}.day, ${row}.kind, ${sign}${row}.postings, ${sign}${row}.amount_minor);`;
    await sql
      .raw(
        `create trigger wallet_day_postings_agent_log_insert after insert on wallet_day_postings when ${WALLET('new')} begin ${posting('', 'new')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger wallet_day_postings_agent_log_update after update on wallet_day_postings when ${WALLET('new')} begin
          insert into agent_posting_log (account_id, day, kind, postings, amount_minor)
            values (new.account_id, new.day, new.kind, new.postings - old.postings, new.amount_minor - old.amount_minor); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger wallet_day_postings_agent_log_delete after delete on wallet_day_postings when ${WALLET('old')} begin ${posting('-', 'old')} end`,
      )
      .execute(db);
  }
  // The figures of today (and yesterday, for a node whose clock differs) so far, as if each row had just been
  // written: the fold starts from the whole day, not from the changes since this migration.
  const since = new Date(Date.now() + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
  await sql`insert into agent_bet_log (member_id, day, game_type, bets, standing, stake_minor, win_minor)
    select member_id, day, game_type, bets, standing, stake_minor, win_minor from bet_day_totals where day >= ${since}`.execute(db);
  await sql`insert into agent_posting_log (account_id, day, kind, postings, amount_minor)
    select account_id, day, kind, postings, amount_minor from wallet_day_postings w where day >= ${since} and ${sql.raw(WALLET('w'))}`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of ['bet_day_totals', 'wallet_day_postings']) {
    for (const event of ['insert', 'update', 'delete'])
      await sql
        .raw(postgres ? `drop trigger ${table}_agent_log_${event} on ${table}` : `drop trigger ${table}_agent_log_${event}`)
        .execute(db);
    if (postgres) await sql.raw(`drop function ${table}_agent_log()`).execute(db);
  }
  for (const table of [
    'agent_live_active',
    'agent_live_members',
    'agent_live_postings',
    'agent_live_bets',
    'agent_live_days',
    'agent_posting_log',
    'agent_bet_log',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('agent_rollup_days').dropColumn('roller').execute();
}
