// Opens the Kysely database the API runs on: SQLite through better-sqlite3 by default, PostgreSQL by URL.
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool, types as pgTypes } from 'pg';

const INT8_OID = 20;
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`bigint ${text} is beyond exact number range`);
  return value;
}
import type { SiteTables } from '../modules/site/site.table';
import type { FeatureTables } from '../modules/features/features.table';
import type { ContentTables } from '../modules/content/content.table';
import type { GameTables } from '../modules/games/games.table';
import type { AccountTables } from '../modules/accounts/accounts.table';
import type { LotteryTables } from '../modules/lottery/lottery.table';
import type { ProviderTables } from '../modules/provider/provider.table';
import type { MoneyTables } from '../modules/ledger/ledger.table';

export type Database = SiteTables & FeatureTables & ContentTables & GameTables & AccountTables & LotteryTables & ProviderTables & MoneyTables;
export type Db = Kysely<Database>;

export type DatabaseConfig =
  /** `file` is a path, or ':memory:' for tests. */
  | { dialect: 'sqlite'; file: string }
  /** `schema` puts every table in that schema (tests isolate each file this way); default `public`. */
  | { dialect: 'postgres'; url: string; schema?: string };

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

export function postgresSchema(config: Extract<DatabaseConfig, { dialect: 'postgres' }>): string {
  const schema = config.schema ?? 'public';
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
  return schema;
}

function createDialect(config: DatabaseConfig) {
  if (config.dialect === 'sqlite') {
    const sqlite = new SQLite(config.file);
    // WAL lets the ops CLI write while the server reads the same file.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    return new SqliteDialect({ database: sqlite });
  }
  const pool = new Pool({
    connectionString: config.url,
    options: `-c search_path=${postgresSchema(config)}`,
    // bigint columns (money in minor units) come back as numbers, like SQLite's; amounts stay far below 2^53.
    types: { getTypeParser: (oid: number, format?: string) => (oid === INT8_OID ? parseInt8 : pgTypes.getTypeParser(oid, format as 'text')) },
  });
  return new PostgresDialect({ pool });
}

/** Columns are snake_case in SQL and camelCase in TypeScript. */
export function createDatabase(config: DatabaseConfig): Db {
  return new Kysely<Database>({ dialect: createDialect(config), plugins: [new CamelCasePlugin()] });
}

export function describeDatabase(config: DatabaseConfig): string {
  return config.dialect === 'sqlite' ? `SQLite ${config.file}` : `PostgreSQL (schema ${postgresSchema(config)})`;
}
