// Opens a ready database for the server and the ops CLI alike: connected, migrated to latest, seeded when empty.
import { createDatabase, type DatabaseConfig, type Db, type IdleConnectionErrorHandler } from './database';
import { migrateToLatest } from './migrate';
import { seedCatalogueIfEmpty, seedIfEmpty } from './seed';

export interface OpenedDatabase {
  db: Db;
  appliedMigrations: string[];
  seeded: boolean;
  /** Milliseconds the catalogue seed took, or null when the catalogue was already there. */
  catalogueSeedMs: number | null;
}

export async function openDatabase(config: DatabaseConfig, onIdleConnectionError?: IdleConnectionErrorHandler): Promise<OpenedDatabase> {
  const db = createDatabase(config, onIdleConnectionError);
  try {
    const appliedMigrations = await migrateToLatest(db, config);
    const seeded = await seedIfEmpty(db);
    const started = performance.now();
    const catalogueSeeded = await seedCatalogueIfEmpty(db);
    const catalogueSeedMs = catalogueSeeded ? Math.round(performance.now() - started) : null;
    return { db, appliedMigrations, seeded, catalogueSeedMs };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
