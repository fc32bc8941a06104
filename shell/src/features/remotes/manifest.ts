// The remotes manifest (/remotes.json): fetch and validate it, judge one remote's entry, and diff two versions.
import {
  isContractsCompatible,
  PATHS,
  remotesManifestSchema,
  type RemoteManifestEntry,
  type RemoteName,
  type RemotesManifest,
} from '@mekong/contracts';
import { REMOTE_ERROR_CODES, RemoteLoadError } from './errors';

export type ManifestFetch = (
  url: string,
  init: { cache: 'no-store' },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** Fetches /remotes.json past every cache (ops change it to swap remotes) and checks it against the contracts. */
export async function fetchRemotesManifest(fetchManifest: ManifestFetch): Promise<RemotesManifest> {
  let body: unknown;
  try {
    const response = await fetchManifest(PATHS.remotesManifest, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (cause) {
    throw new RemoteLoadError(REMOTE_ERROR_CODES.manifestUnavailable, '*', `${PATHS.remotesManifest} is unreachable`, null, { cause });
  }
  return parseRemotesManifest(body);
}

export function parseRemotesManifest(body: unknown): RemotesManifest {
  const parsed = remotesManifestSchema.safeParse(body);
  if (!parsed.success) {
    throw new RemoteLoadError(
      REMOTE_ERROR_CODES.manifestInvalid,
      '*',
      `${PATHS.remotesManifest} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

/** The entry of `name` if the shell may load it; otherwise the reason as a RemoteLoadError. */
export function usableEntry(manifest: RemotesManifest, name: RemoteName, shellContractsVersion: string): RemoteManifestEntry {
  const entry = manifest[name];
  if (!entry) throw new RemoteLoadError(REMOTE_ERROR_CODES.missing, name, `${name} is not in the manifest`);
  if (entry.maintenance)
    throw new RemoteLoadError(REMOTE_ERROR_CODES.maintenance, name, `${name} is in maintenance`, entry.maintenance.until);
  if (!isContractsCompatible(entry.contractsVersion, shellContractsVersion)) {
    throw new RemoteLoadError(
      REMOTE_ERROR_CODES.incompatible,
      name,
      `${name} ${entry.version} uses contracts ${entry.contractsVersion}; the shell has ${shellContractsVersion}`,
    );
  }
  return entry;
}

function sameEntry(a: RemoteManifestEntry | undefined, b: RemoteManifestEntry | undefined): boolean {
  return (
    a?.entry === b?.entry &&
    a?.version === b?.version &&
    a?.contractsVersion === b?.contractsVersion &&
    Boolean(a?.maintenance) === Boolean(b?.maintenance) &&
    (a?.maintenance?.until ?? null) === (b?.maintenance?.until ?? null)
  );
}

/** Remotes whose entry differs between two manifests (added, removed, new version, maintenance on or off). */
export function changedRemotes(previous: RemotesManifest, next: RemotesManifest): RemoteName[] {
  const names = new Set([...Object.keys(previous), ...Object.keys(next)] as RemoteName[]);
  return [...names].filter((name) => !sameEntry(previous[name], next[name]));
}
