// The live remotes manifest (releases/remotes.json) and the history of live versions beside it:
// read, validated with the contracts' schema, and written atomically.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remotesManifestSchema, type RemoteName, type RemotesManifest } from '@mekong/contracts';
import { writeJsonAtomically } from './atomicFile';
import { ReleaseError } from './releaseError';

/** Live versions of each remote, oldest first; the last is live. A dotfile: the static server never serves it. */
export type ReleaseHistory = Partial<Record<RemoteName, string[]>>;

export const manifestPath = (releasesDir: string) => path.join(releasesDir, 'remotes.json');
export const historyPath = (releasesDir: string) => path.join(releasesDir, '.history.json');

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new ReleaseError(`${file} is not valid JSON`, { cause });
  }
}

/** Throws a ReleaseError naming every problem: a manifest the shell would reject is never written. */
export function validateManifest(value: unknown, source: string): RemotesManifest {
  const parsed = remotesManifestSchema.safeParse(value);
  if (!parsed.success) {
    throw new ReleaseError(
      `${source} is not a valid remotes manifest: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

export function readManifest(releasesDir: string): RemotesManifest {
  const file = manifestPath(releasesDir);
  return existsSync(file) ? validateManifest(readJson(file), file) : {};
}

export function writeManifest(releasesDir: string, manifest: RemotesManifest): void {
  writeJsonAtomically(manifestPath(releasesDir), validateManifest(manifest, 'the new manifest'));
}

export function readHistory(releasesDir: string): ReleaseHistory {
  const file = historyPath(releasesDir);
  return existsSync(file) ? (readJson(file) as ReleaseHistory) : {};
}

export function writeHistory(releasesDir: string, history: ReleaseHistory): void {
  writeJsonAtomically(historyPath(releasesDir), history);
}

/** The remote's live versions, ending with the one the manifest points at now (compose may have moved it). */
export function liveVersions(history: ReleaseHistory, manifest: RemotesManifest, remote: RemoteName): string[] {
  const versions = [...(history[remote] ?? [])];
  const live = manifest[remote]?.version;
  if (live && versions.at(-1) !== live) versions.push(live);
  return versions;
}
