// The provider over HTTP: the game page for the iframe with its script and stylesheet, and the calls the page plays
// with (session info, slot spin, scratch ticket, poker deal and draw, a table round of several bets). A call names its game session by the token of
// the page's URL, in the x-game-session header. REAL sessions reach the member's wallet through the seamless protocol
// with the provider's own signed client, finish the session's unsettled rounds before each call, and every unsettled
// REAL round is swept once the server listens. The same plugin is mounted in the API's process or served by the
// provider's own (server.ts); it sets no error handler, so the host's error envelope answers its refusals.
import { failureEnvelopeSchema, ok, successEnvelopeSchema } from '@mekong/contracts';
import { DomainFailure, type SeamlessClient } from '@mekong/contracts/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ProviderDb } from '../db/database';
import { PAGE_ASSETS, PAGE_ASSETS_PATH, renderEndedPage, renderGamePage } from '../page/page';
import { finishSessionRounds, sweepUnsettledRounds } from '../round-money';
import { dealPoker, drawPoker, playScratch, playSpin, playTable } from '../rounds';
import {
  dealInputSchema,
  drawInputSchema,
  pokerResultSchema,
  scratchInputSchema,
  scratchResultSchema,
  sessionInfoSchema,
  spinInputSchema,
  spinResultSchema,
  tableInputSchema,
  tableResultSchema,
} from '../schemas';
import { sessionInfo } from '../session-info';
import { TABLE_BET_SECONDS } from '../engines/table/limits';
import { findProviderSession, type ProviderSession } from '../sessions.repository';
import { walletFor, withRoundWallet, type GameWallet } from '../wallet';

export const SESSION_HEADER = 'x-game-session';
export const GAME_PAGE_PATH = '/provider/play';
const API_PATH = '/provider/api';

export interface ProviderRoutesOptions {
  db: ProviderDb;
  /** The provider's signed seamless client: REAL money only through it. */
  wallet: SeamlessClient;
  /** Seconds of betting before a table game deals (TABLE_BET_SECONDS by default). */
  tableBetSeconds?: number;
}

const envelopes = <O extends z.ZodType>(output: O) => ({
  200: successEnvelopeSchema(output),
  '4xx': failureEnvelopeSchema,
  '5xx': failureEnvelopeSchema,
});

export async function providerRoutes(
  app: FastifyInstance,
  { db, wallet: client, tableBetSeconds = TABLE_BET_SECONDS }: ProviderRoutesOptions,
): Promise<void> {
  const fastify = app.withTypeProvider<ZodTypeProvider>();

  async function liveSession(request: FastifyRequest): Promise<{ session: ProviderSession; token: string }> {
    const token = request.headers[SESSION_HEADER];
    if (typeof token !== 'string' || token === '')
      throw new DomainFailure(401, 'unauthorized', `Missing ${SESSION_HEADER} header: the game session token of the game page`);
    const lookup = await findProviderSession(db, token);
    if (lookup.found === 'live') return { session: lookup.session, token };
    throw lookup.found === 'unknown'
      ? new DomainFailure(404, 'not-found', 'Unknown game session: launch the game again')
      : new DomainFailure(401, 'session-expired', 'This game session has expired: launch the game again');
  }

  /** Runs a call of the page with its session's wallet, after finishing what earlier REAL rounds still owe. */
  async function withSession<T>(
    request: FastifyRequest,
    play: (db: ProviderDb, session: ProviderSession, wallet: GameWallet) => Promise<T>,
  ): Promise<T> {
    const { session, token } = await liveSession(request);
    const seamless = { client, sessionToken: token };
    if (session.mode === 'REAL') await finishSessionRounds(db, session, walletFor(db, session, seamless), request.log);
    return withRoundWallet(db, session, seamless, (roundDb, wallet) => play(roundDb, session, wallet));
  }

  // Once the server listens (in one process, the wallet's routes answer only then): finish what a stopped process
  // left unsettled. Errors are logged, not fatal.
  fastify.addHook('onListen', async () => {
    const swept = await sweepUnsettledRounds(db, (session) => walletFor(db, session, { client, sessionToken: null }), fastify.log);
    if (swept.finished + swept.left > 0) fastify.log.info(swept, 'unsettled real-money rounds swept');
  });

  fastify.get<{ Params: { token: string } }>(`${GAME_PAGE_PATH}/:token`, { schema: { hide: true } }, async (request, reply) => {
    const lookup = await findProviderSession(db, request.params.token);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (lookup.found !== 'live') return reply.code(lookup.found === 'expired' ? 401 : 404).send(renderEndedPage());
    return reply.send(renderGamePage(lookup.session.language, lookup.session.gameName));
  });

  fastify.get<{ Params: { file: string } }>(`${PAGE_ASSETS_PATH}/:file`, { schema: { hide: true } }, async (request, reply) => {
    const asset = PAGE_ASSETS[request.params.file];
    if (!asset) throw new DomainFailure(404, 'not-found', `No such game page file: ${request.params.file}`);
    return reply.header('cache-control', 'no-cache').type(asset.type).send(asset.body);
  });

  const tags = ['provider'];

  fastify.get(`${API_PATH}/session`, { schema: { tags, response: envelopes(sessionInfoSchema) } }, async (request) =>
    ok(await withSession(request, (roundDb, session, wallet) => sessionInfo(roundDb, session, wallet, { tableBetSeconds }))),
  );

  fastify.post(
    `${API_PATH}/slot/spin`,
    { schema: { tags, body: spinInputSchema, response: envelopes(spinResultSchema) } },
    async (request) => ok(await withSession(request, (roundDb, session, wallet) => playSpin(roundDb, session, wallet, request.body))),
  );

  fastify.post(
    `${API_PATH}/scratch/buy`,
    { schema: { tags, body: scratchInputSchema, response: envelopes(scratchResultSchema) } },
    async (request) => ok(await withSession(request, (roundDb, session, wallet) => playScratch(roundDb, session, wallet, request.body))),
  );

  fastify.post(
    `${API_PATH}/poker/deal`,
    { schema: { tags, body: dealInputSchema, response: envelopes(pokerResultSchema) } },
    async (request) => ok(await withSession(request, (roundDb, session, wallet) => dealPoker(roundDb, session, wallet, request.body))),
  );

  fastify.post(
    `${API_PATH}/poker/draw`,
    { schema: { tags, body: drawInputSchema, response: envelopes(pokerResultSchema) } },
    async (request) => ok(await withSession(request, (roundDb, session, wallet) => drawPoker(roundDb, session, wallet, request.body))),
  );

  fastify.post(
    `${API_PATH}/table/play`,
    { schema: { tags, body: tableInputSchema, response: envelopes(tableResultSchema) } },
    async (request) => ok(await withSession(request, (roundDb, session, wallet) => playTable(roundDb, session, wallet, request.body))),
  );
}
