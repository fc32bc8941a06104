// The remotes manifest the shell reads at start and on every change: read fresh per request, never cached.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fail, remotesManifestSchema, type ErrorCode } from '@mekong/contracts';
import type { FastifyInstance } from 'fastify';
import { releasesDir } from '../../plugins/external/static-files';

export const MANIFEST_PATH = '/remotes.json';

/** The manifest's content, or why it cannot be served. */
async function readManifest(file: string): Promise<{ text: string } | { code: ErrorCode; problem: string }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { code: 'not-found', problem: 'No remotes are released yet: releases/remotes.json does not exist. Run `pnpm build` at the repository root.' };
    }
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { code: 'internal', problem: 'releases/remotes.json is not valid JSON' };
  }
  const parsed = remotesManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { code: 'internal', problem: `releases/remotes.json is not a valid remotes manifest: ${issue?.path.join('.')} ${issue?.message}` };
  }
  return { text };
}

export default async function siteRoutes(fastify: FastifyInstance, opts: { rootDir: string }) {
  const file = path.join(releasesDir(opts.rootDir), 'remotes.json');

  fastify.get(MANIFEST_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const manifest = await readManifest(file);
    // 503: the site is up but has nothing to compose yet (or ops wrote a broken manifest); the shell retries.
    if ('problem' in manifest) return reply.code(503).send(fail(manifest.code, manifest.problem));
    return reply.type('application/json; charset=utf-8').send(manifest.text);
  });
}
