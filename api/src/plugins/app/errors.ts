// Turns every error into the envelope: bad input → 400 bad-request naming the field, other client errors keep
// their status, a refused password hash → 429 with Retry-After, anything unexpected → 500 internal (logged). Never an
// HTML error page.
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fail, type ErrorCode } from '@mekong/contracts';
import { describeInvalidInput, describeIssues } from '@mekong/contracts/server';
import type { FastifyError } from 'fastify';
import { HashingBusy } from '../../security/hash-admission';
import { DomainFailure as ApiFailure } from '../../modules/failure';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  429: 'too-many-requests',
};

/** A refusal thrown on purpose, by a handler or the domain: sent as the failure envelope with its status, code and value. */
export { ApiFailure };

/** Bad input, said as every server of the site says it (the contracts' server entry). */
export { describeIssues };

export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
      if (error instanceof ApiFailure) {
        // Every 429 that knows its wait says it the standard way too, for clients that read headers (HTTP §10.2.3).
        const wait = error.statusCode === 429 ? error.value?.retryAfterSeconds : undefined;
        if (typeof wait === 'number') reply.header('retry-after', String(wait));
        return reply.code(error.statusCode).send(fail(error.code, error.message, error.value));
      }
      if (error instanceof HashingBusy) {
        request.log.warn({ reason: error.reason, ip: request.ip }, 'password hashing refused: %s bound reached', error.reason);
        // The wait in the value too, as every too-many-requests carries it: the browser's client reads values, not headers.
        const { retryAfterSeconds } = error;
        return reply
          .code(429)
          .header('retry-after', String(retryAfterSeconds))
          .send(fail('too-many-requests', error.message, { retryAfterSeconds }));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send(fail('bad-request', describeInvalidInput(error.validation, error.validationContext, request)));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send(fail(CODE_BY_STATUS[status] ?? 'bad-request', error.message));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send(fail('internal', 'Internal server error, please try again later'));
    });
  },
  { name: 'errors' },
);
