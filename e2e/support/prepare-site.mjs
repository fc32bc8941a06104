// Gives the suite's server its own site root: the built shell (linked) and a copy of the composed releases, so the
// hot-swap tests release, roll back and maintain remotes without touching the repository's releases/.
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(e2eDir, '..');
// Same folders as support/site.ts: a run on another port (E2E_PORT) has its own.
const runSuffix = process.env.E2E_PORT ? `-${process.env.E2E_PORT}` : '';
const [dataDir, siteRoot] = [path.join(e2eDir, `.data${runSuffix}`), path.join(e2eDir, `.site${runSuffix}`)];

const releases = path.join(repoRoot, 'releases');
if (!existsSync(path.join(releases, 'remotes.json')))
  throw new Error('releases/remotes.json is missing: run `pnpm build` at the repository root first');
rmSync(dataDir, { recursive: true, force: true });
rmSync(siteRoot, { recursive: true, force: true });
mkdirSync(path.join(siteRoot, 'shell'), { recursive: true });
symlinkSync(path.join(repoRoot, 'shell', 'dist'), path.join(siteRoot, 'shell', 'dist'), 'dir');
cpSync(releases, path.join(siteRoot, 'releases'), { recursive: true });
