// The manifest watch announces each new valid manifest once, never the one at start, a broken file or a repeat.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { makeTempRoot } from '../../test-support/test-app';
import { manifestVersion } from './manifest-file';
import { watchManifest } from './manifest-watch';

const manifestText = (version: string) =>
  JSON.stringify({ mf_lobby: { entry: `/remotes/mf_lobby/${version}/mf-manifest.json`, version, contractsVersion: '1.0.0' } });

const silentLog = { warn: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger;

describe('manifest watch', () => {
  const root = makeTempRoot();
  const file = path.join(root, 'releases', 'remotes.json');
  mkdirSync(path.dirname(file), { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('announces changed valid manifests only', async () => {
    writeFileSync(file, manifestText('1.0.0'));
    const seen: string[] = [];
    const watch = watchManifest(file, 10, (version) => seen.push(version), silentLog);
    // The watch has seen the file as it is now (no clock: a busy machine's late timers only make it wait longer).
    const settle = () => watch.nextCheck();
    try {
      await settle();
      expect(seen).toEqual([]);

      writeFileSync(file, manifestText('1.1.0'));
      await settle();
      expect(seen).toEqual([manifestVersion(manifestText('1.1.0'))]);

      // Broken by hand, then missing: nothing is announced, and each problem is logged once.
      writeFileSync(file, '{"mf_lobby": ');
      await settle();
      rmSync(file);
      await settle();
      expect(seen).toHaveLength(1);
      expect(silentLog.warn).toHaveBeenCalledTimes(2);

      // Mended to what pages already have: no change for them.
      writeFileSync(file, manifestText('1.1.0'));
      await settle();
      expect(seen).toHaveLength(1);

      // Rolled back: the earlier version is a change again.
      writeFileSync(file, manifestText('1.0.0'));
      await settle();
      expect(seen).toEqual([manifestVersion(manifestText('1.1.0')), manifestVersion(manifestText('1.0.0'))]);
    } finally {
      await watch.stop();
    }
  });

  it('takes a manifest that appears later as the first change', async () => {
    rmSync(file, { force: true });
    const seen: string[] = [];
    const watch = watchManifest(file, 10, (version) => seen.push(version), silentLog);
    const settle = () => watch.nextCheck();
    try {
      await settle();
      writeFileSync(file, manifestText('2.0.0'));
      await settle();
      expect(seen).toEqual([manifestVersion(manifestText('2.0.0'))]);
    } finally {
      await watch.stop();
    }
  });
});
