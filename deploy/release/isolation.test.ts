/** @jest-environment node */
// A real one-remote release (webpack build + publish) leaves the shell and every other remote byte-identical.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildRemote, isSourceMap, publishRemote, sourceMapsDir } from './commands';
import { hashFolder, listFiles } from './folderHash';
import { REMOTE_FOLDERS } from './remotes';
import { tempContext } from './testFixtures';

const RELEASED = 'mf_points';

/** Hash of every folder the release must not touch: the shell's build, the other remotes' builds and released versions. */
function othersSnapshot(rootDir: string, releasesDir: string): Record<string, string> {
  const folders: Record<string, string> = { 'shell/dist': path.join(rootDir, 'shell', 'dist') };
  for (const [remote, folder] of Object.entries(REMOTE_FOLDERS)) {
    if (remote === RELEASED) continue;
    folders[`${folder}/dist`] = path.join(rootDir, folder, 'dist');
    folders[`releases/${remote}`] = path.join(releasesDir, remote);
  }
  return Object.fromEntries(Object.entries(folders).map(([name, dir]) => [name, existsSync(dir) ? hashFolder(dir) : 'absent']));
}

describe('one-remote release', () => {
  it('builds and publishes mf_points only, with its own uniqueName', async () => {
    const context = tempContext();
    // Publish into a copy of the composed releases, so the other remotes' released files are there to compare.
    if (existsSync(path.join(context.rootDir, 'releases')))
      cpSync(path.join(context.rootDir, 'releases'), context.releasesDir, { recursive: true });
    const distDir = path.join(context.rootDir, REMOTE_FOLDERS[RELEASED], 'dist');
    const distBefore = existsSync(distDir) ? readdirSync(distDir) : [];
    const markerFile = path.join(distDir, '.release-build.json');
    const markerBefore = existsSync(markerFile) ? readFileSync(markerFile) : null;
    const before = othersSnapshot(context.rootDir, context.releasesDir);
    try {
      const build = await buildRemote(context, RELEASED);
      const published = publishRemote(context, RELEASED);

      expect(othersSnapshot(context.rootDir, context.releasesDir)).toEqual(before);
      const versionDir = path.join(context.releasesDir, RELEASED, published.version);
      expect(hashFolder(versionDir)).toBe(hashFolder(build.buildDir, isSourceMap));
      // Served: every file with its .br and .gz (the entry files included), and no source map, nor a pointer to one.
      const served = listFiles(versionDir);
      const entry = readFileSync(path.join(versionDir, 'remoteEntry.js'));
      expect(brotliDecompressSync(readFileSync(path.join(versionDir, 'remoteEntry.js.br')))).toEqual(entry);
      expect(gunzipSync(readFileSync(path.join(versionDir, 'remoteEntry.js.gz')))).toEqual(entry);
      expect(served).toEqual(expect.arrayContaining(['mf-manifest.json.br', 'mf-manifest.json.gz']));
      expect(served.filter((file) => file.endsWith('.map'))).toEqual([]);
      for (const file of served.filter((name) => name.endsWith('.js'))) {
        expect({ file, names: readFileSync(path.join(versionDir, file), 'utf8').includes('sourceMappingURL') }).toEqual({
          file,
          names: false,
        });
      }
      // Kept for ops in the release record instead.
      expect(listFiles(sourceMapsDir(context, RELEASED, published.version))).toContain('remoteEntry.js.map');
      // docs/architecture.md §7: each release has its own chunk-loading global, so two versions can be swapped in one page.
      expect(readFileSync(path.join(versionDir, 'remoteEntry.js'), 'utf8')).toContain(`webpackChunkmf_points_${build.buildId}`);
      expect(published.bytes).toBeGreaterThan(0);
      expect(context.lines.join('\n')).toMatch(/built mf_points .* in [\d.]+ s[\s\S]*published mf_points .* files, [\d.]+ MB in [\d.]+ s/);
    } finally {
      // The build folder is the test's own: leave the remote's dist folder as it found it.
      for (const entry of existsSync(distDir) ? readdirSync(distDir) : []) {
        if (!distBefore.includes(entry)) rmSync(path.join(distDir, entry), { recursive: true, force: true });
      }
      if (markerBefore) writeFileSync(markerFile, markerBefore);
      rmSync(context.tempDir, { recursive: true, force: true });
    }
  }, 600_000);
});
