// The provider as its own server (its own process, or in memory for tests): the game page and its calls, the signed
// launch the site posts (GAME_LAUNCH_PATH, HMAC-signed with the provider's seamless secret like every call between the
// two), a health check, the failure envelope for every error and 404, and security headers of its own, since no API's
// stand in front of it here.
import { fail, ok, type ErrorCode } from '@mekong/contracts';
import {
  DomainFailure,
  describeInvalidInput,
  GAME_LAUNCH_PATH,
  gameLaunchRequestSchema,
  verifySeamlessRequest,
} from '@mekong/contracts/server';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { InHouseProvider } from '../provider';

export const HEALTH_PATH = '/provider/health';

export interface ProviderServerOptions {
  provider: InHouseProvider;
  /** The provider's code and seamless secret: a launch must be signed with them. */
  providerCode: string;
  secret: string;
  logger?: FastifyServerOptions['logger'];
}

const CODE_BY_STATUS: Record<number, ErrorCode> = { 401: 'unauthorized', 403: 'forbidden', 404: 'not-found', 409: 'conflict' };

/**
 * The game page loads only its own files; the site's page frames it (frame-ancestors is left to the site's proxy when
 * it serves the provider under its origin, as deploy/nginx does for /provider/).
 */
const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-site',
};

async function launchRoute(fastify: FastifyInstance, { provider, providerCode, secret }: ProviderServerOptions): Promise<void> {
  // The signature is over the bytes the site sent: keep them, check them, then parse.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  fastify.post(GAME_LAUNCH_PATH, { schema: { hide: true } }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const check = verifySeamlessRequest(request.headers, raw, { [providerCode]: secret });
    if (!check.ok) throw new DomainFailure(401, 'unauthorized', check.message);
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new DomainFailure(400, 'bad-request', 'The body must be a JSON object');
    }
    const launch = gameLaunchRequestSchema.safeParse(body);
    if (!launch.success) {
      const issues = launch.error.issues.map((issue) => ({ instancePath: `/${issue.path.join('/')}`, message: issue.message }));
      throw new DomainFailure(400, 'bad-request', describeInvalidInput(issues, 'body', { query: {}, body, params: {}, headers: {} }));
    }
    return ok(await provider.openSession(launch.data));
  });
}

export async function createProviderServer(options: ProviderServerOptions): Promise<FastifyInstance> {
  const fastify = Fastify({ logger: options.logger ?? false });
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  fastify.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
  });
  fastify.setErrorHandler((error: FastifyError | DomainFailure, request, reply) => {
    if (error instanceof DomainFailure) return reply.code(error.statusCode).send(fail(error.code, error.message, error.value));
    if (hasZodFastifySchemaValidationErrors(error))
      return reply.code(400).send(fail('bad-request', describeInvalidInput(error.validation, error.validationContext, request)));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(fail(CODE_BY_STATUS[status] ?? 'bad-request', error.message));
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(fail('internal', 'Internal server error, please try again later'));
  });
  fastify.setNotFoundHandler((request, reply) =>
    reply.code(404).send(fail('not-found', `No such call: ${request.method} ${request.url.split('?')[0]}`)),
  );
  fastify.get(HEALTH_PATH, { schema: { hide: true } }, async () => ok({ status: 'up' }));
  await fastify.register(launchRoute, options);
  await fastify.register(options.provider.routes);
  return fastify;
}
