// The release commands: build one remote, publish it as an immutable version, list, point, roll back, maintenance.
// Each touches only the named remote's build folder, its releases/<remote>/ folder and the manifest entry.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteManifestEntry, type RemoteName } from '@mekong/contracts';
import { writeJsonAtomically } from './atomicFile';
import { assertShellSupports, builtContractsVersion, shellContractsVersion } from './contractsCheck';
import { folderBytes, hashFolder, listFiles, type Skip } from './folderHash';
import { liveVersions, readHistory, readManifest, writeHistory, writeManifest } from './manifestFile';
import { ReleaseError } from './releaseError';
import { REMOTE_FOLDERS } from './remotes';

export interface ReleaseContext {
  /** The repository root (the remotes' packages, shared-contracts, shared-ui). */
  rootDir: string;
  /** Where versions and remotes.json live: the API serves it at /remotes/ (or a CDN root). */
  releasesDir: string;
  /** URL prefix of releasesDir in the manifest's entries. */
  publicUrl: string;
  /** The live shell's build, which declares the contracts version it supports. */
  shellDistDir: string;
  log: (line: string) => void;
}

/** Marker left by `build` in the remote's dist folder: which dist/<buildId>/ `publish` takes. */
const LAST_BUILD_FILE = '.release-build.json';
const VERSION_PATTERN = /^[A-Za-z0-9][\w.+-]*$/;
/** What a remote's build reads besides its own folder; a change in any of them gives a new build id. */
const SHARED_INPUTS = ['shared-contracts', 'shared-ui', 'deploy/webpack', 'pnpm-lock.yaml'];
const NOT_INPUTS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'coverage', '.api-data']);
/**
 * Where publish keeps each version's source maps for ops: a dotted folder of the release record, like .history.json,
 * which neither the API nor nginx serves. The served version folder never holds one.
 */
export const SOURCE_MAPS_FOLDER = '.sourcemaps';
export const isSourceMap: Skip = (name) => name.endsWith('.map');

export function parseRemote(value: string | undefined): RemoteName {
  if (!value || !(REMOTE_NAMES as readonly string[]).includes(value)) {
    throw new ReleaseError(`Unknown remote "${value ?? ''}": one of ${REMOTE_NAMES.join(', ')}`);
  }
  return value as RemoteName;
}

function parseVersion(value: string): string {
  if (!VERSION_PATTERN.test(value))
    throw new ReleaseError(`Version "${value}" must be letters, digits, '.', '_', '+' or '-' (a folder name under releases/)`);
  return value;
}

const remoteDir = (context: ReleaseContext, remote: RemoteName) => path.join(context.rootDir, REMOTE_FOLDERS[remote]);
const versionDir = (context: ReleaseContext, remote: RemoteName, version: string) => path.join(context.releasesDir, remote, version);
export const sourceMapsDir = (context: ReleaseContext, remote: RemoteName, version: string) =>
  path.join(context.releasesDir, SOURCE_MAPS_FOLDER, remote, version);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;

/**
 * The build id names the output folder and goes into output.uniqueName (docs/architecture.md §7): a hash of what the build reads,
 * so every different release gets its own chunk-loading global and an unchanged remote builds to the same files.
 */
export function inputHash(context: ReleaseContext, remote: RemoteName): string {
  const digests = [REMOTE_FOLDERS[remote], ...SHARED_INPUTS].map((input) => {
    const file = path.join(context.rootDir, input);
    const digest = statSync(file).isDirectory()
      ? hashFolder(file, (name) => NOT_INPUTS.has(name))
      : createHash('sha256').update(readFileSync(file)).digest('hex');
    return `${input} ${digest}`;
  });
  return createHash('sha256').update(digests.join('\n')).digest('hex').slice(0, 12);
}

function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new ReleaseError(`${command} ${args.join(' ')} failed with exit code ${code}`)),
    );
  });
}

export interface BuildResult {
  buildId: string;
  buildDir: string;
  ms: number;
}

