// Serves the built site from the repository root: the shell at / and each released remote at /remotes/, each file
// as the .br or .gz the build made beside it when the client takes one, and never a source map.
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

/** The precompressed siblings the build writes beside each text file (deploy/webpack), as @fastify/static names them. */
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/**
 * The name of the file a client asked for, when @fastify/static sends its precompressed sibling instead
 * (`remoteEntry.js.br` is `remoteEntry.js`): its cache policy is the asked-for file's, whatever the encoding.
 */
const askedName = (filePath: string) => path.basename(filePath).replace(PRECOMPRESSED_SUFFIX, '');

/**
 * Source maps stay on the build machine and in the release record (deploy/README.md): builds name none in their
 * files (`hidden-source-map`) and a .map URL is a 404, so the original sources are never handed out.
 */
const servable = (pathName: string) => !pathName.endsWith('.map');

/**
 * Under /remotes/ only a released version's files: `<remote>/<version>/<file>`, no part starting with a dot (the
 * dotted temp folder of a version being copied). Not releases/remotes.json (the API answers /remotes.json itself,
 * checked) nor a remote's .history.json; deploy/nginx serves the same pattern.
 */
const RELEASED_FILE = /^\/\w+\/\w[\w.+-]*\/(?:[^./][^/]*\/)*[^./][^/]*$/;
const releasedFile = (pathName: string) => servable(pathName) && RELEASED_FILE.test(pathName);

/** Remote files live under versioned folders, so everything but the entry files is immutable. */
function remoteCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', STABLE_NAMES.has(askedName(filePath)) ? 'no-cache' : IMMUTABLE);
}

function shellCacheHeaders(reply: FastifyReply, filePath: string): void {
  const name = askedName(filePath);
  reply.header('cache-control', !STABLE_NAMES.has(name) && CONTENT_HASHED.test(name) ? IMMUTABLE : 'no-cache');
}

export default fp<{ rootDir: string }>(
  async (fastify, opts) => {
    // preCompressed: the .br (else .gz) beside a file when the request's Accept-Encoding takes it, with Vary:
    // Accept-Encoding on every file answer and an ETag of the file actually sent, so no cache mixes two encodings.
    // A file without a sibling goes out as it is, and the compression plugin may compress it on the fly.
    const common = { cacheControl: false, dotfiles: 'ignore', suppressWarning: true, redirect: false, preCompressed: true } as const;
    await fastify.register(fastifyStatic, {
      ...common,
      root: releasesDir(opts.rootDir),
      prefix: '/remotes/',
      index: false,
      allowedPath: releasedFile,
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
      allowedPath: (pathName) => servable(pathName) && !pathName.endsWith('/') && path.posix.basename(pathName) !== SHELL_PAGE,
      setHeaders: shellCacheHeaders,
    });
  },
  { name: 'static-files' },
);
