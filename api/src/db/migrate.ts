// Brings a database to the latest migration; the same migrations run on SQLite and PostgreSQL.
import { Migrator } from 'kysely';
import { postgresSchema, type DatabaseConfig, type Db } from './database';
import { migrationProvider } from './migrations';

/** Returns the names of the migrations it applied (empty when already up to date). */
export async function migrateToLatest(db: Db, config: DatabaseConfig): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    // Kysely looks for its bookkeeping table in any schema unless told which one.
    migrationTableSchema: config.dialect === 'postgres' ? postgresSchema(config) : undefined,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results.map((r) => r.migrationName);
}
