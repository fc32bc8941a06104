// Composes the local site from the built packages: copies each remote's versioned build into
// releases/<remote>/<version>/ and writes releases/remotes.json atomically (never half-written).
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const releasesDir = join(root, 'releases');
const contractsVersion = JSON.parse(readFileSync(join(root, 'shared-contracts/package.json'), 'utf8')).version;

const REMOTES = {
  mf_lobby: 'mf-lobby',
  mf_member: 'mf-member',
  mf_agent: 'mf-agent',
  mf_promotions: 'mf-promotions',
  mf_points: 'mf-points',
};

export function writeManifestAtomically(manifest, file = join(releasesDir, 'remotes.json')) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(manifest, null, 2) + '\n');
  renameSync(temporary, file);
}

function compose() {
  const manifest = {};
  for (const [remoteName, folder] of Object.entries(REMOTES)) {
    const version = process.env.RELEASE_VERSION || JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).version;
    const built = join(root, folder, 'dist', version);
    if (!existsSync(join(built, 'mf-manifest.json'))) {
      throw new Error(`${folder} has no build for version ${version} (expected ${built}/mf-manifest.json): run its build first`);
    }
    const target = join(releasesDir, remoteName, version);
    cpSync(built, target, { recursive: true });
    manifest[remoteName] = { entry: `/remotes/${remoteName}/${version}/mf-manifest.json`, version, contractsVersion };
  }
  writeManifestAtomically(manifest);
  console.log(`releases/remotes.json: ${Object.keys(manifest).join(', ')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) compose();