/** Builds one remote with its own package's build script; the shell and the other remotes are not built. */
export async function buildRemote(context: ReleaseContext, remote: RemoteName): Promise<BuildResult> {
  const started = Date.now();
  const packageDir = remoteDir(context, remote);
  const { name } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { name: string };
  const buildId = `b${inputHash(context, remote)}`;
  // RELEASE_VERSION sets the factory's output folder (dist/<buildId>) and output.uniqueName.
  await run('pnpm', ['--filter', name, 'build'], { cwd: context.rootDir, env: { ...process.env, RELEASE_VERSION: buildId } });
  const buildDir = path.join(packageDir, 'dist', buildId);
  builtContractsVersion(buildDir);
  writeJsonAtomically(path.join(packageDir, 'dist', LAST_BUILD_FILE), { buildId });
  const ms = Date.now() - started;
  context.log(`built ${remote} (${name}) as ${buildId} in ${seconds(ms)}: ${path.relative(context.rootDir, buildDir)}`);
  return { buildId, buildDir, ms };
}

function lastBuildDir(context: ReleaseContext, remote: RemoteName): string {
  const marker = path.join(remoteDir(context, remote), 'dist', LAST_BUILD_FILE);
  if (!existsSync(marker)) throw new ReleaseError(`${remote} has no release build: run \`release build ${remote}\` first`);
  const { buildId } = JSON.parse(readFileSync(marker, 'utf8')) as { buildId: string };
  return path.join(remoteDir(context, remote), 'dist', buildId);
}

export interface PublishResult {
  version: string;
  contractsVersion: string;
  /** Files and bytes of the served version folder (source maps not counted). */
  files: number;
  bytes: number;
  /** Source maps of the build, kept under releases/.sourcemaps/<remote>/<version>/. */
  sourceMaps: number;
  /** False when that version was already published with the same content (a no-op). */
  copied: boolean;
  ms: number;
}

/** Copies `from` to `to` under a dotted temp name beside it, then renames it, so a half-copied folder is never seen. */
function copyAtomically(from: string, to: string, copies: (name: string) => boolean): void {
  const temporary = path.join(path.dirname(to), `.${path.basename(to)}.${process.pid}.tmp`);
  rmSync(temporary, { recursive: true, force: true });
  cpSync(from, temporary, { recursive: true, filter: (file) => statSync(file).isDirectory() || copies(path.basename(file)) });
  renameSync(temporary, to);
}

/**
 * Copies a build into releases/<remote>/<version>/ once: a version never changes after it is published. Its source
 * maps go to the release record instead (SOURCE_MAPS_FOLDER); the version's identity is what is served.
 */
export function publishRemote(
  context: ReleaseContext,
  remote: RemoteName,
  options: { version?: string; buildDir?: string } = {},
): PublishResult {
  const started = Date.now();
  const buildDir = options.buildDir ?? lastBuildDir(context, remote);
  const contractsVersion = builtContractsVersion(buildDir);
  const contentHash = hashFolder(buildDir, isSourceMap);
  const version = parseVersion(options.version ?? contentHash.slice(0, 12));
  const target = versionDir(context, remote, version);
  const files = listFiles(buildDir, isSourceMap).length;
  const bytes = folderBytes(buildDir, isSourceMap);
  const sourceMaps = listFiles(buildDir).filter((file) => isSourceMap(path.basename(file))).length;
  const mapsTarget = sourceMapsDir(context, remote, version);
  let copied = false;
  if (existsSync(target)) {
    if (hashFolder(target, isSourceMap) !== contentHash) {
      throw new ReleaseError(
        `${remote} ${version} is already published with different content (${target}); versions are immutable: publish under another --version`,
      );
    }
  } else {
    // The maps first, so a version that can be pointed at always has its own kept (any left by a copy that failed
    // before the version appeared are another build's).
    rmSync(mapsTarget, { recursive: true, force: true });
    if (sourceMaps > 0) copyAtomically(buildDir, mapsTarget, isSourceMap);
    copyAtomically(buildDir, target, (name) => !isSourceMap(name));
    copied = true;
  }
  const ms = Date.now() - started;
  const maps = sourceMaps > 0 ? `; ${sourceMaps} source maps kept in ${path.relative(context.releasesDir, mapsTarget)}` : '';
  context.log(
    copied
      ? `published ${remote} ${version} (contracts ${contractsVersion}): ${files} files, ${megabytes(bytes)} in ${seconds(ms)}${maps}`
      : `${remote} ${version} is already published with the same content: nothing copied`,
  );
  return { version, contractsVersion, files, bytes: copied ? bytes : 0, sourceMaps, copied, ms };
}

