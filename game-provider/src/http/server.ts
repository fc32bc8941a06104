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
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
  verifySeamlessRequest,
} from '@mekong/contracts/server';
import fastifyHelmet from '@fastify/helmet';
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
  /**
   * The site's origin (SITE_ORIGIN), the one page that may frame the game page; absent: the provider's own origin
   * ('self'), as when the site's proxy serves /provider/ under the site's origin.
   */
  siteOrigin?: string;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = { 401: 'unauthorized', 403: 'forbidden', 404: 'not-found', 409: 'conflict' };

/**
 * The game page loads only its own files, and only the site's page may frame it. The same @fastify/helmet settings as
 * the API's (api/src/plugins/external/security-headers.ts) for the same page: CSP with frame-ancestors, nosniff,
 * Referrer-Policy, COOP, CORP, X-Frame-Options (SAMEORIGIN only when the framing site is this origin: the header
 * cannot name another one, CSP frame-ancestors does), HSTS only over TLS, plus Permissions-Policy (helmet has none).
 */
function helmetOptions(siteOrigin: string | undefined) {
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': [siteOrigin ?? "'self'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
    crossOriginResourcePolicy: { policy: 'same-site' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    frameguard: siteOrigin === undefined ? { action: 'sameorigin' as const } : false,
    // Set below, only over TLS: over plain HTTP browsers ignore it.
    strictTransportSecurity: false,
  };
}

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
  await fastify.register(fastifyHelmet, helmetOptions(options.siteOrigin));
  fastify.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
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
