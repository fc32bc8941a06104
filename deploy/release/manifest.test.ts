/** @jest-environment node */
// point / rollback / maintenance: every manifest they write is valid, and a concurrent reader never sees a half-written one.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remotesManifestSchema } from '@mekong/contracts';
import { listVersions, pointRemote, publishRemote, rollbackRemote, setMaintenance } from './commands';
import { manifestPath, readHistory } from './manifestFile';
import { fakeBuild, tempContext } from './testFixtures';

function publishedContext(versions: string[]) {
  const context = tempContext();
  for (const version of versions)
    publishRemote(context, 'mf_lobby', { buildDir: fakeBuild(path.join(context.tempDir, 'builds', version), { code: version }), version });
  return context;
}

function liveManifest(releasesDir: string) {
  return remotesManifestSchema.parse(JSON.parse(readFileSync(manifestPath(releasesDir), 'utf8')));
}

describe('release point, rollback and maintenance', () => {
  it('points at versions and rolls back through the history of live versions', () => {
    const context = publishedContext(['v1', 'v2', 'v3']);
    pointRemote(context, 'mf_lobby', 'v1');
    pointRemote(context, 'mf_lobby', 'v2');
    pointRemote(context, 'mf_lobby', 'v3');
    expect(liveManifest(context.releasesDir).mf_lobby).toEqual({
      entry: '/remotes/mf_lobby/v3/mf-manifest.json',
      version: 'v3',
      contractsVersion: '1.0.0',
    });
    expect(
      listVersions(context, 'mf_lobby')
        .filter((v) => v.live)
        .map((v) => v.version),
    ).toEqual(['v3']);

    expect(rollbackRemote(context, 'mf_lobby')).toBe('v2');
    expect(liveManifest(context.releasesDir).mf_lobby?.version).toBe('v2');
    expect(rollbackRemote(context, 'mf_lobby')).toBe('v1');
    expect(() => rollbackRemote(context, 'mf_lobby')).toThrow(/no earlier live version/);
    expect(readHistory(context.releasesDir).mf_lobby).toEqual(['v1']);
  });

  it('rolls back to the version the manifest pointed at before the first point (e.g. one set by compose)', () => {
    const context = publishedContext(['1.0.0', 'v2']);
    writeFileSync(
      manifestPath(context.releasesDir),
      JSON.stringify({ mf_lobby: { entry: '/remotes/mf_lobby/1.0.0/mf-manifest.json', version: '1.0.0', contractsVersion: '1.0.0' } }),
    );
    pointRemote(context, 'mf_lobby', 'v2');
    expect(rollbackRemote(context, 'mf_lobby')).toBe('1.0.0');
  });

  it('marks a remote in and out of maintenance, keeping it through a new version, and refuses a bad --until', () => {
    const context = publishedContext(['v1', 'v2']);
    pointRemote(context, 'mf_lobby', 'v1');
    setMaintenance(context, 'mf_lobby', true, '2026-12-01T10:00:00Z');
    expect(liveManifest(context.releasesDir).mf_lobby?.maintenance).toEqual({ until: '2026-12-01T10:00:00.000Z' });
    pointRemote(context, 'mf_lobby', 'v2');
    expect(liveManifest(context.releasesDir).mf_lobby).toMatchObject({ version: 'v2', maintenance: { until: '2026-12-01T10:00:00.000Z' } });
    setMaintenance(context, 'mf_lobby', false);
    expect(liveManifest(context.releasesDir).mf_lobby).not.toHaveProperty('maintenance');
    setMaintenance(context, 'mf_lobby', true);
    expect(liveManifest(context.releasesDir).mf_lobby?.maintenance).toEqual({ until: null });

    const before = readFileSync(manifestPath(context.releasesDir), 'utf8');
    expect(() => setMaintenance(context, 'mf_lobby', true, 'next tuesday')).toThrow(/not an ISO date-time/);
    expect(() => setMaintenance(context, 'mf_member', true)).toThrow(/not in the manifest/);
    expect(() => pointRemote(context, 'mf_lobby', 'v9')).toThrow(/not published/);
    expect(readFileSync(manifestPath(context.releasesDir), 'utf8')).toBe(before);
  });

  it('a reader polling the manifest during hundreds of writes only ever sees a complete, valid manifest', async () => {
    const context = publishedContext(['v1', 'v2']);
    pointRemote(context, 'mf_lobby', 'v1');
    const stopFile = path.join(context.tempDir, 'stop');
    // A separate process, so it reads while this one writes; it validates each read like the API and the shell do.
    const reader = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs');
         let reads = 0, invalid = 0, missing = 0;
         process.stdout.write('ready\\n');
         while (!fs.existsSync(${JSON.stringify(stopFile)})) {
           let text;
           try { text = fs.readFileSync(${JSON.stringify(manifestPath(context.releasesDir))}, 'utf8'); } catch { missing++; continue; }
           reads++;
           try { const m = JSON.parse(text); if (!m.mf_lobby || !/^v[12]$/.test(m.mf_lobby.version)) invalid++; } catch { invalid++; }
         }
         process.stdout.write(JSON.stringify({ reads, invalid, missing }) + '\\n');`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    reader.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve) => reader.stdout.once('data', () => resolve()));

    const exited = new Promise((resolve) => reader.on('exit', resolve));
    try {
      for (let i = 0; i < 300; i++) {
        if (i % 3 === 0) setMaintenance(context, 'mf_lobby', i % 2 === 0);
        else if (i % 3 === 1) pointRemote(context, 'mf_lobby', liveManifest(context.releasesDir).mf_lobby?.version === 'v1' ? 'v2' : 'v1');
        else rollbackRemote(context, 'mf_lobby');
      }
    } finally {
      writeFileSync(stopFile, '');
      await exited;
    }
    const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { reads: number; invalid: number; missing: number };
    expect(result.reads).toBeGreaterThan(0);
    expect(result).toMatchObject({ invalid: 0, missing: 0 });
    expect(() => liveManifest(context.releasesDir)).not.toThrow();
    // Bounded by its 300 writes, not by time: about a second alone, but a loaded CI machine may be ten times slower.
  }, 120_000);
});
