// The shared singletons of docs/architecture.md §3, each pinned to the version installed for the package,
// since package.json says `catalog:` or `workspace:*` rather than a semver range. A shared module ships whole, so only
// what must be one instance is here: the router stays inside the shell (remotes get `navigate` and the route through
// RemoteProps) and rxjs is bundled, tree-shaken, by whoever imports it (the bus itself lives in @mekong/contracts).

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'i18next',
  'react-i18next',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@emotion/react/jsx-dev-runtime',
  '@emotion/styled',
  'dayjs',
  '@mekong/contracts',
  '@mekong/ui',
];

function installedVersion(packageDir, request) {
  const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  const manifest = require.resolve(`${packageName}/package.json`, { paths: [packageDir] });
  return require(manifest).version;
}

function sharedSingletons(packageDir) {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = installedVersion(packageDir, request);
      return [request, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}

module.exports = { sharedSingletons, SINGLETONS };
