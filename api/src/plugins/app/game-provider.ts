// Decorates the app with `gameProvider`, the game provider every launch opens its session with (docs/architecture.md §4).
// By default the in-house provider (@mekong/game-provider) is mounted in this process: its tables migrated into the
// API's database beside the API's own, its routes (the game page and its calls) served here, its REAL money reached
// through its signed seamless client over in-process inject — the same routes and signature an outside provider meets.
// With a provider URL (GAME_PROVIDER_URL) the provider runs as its own process: launches are posted to it, and the
// game page is its to serve.
import fp from 'fastify-plugin';
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

export default fp<GameProviderOptions>(
  async (fastify, opts) => {
    const secret = fastify.seamlessProviders[IN_HOUSE_PROVIDER];
    if (!secret) throw new Error(`No seamless-wallet secret for the in-house provider ${IN_HOUSE_PROVIDER}`);
    if (opts.url) {
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
