// Opens the Kysely database the API runs on: SQLite through better-sqlite3 by default, PostgreSQL by URL.
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, type Driver, Kysely, type LogEvent, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool, types as pgTypes } from 'pg';
import { FALLBACK_AUTOCHECKPOINT_PAGES, startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer';

const INT8_OID = 20;
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`bigint ${text} is beyond exact number range`);
  return value;
}
import type { SiteTables } from '../modules/site/site.table';
import type { FeatureTables } from '../modules/features/features.table';
import type { ContentTables } from '../modules/content/content.table';
import type { PromotionTables } from '../modules/promotions/promotions.table';
import type { TurnoverTables } from '../modules/promotions/turnover';
import type { RewardTables } from '../modules/rewards/rewards.table';
import type { MissionTables } from '../modules/missions/missions.table';
import type { VipTables } from '../modules/vip/vip.table';
import type { GameTables } from '../modules/games/games.table';
import type { AccountTables } from '../modules/accounts/accounts.table';
import type { LotteryTables } from '../modules/lottery/lottery.table';
import type { LedgerTables } from '../modules/ledger/ledger.table';
import type { CashierTables } from '../modules/cashier/cashier.table';
import type { SeamlessTables } from '../modules/seamless/seamless.table';
import type { MessageTables } from '../modules/messages/messages.table';
import type { ChatTables } from '../modules/chat/chat.table';
import type { JobTables } from '../jobs/jobs.table';
import type { PointsTables } from '../modules/points/points.table';
import type { ContractTables } from '../modules/contracts/contracts.table';
import type { SettlementTables } from '../modules/settlements/settlements.table';
import type { AgentRollupTables } from '../modules/agents/rollup.table';
import type { ManualRebateTables } from '../modules/manual-rebate/manual-rebate.table';
import type { FeedbackTables } from '../modules/feedback/feedback.table';
import type { AuditTables } from '../modules/audit/audit.table';
import type { PlayLimitTables } from '../modules/play-limits/play-limits.table';
import type { PlayBreakTables } from '../modules/play-breaks/play-breaks.table';

export type Database = SiteTables &
  PointsTables &
  ContractTables &
  SettlementTables &
  AgentRollupTables &
  FeatureTables &
  ContentTables &
  PromotionTables &
  TurnoverTables &
  RewardTables &
  MissionTables &
  VipTables &
  GameTables &
  AccountTables &
  LotteryTables &
  LedgerTables &
  CashierTables &
  SeamlessTables &
  MessageTables &
  ChatTables &
  JobTables &
  ManualRebateTables &
  FeedbackTables &
  AuditTables &
  PlayLimitTables &
  PlayBreakTables;
export type Db = Kysely<Database>;

export type DatabaseConfig =
  /**
   * `file` is a path, or ':memory:' for tests; `image`, a serialized database opened in memory in its place (each
   * test file starts from a copy of one migrated and seeded database instead of seeding 10,000 games again).
   */
  | { dialect: 'sqlite'; file: string; image?: Buffer }
  /** `schema` puts every table in that schema (tests isolate each file this way); default `public`. */
  | { dialect: 'postgres'; url: string; schema?: string };

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

export function postgresSchema(config: Extract<DatabaseConfig, { dialect: 'postgres' }>): string {
  const schema = config.schema ?? 'public';
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
  return schema;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; preparing costs about as much as running a short money statement. Queries are
 * built from a fixed set of shapes (values are bound parameters), so a small cache keyed by SQL text serves them.
 * SQLite recompiles a cached statement itself when a migration changes the schema.
 */
function cacheStatements(sqlite: SQLite.Database): void {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}

/** SQLite with its log checkpointed in the background: closing stops the worker first, so this connection closes last and checkpoints the log whole. */
class CheckpointedSqliteDialect extends SqliteDialect {
  constructor(
    sqlite: SQLite.Database,
    private readonly checkpointer: WalCheckpointer,
  ) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const destroy = driver.destroy.bind(driver);
    driver.destroy = async () => {
      await this.checkpointer.stop();
      await destroy();
    };
    return driver;
  }
}

/**
 * Told of a pooled PostgreSQL connection that broke while idle (a server restart, a dropped link, a terminated
 * backend), or of a SQLite background checkpoint that failed (a WalCheckpointError).
 */
export type IdleConnectionErrorHandler = (error: Error) => void;

function createDialect(config: DatabaseConfig, onIdleConnectionError: IdleConnectionErrorHandler) {
  if (config.dialect === 'sqlite') {
    const sqlite = new SQLite(config.image ?? config.file);
    // WAL lets the ops CLI write while the server reads the same file.
    sqlite.pragma('journal_mode = WAL');
    // Under WAL, NORMAL syncs at checkpoints instead of every commit: a killed process loses nothing (the crash test
    // proves it), an OS crash or power cut may lose the last commits but never leaves a torn ledger. Production money
    // runs on PostgreSQL; the embedded database trades that last-commit durability for about twice the write rate.
    sqlite.pragma('synchronous = NORMAL');
    cacheStatements(sqlite);
    sqlite.pragma('foreign_keys = ON');
    // A file's log is checkpointed by a worker thread, not inside a commit on the event loop (wal-checkpointer.ts).
    // An in-memory database has no log.
    if (config.image || config.file === ':memory:') return new SqliteDialect({ database: sqlite });
    sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
    return new CheckpointedSqliteDialect(sqlite, startWalCheckpointer(config.file, onIdleConnectionError));
  }
  // Each money call holds a connection for its transaction; pg's default of 10 queued calls under load.
  return new PostgresDialect({ pool: createPostgresPool(config, MAIN_POOL_SIZE, onIdleConnectionError) });
}

/** The main pool's connections: every call but the records' (records-database.ts) draws on these. */
const MAIN_POOL_SIZE = 20;

/** A pool of at most `max` connections to the configured database and schema, numbers for bigints, idle breaks reported. */
export function createPostgresPool(
  config: Extract<DatabaseConfig, { dialect: 'postgres' }>,
  max: number,
  onIdleConnectionError: IdleConnectionErrorHandler,
): Pool {
  const pool = new Pool({
    connectionString: config.url,
    max,
    options: `-c search_path=${postgresSchema(config)}`,
    // bigint columns (money in minor units) come back as numbers, like SQLite's; amounts stay far below 2^53.
    types: {
      getTypeParser: (oid: number, format?: string) => (oid === INT8_OID ? parseInt8 : pgTypes.getTypeParser(oid, format as 'text')),
    },
  });
  // pg drops a broken idle client from the pool and the next query opens a new one; without a listener the pool's
  // 'error' event would be unhandled and end the whole process.
  pool.on('error', onIdleConnectionError);
  return pool;
}

/**
 * Columns are snake_case in SQL and camelCase in TypeScript. `log` is told of every statement sent, transaction
 * begins and commits included (the seamless benchmark counts a call's round trips with it).
 */
export function createDatabase(
  config: DatabaseConfig,
  onIdleConnectionError: IdleConnectionErrorHandler = () => undefined,
  log?: (event: LogEvent) => void,
): Db {
  return new Kysely<Database>({ dialect: createDialect(config, onIdleConnectionError), plugins: [new CamelCasePlugin()], log });
}

export function describeDatabase(config: DatabaseConfig): string {
  return config.dialect === 'sqlite' ? `SQLite ${config.file}` : `PostgreSQL (schema ${postgresSchema(config)})`;
}

/** Whether `db` (or a transaction of it) runs on PostgreSQL: row locks and some SQL exist there only. */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
