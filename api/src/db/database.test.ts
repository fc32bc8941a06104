// Migrations and seed are safe to run on every start: the second run changes nothing.
import { sql } from 'kysely';
import { createDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';
import { seedIfEmpty } from './seed';
import { createTestDatabase, type TestDatabase } from '../test-support/test-app';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDatabase(database.config);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const countRows = async (table: 'banners' | 'game_vendors' | 'help_items') =>
  Number((await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n);

it('migrates once, then reports nothing to apply', async () => {
  expect(await migrateToLatest(db, database.config)).toEqual(['20251122120000_site_foundation']);
  expect(await migrateToLatest(db, database.config)).toEqual([]);
});

it('seeds an empty database once, deterministically', async () => {
  expect(await seedIfEmpty(db)).toBe(true);
  const counts = [await countRows('banners'), await countRows('game_vendors'), await countRows('help_items')];
  expect(await seedIfEmpty(db)).toBe(false);
  expect([await countRows('banners'), await countRows('game_vendors'), await countRows('help_items')]).toEqual(counts);
  expect(counts.every((n) => n > 0)).toBe(true);
});
