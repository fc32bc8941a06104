// Unknown paths: API-like paths get the 404 envelope; a browser asking for a page gets the shell's index.html,
// whose router draws the page (SPA fallback), or a short note when the site has not been built yet.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { fail } from '@mekong/contracts';
import type { FastifyRequest } from 'fastify';
import { SHELL_PAGE, shellDir } from '../external/static-files';
import { CSP_NONCE_PLACEHOLDER, cspNonce } from '../external/security-headers';
import { firstBannerUrl, pageLanguage, withFirstBanner } from '../../modules/html';
import { clientIp } from '../../routes/client-ip';

/** Paths that are never pages, so they never fall back to index.html. */
const NON_PAGE_PREFIXES = ['/wps', '/lgw', '/lotto', '/provider', '/pay', '/remotes', '/static'];

export const NOT_BUILT_MESSAGE = 'The Mekong site has not been built yet. Run `pnpm build` at the repository root, then reload this page.';

function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  const apiLike = NON_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  // The site root (and index.html by name) is a page whatever the client accepts (curl sends */*).
  const wantsHtml = pathname === '/' || pathname === `/${SHELL_PAGE}` || (request.headers.accept ?? '').includes('text/html');
  return (request.method === 'GET' || request.method === 'HEAD') && !apiLike && wantsHtml;
}

export default fp<{ rootDir: string }>(
  async (fastify, opts) => {
    const root = shellDir(opts.rootDir);
    fastify.setNotFoundHandler(async (request, reply) => {
      if (!isPageRequest(request)) {
        return reply.code(404).send(fail('not-found', `No such call: ${request.method} ${request.url.split('?')[0]}`));
      }
      // Read on each request (it is small) so a build made while the server runs is picked up.
      const page = await readFile(path.join(root, SHELL_PAGE), 'utf8').catch(() => null);
      if (page === null) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
      // A home page's first banner in the static first screen (modules/html.ts); without it (a failed read included)
      // the page is still whole, only its first paint waits for the lobby.
      const language = pageLanguage(request.headers.cookie);
      const pathname = request.url.split('?')[0] ?? '/';
      const banner = await firstBannerUrl(fastify.db, pathname, clientIp(request), language).catch((error: unknown) => {
        request.log.warn({ err: error }, 'first banner not found for the page');
        return null;
      });
      // The page carries this answer's CSP nonce, so it is never stored nor revalidated: a cached copy would hold
      // an old nonce the next answer's policy no longer allows.
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(withFirstBanner(page, banner, language).replaceAll(CSP_NONCE_PLACEHOLDER, cspNonce(reply)));
    });
  },
  { name: 'not-found', dependencies: ['static-files', 'database'] },
);
