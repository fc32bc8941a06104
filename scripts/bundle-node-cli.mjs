// Bundles a Node command-line entry (TypeScript) into one ES module file at build time, so tests that run the command
// many times start plain Node on one file instead of pnpm + tsx compiling the module graph on every start: the ops CLI
// cost ~4.8 s of CPU a run that way, 1.2 s bundled, and the browser suites run it about a hundred times.
//
//   node scripts/bundle-node-cli.mjs <entry.ts> <out.mjs>     (run in the package's folder, as its build script)
//
// The workspace's own packages (TypeScript sources) are bundled in; every other package stays an import resolved at run
// time, exactly as under tsx, unless the package folder cannot resolve it (a dependency of a workspace package only,
// such as the contracts' rxjs), which is bundled too. The file sits one folder below the package (dist/), at the same
// depth as src/, so the sources' `__dirname`-relative paths (the repository root) mean the same thing.
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const [entry, outfile] = process.argv.slice(2);
if (!entry || !outfile) {
  console.error('usage: node scripts/bundle-node-cli.mjs <entry.ts> <out.mjs>');
  process.exit(2);
}
const packageDir = process.cwd();
const requireFromPackage = createRequire(path.join(packageDir, 'package.json'));

/** True when Node, running the bundle from the package's folder, finds `specifier` on its own. */
function resolvableFromPackage(specifier) {
  try {
    requireFromPackage.resolve(specifier);
    return true;
  } catch {
    return false;
  }
}

const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      if (specifier.startsWith('node:') || specifier.startsWith('@mekong/')) return undefined;
      return resolvableFromPackage(specifier) ? { path: specifier, external: true } : undefined;
    });
  },
};

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [externalPackages],
  // CommonJS names the sources (compiled by tsx as CommonJS) and bundled CommonJS packages use.
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      "import { dirname as __dirnameOf } from 'node:path';",
      'const require = __createRequire(import.meta.url);',
      'const __filename = __fileURLToPath(import.meta.url);',
      'const __dirname = __dirnameOf(__filename);',
    ].join('\n'),
  },
});
