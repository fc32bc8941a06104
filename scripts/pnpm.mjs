// Runs pnpm 10 on a machine that may have only Node.js and npm: the installed pnpm when there is
// one, otherwise `npx pnpm@10` (corepack fails on package signatures here, docs/architecture.md §7).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const hasPnpm = spawnSync('pnpm', ['--version'], { stdio: 'ignore', shell: true }).status === 0;
const [command, prefix] = hasPnpm ? ['pnpm', []] : ['npx', ['--yes', 'pnpm@10']];
const result = spawnSync(command, [...prefix, ...args], { stdio: 'inherit', shell: process.platform === 'win32' });
process.exit(result.status ?? 1);
