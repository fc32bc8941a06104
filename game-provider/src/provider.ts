// The in-house provider as one object, for whichever process hosts it: it opens game sessions for the site's launches
// (the GameProvider interface of the contracts), carries the HTTP routes of the game page and its calls, and sweeps
// the REAL rounds a stopped process left unsettled. Its database and its way to the wallet are handed in: the API's
// Kysely instance and an in-process client when mounted, its own database and an HTTP client as its own process.
import {
  DomainFailure,
  type GameLaunchAnswer,
  type GameLaunchRequest,
  type GameProvider,
  type SeamlessClient,
} from '@mekong/contracts/server';
import type { FastifyInstance } from 'fastify';
import type { ProviderDb } from './db/database';
import { GAME_PAGE_PATH, providerRoutes } from './http/routes';
import type { Logger } from './logger';
import { sweepUnsettledRounds } from './round-money';
import { createProviderSession } from './sessions.repository';
import { variantFor } from './variant';
import { walletFor } from './wallet';

export interface InHouseProviderOptions {
  /** The provider's tables: its own database, or the API's when mounted in its process (migrated by migrateProvider). */
  db: ProviderDb;
  /** The provider's signed seamless client: the only way it reaches the member's money. */
  wallet: SeamlessClient;
  /** Put before the game page's path in launch answers: '' (a path on the site's origin, the default) or the provider's origin. */
  publicUrl?: string;
  /** Seconds of betting before a table game deals, spins or rolls (15 by default). */
  tableBetSeconds?: number;
}

export interface InHouseProvider extends GameProvider {
  /** The game page, its files and the calls it plays with, as a Fastify plugin to register. */
  routes(fastify: FastifyInstance): Promise<void>;
  /** Pays or rolls back every REAL round left unsettled (the routes do it once the server listens). */
  sweep(log: Logger): Promise<{ finished: number; left: number }>;
}

export function createInHouseProvider(options: InHouseProviderOptions): InHouseProvider {
  const { db, wallet } = options;
  const publicUrl = (options.publicUrl ?? '').replace(/\/+$/, '');
  return {
    async openSession(request: GameLaunchRequest): Promise<GameLaunchAnswer> {
      if (request.mode === 'REAL' && request.playerId === null)
        throw new DomainFailure(400, 'bad-request', 'A REAL game session needs a member');
      await createProviderSession(db, {
        token: request.token,
        game: request.game,
        variant: variantFor(request.game),
        playerId: request.playerId,
        mode: request.mode,
        language: request.language,
      });
      return { url: `${publicUrl}${GAME_PAGE_PATH}/${request.token}` };
    },
    routes: (fastify) => providerRoutes(fastify, { db, wallet, tableBetSeconds: options.tableBetSeconds }),
    sweep: (log) => sweepUnsettledRounds(db, (session) => walletFor(db, session, { client: wallet, sessionToken: null }), log),
  };
}
