// Opens a ready database for the server and the ops CLI alike: connected, migrated to latest, seeded when empty.
import { createDatabase, type DatabaseConfig, type Db } from './database';
import { migrateToLatest } from './migrate';
import { seedIfEmpty } from './seed';

export interface OpenedDatabase {
  db: Db;
  appliedMigrations: string[];
  seeded: boolean;
}

export async function openDatabase(config: DatabaseConfig): Promise<OpenedDatabase> {
  const db = createDatabase(config);
  try {
    const appliedMigrations = await migrateToLatest(db, config);
    const seeded = await seedIfEmpty(db);
    return { db, appliedMigrations, seeded };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
