/** @jest-environment node */
// publish: a version is copied once and never changes afterwards.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isSourceMap, publishRemote, sourceMapsDir } from './commands';
import { hashFolder, listFiles } from './folderHash';
import { fakeBuild, tempContext } from './testFixtures';

describe('release publish', () => {
  it('publishes under the content hash by default, and publishing the same content again is a no-op', () => {
    const context = tempContext();
    const build = fakeBuild(path.join(context.tempDir, 'build'));
    const first = publishRemote(context, 'mf_lobby', { buildDir: build });
    expect(first).toMatchObject({ version: hashFolder(build).slice(0, 12), contractsVersion: '1.0.0', copied: true, files: 2 });
    expect(first.bytes).toBeGreaterThan(0);
    expect(hashFolder(path.join(context.releasesDir, 'mf_lobby', first.version))).toBe(hashFolder(build));

    const again = publishRemote(context, 'mf_lobby', { buildDir: build });
    expect(again).toMatchObject({ version: first.version, copied: false, bytes: 0 });
  });

  it('refuses to overwrite a published version with different content and leaves it as it was', () => {
    const context = tempContext();
    publishRemote(context, 'mf_lobby', { buildDir: fakeBuild(path.join(context.tempDir, 'a'), { code: 'old()' }), version: '2.0.0' });
    const changed = fakeBuild(path.join(context.tempDir, 'b'), { code: 'new()' });
    expect(() => publishRemote(context, 'mf_lobby', { buildDir: changed, version: '2.0.0' })).toThrow(
      /already published with different content.*immutable/,
    );
    expect(readFileSync(path.join(context.releasesDir, 'mf_lobby', '2.0.0', 'remoteEntry.js'), 'utf8')).toBe('old()');
    // The same content under the same version is accepted as it is.
    expect(
      publishRemote(context, 'mf_lobby', { buildDir: fakeBuild(path.join(context.tempDir, 'c'), { code: 'old()' }), version: '2.0.0' })
        .copied,
    ).toBe(false);
  });

  it('publishes the precompressed files with the version and keeps the source maps out of it, in the release record', () => {
    const context = tempContext();
    const build = fakeBuild(path.join(context.tempDir, 'build'));
    for (const file of ['remoteEntry.js.br', 'remoteEntry.js.gz', 'remoteEntry.js.map', 'mf-manifest.json.br']) {
      writeFileSync(path.join(build, file), file);
    }
    const published = publishRemote(context, 'mf_lobby', { buildDir: build });
    const served = listFiles(path.join(context.releasesDir, 'mf_lobby', published.version));
    expect(served).toEqual(['mf-manifest.json', 'mf-manifest.json.br', 'remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz']);
    expect(listFiles(sourceMapsDir(context, 'mf_lobby', published.version))).toEqual(['remoteEntry.js.map']);
    expect(published).toMatchObject({ version: hashFolder(build, isSourceMap).slice(0, 12), files: 5, sourceMaps: 1 });
    expect(context.lines.at(-1)).toMatch(/5 files, .*; 1 source maps kept in \.sourcemaps\/mf_lobby\//);
    // The maps are not part of what a version is: the same build again is the same version, a no-op.
    expect(publishRemote(context, 'mf_lobby', { buildDir: build }).copied).toBe(false);
  });

  it('rejects a version that is not a plain folder name', () => {
    const context = tempContext();
    expect(() => publishRemote(context, 'mf_lobby', { buildDir: fakeBuild(path.join(context.tempDir, 'a')), version: '../x' })).toThrow(
      /must be letters, digits/,
    );
  });
});
