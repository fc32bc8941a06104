// A SQLite file's log is checkpointed by the worker thread, not by commits on the event loop, and the database
// closes whole (the worker's connection first, then the server's, which removes the log).
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from './database';

const dir = mkdtempSync(path.join(tmpdir(), 'mekong-checkpointer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('copies committed pages into the file in the background, below the commits own threshold, and closes whole', async () => {
  const file = path.join(dir, 'db.sqlite');
  const db = createDatabase({ dialect: 'sqlite', file });
  await sql`create table blobs (id integer primary key, body blob not null)`.execute(db);
  // About 2 MiB: 500 pages, far below the commits' own fallback threshold (10,000 pages), so only the worker copies them.
  for (let i = 0; i < 64; i++) await sql`insert into blobs (body) values (randomblob(32768))`.execute(db);
  const deadline = Date.now() + 30_000;
  while (statSync(file).size < 2_000_000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(statSync(file).size).toBeGreaterThanOrEqual(2_000_000);
  await db.destroy();
  expect(existsSync(`${file}-wal`)).toBe(false);
  const reopened = createDatabase({ dialect: 'sqlite', file });
  const { rows } = await sql<{ n: number }>`select count(*) as n from blobs`.execute(reopened);
  expect(rows[0]?.n).toBe(64);
  await reopened.destroy();
});
