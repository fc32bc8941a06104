// The security headers of every answer (API JSON, files, pages, errors, 404s) through helmet: a strict
// Content-Security-Policy with a per-answer style nonce, frame-ancestors 'self', nosniff, Referrer-Policy, COOP and
// CORP; plus Permissions-Policy (helmet has none) and HSTS when the request came over TLS. deploy/nginx/mekong.conf
// sends the same policy (api/src/security/attacks/headers.test.ts holds the two together). Answers Fastify gives
// before any hook runs (a URL it cannot decode) and those Node's HTTP parser refuses (a URL or headers too long, bytes
// that are not HTTP) get the same headers and the failure envelope (`answerFrameworkError`, `answerClientError`).
import { randomFillSync } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { fail, type ErrorCode } from '@mekong/contracts';
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from '@mekong/contracts/server';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Stands for the answer's nonce in the shell's index.html (`<style nonce=…>` and the csp-nonce meta emotion reads):
 * the API replaces it per answer, nginx with its $request_id.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** One nonce per answer, made when the policy is written (onRequest) and read by whoever renders the page. */
const nonces = new WeakMap<object, string>();
function nonceOf(res: object): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = freshNonce();
    nonces.set(res, nonce);
  }
  return nonce;
}

/**
 * 128 random bits (base64) per nonce, cut from a buffer the CSPRNG refills every 256 nonces: one randomBytes call per
 * answer was a twentieth of a seamless call's CPU. Each nonce is still used once and unpredictable.
 */
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolUsed = noncePool.length;
function freshNonce(): string {
  if (noncePoolUsed === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolUsed = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolUsed, noncePoolUsed + NONCE_BYTES);
  noncePoolUsed += NONCE_BYTES;
  return nonce;
}

/** The nonce this answer's Content-Security-Policy allows for inline styles. */
export const cspNonce = (reply: FastifyReply): string => nonceOf(reply.raw);

/**
 * What the site loads, and nothing more. Scripts come only from this origin as files (the shell, the remotes'
 * remoteEntry.js and chunks under /remotes/, the game page's game.js): no inline script, no eval. Styles are files or
 * carry the answer's nonce (emotion's style tags, index.html's first paint); style attributes set through the CSSOM
 * (React's `style` prop) are not inline markup and stay allowed. Images: the API's own, plus data: URIs (captcha SVG,
 * the proof-image preview, favicons). The live socket is same-origin ws:/wss:, which 'self' covers (CSP3). The game
 * page is framed by the shell from this origin; the payment page posts its form to itself. Nothing may frame the
 * site but the site itself.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", (_req: unknown, res: object) => `'nonce-${nonceOf(res)}'`],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'none'"],
};

/** helmet's settings, for every answer. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  // Popups the site opens itself (customer service, social login, a game window) keep their opener handle;
  // a foreign page that opens the site gets none.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // Cross-origin requests (a real payment gateway, a game provider) learn the site's origin, never a page's path
  // (game-page URLs carry a session token).
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'sameorigin' },
  // Set below, only over TLS: over plain HTTP the header is ignored by browsers and wrong to promise.
  strictTransportSecurity: false,
} satisfies HelmetOptions;

/** What helmet does not send. Raw headers, as helmet writes its own: they survive the error handler's answer too. */
function setOtherHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  // request.protocol is 'https' on a TLS socket, or behind a trusted proxy (TRUST_PROXY) that says so.
  if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

/** Stands for the answer's nonce in the recorded policy: no real header value holds it. */
const NONCE_MARKER = '\u0000nonce\u0000';

/** The security headers of an answer: helmet's, recorded once, with the policy split where each answer's nonce goes. */
interface RecordedHeaders {
  /** Every header but the policy, as helmet set it. */
  fixed: readonly (readonly [string, string])[];
  /** Headers helmet removes (X-Powered-By): removed again on every answer, as its middleware would. */
  removed: readonly string[];
  /** The Content-Security-Policy before and after the nonce. */
  policy: readonly [string, string];
}

/**
 * helmet's headers, recorded once: its middleware on a stand-in response whose nonce is the marker. Not
 * @fastify/helmet, which builds the middleware again on every request (a tenth of a records call's CPU), nor the
 * middleware run per answer (its directive checks and a setHeader per header, a tenth of a seamless call's CPU in
 * issue 15's profiles; api/README.md, Benchmarks): none of its headers depends on the request, only the nonce does.
 */
