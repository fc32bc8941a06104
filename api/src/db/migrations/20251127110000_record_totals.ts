// Migration frozen in time: per business day totals of the records (issue 15), kept by the database in the same
// transaction as the row they count, whoever writes it — bets by member, day, game type and vendor (every bet, the
// standing ones, their stakes and wins), and the postings of member wallets by account, day and entry kind — so a
// record page reads its totals and finds a deep page's place from a few summary rows instead of counting up to
// 100,000 bets. Filled from the rows already there. Record indexes end with the id, the ordering's tie-break.
// Business days are Asia/Vientiane: UTC+7 all year, so a day is the date of the UTC instant plus 7 hours.
// It must never import application types: later code changes must not change what it did.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const pgDay = (column: string) => `to_char((${column})::timestamptz at time zone 'UTC' + interval '7 hours', 'YYYY-MM-DD')`;
const sqliteDay = (column: string) => `date(${column}, '+7 hours')`;
/** A bet's contribution: itself, whether it stands, its stake and win when it stands (a rollback returned the stake). */
const betShares = (row: string) =>
  `1, case when ${row}.status <> 'ROLLED_BACK' then 1 else 0 end, case when ${row}.status <> 'ROLLED_BACK' then ${row}.stake_minor else 0 end, case when ${row}.status <> 'ROLLED_BACK' then ${row}.win_minor else 0 end`;

/**
 * PostgreSQL: runs `fn` once per statement after every insert, update and delete on `table`, with the statement's old
 * and new rows as the transition tables old_rows and new_rows (triggers `<fn>_insert`, `_update`, `_delete`).
 */
