// Catalogue answers that are the same for every visitor (issue 15): made once per catalogue version and kept
// serialised, sent with a strong ETag (304 to a browser that holds it) and `Cache-Control: public`. Answers of one
// member (FAV, RECENT) are never kept and say `private, no-store`, so no shared cache hands them to someone else.
import { createHash } from 'node:crypto';
import type * as z from 'zod/mini';
import { ok, type Endpoint } from '@mekong/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { CatalogueCache } from '../../modules/games/catalogue-cache';

/** Long enough to spare a lobby's repeated calls, short enough that a catalogue change shows within the minute. */
export const PUBLIC_MAX_AGE_SECONDS = 30;
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`;
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export interface HeldAnswer {
  body: string;
  etag: string;
}

/**
 * Inputs every client sends that change no catalogue answer (the spec's client envelope). Left out of the cache key,
 * so varying them cannot fill the cache with copies of one answer and push the real ones out.
 */
const ANSWER_NEUTRAL_INPUTS = new Set(['clientType', 'platform', 'merchant', 'merchantCode', 'isPlatform']);

function cacheKey(url: string, input: unknown): string {
  const fields = Object.entries(input as Record<string, unknown>).filter(([name]) => !ANSWER_NEUTRAL_INPUTS.has(name));
  return `${url}?${JSON.stringify(fields)}`;
}

const strongEtag = (body: string): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** If-None-Match compares weakly (RFC 9110 §13.1.2): a W/ copy of the tag matches too. */
function holdsCurrent(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

interface PublicRoute {
  answer: (input: unknown) => Promise<unknown>;
  isMembers: (input: unknown) => boolean;
}

/** An endpoint whose answer to some inputs is one member's (e.g. FAV, RECENT): answered by the handler, never kept. */
export interface MemberAnswers<I, O> {
  when: (input: I) => boolean;
  answer: (input: I, request: FastifyRequest) => Promise<O>;
}

/**
 * Serves endpoints of this scope whose answers depend on the catalogue and the input alone (but for `member`
 * inputs). A preHandler answers them from the cache before the handler runs, so every route keeps the schemas
 * (validation, OpenAPI) `serveEndpoint` declares and its handler still answers member inputs.
 */
export function publicAnswers(fastify: FastifyInstance, cache: CatalogueCache<HeldAnswer>) {
  const routes = new Map<string, PublicRoute>();

  fastify.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = routes.get(request.routeOptions.url ?? '');
    if (!route) return;
    if (route.isMembers(request.query)) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return;
    }
    const held = await cache.answer(cacheKey(request.routeOptions.url ?? '', request.query), async () => {
      // The route's own serializer: the same bytes the handler's answer would have been sent as.
      const body = reply.serialize(ok(await route.answer(request.query))) as string;
      return { body, etag: strongEtag(body) };
    });
    // Vary on every answer, the 304 and an uncompressed one too: a shared cache must not hand a br body to a client
    // that cannot read it, nor the identity body's strong tag to one holding the compressed copy.
    reply.header('etag', held.etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', 'accept-encoding');
    if (holdsCurrent(request, held.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(held.body);
  });

  return function servePublic<I extends z.ZodMiniType, O extends z.ZodMiniType>(
    endpoint: Endpoint<I, O>,
    answer: (input: z.output<I>) => Promise<z.output<O>>,
    member?: MemberAnswers<z.output<I>, z.output<O>>,
  ): void {
    routes.set(endpoint.path, {
      answer: (input) => answer(input as z.output<I>),
      isMembers: (input) => member?.when(input as z.output<I>) ?? false,
    });
    serveEndpoint(fastify, endpoint, (input, request) => (member?.when(input) ? member.answer(input, request) : answer(input)));
  };
}
