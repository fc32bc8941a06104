// The provider's migrations, listed by name in order (a static list works the same under tsx, jest and a bundle).
import type { Migration, MigrationProvider } from 'kysely';
import * as gameProvider from './20251126110000_game_provider';

const MIGRATIONS: Record<string, Migration> = {
  '20251126110000_game_provider': gameProvider,
};

export const providerMigrations: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
