// Serves a contract endpoint: its zod input validates the query (GET) or body, its output types the enveloped answer.
// Token calls are authenticated before anything is parsed; enc calls are decrypted, then validated with the endpoint's payload schema.
import type * as z from 'zod/mini';
import {
  failureEnvelopeSchema,
  isEncryptedEndpoint,
  ok,
  successEnvelopeSchema,
  type EncryptedEndpoint,
  type Endpoint,
} from '@mekong/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../plugins/app/accounts';
import { ApiFailure, describeIssues } from '../plugins/app/errors';
import { decryptBody, PayloadDecryptError } from '../security/payload-crypto';

export const NEEDS_ENCRYPTION = 'This call needs an encrypted payload';

/** The decrypted payload of an enc call, checked with its schema; every way it can be wrong is a 400 bad-request. */
function openPayload<P extends z.ZodMiniType>(endpoint: EncryptedEndpoint<P>, request: FastifyRequest): z.output<P> {
  const body = endpoint.input.safeParse(request.body);
  if (request.validationError || !body.success) throw new ApiFailure(400, 'bad-request', NEEDS_ENCRYPTION);
  let plain: unknown;
  try {
    plain = decryptBody(request.server.accounts.serverKey, body.data);
  } catch (error) {
    if (error instanceof PayloadDecryptError) throw new ApiFailure(400, 'bad-request', error.message);
    throw error;
  }
  const payload = endpoint.payload.safeParse(plain);
  if (!payload.success) {
    const issues = payload.error.issues.map((issue) => ({ instancePath: `/${issue.path.join('/')}`, message: issue.message }));
    throw new ApiFailure(400, 'bad-request', describeIssues(issues, 'body field', plain));
  }
  return payload.data;
}

export function serveEndpoint<P extends z.ZodMiniType, O extends z.ZodMiniType>(
  fastify: FastifyInstance,
  endpoint: EncryptedEndpoint<P, O>,
  handler: (payload: z.output<P>, request: FastifyRequest) => Promise<z.output<O>>,
): void;
export function serveEndpoint<I extends z.ZodMiniType, O extends z.ZodMiniType>(
  fastify: FastifyInstance,
  endpoint: Endpoint<I, O>,
  handler: (input: z.output<I>, request: FastifyRequest) => Promise<z.output<O>>,
): void;
export function serveEndpoint(
  fastify: FastifyInstance,
  endpoint: Endpoint,
  handler: (input: unknown, request: FastifyRequest) => Promise<unknown>,
): void {
  const inputPlace = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? 'querystring' : 'body';
  const encrypted = isEncryptedEndpoint(endpoint);
  fastify.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      [inputPlace]: endpoint.input,
      response: { 200: successEnvelopeSchema(endpoint.output), '4xx': failureEnvelopeSchema, '5xx': failureEnvelopeSchema },
      ...(endpoint.access === 'token' ? { security: [{ bearerAuth: [] }] } : {}),
    },
    // A plain body on an enc call gets its own message rather than the generic one.
    attachValidation: encrypted,
    // Token calls authenticate on arrival, before the body is parsed or validated: a caller without a live session
    // gets 401 whatever it sent, never the input rules of a call it may not make.
    onRequest: endpoint.access === 'token' ? authenticate : undefined,
    // The validator compiler has already parsed the input with the endpoint's schema.
    handler: async (request) => {
      const input = encrypted ? openPayload(endpoint, request) : inputPlace === 'body' ? request.body : request.query;
      return ok(await handler(input, request));
    },
  });
}
