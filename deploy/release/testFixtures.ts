// Test support: a throw-away releases folder, live shell and fake remote builds, so most tests need no webpack build.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReleaseContext } from './commands';

export function tempContext(rootDir = path.resolve(__dirname, '../..')): ReleaseContext & { lines: string[]; tempDir: string } {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'mekong-release-'));
  const lines: string[] = [];
  const context = {
    rootDir,
    releasesDir: path.join(tempDir, 'releases'),
    publicUrl: '/remotes',
    shellDistDir: path.join(tempDir, 'shell'),
    log: (line: string) => lines.push(line),
    lines,
    tempDir,
  };
  setShellContracts(context, '1.0.0');
  return context;
}

export function setShellContracts(context: ReleaseContext, contractsVersion: string): void {
  mkdirSync(context.shellDistDir, { recursive: true });
  writeFileSync(path.join(context.shellDistDir, 'contracts.json'), JSON.stringify({ contractsVersion }));
}

/** A folder shaped like a remote build: mf-manifest.json sharing @mekong/contracts, plus one code file. */
export function fakeBuild(dir: string, { contractsVersion = '1.0.0', code = 'console.log(1)' } = {}): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mf_lobby',
      shared: [
        { name: 'react', version: '19.0.0' },
        { name: '@mekong/contracts', version: contractsVersion },
      ],
    }),
  );
  writeFileSync(path.join(dir, 'remoteEntry.js'), code);
  return dir;
}
