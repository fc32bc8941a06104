// The remotes manifest file (releases/remotes.json) as ops wrote it: its text when it is a valid manifest, or why not.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { remotesManifestSchema, type ErrorCode } from '@mekong/contracts';

export type ManifestRead = { text: string } | { code: ErrorCode; problem: string };

export async function readManifest(file: string): Promise<ManifestRead> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return {
        code: 'not-found',
        problem: 'No remotes are released yet: releases/remotes.json does not exist. Run `pnpm build` at the repository root.',
      };
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
    return {
      code: 'internal',
      problem: `releases/remotes.json is not a valid remotes manifest: ${issue?.path.join('.')} ${issue?.message}`,
    };
  }
  return { text };
}

/** Names a manifest's content: equal texts, equal versions, on every node. */
export const manifestVersion = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);
