// Serves a contract endpoint: its zod input validates the query (GET) or body, its output types the enveloped answer.
import { z } from 'zod';
import { ok, type Endpoint } from '@mekong/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const failureEnvelopeSchema = z.object({ success: z.literal(false), value: z.null(), message: z.string(), code: z.string() });

const successEnvelopeSchema = <T extends z.ZodType>(value: T) => z.object({ success: z.literal(true), value, message: z.string() });

export function serveEndpoint<I extends z.ZodType, O extends z.ZodType>(
  fastify: FastifyInstance,
  endpoint: Endpoint<I, O>,
  handler: (input: z.output<I>, request: FastifyRequest) => Promise<z.output<O>>,
): void {
  const inputPlace = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? 'querystring' : 'body';
  fastify.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      [inputPlace]: endpoint.input,
      response: { 200: successEnvelopeSchema(endpoint.output), '4xx': failureEnvelopeSchema, '5xx': failureEnvelopeSchema },
    },
    // The validator compiler has already parsed the input with the endpoint's schema.
    handler: async (request) => ok(await handler((inputPlace === 'body' ? request.body : request.query) as z.output<I>, request)),
  });
}
