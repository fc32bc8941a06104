// The database the records and reports read from (a member's records, the agent centre's team reports), kept apart
// from the money calls' (issue 15): on a SQLite file, reader threads with read-only connections (sqlite-readers.ts),
// so a burst of reports never holds the event loop; on PostgreSQL, a small pool of its own, so it never holds the
// connections money calls need. Either way a Kysely database like the main one: the domain's functions take it as
// they take `db`. An in-memory SQLite database (the tests') has no file another connection could open: its records
// are read in-process from the main database, as they are with RECORDS_WORKERS=0.
import {
  CamelCasePlugin,
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresDialect,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { Pool } from 'pg';
import { createPostgresPool, type Database, type DatabaseConfig, type Db, type IdleConnectionErrorHandler } from './database';
import { ReadersBusy, startSqliteReaders, type SqliteReaders } from './sqlite-readers';

/** RECORDS_WORKERS, RECORDS_CONNECTIONS, RECORDS_QUEUE (config.ts). */
export interface RecordsSettings {
  /** SQLite: reader threads, each with its own read-only connection; 0 reads in-process on the main connection (as before issue 15's fifth round). */
  workers: number;
  /** PostgreSQL: connections of the records' own pool (the main pool keeps its 20). */
  connections: number;
  /** Reads waiting (SQLite: sent to the threads and unanswered; PostgreSQL: waiting for a connection); one more is refused with ReadersBusy. */
  queueLimit: number;
}

export const DEFAULT_RECORDS_SETTINGS: RecordsSettings = { workers: 2, connections: 4, queueLimit: 200 };

export interface RecordsDatabase {
  db: Db;
  /** Where the records are read: 'threads' (SQLite file), 'pool' (PostgreSQL), 'in-process' (in-memory SQLite). */
  kind: 'threads' | 'pool' | 'in-process';
  /** Reads sent and unanswered (threads) or waiting for a connection (pool); always 0 in-process. */
  waiting(): number;
  /** The reader threads (SQLite file only). */
  readers: SqliteReaders | null;
  /** The records' pool (PostgreSQL only). */
  pool: Pool | null;
  /** Closes what it opened (never the main database). */
  close(): Promise<void>;
}

const NO_TRANSACTIONS = 'the records database reads only: it has no transactions';

/** Kysely's driver over the reader threads: every query is one read statement sent to a thread; no transactions. */
class ReaderThreadsDriver implements Driver {
  private readonly connection: DatabaseConnection;

  constructor(private readonly readers: SqliteReaders) {
    this.connection = {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => ({
        rows: (await readers.all(query.sql, query.parameters)) as R[],
      }),
      streamQuery: () => {
        throw new Error('the records database does not stream');
      },
    };
  }

  async init(): Promise<void> {}
  // Reads are independent statements: no connection is held between them, so none is waited for.
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error(NO_TRANSACTIONS);
  }
  async commitTransaction(): Promise<void> {
    throw new Error(NO_TRANSACTIONS);
  }
  async rollbackTransaction(): Promise<void> {
    throw new Error(NO_TRANSACTIONS);
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.readers.close();
  }
}

/** SQLite's SQL, run by the reader threads. */
class ReaderThreadsDialect implements Dialect {
  constructor(private readonly readers: SqliteReaders) {}
  createAdapter = () => new SqliteAdapter();
  createDriver = () => new ReaderThreadsDriver(this.readers);
  createQueryCompiler = () => new SqliteQueryCompiler();
  createIntrospector = (db: Kysely<unknown>) => new SqliteIntrospector(db);
}

/** The records' database for `config`, beside the main database `main` (used itself for an in-memory SQLite). */
export function openRecordsDatabase(
  config: DatabaseConfig,
  main: Db,
  settings: RecordsSettings = DEFAULT_RECORDS_SETTINGS,
  onError: IdleConnectionErrorHandler = () => undefined,
): RecordsDatabase {
  const plugins = [new CamelCasePlugin()];
  if (config.dialect === 'sqlite') {
    if (config.image || config.file === ':memory:' || settings.workers === 0) {
      return { db: main, kind: 'in-process', waiting: () => 0, readers: null, pool: null, close: async () => undefined };
    }
    const readers = startSqliteReaders(config.file, settings, onError);
    const db = new Kysely<Database>({ dialect: new ReaderThreadsDialect(readers), plugins });
    // Closed directly as well: Kysely's destroy reaches the driver only if a query ever ran, and threads left
    // running keep the process alive (an app that served no records call would not let its process end).
    const close = async () => {
      await db.destroy();
      await readers.close();
    };
    return { db, kind: 'threads', waiting: () => readers.stats().waiting, readers, pool: null, close };
  }
  const pool = createPostgresPool(config, settings.connections, onError);
  // pg queues a query without bound while every connection is taken; past the bound it is refused instead.
  const bounded = {
    connect: () => (pool.waitingCount >= settings.queueLimit ? Promise.reject(new ReadersBusy()) : pool.connect()),
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: bounded }), plugins });
  return { db, kind: 'pool', waiting: () => pool.waitingCount, readers: null, pool, close: () => db.destroy() };
}
