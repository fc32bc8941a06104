// Decorates the app with `gameProvider`, the game provider every launch opens its session with (docs/architecture.md §4).
// By default the in-house provider (@mekong/game-provider) is mounted in this process: its tables migrated into the
// API's database beside the API's own, its routes (the game page and its calls) served here, its REAL money reached
// through its signed seamless client over in-process inject — the same routes and signature an outside provider meets.
// With a provider URL (GAME_PROVIDER_URL) the provider runs as its own process: launches are posted to it, and the
// game page is its to serve.
import fp from 'fastify-plugin';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { createInHouseProvider, migrateProvider, type ProviderDb } from '@mekong/game-provider';
import type { GameProvider } from '@mekong/contracts/server';
import { postgresSchema, type DatabaseConfig } from '../../db/database';
import { httpGameProvider } from '../../modules/games/http-game-provider';
import { IN_HOUSE_PROVIDER, SeamlessClient, injectTransport } from '../../modules/seamless';

declare module 'fastify' {
  interface FastifyInstance {
    /** The game provider launches open their game sessions with. */
    gameProvider: GameProvider;
  }
}

export interface GameProviderOptions {
  /** The API's database: the mounted provider keeps its tables there. */
  database: DatabaseConfig;
  /** The in-house provider's own process; mounted here when absent. */
  url?: string;
}

/**
 * REAL rounds the formerly mounted in-house provider left unsettled in this database (a debit unanswered, a win not
 * credited): only the mounted provider sweeps them (once it listens), the provider's own process never sees them.
 */
export async function unsettledMountedRounds(db: Kysely<unknown>): Promise<number> {
  const found =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? await sql<{ found: string | null }>`select to_regclass('provider_rounds')::text as found`.execute(db)
      : await sql<{
          found: string | null;
        }>`select name as found from sqlite_master where type = 'table' and name = 'provider_rounds'`.execute(db);
  if ((found.rows[0]?.found ?? null) === null) return 0;
  const rows = await sql<{ count: number | string }>`select count(*) as count from provider_rounds r
    join provider_sessions s on s.id = r.session_id
    where s.mode = 'REAL' and r.status in ('DEBITING', 'CREDITING')`.execute(db);
  return Number(rows.rows[0]?.count ?? 0);
}

export default fp<GameProviderOptions>(
  async (fastify, opts) => {
    const secret = fastify.seamlessProviders[IN_HOUSE_PROVIDER];
    if (!secret) throw new Error(`No seamless-wallet secret for the in-house provider ${IN_HOUSE_PROVIDER}`);
    if (opts.url) {
      const unsettled = await unsettledMountedRounds(fastify.db as unknown as Kysely<unknown>);
      if (unsettled > 0)
        throw new Error(
          `GAME_PROVIDER_URL is set, but this API's database holds ${unsettled} unsettled REAL round(s) of the in-house provider ` +
            'it used to mount, which only the mounted provider settles: start the API once without GAME_PROVIDER_URL (it ' +
            "settles them once it listens; its log says 'unsettled real-money rounds swept'), then set it again (api/README.md)",
        );
      fastify.decorate('gameProvider', httpGameProvider(opts.url, IN_HOUSE_PROVIDER, secret, fastify.log));
      return;
    }
    // The provider's tables live in this database beside the API's; the API's own type names none of them.
    const db = fastify.db as unknown as ProviderDb;
    await migrateProvider(db, { schema: opts.database.dialect === 'postgres' ? postgresSchema(opts.database) : undefined });
    const wallet = new SeamlessClient({ provider: IN_HOUSE_PROVIDER, secret, transport: injectTransport(fastify) });
    const provider = createInHouseProvider({ db, wallet });
    fastify.decorate('gameProvider', provider);
    await fastify.register(provider.routes);
  },
  { name: 'game-provider', dependencies: ['database', 'seamless-routes'] },
);
