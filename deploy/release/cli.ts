// `pnpm --filter @mekong/deploy release <command>`: release one remote without rebuilding the site (see deploy/README.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildRemote,
  listVersions,
  parseRemote,
  pointRemote,
  publishRemote,
  rollbackRemote,
  setMaintenance,
  type ReleaseContext,
} from './commands';
import { ReleaseError } from './releaseError';

const USAGE = `usage: release <command>
  build <remote>                           build one remote (never the shell or another remote)
  publish <remote> [--version V]           copy its last build to releases/<remote>/<V>/ (default V: content hash)
  list <remote>                            published versions; * marks the live one
  point <remote> <version>                 make a published version live in releases/remotes.json
  rollback <remote>                        make the previous live version live again
  maintenance <remote> on|off [--until ISO]
environment: RELEASES_DIR (default releases/), RELEASES_PUBLIC_URL (default /remotes), SHELL_DIST_DIR (default shell/dist)`;

function contextFromEnvironment(): ReleaseContext {
  const rootDir = path.resolve(__dirname, '../..');
  // pnpm runs the script in deploy/; relative paths in the environment mean the caller's folder (INIT_CWD).
  const fromCaller = (value: string | undefined, fallback: string) =>
    value ? path.resolve(process.env.INIT_CWD ?? process.cwd(), value) : fallback;
  return {
    rootDir,
    releasesDir: fromCaller(process.env.RELEASES_DIR, path.join(rootDir, 'releases')),
    publicUrl: (process.env.RELEASES_PUBLIC_URL ?? '/remotes').replace(/\/$/, ''),
    shellDistDir: fromCaller(process.env.SHELL_DIST_DIR, path.join(rootDir, 'shell', 'dist')),
    log: (line) => console.log(line),
  };
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { version: { type: 'string' }, until: { type: 'string' } },
  });
  const [command, remoteArgument, argument] = positionals;
  const context = contextFromEnvironment();
  switch (command) {
    case 'build':
      await buildRemote(context, parseRemote(remoteArgument));
      return;
    case 'publish':
      publishRemote(context, parseRemote(remoteArgument), { version: values.version });
      return;
    case 'list':
      listVersions(context, parseRemote(remoteArgument));
      return;
    case 'point':
      if (!argument) throw new ReleaseError('point needs a version: release point <remote> <version>');
      pointRemote(context, parseRemote(remoteArgument), argument);
      return;
    case 'rollback':
      rollbackRemote(context, parseRemote(remoteArgument));
      return;
    case 'maintenance':
      if (argument !== 'on' && argument !== 'off')
        throw new ReleaseError('maintenance takes on or off: release maintenance <remote> on|off [--until ISO]');
      setMaintenance(context, parseRemote(remoteArgument), argument === 'on', values.until);
      return;
    default:
      throw new ReleaseError(USAGE);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // Refusals and usage mistakes are expected: their message is the whole story.
  const usageMistake = error instanceof ReleaseError || String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
  console.error(usageMistake ? (error as Error).message : error);
  process.exitCode = 1;
});
