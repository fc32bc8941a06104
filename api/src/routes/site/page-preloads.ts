// The preload links the shell's page carries for the remote its route opens on: the remote's Module Federation
// manifest, its remoteEntry.js and the first chunk of its lifecycle module. Without them a phone fetches these only
// after main.js, the shared chunks and /remotes.json have each arrived (three round trips of a slow link); with them
// they download beside the shell's own chunks. The shell still asks for them as before and gets the preloaded answers.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findRoute, remotesManifestSchema } from '@mekong/contracts';

/** The expose the shell loads from every remote (shell/src/features/remotes, LIFECYCLE_EXPOSE). */
const LIFECYCLE_EXPOSE = 'lifecycle';
/** A released file under /remotes/: `<remote>/<version>/<file>`, nothing that climbs out (static-files serves the same). */
const RELEASED_URL = /^\/remotes\/\w+\/\w[\w.+-]*\/[\w.-]+\.json$/;
const SAFE_FILE = /^[\w.-]+\.js$/;

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'));
}

/** The script files a remote's manifest names for its entry and its lifecycle's first chunk, checked to be plain names. */
function scriptsOf(manifest: FederationManifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.path === '' && typeof entry.name === 'string' ? entry.name : null;
  const lifecycle = manifest.exposes?.find((expose) => expose.name === LIFECYCLE_EXPOSE);
  const sync = lifecycle?.assets?.js?.sync;
  const chunks = Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [];
  return [entryFile, ...chunks].filter((file): file is string => file !== null && SAFE_FILE.test(file));
}

/**
 * The `<link rel=preload>` tags for the page at `pathname`, or '' when its route is unknown, its remote is not
 * released or a file is missing or malformed: a preload is only a head start, so any doubt means none.
 * The manifest is fetched by the federation runtime with fetch() (cors, same-origin credentials: crossorigin
 * anonymous); the scripts are plain script elements (no crossorigin). A preload that did not match its later
 * request would download the file twice, which e2e/tests/first-paint.spec.ts checks does not happen.
 */
export async function remotePreloadLinks(rootDir: string, pathname: string): Promise<string> {
  const owner = findRoute(pathname)?.owner;
  if (!owner) return '';
  try {
    const releases = path.join(rootDir, 'releases');
    const remotes = remotesManifestSchema.safeParse(await readJson(path.join(releases, 'remotes.json')));
    const entryUrl = remotes.success ? remotes.data[owner]?.entry : undefined;
    if (!entryUrl || !RELEASED_URL.test(entryUrl) || entryUrl.includes('..')) return '';
    const manifestFile = path.join(releases, entryUrl.slice('/remotes/'.length));
    const folderUrl = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
    const scripts = scriptsOf((await readJson(manifestFile)) as FederationManifest);
    return [
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${entryUrl}">`,
      ...scripts.map((file) => `<link rel="preload" as="script" href="${folderUrl}${file}">`),
    ].join('');
  } catch {
    return '';
  }
}
