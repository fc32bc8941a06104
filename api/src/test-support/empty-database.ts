// A fresh, empty database for one test file, made before its tests and dropped after them (SQLite in memory, or a
// PostgreSQL schema of its own in the second pass): for the tests of migrations and seeds, which start from nothing.
import { Migrator } from 'kysely';
import { createDatabase, postgresSchema, type DatabaseConfig, type Db } from '../db/database';
import { migrationProvider } from '../db/migrations';
import { createTestDatabase, type TestDatabase } from './test-app';

export interface EmptyDatabase {
  readonly db: Db;
  readonly config: DatabaseConfig;
  /** The PostgreSQL schema the database lives in; undefined on SQLite. */
  readonly schema: string | undefined;
  /** Runs the API's migrations up to and including `name`, as an older release left a database; throws on a failure. */
  migrateTo(name: string): Promise<void>;
}

/** Registers the file's beforeAll and afterAll; what it answers is valid inside the file's tests. */
export function emptyDatabaseForFile(): EmptyDatabase {
  let database: TestDatabase | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.config);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
  const made = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('emptyDatabaseForFile: the database exists only inside the tests');
    return value;
  };
  const empty: EmptyDatabase = {
    get db() {
      return made(db);
    },
    get config() {
      return made(database).config;
    },
    get schema() {
      const { config } = made(database);
      return config.dialect === 'postgres' ? postgresSchema(config) : undefined;
    },
    async migrateTo(name) {
      const migrator = new Migrator({ db: empty.db, provider: migrationProvider, migrationTableSchema: empty.schema });
      const { error } = await migrator.migrateTo(name);
      if (error) throw error;
    },
  };
  return empty;
}
