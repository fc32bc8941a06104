// The remotes manifest the shell reads at start and on every change: read fresh per request, never cached; and,
// on a serving node, watched, so every open page hears of a change over the live socket.
import path from 'node:path';
import { fail } from '@mekong/contracts';
import type { FastifyInstance } from 'fastify';
import { releasesDir } from '../../plugins/external/static-files';
import { readManifest } from './manifest-file';
import { MANIFEST_WATCH_MS, watchManifest, type ManifestWatch } from './manifest-watch';

export const MANIFEST_PATH = '/remotes.json';

export interface SiteRouteOptions {
  rootDir: string;
  /** How often a listening node reads the manifest for changes. */
  manifestWatchMs?: number;
}

export default async function siteRoutes(fastify: FastifyInstance, opts: SiteRouteOptions) {
  const file = path.join(releasesDir(opts.rootDir), 'remotes.json');

  // Only a node that serves pages watches (never an inject-only test app or an ops command). Every node watches, so
  // a change is announced even when the node that saw it first goes down; the live route drops the repeats.
  let watch: ManifestWatch | null = null;
  fastify.addHook('onListen', async () => {
    watch = watchManifest(
      file,
      opts.manifestWatchMs ?? MANIFEST_WATCH_MS,
      (version) => fastify.liveEvents.broadcast({ type: 'manifest', payload: { version } }),
      fastify.log,
    );
  });
  fastify.addHook('onClose', async () => watch?.stop());

  fastify.get(MANIFEST_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const manifest = await readManifest(file);
    // 503: the site is up but has nothing to compose yet (or ops wrote a broken manifest); the shell retries.
    if ('problem' in manifest) return reply.code(503).send(fail(manifest.code, manifest.problem));
    return reply.type('application/json; charset=utf-8').send(manifest.text);
  });
}
