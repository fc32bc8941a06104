// Composes the local site from the built packages: copies each remote's versioned build into
// releases/<remote>/<version>/ and writes releases/remotes.json atomically (never half-written).
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import atomicFile from '../release/atomicFile.js';
import remotes from '../release/remotes.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const releasesDir = join(root, 'releases');
const contractsVersion = JSON.parse(readFileSync(join(root, 'shared-contracts/package.json'), 'utf8')).version;

function compose() {
  const manifest = {};
  for (const [remoteName, folder] of Object.entries(remotes.REMOTE_FOLDERS)) {
    const version = process.env.RELEASE_VERSION || JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).version;
    const built = join(root, folder, 'dist', version);
    if (!existsSync(join(built, 'mf-manifest.json'))) {
      throw new Error(`${folder} has no build for version ${version} (expected ${built}/mf-manifest.json): run its build first`);
    }
    const target = join(releasesDir, remoteName, version);
    // The folder is rewritten whole: files of an earlier build under the same version (`pnpm build` composes 1.0.0
    // every time) must not stay behind and be served. Source maps stay out of it, as `release publish` keeps them.
    rmSync(target, { recursive: true, force: true });
    cpSync(built, target, { recursive: true, filter: (source) => !source.endsWith('.map') });
    manifest[remoteName] = { entry: `/remotes/${remoteName}/${version}/mf-manifest.json`, version, contractsVersion };
  }
  atomicFile.writeJsonAtomically(join(releasesDir, 'remotes.json'), manifest);
  console.log(`releases/remotes.json: ${Object.keys(manifest).join(', ')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) compose();
