// The seamless-wallet protocol game providers call (server to server): POST /wps/seamless/{balance,debit,credit,
// rollback}. Every request is signed over its raw bytes, so this scope keeps JSON bodies as received, checks the
// signature before the body is even parsed, and answers 401 (nothing read, nothing moved) when it fails. After a
// call that moved money commits, the member's open pages get the new balance. A bet or a balance of a REAL game
// session needs the member session that launched it still live (judged by the accounts plugin's session policy).
// Also decorates the app with the providers' secrets, which the in-house provider signs its own calls with.
import fp from 'fastify-plugin';
import { CURRENCY_SYMBOL, failureEnvelopeSchema, ok, PATHS, successEnvelopeSchema } from '@mekong/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ApiFailure } from '../../plugins/app/errors';
import {
  balanceAnswerSchema,
  balanceRequestSchema,
  creditRequestSchema,
  debitRequestSchema,
  moveAnswerSchema,
  rollbackRequestSchema,
  seamlessBalance,
  seamlessCredit,
  seamlessDebit,
  seamlessRollback,
  SEAMLESS_HEADERS,
  verifySeamlessRequest,
  type SeamlessProviders,
  type SeamlessResult,
} from '../../modules/seamless';

declare module 'fastify' {
  interface FastifyInstance {
    /** Game providers of the seamless wallet and their HMAC secrets. */
    seamlessProviders: SeamlessProviders;
  }
  interface FastifyRequest {
    /** The provider whose signature the request carries (seamless routes only). */
    seamlessProvider: string;
  }
}

export interface SeamlessRoutesOptions {
  /** The providers in force (app.ts decides them: the development secret only in demo mode); required, so none is guessed here. */
  providers: SeamlessProviders;
}

const envelopes = <O extends z.ZodType>(output: O) => ({
  200: successEnvelopeSchema(output),
  '4xx': failureEnvelopeSchema,
  '5xx': failureEnvelopeSchema,
});
const description = `Signed by the provider: ${SEAMLESS_HEADERS.provider}, ${SEAMLESS_HEADERS.timestamp} (Unix seconds) and ${SEAMLESS_HEADERS.signature} = hex HMAC-SHA256(secret, timestamp + '.' + raw body).`;

async function protocolRoutes(app: FastifyInstance, { providers }: { providers: SeamlessProviders }) {
  const fastify = app.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;

  // Keeps the exact bytes: a signature is over what the provider sent, not over JSON re-serialised here.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  fastify.decorateRequest('seamlessProvider', '');

  fastify.addHook('preValidation', async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const check = verifySeamlessRequest(request.headers, raw, providers);
    if (!check.ok) throw new ApiFailure(401, 'unauthorized', check.message);
    request.seamlessProvider = check.provider;
    try {
      request.body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new ApiFailure(400, 'bad-request', 'The body must be a JSON object');
    }
  });

  const published = (result: SeamlessResult) => {
    if (result.moved)
      fastify.liveEvents.publish(result.memberId, {
        type: 'balance',
        payload: { balance: result.answer.balance, currencySymbol: CURRENCY_SYMBOL },
      });
    return ok(result.answer);
  };
  const tags = ['seamless'];

  fastify.post(
    `${PATHS.seamless}/balance`,
    { schema: { tags, description, body: balanceRequestSchema, response: envelopes(balanceAnswerSchema) } },
    async (request) => ok(await seamlessBalance(db, request.seamlessProvider, request.body, fastify.accounts.sessionPolicy)),
  );
  fastify.post(
    `${PATHS.seamless}/debit`,
    { schema: { tags, description, body: debitRequestSchema, response: envelopes(moveAnswerSchema) } },
    async (request) => published(await seamlessDebit(db, request.seamlessProvider, request.body, fastify.accounts.sessionPolicy)),
  );
  fastify.post(
    `${PATHS.seamless}/credit`,
    { schema: { tags, description, body: creditRequestSchema, response: envelopes(moveAnswerSchema) } },
    async (request) => published(await seamlessCredit(db, request.seamlessProvider, request.body)),
  );
  fastify.post(
    `${PATHS.seamless}/rollback`,
    { schema: { tags, description, body: rollbackRequestSchema, response: envelopes(moveAnswerSchema) } },
    async (request) => published(await seamlessRollback(db, request.seamlessProvider, request.body)),
  );
}

export default fp<SeamlessRoutesOptions>(
  async (fastify, opts) => {
    const { providers } = opts;
    fastify.decorate('seamlessProviders', providers);
    // Its own scope: the raw-body parser and the signature hook apply to the protocol's routes only.
    await fastify.register(protocolRoutes, { providers });
  },
  { name: 'seamless-routes', dependencies: ['database', 'accounts', 'live-events'] },
);
