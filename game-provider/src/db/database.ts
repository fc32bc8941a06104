// The provider's database: its tables' Kysely type, and for its own process a database of its own (a SQLite file, or
// PostgreSQL by URL). Mounted in the API's process it is handed the API's Kysely instance instead and keeps its tables
// there (docs/architecture.md §4).
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool, types as pgTypes } from 'pg';
import type { ProviderTables } from './provider.table';

export type ProviderDb = Kysely<ProviderTables>;

export type ProviderDatabaseConfig =
  /** `file` is a path, or ':memory:' for tests. */
  | { dialect: 'sqlite'; file: string }
  /** `schema` puts the tables in that schema (tests isolate each file this way); default `public`. */
  | { dialect: 'postgres'; url: string; schema?: string };

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

export function postgresSchemaOf(config: Extract<ProviderDatabaseConfig, { dialect: 'postgres' }>): string {
  const schema = config.schema ?? 'public';
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
  return schema;
}

const INT8_OID = 20;

/** bigint columns (minor units) come back as numbers, as SQLite's do; amounts stay far below 2^53. */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`bigint ${text} is beyond exact number range`);
  return value;
}

/**
 * Opens the provider's own database; columns are snake_case in SQL and camelCase in TypeScript, as the API's.
 * `onIdleConnectionError` hears of a pooled PostgreSQL connection that broke while idle (a server restart, a dropped
 * link): pg drops it and opens a new one, and without a listener its 'error' event would end the process.
 */
export function openProviderDatabase(
  config: ProviderDatabaseConfig,
  onIdleConnectionError: (error: Error) => void = () => undefined,
): ProviderDb {
  if (config.dialect === 'sqlite') {
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    return new Kysely<ProviderTables>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  }
  const pool = new Pool({
    connectionString: config.url,
    options: `-c search_path=${postgresSchemaOf(config)}`,
    types: {
      getTypeParser: (oid: number, format?: string) => (oid === INT8_OID ? parseInt8 : pgTypes.getTypeParser(oid, format as 'text')),
    },
  });
  pool.on('error', onIdleConnectionError);
  return new Kysely<ProviderTables>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}