async function createStatementTriggers(db: Kysely<unknown>, table: string, fn: string): Promise<void> {
  const transitions = {
    insert: 'new table as new_rows',
    update: 'old table as old_rows new table as new_rows',
    delete: 'old table as old_rows',
  };
  for (const [event, tables] of Object.entries(transitions)) {
    await sql
      .raw(`create trigger ${fn}_${event} after ${event} on ${table} referencing ${tables} for each statement execute function ${fn}()`)
      .execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const day = postgres ? pgDay : sqliteDay;
  await db.schema
    .createTable('bet_day_totals')
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('vassalage', 'text', (c) => c.notNull())
    // Every bet record (the list's total), the standing ones, and the standing ones' stakes and wins.
    .addColumn('bets', 'bigint', (c) => c.notNull())
    .addColumn('standing', 'bigint', (c) => c.notNull())
    .addColumn('stake_minor', 'bigint', (c) => c.notNull())
    .addColumn('win_minor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bet_day_totals_pk', ['member_id', 'day', 'game_type', 'vassalage'])
    .execute();
  await db.schema
    .createTable('wallet_day_postings')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('postings', 'bigint', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wallet_day_postings_pk', ['account_id', 'day', 'kind'])
    .execute();

  await sql`insert into bet_day_totals (member_id, day, game_type, vassalage, bets, standing, stake_minor, win_minor)
    select member_id, ${sql.raw(day('placed_at'))}, game_type, vassalage, count(*),
      sum(case when status <> 'ROLLED_BACK' then 1 else 0 end),
      sum(case when status <> 'ROLLED_BACK' then stake_minor else 0 end),
      sum(case when status <> 'ROLLED_BACK' then win_minor else 0 end)
    from bets group by 1, 2, 3, 4`.execute(db);
  // House accounts are left out: their summary rows would be one hot row every bet queues on.
  await sql`insert into wallet_day_postings (account_id, day, kind, postings, amount_minor)
    select p.account_id, ${sql.raw(day('p.created_at'))}, e.kind, count(*), sum(p.amount_minor)
    from postings p join journal_entries e on e.id = p.entry_id where p.account_id like 'wallet:%' group by 1, 2, 3`.execute(db);

  if (postgres) await postgresTriggers(db);
  else await sqliteTriggers(db);

  // The records' orderings (newest first, the id breaking ties) straight from the index, no sort.
  await db.schema.dropIndex('bets_member_time_idx').execute();
  await db.schema.createIndex('bets_member_time_id_idx').on('bets').columns(['member_id', 'placed_at', 'id']).execute();
  await db.schema.dropIndex('postings_account_time_idx').execute();
  await db.schema.createIndex('postings_account_time_entry_idx').on('postings').columns(['account_id', 'created_at', 'entry_id']).execute();
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const addBet = `insert into bet_day_totals (member_id, day, game_type, vassalage, bets, standing, stake_minor, win_minor)
      values (new.member_id, ${sqliteDay('new.placed_at')}, new.game_type, new.vassalage, ${betShares('new')})
      on conflict (member_id, day, game_type, vassalage) do update set bets = bets + excluded.bets,
        standing = standing + excluded.standing, stake_minor = stake_minor + excluded.stake_minor, win_minor = win_minor + excluded.win_minor;`;
  const removeBet = `update bet_day_totals set bets = bets - 1,
        standing = standing - (case when old.status <> 'ROLLED_BACK' then 1 else 0 end),
        stake_minor = stake_minor - (case when old.status <> 'ROLLED_BACK' then old.stake_minor else 0 end),
        win_minor = win_minor - (case when old.status <> 'ROLLED_BACK' then old.win_minor else 0 end)
      where member_id = old.member_id and day = ${sqliteDay('old.placed_at')} and game_type = old.game_type and vassalage = old.vassalage;`;
  await sql.raw(`create trigger bets_day_totals_insert after insert on bets begin ${addBet} end`).execute(db);
  await sql
    .raw(
      `create trigger bets_day_totals_update after update of member_id, placed_at, game_type, vassalage, status, stake_minor, win_minor on bets
      begin ${removeBet} ${addBet} end`,
    )
    .execute(db);
  await sql.raw(`create trigger bets_day_totals_delete after delete on bets begin ${removeBet} end`).execute(db);

  const addPosting = `insert into wallet_day_postings (account_id, day, kind, postings, amount_minor)
        values (new.account_id, ${sqliteDay('new.created_at')}, (select kind from journal_entries where id = new.entry_id), 1, new.amount_minor)
        on conflict (account_id, day, kind) do update set postings = postings + 1, amount_minor = amount_minor + excluded.amount_minor;`;
  const removePosting = `update wallet_day_postings set postings = postings - 1, amount_minor = amount_minor - old.amount_minor
        where account_id = old.account_id and day = ${sqliteDay('old.created_at')}
          and kind = (select kind from journal_entries where id = old.entry_id);`;
  await sql
    .raw(`create trigger postings_wallet_day_insert after insert on postings when new.account_id like 'wallet:%' begin ${addPosting} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger postings_wallet_day_update_old after update of entry_id, account_id, amount_minor, created_at on postings
      when old.account_id like 'wallet:%' begin ${removePosting} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger postings_wallet_day_update_new after update of entry_id, account_id, amount_minor, created_at on postings
      when new.account_id like 'wallet:%' begin ${addPosting} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger postings_wallet_day_delete after delete on postings when old.account_id like 'wallet:%' begin ${removePosting} end`,
    )
    .execute(db);
}

/** Statement triggers over transition tables: one summary write per statement and key, also for bulk inserts. */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const betGroups = (rows: string) => `select member_id, ${pgDay('placed_at')} as day, game_type, vassalage, count(*) as bets,
      sum(case when status <> 'ROLLED_BACK' then 1 else 0 end) as standing,
      sum(case when status <> 'ROLLED_BACK' then stake_minor else 0 end) as stake_minor,
      sum(case when status <> 'ROLLED_BACK' then win_minor else 0 end) as win_minor
    from ${rows} group by 1, 2, 3, 4`;
  await sql
    .raw(
      `create function bets_day_totals() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update bet_day_totals t set bets = t.bets - o.bets, standing = t.standing - o.standing,
            stake_minor = t.stake_minor - o.stake_minor, win_minor = t.win_minor - o.win_minor
          from (${betGroups('old_rows')}) o
          where t.member_id = o.member_id and t.day = o.day and t.game_type = o.game_type and t.vassalage = o.vassalage;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into bet_day_totals (member_id, day, game_type, vassalage, bets, standing, stake_minor, win_minor)
          ${betGroups('new_rows')}
          on conflict (member_id, day, game_type, vassalage) do update set bets = bet_day_totals.bets + excluded.bets,
            standing = bet_day_totals.standing + excluded.standing, stake_minor = bet_day_totals.stake_minor + excluded.stake_minor,
            win_minor = bet_day_totals.win_minor + excluded.win_minor;
      end if;
      return null;
    end $$`,
    )
    .execute(db);
  await createStatementTriggers(db, 'bets', 'bets_day_totals');

  const postingGroups = (
    rows: string,
  ) => `select p.account_id, ${pgDay('p.created_at')} as day, e.kind, count(*) as postings, sum(p.amount_minor) as amount_minor
    from ${rows} p join journal_entries e on e.id = p.entry_id where p.account_id like 'wallet:%' group by 1, 2, 3`;
  await sql
    .raw(
      `create function postings_wallet_day() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update wallet_day_postings t set postings = t.postings - o.postings, amount_minor = t.amount_minor - o.amount_minor
          from (${postingGroups('old_rows')}) o where t.account_id = o.account_id and t.day = o.day and t.kind = o.kind;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into wallet_day_postings (account_id, day, kind, postings, amount_minor) ${postingGroups('new_rows')}
          on conflict (account_id, day, kind) do update set postings = wallet_day_postings.postings + excluded.postings,
            amount_minor = wallet_day_postings.amount_minor + excluded.amount_minor;
      end if;
      return null;
    end $$`,
    )
    .execute(db);
  await createStatementTriggers(db, 'postings', 'postings_wallet_day');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const postingUpdates = postgres ? ['postings_wallet_day_update'] : ['postings_wallet_day_update_old', 'postings_wallet_day_update_new'];
  for (const [trigger, table] of [
    ['bets_day_totals_insert', 'bets'],
    ['bets_day_totals_update', 'bets'],
    ['bets_day_totals_delete', 'bets'],
    ['postings_wallet_day_insert', 'postings'],
    ...postingUpdates.map((name) => [name, 'postings']),
    ['postings_wallet_day_delete', 'postings'],
  ])
    await sql.raw(postgres ? `drop trigger ${trigger} on ${table}` : `drop trigger ${trigger}`).execute(db);
  if (postgres) {
    await sql`drop function bets_day_totals()`.execute(db);
    await sql`drop function postings_wallet_day()`.execute(db);
  }
  await db.schema.dropIndex('postings_account_time_entry_idx').execute();
  await db.schema.createIndex('postings_account_time_idx').on('postings').columns(['account_id', 'created_at']).execute();
  await db.schema.dropIndex('bets_member_time_id_idx').execute();
  await db.schema.createIndex('bets_member_time_idx').on('bets').columns(['member_id', 'placed_at']).execute();
  await db.schema.dropTable('wallet_day_postings').execute();
  await db.schema.dropTable('bet_day_totals').execute();
}
