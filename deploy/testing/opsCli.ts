// Runs the real ops command for the browser suites (the composed site's and the remotes' isolated ones) on the
// database of the API under test: the same CLI as `pnpm --filter @mekong/api ops …`, as the build bundled it
// (api/dist/ops-cli.mjs, scripts/bundle-node-cli.mjs), started by plain Node. Through pnpm and tsx each run cost ~5 s
// of CPU and the suites run it about a hundred times; bundled it costs ~1 s.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const OPS_CLI = path.resolve(__dirname, '..', '..', 'api', 'dist', 'ops-cli.mjs');

/** Runs `ops <args…>` with MEKONG_DATA_DIR set to `dataDir` and answers what it printed; a failed command throws. */
export function runOpsCli(dataDir: string, args: readonly string[]): string {
  if (!existsSync(OPS_CLI)) throw new Error(`${OPS_CLI} is missing: run \`pnpm run build\` (it bundles the ops command) first.`);
  return execFileSync(process.execPath, [OPS_CLI, ...args], {
    cwd: path.dirname(path.dirname(OPS_CLI)),
    env: { ...process.env, MEKONG_DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}
