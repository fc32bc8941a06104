// The security headers of every answer (API JSON, files, pages, errors, 404s) through @fastify/helmet: a strict
// Content-Security-Policy with a per-answer style nonce, frame-ancestors 'self', nosniff, Referrer-Policy, COOP and
// CORP; plus Permissions-Policy (helmet has none) and HSTS when the request came over TLS. deploy/nginx/mekong.conf
// sends the same policy (api/src/security/attacks/headers.test.ts holds the two together).
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';

/**
 * Stands for the answer's nonce in the shell's index.html (`<style nonce=…>` and the csp-nonce meta emotion reads):
 * the API replaces it per answer, nginx with its $request_id.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** One nonce per answer, made when helmet writes the policy (onRequest) and read by whoever renders the page. */
const nonces = new WeakMap<ServerResponse, string>();
function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
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
  'style-src': ["'self'", (_req: unknown, res: ServerResponse) => `'nonce-${nonceOf(res)}'`],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'none'"],
};

/** Powerful features no page of the site uses (the game frame keeps autoplay and fullscreen, which it asks for). */
export const PERMISSIONS_POLICY = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'microphone', 'midi', 'payment', 'serial', 'usb']
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Two years, the preload list's minimum; only ever sent over TLS, where the browser will honour it. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      global: true,
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
    });
    fastify.addHook('onRequest', async (request, reply) => {
      // Raw headers, as helmet writes its own: they survive the error handler's answer too.
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
      // request.protocol is 'https' on a TLS socket, or behind a trusted proxy (TRUST_PROXY) that says so.
      if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    });
  },
  { name: 'security-headers' },
);
