// Migration frozen in time: a version number of the game catalogue that the database itself raises on every change
// of `games` or `game_vendors`, whoever makes it (a seed, the ops CLI, another node, a hand-written statement), so
// every node can keep catalogue answers in memory and drop them the moment the catalogue changes (issue 15).
// It must never import application types: later code changes must not change what it did.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;
const CATALOGUE_TABLES = ['games', 'game_vendors'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into catalogue_version (id, version) values (1, 1)`.execute(db);

  if (isPostgres(db)) {
    // Once per statement: a seed of 10,000 games raises it once, not 10,000 times.
    await sql`create function bump_catalogue_version() returns trigger language plpgsql as $$
      begin update catalogue_version set version = version + 1 where id = 1; return null; end $$`.execute(db);
    for (const table of CATALOGUE_TABLES)
      await sql`create trigger ${sql.raw(`${table}_catalogue_version`)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_catalogue_version()`.execute(db);
    return;
  }
  // SQLite has only row triggers; a row update of one tiny row is cheap even for a whole seed.
  for (const table of CATALOGUE_TABLES)
    for (const event of ['insert', 'update', 'delete'])
      await sql`create trigger ${sql.raw(`${table}_catalogue_version_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update catalogue_version set version = version + 1 where id = 1; end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of CATALOGUE_TABLES)
      await sql`drop trigger ${sql.raw(`${table}_catalogue_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function bump_catalogue_version()`.execute(db);
  } else {
    for (const table of CATALOGUE_TABLES)
      for (const event of ['insert', 'update', 'delete'])
        await sql`drop trigger ${sql.raw(`${table}_catalogue_version_${event}`)}`.execute(db);
  }
  await db.schema.dropTable('catalogue_version').execute();
}
