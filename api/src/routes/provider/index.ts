// The in-house game provider over HTTP: the game page for the iframe with its script and stylesheet, and the
// calls the page plays with (session info, slot spin, scratch ticket, poker deal and draw). A call names its
// game session by the token of the page's URL, in the x-game-session header.
import { failureEnvelopeSchema, ok, successEnvelopeSchema } from '@mekong/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ApiFailure } from '../../plugins/app/errors';
import { GAME_PAGE_PATH } from '../../modules/provider';
import { PAGE_ASSETS, PAGE_ASSETS_PATH, renderEndedPage, renderGamePage } from '../../modules/provider/page/page';
import { dealPoker, drawPoker, playScratch, playSpin } from '../../modules/provider/rounds';
import {
  dealInputSchema,
  drawInputSchema,
  pokerResultSchema,
  scratchInputSchema,
  scratchResultSchema,
  sessionInfoSchema,
  spinInputSchema,
  spinResultSchema,
} from '../../modules/provider/schemas';
import { sessionInfo } from '../../modules/provider/session-info';
import { findProviderSession, type ProviderSession } from '../../modules/provider/sessions.repository';

export const SESSION_HEADER = 'x-game-session';
const API_PATH = '/provider/api';

const envelopes = <O extends z.ZodType>(output: O) => ({ 200: successEnvelopeSchema(output), '4xx': failureEnvelopeSchema, '5xx': failureEnvelopeSchema });

export default async function providerRoutes(app: FastifyInstance) {
  const fastify = app.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;

  async function sessionOf(request: FastifyRequest): Promise<ProviderSession> {
    const token = request.headers[SESSION_HEADER];
    if (typeof token !== 'string' || token === '') throw new ApiFailure(401, 'unauthorized', `Missing ${SESSION_HEADER} header: the game session token of the game page`);
    const lookup = await findProviderSession(db, token);
    if (lookup.found === 'live') return lookup.session;
    throw lookup.found === 'unknown'
      ? new ApiFailure(404, 'not-found', 'Unknown game session: launch the game again')
      : new ApiFailure(401, 'session-expired', 'This game session has expired: launch the game again');
  }

  fastify.get<{ Params: { token: string } }>(`${GAME_PAGE_PATH}/:token`, { schema: { hide: true } }, async (request, reply) => {
    const lookup = await findProviderSession(db, request.params.token);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (lookup.found !== 'live') return reply.code(lookup.found === 'expired' ? 401 : 404).send(renderEndedPage());
    return reply.send(renderGamePage(lookup.session.language, lookup.session.gameName));
  });

  fastify.get<{ Params: { file: string } }>(`${PAGE_ASSETS_PATH}/:file`, { schema: { hide: true } }, async (request, reply) => {
    const asset = PAGE_ASSETS[request.params.file];
    if (!asset) throw new ApiFailure(404, 'not-found', `No such game page file: ${request.params.file}`);
    return reply.header('cache-control', 'no-cache').type(asset.type).send(asset.body);
  });

  const tags = ['provider'];

  fastify.get(`${API_PATH}/session`, { schema: { tags, response: envelopes(sessionInfoSchema) } }, async (request) => {
    const session = await sessionOf(request);
    return ok(await sessionInfo(db, session));
  });

  // Each round runs in one transaction: the stake, the outcome and the win are written together or not at all.
  fastify.post(`${API_PATH}/slot/spin`, { schema: { tags, body: spinInputSchema, response: envelopes(spinResultSchema) } }, async (request) => {
    const session = await sessionOf(request);
    return ok(await db.transaction().execute((trx) => playSpin(trx, session, request.body)));
  });

  fastify.post(`${API_PATH}/scratch/buy`, { schema: { tags, body: scratchInputSchema, response: envelopes(scratchResultSchema) } }, async (request) => {
    const session = await sessionOf(request);
    return ok(await db.transaction().execute((trx) => playScratch(trx, session, request.body)));
  });

  fastify.post(`${API_PATH}/poker/deal`, { schema: { tags, body: dealInputSchema, response: envelopes(pokerResultSchema) } }, async (request) => {
    const session = await sessionOf(request);
    return ok(await db.transaction().execute((trx) => dealPoker(trx, session, request.body)));
  });

  fastify.post(`${API_PATH}/poker/draw`, { schema: { tags, body: drawInputSchema, response: envelopes(pokerResultSchema) } }, async (request) => {
    const session = await sessionOf(request);
    return ok(await db.transaction().execute((trx) => drawPoker(trx, session, request.body)));
  });
}
