/** @jest-environment node */
// A version built against a contracts major the live shell does not have is never made live.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { pointRemote, publishRemote, rollbackRemote } from './commands';
import { manifestPath } from './manifestFile';
import { fakeBuild, setShellContracts, tempContext } from './testFixtures';

const REFUSAL =
  /Refused: mf_lobby v2 was built with contracts 2\.0\.0 \(major 2\), but the live shell supports contracts major 1 \(it was built with 1\.0\.0\)/;

describe('release contracts check', () => {
  it('refuses to point at a version of another contracts major, leaving the manifest as it was', () => {
    const context = tempContext();
    publishRemote(context, 'mf_lobby', {
      buildDir: fakeBuild(path.join(context.tempDir, 'v1'), { contractsVersion: '1.4.0' }),
      version: 'v1',
    });
    publishRemote(context, 'mf_lobby', {
      buildDir: fakeBuild(path.join(context.tempDir, 'v2'), { contractsVersion: '2.0.0' }),
      version: 'v2',
    });
    pointRemote(context, 'mf_lobby', 'v1');
    const before = readFileSync(manifestPath(context.releasesDir), 'utf8');
    expect(() => pointRemote(context, 'mf_lobby', 'v2')).toThrow(REFUSAL);
    expect(readFileSync(manifestPath(context.releasesDir), 'utf8')).toBe(before);

    // Once the shell moves to contracts 2, the same version goes live, and rolling back to the 1.x version is refused.
    setShellContracts(context, '2.1.0');
    pointRemote(context, 'mf_lobby', 'v2');
    expect(() => rollbackRemote(context, 'mf_lobby')).toThrow(
      /mf_lobby v1 was built with contracts 1\.4\.0 \(major 1\), but the live shell supports contracts major 2/,
    );
  });

  it('says so when the live shell declares no contracts version', () => {
    const context = tempContext();
    publishRemote(context, 'mf_lobby', { buildDir: fakeBuild(path.join(context.tempDir, 'v1')), version: 'v1' });
    expect(() => pointRemote({ ...context, shellDistDir: path.join(context.tempDir, 'no-shell') }, 'mf_lobby', 'v1')).toThrow(
      /declares no contracts version.*pnpm --filter @mekong\/shell build/,
    );
  });

  it('the CLI prints the refusal and exits with 1', async () => {
    const context = tempContext();
    publishRemote(context, 'mf_lobby', {
      buildDir: fakeBuild(path.join(context.tempDir, 'v2'), { contractsVersion: '2.0.0' }),
      version: 'v2',
    });
    const tsx = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');
    const run = promisify(execFile)(tsx, [path.join(__dirname, 'cli.ts'), 'point', 'mf_lobby', 'v2'], {
      env: { ...process.env, RELEASES_DIR: context.releasesDir, SHELL_DIST_DIR: context.shellDistDir },
    });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(REFUSAL) });
  });
});
