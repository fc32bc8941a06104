// Turns every error into the envelope: bad input → 400 bad-request naming the field, other client errors keep
// their status, anything unexpected → 500 internal (logged). Never an HTML error page.
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fail, type ErrorCode } from '@mekong/contracts';
import type { FastifyError, FastifyRequest } from 'fastify';

const PLACES = { querystring: 'query parameter', body: 'body field', params: 'path parameter', headers: 'header' } as const;

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  429: 'too-many-requests',
};

interface Issue {
  instancePath: string;
  message?: string;
}

/** e.g. "Missing query parameter 'device'; Invalid query parameter 'platform': Invalid input: expected "W"". */
export function describeInvalidInput(issues: Issue[], context: string | undefined, request: FastifyRequest): string {
  const place = PLACES[context as keyof typeof PLACES] ?? 'input';
  const given = (context === 'querystring' ? request.query : context === 'body' ? request.body : context === 'params' ? request.params : request.headers) ?? {};
  return issues
    .map(({ instancePath, message }) => {
      const field = instancePath.split('/').filter(Boolean).join('.');
      if (!field) return `Invalid ${place}s: ${message ?? 'not accepted'}`;
      const topLevel = field.split('.')[0] ?? field;
      const present = typeof given === 'object' && topLevel in given;
      return present ? `Invalid ${place} '${field}': ${message ?? 'not accepted'}` : `Missing ${place} '${field}'`;
    })
    .join('; ');
}

export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
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
