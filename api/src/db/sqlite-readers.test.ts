// The records' reader threads on a SQLite file: they answer reads with the writer's latest commits, refuse writes,
// refuse at once past their queue's bound, are replaced when one ends (its reads sent again), and close after
// answering what they were sent. SQLite only by nature (a file beside the server's connection): runs in both passes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, type Db } from './database';
import { ReaderError, ReadersBusy, startSqliteReaders, type SqliteReaders } from './sqlite-readers';
import { openRecordsDatabase } from './records-database';

const dir = mkdtempSync(path.join(tmpdir(), 'mekong-readers-'));
const file = path.join(dir, 'db.sqlite');
let db: Db;
const opened: SqliteReaders[] = [];

beforeAll(async () => {
  // The server's connection: WAL, checkpointed by its own worker (database.ts).
  db = createDatabase({ dialect: 'sqlite', file });
  await sql`create table items (id integer primary key, name text not null)`.execute(db);
  await sql`insert into items (id, name) values (1, 'one'), (2, 'two')`.execute(db);
});
afterAll(async () => {
  await Promise.all(opened.map((readers) => readers.close()));
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

function readers(workers: number, queueLimit = 100): SqliteReaders {
  const started = startSqliteReaders(file, { workers, queueLimit });
  opened.push(started);
  return started;
}

const names = (pool: SqliteReaders) => pool.all('select name from items order by id', []);

it('answers reads on its own threads, seeing what the writer committed before each read', async () => {
  const pool = readers(2);
  expect(pool.threads()).toHaveLength(2);
  expect(await pool.all('select name from items where id = ?', [2])).toEqual([{ name: 'two' }]);
  await sql`insert into items (id, name) values (3, 'three')`.execute(db);
  // Many at once, spread over both threads: every one answered with its own rows.
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => pool.all('select ? as n, count(*) as c from items', [i])));
  expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => [{ n: i, c: 3 }]));
  expect(pool.stats()).toMatchObject({ waiting: 0, answered: 41, restarts: 0 });
});

it('keeps a long read off the event loop: the main connection and timers answer while a thread reads', async () => {
  const pool = readers(1);
  // Counts to 3,000,000 in SQLite: long enough that, were it run on this thread, nothing else would run meanwhile.
  const long = pool
    .all('with recursive n(i) as (select 1 union all select i + 1 from n where i < 3000000) select count(*) as c from n', [])
    .then((rows) => ({ done: 'long read', rows }));
  const order: string[] = [];
  void long.then(() => order.push('long read'));
  await new Promise((resolve) => setImmediate(resolve));
  order.push('event loop');
  const { rows } = await sql<{ c: number }>`select count(*) as c from items`.execute(db);
  order.push('main connection');
  expect(rows).toEqual([{ c: 3 }]);
  expect((await long).rows).toEqual([{ c: 3_000_000 }]);
  expect(order).toEqual(['event loop', 'main connection', 'long read']);
});

it('refuses a write: the connection is read-only, and nothing changes', async () => {
  const pool = readers(1);
  await expect(pool.all("insert into items (id, name) values (9, 'nine')", [])).rejects.toThrow(ReaderError);
  await expect(pool.all("update items set name = 'x' returning id", [])).rejects.toThrow(ReaderError);
  expect(await sql<{ name: string }>`select name from items order by id`.execute(db).then((r) => r.rows.map((row) => row.name))).toEqual([
    'one',
    'two',
    'three',
  ]);
  // A wrong statement fails that read only; the thread goes on.
  await expect(pool.all('select nope from items', [])).rejects.toThrow(/no such column/);
  expect(await names(pool)).toHaveLength(3);
  expect(pool.stats().restarts).toBe(0);
});

it('refuses at once past its queue bound, without queueing, and answers again once the queue drains', async () => {
  const pool = readers(1, 2);
  // Fired at once: two are taken, the rest refused before anything is sent.
  const results = await Promise.allSettled(Array.from({ length: 5 }, () => names(pool)));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as unknown);
  expect(refused).toHaveLength(3);
  for (const reason of refused) {
    expect(reason).toBeInstanceOf(ReadersBusy);
    expect(reason).toMatchObject({ statusCode: 429, code: 'too-many-requests', value: { retryAfterSeconds: 1 } });
  }
  expect(pool.stats().waiting).toBe(0);
  expect(await names(pool)).toHaveLength(3);
});

it('replaces a thread that ends, sending it the reads the old one held', async () => {
  const pool = readers(1);
  const [thread] = pool.threads();
  const ended = new Promise((resolve) => thread?.once('exit', resolve));
  // Sent, then the thread is ended whether or not it got to it: the read is answered either way.
  const read = names(pool);
  await thread?.terminate();
  await ended;
  expect(await read).toHaveLength(3);
  expect(await names(pool)).toHaveLength(3);
  expect(pool.stats().restarts).toBe(1);
  expect(pool.threads()).toHaveLength(1);
  expect(pool.threads()[0]).not.toBe(thread);
});

it('closes after answering what it was sent, and refuses reads afterwards', async () => {
  const pool = readers(2);
  const sent = Array.from({ length: 10 }, () => names(pool));
  const closed = pool.close();
  expect((await Promise.all(sent)).every((rows) => rows.length === 3)).toBe(true);
  await closed;
  expect(pool.threads()).toHaveLength(0);
  await expect(names(pool)).rejects.toThrow('the records readers are closed');
});

it('ends its threads when closed even if no records call was ever made (Kysely alone would not reach them)', async () => {
  const records = openRecordsDatabase({ dialect: 'sqlite', file }, db);
  expect(records.kind).toBe('threads');
  expect(records.readers?.threads().length).toBeGreaterThan(0);
  await records.close();
  // Threads left running would keep the process (a test pass, a CLI command, a stopped server) from ending.
  expect(records.readers?.threads()).toEqual([]);
});
