// Migration frozen in time: the game catalogue (one row per game tile) with its list indexes and name search —
// SQLite: an FTS5 table over the names' search form, kept in sync by triggers; PostgreSQL: a pg_trgm GIN index.
// It must never import application types: later code changes must not change what it did.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('games')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('node_id', 'text', (c) => c.notNull().unique())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('vassalage', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('name_lo', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_cn', 'text', (c) => c.notNull())
    // The three names lower-cased and joined, Chinese characters spaced apart, written by the application.
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('icon_url', 'text', (c) => c.notNull())
    .addColumn('is_hot', 'integer', (c) => c.notNull())
    .addColumn('is_new', 'integer', (c) => c.notNull())
    .addColumn('support_play', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('games_type_vendor_sequence_idx').on('games').columns(['game_type', 'vassalage', 'sequence']).execute();
  await db.schema.createIndex('games_type_sequence_idx').on('games').columns(['game_type', 'sequence']).execute();

  if (isPostgres(db)) {
    // In public, so test schemas dropped with cascade never take the extension with them.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create index games_search_trgm_idx on games using gin (search_text public.gin_trgm_ops)`.execute(db);
    return;
  }
  // Marks (M*) are word characters, so Lao vowel and tone marks never split a word.
  await sql`create virtual table games_fts using fts5(search_text, content='games', content_rowid='id', tokenize="unicode61 categories 'L* N* Co M*'")`.execute(
    db,
  );
  await sql`create trigger games_fts_insert after insert on games begin
    insert into games_fts(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
  await sql`create trigger games_fts_delete after delete on games begin
    insert into games_fts(games_fts, rowid, search_text) values ('delete', old.id, old.search_text); end`.execute(db);
  await sql`create trigger games_fts_update after update of search_text on games begin
    insert into games_fts(games_fts, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into games_fts(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await sql`drop table if exists games_fts`.execute(db);
  await db.schema.dropTable('games').execute();
}
