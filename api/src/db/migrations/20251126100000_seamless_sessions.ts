// Migration frozen in time: the wallet keeps its own record of the game sessions the site launches (token stored
// hashed, provider, player, the member session a REAL one is bound to, the game its bets are recorded under, expiry),
// so it judges a bet without reading the game provider's tables. A database from before the split keeps its live
// sessions: they are copied from the provider's table, when the API created one here.
// It must never import application types: later code changes must not change what it did.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

async function hasTable(db: Kysely<unknown>, table: string): Promise<boolean> {
  const found =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? await sql<{ found: string | null }>`select to_regclass(${table})::text as found`.execute(db)
      : await sql<{ found: string | null }>`select name as found from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  return (found.rows[0]?.found ?? null) !== null;
}

// A database migrated before 20251125180000_game_session_binding (and upgraded straight to this one, whose binding
// migration is now empty) has provider_sessions without member_session_hash.
async function hasColumn(db: Kysely<unknown>, table: string, column: string): Promise<boolean> {
  const found =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? await sql<{ found: number }>`select 1 as found from information_schema.columns
          where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(db)
      : await sql<{ found: number }>`select 1 as found from pragma_table_info(${table}) where name = ${column}`.execute(db);
  return found.rows.length > 0;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seamless_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    // null for a visitor's free trial.
    .addColumn('member_id', 'text', (c) => c.references('members.id'))
    // REAL only: the SHA-256 hash of the launching member session's token. No foreign key: a logout deletes the member
    // session, and the game session must stay behind, unbound, for its rounds to be settled.
    .addColumn('member_session_hash', 'text')
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('vassalage', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  if (!(await hasTable(db, 'provider_sessions'))) return;
  // Without the binding column a copied session stays unbound (null): the wallet refuses a REAL session's debits then,
  // so it fails closed; its credits and rollbacks still settle.
  const memberSessionHash = (await hasColumn(db, 'provider_sessions', 'member_session_hash')) ? sql`member_session_hash` : sql`null`;
  await sql`insert into seamless_sessions (token_hash, provider, member_id, member_session_hash, mode, node_id, game_name, vassalage,
      game_type, created_at, expires_at)
    select token_hash, 'MEKONG', member_id, ${memberSessionHash}, mode, node_id, game_name, vassalage, game_type, created_at, expires_at
    from provider_sessions where expires_at > ${new Date().toISOString()}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seamless_sessions').execute();
}