function recordHelmet(connectOrigins: readonly string[]): RecordedHeaders {
  const headers = new Map<string, string>();
  const removed = new Set<string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers.set(name.toLowerCase(), String(value));
      removed.delete(name.toLowerCase());
    },
    removeHeader: (name: string) => {
      headers.delete(name.toLowerCase());
      removed.add(name.toLowerCase());
    },
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  nonces.set(recorder, NONCE_MARKER);
  // helmet only sets and removes headers (as with a real response) and calls back at once; the recorder stands for one.
  helmet(HELMET_OPTIONS)({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  const policy = withConnectOrigins(headers.get('content-security-policy') ?? '', connectOrigins).split(NONCE_MARKER);
  headers.delete('content-security-policy');
  if (policy.length !== 2) throw new Error('security headers: the policy must carry the nonce exactly once');
  return { fixed: [...headers], removed: [...removed], policy: [policy[0] ?? '', policy[1] ?? ''] };
}

/** The headers of the policy with 'self' alone in connect-src (answers made before any hook, and apps with no mirrors). */
const DEFAULT_HEADERS = recordHelmet([]);

/** Writes the recorded headers on a response (or anything that sets headers like one) with its own nonce. */
function writeHeaders(res: Pick<ServerResponse, 'setHeader' | 'removeHeader'>, recorded: RecordedHeaders, nonce: string): void {
  for (const name of recorded.removed) res.removeHeader(name);
  for (const [name, value] of recorded.fixed) res.setHeader(name, value);
  res.setHeader('content-security-policy', recorded.policy[0] + nonce + recorded.policy[1]);
}

/**
 * Every security header of an answer: of every routed one (onRequest), and of one Fastify makes before any hook runs
 * (`frameworkErrors` in app.ts: a URL it cannot decode, a path parameter over its length), so that nothing escapes them.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, recorded = DEFAULT_HEADERS): void {
  writeHeaders(reply.raw, recorded, nonceOf(reply.raw));
  setOtherHeaders(request, reply);
}

/**
 * The answer to what Fastify refuses before any hook runs (its `frameworkErrors` option, set in app.ts): a URL it
 * cannot decode (`GET /wps/%zz`), a path parameter over its length, a failed route constraint. Same envelope and
 * headers as every other answer; the message never repeats the path (it is the visitor's input, and might be shown).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  applySecurityHeaders(request, reply);
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'framework error before routing');
    void reply.code(500).send(fail('internal', 'Internal server error, please try again later'));
    return;
  }
  request.log.warn({ code: error.code }, 'refused a request the router could not read');
  void reply.code(status).send(fail('bad-request', 'This address is not valid'));
}

/** The security headers as written, for an answer written straight to a socket (no response object exists yet). */
function securityHeaderLines(socket: Socket): string {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  writeHeaders(recorder as unknown as Pick<ServerResponse, 'setHeader' | 'removeHeader'>, DEFAULT_HEADERS, freshNonce());
  headers.set('permissions-policy', PERMISSIONS_POLICY);
  if ('encrypted' in socket && socket.encrypted) headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  return [...headers].map(([name, value]) => `${name}: ${value}\r\n`).join('');
}

/**
 * Fastify's `clientErrorHandler` (set in app.ts): Node's HTTP parser refused the bytes before any request existed (a
 * URL or headers over the limit → 431, a timeout → 408, anything that is not HTTP → 400). Answered as Fastify would,
 * but with the failure envelope and the security headers; a reset or a closed socket gets nothing.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') answerOnSocket(socket, 408, 'timeout', 'The request took too long to arrive');
  else if (error.code === 'HPE_HEADER_OVERFLOW')
    answerOnSocket(socket, 431, 'bad-request', 'The address or the headers of the request are too long');
  else answerOnSocket(socket, 400, 'bad-request', 'The request could not be read');
}

/**
 * Writes a failure envelope with the security headers straight to a socket, then closes it: for refusals
 * made before any response object exists (the parser's, a WebSocket handshake ws refuses).
 */
export function answerOnSocket(
  socket: Socket,
  status: number,
  code: ErrorCode,
  message: string,
  extraHeaders: Record<string, string> = {},
): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(fail(code, message));
  const extra = Object.entries(extraHeaders)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${securityHeaderLines(socket)}${extra}content-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    // Closed once written, whether or not the client closes its side.
    () => socket.destroy(),
  );
}

/**
 * The policy with connect-src widened to the site's mirror domains (LINE_DOMAINS, exact origins, never a wildcard),
 * which the shell's line detection probes. helmet's headers are recorded once for every app, so the per-app list is
 * written into the policy recorded; answers made before any hook (framework and parser refusals) keep 'self' only.
 */
export function withConnectOrigins(policy: string, origins: readonly string[]): string {
  return origins.length === 0 ? policy : policy.replace("connect-src 'self'", `connect-src 'self' ${origins.join(' ')}`);
}

export default fp(
  async (fastify, options: { connectOrigins?: readonly string[] }) => {
    // This app's policy (its mirror domains in connect-src) recorded once, not rewritten per answer.
    const recorded = recordHelmet(options.connectOrigins ?? []);
    fastify.addHook('onRequest', (request, reply, done) => {
      applySecurityHeaders(request, reply, recorded);
      done();
    });
  },
  { name: 'security-headers' },
);