export interface ListedVersion {
  version: string;
  contractsVersion: string;
  live: boolean;
}

export function listVersions(context: ReleaseContext, remote: RemoteName): ListedVersion[] {
  const folder = path.join(context.releasesDir, remote);
  const live = readManifest(context.releasesDir)[remote];
  const versions = existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
        .map((entry) => ({ name: entry.name, publishedAt: statSync(path.join(folder, entry.name)).mtimeMs }))
        .sort((a, b) => a.publishedAt - b.publishedAt)
    : [];
  const listed = versions.map(({ name }) => ({
    version: name,
    contractsVersion: builtContractsVersion(path.join(folder, name)),
    live: name === live?.version,
  }));
  for (const entry of listed) {
    const maintenance =
      entry.live && live?.maintenance ? ` in maintenance${live.maintenance.until ? ` until ${live.maintenance.until}` : ''}` : '';
    context.log(
      `${entry.live ? '*' : ' '} ${entry.version}  contracts ${entry.contractsVersion}${entry.live ? `  (live${maintenance})` : ''}`,
    );
  }
  if (listed.length === 0) context.log(`${remote} has no published versions`);
  return listed;
}

/** The manifest entry for a published version, if the live shell can run it. */
function liveEntry(
  context: ReleaseContext,
  remote: RemoteName,
  version: string,
  previous: RemoteManifestEntry | undefined,
): RemoteManifestEntry {
  const dir = versionDir(context, remote, version);
  if (!existsSync(dir)) throw new ReleaseError(`${remote} ${version} is not published (${dir} does not exist)`);
  const contractsVersion = builtContractsVersion(dir);
  assertShellSupports(remote, version, contractsVersion, shellContractsVersion(context.shellDistDir));
  // Maintenance is switched on and off by its own command: a new version keeps the remote's current state.
  return {
    entry: `${context.publicUrl}/${remote}/${version}/mf-manifest.json`,
    version,
    contractsVersion,
    ...(previous?.maintenance ? { maintenance: previous.maintenance } : {}),
  };
}

export function pointRemote(context: ReleaseContext, remote: RemoteName, version: string): void {
  const manifest = readManifest(context.releasesDir);
  const history = readHistory(context.releasesDir);
  const entry = liveEntry(context, remote, parseVersion(version), manifest[remote]);
  const versions = liveVersions(history, manifest, remote);
  if (versions.at(-1) !== version) versions.push(version);
  writeManifest(context.releasesDir, { ...manifest, [remote]: entry });
  writeHistory(context.releasesDir, { ...history, [remote]: versions });
  context.log(`${remote} now points at ${version}`);
}

export function rollbackRemote(context: ReleaseContext, remote: RemoteName): string {
  const manifest = readManifest(context.releasesDir);
  const history = readHistory(context.releasesDir);
  const versions = liveVersions(history, manifest, remote);
  const previous = versions.at(-2);
  if (!previous) throw new ReleaseError(`${remote} has no earlier live version to roll back to`);
  const entry = liveEntry(context, remote, previous, manifest[remote]);
  writeManifest(context.releasesDir, { ...manifest, [remote]: entry });
  writeHistory(context.releasesDir, { ...history, [remote]: versions.slice(0, -1) });
  context.log(`${remote} rolled back from ${versions.at(-1)} to ${previous}`);
  return previous;
}

export function setMaintenance(context: ReleaseContext, remote: RemoteName, on: boolean, until?: string): void {
  const manifest = readManifest(context.releasesDir);
  const current = manifest[remote];
  if (!current) throw new ReleaseError(`${remote} is not in the manifest: point it at a version first`);
  if (until !== undefined && (!on || Number.isNaN(Date.parse(until)))) {
    throw new ReleaseError(
      on ? `--until "${until}" is not an ISO date-time, e.g. 2026-12-01T10:00:00Z` : '--until goes only with maintenance on',
    );
  }
  const { maintenance: _previous, ...rest } = current;
  const entry: RemoteManifestEntry = on ? { ...rest, maintenance: { until: until ? new Date(until).toISOString() : null } } : rest;
  writeManifest(context.releasesDir, { ...manifest, [remote]: entry });
  context.log(on ? `${remote} is in maintenance${until ? ` until ${entry.maintenance?.until}` : ''}` : `${remote} is out of maintenance`);
}
