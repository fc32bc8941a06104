// @mekong/game-provider: the in-house game provider (docs/architecture.md §4), an outside party to the site's money by
// design — it reaches a member's wallet only through the signed seamless-wallet protocol. Its only public surface: the
// provider object a host mounts (the API in its process) or serves (server.ts, start.ts as its own process), the
// migration of its tables, and what the host's tests and the game page's callers need to name.
export { createInHouseProvider, type InHouseProvider, type InHouseProviderOptions } from './provider';
export { createProviderServer, HEALTH_PATH, type ProviderServerOptions } from './http/server';
export { GAME_PAGE_PATH, SESSION_HEADER } from './http/routes';
export { migrateProvider, type MigrateOptions } from './db/migrate';
export { openProviderDatabase, type ProviderDb, type ProviderDatabaseConfig } from './db/database';
export type { ProviderTables, ProviderSessionsTable, ProviderRoundsTable } from './db/provider.table';
export { DEMO_START_BALANCE_MINOR, tokenHashOf } from './sessions.repository';
export {
  sessionInfoSchema,
  spinResultSchema,
  scratchResultSchema,
  pokerResultSchema,
  type SessionInfo,
  type SpinResult,
  type ScratchResult,
  type PokerResult,
} from './schemas';
