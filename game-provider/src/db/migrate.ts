// Brings the provider's tables to its latest migration, on its own database or on the one the API hands it. Its history
// is kept in tables of its own (game_provider_migration, …_lock), apart from the API's, so neither ever sees the other's
// migrations as missing or unknown.
import { Migrator } from 'kysely';
import type { ProviderDb } from './database';
import { providerMigrations } from './migrations';

export interface MigrateOptions {
  /** PostgreSQL: the schema the tables live in (Kysely looks for its bookkeeping table in any schema unless told). */
  schema?: string;
}

/** Returns the names of the migrations it applied (empty when already up to date). */
export async function migrateProvider(db: ProviderDb, options: MigrateOptions = {}): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: providerMigrations,
    migrationTableName: 'game_provider_migration',
    migrationLockTableName: 'game_provider_migration_lock',
    migrationTableSchema: options.schema,
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
