// Serves the built site from the repository root: the shell at / and each released remote at /remotes/.
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name stays the same across releases: browsers must revalidate them. */
const STABLE_NAMES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json']);
/** webpack's `[name].[contenthash:8].js` names change with their content, so they can be cached for good. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.\w+$/;

/** The shell's page, a template of the not-found handler (see there). */
export const SHELL_PAGE = 'index.html';

export const shellDir = (rootDir: string) => path.join(rootDir, 'shell', 'dist');
export const releasesDir = (rootDir: string) => path.join(rootDir, 'releases');

/** Remote files live under versioned folders, so everything but the entry files is immutable. */
function remoteCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', STABLE_NAMES.has(path.basename(filePath)) ? 'no-cache' : IMMUTABLE);
}

function shellCacheHeaders(reply: FastifyReply, filePath: string): void {
  const name = path.basename(filePath);
  reply.header('cache-control', !STABLE_NAMES.has(name) && CONTENT_HASHED.test(name) ? IMMUTABLE : 'no-cache');
}

export default fp<{ rootDir: string }>(
  async (fastify, opts) => {
    const common = { cacheControl: false, dotfiles: 'ignore', suppressWarning: true, redirect: false } as const;
    await fastify.register(fastifyStatic, {
      ...common,
      root: releasesDir(opts.rootDir),
      prefix: '/remotes/',
      index: false,
      setHeaders: remoteCacheHeaders,
    });
    // Unknown paths fall through to the not-found handler, which answers page requests with index.html (SPA). So does
    // index.html itself (at / or by name): it is never sent as stored, since each answer carries its own CSP nonce.
    await fastify.register(fastifyStatic, {
      ...common,
      root: shellDir(opts.rootDir),
      prefix: '/',
      decorateReply: false,
      index: false,
      allowedPath: (pathName) => !pathName.endsWith('/') && path.posix.basename(pathName) !== SHELL_PAGE,
      setHeaders: shellCacheHeaders,
    });
  },
  { name: 'static-files' },
);
