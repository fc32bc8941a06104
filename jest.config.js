// Unit tests of the front-end packages and contracts (the API has its own jest config, run per database).
const fs = require('node:fs');
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } } } },
];

module.exports = {
  // Popup tests render whole forms in jsdom; on a busy 2-core CI machine some take longer than jest's 5 s default.
  // A global option: jest ignores it inside `projects`.
  testTimeout: 20_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['shared-contracts', 'shared-ui', 'shell', 'mf-lobby', 'mf-member', 'mf-agent', 'mf-promotions', 'mf-points']
        .map((pkg) => path.join(__dirname, pkg, 'src'))
        .concat(['release', 'nginx'].map((folder) => path.join(__dirname, 'deploy', folder)))
        .filter((dir) => fs.existsSync(dir)),
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      // Swiper, wouter and its regexparam ship only ES modules: compile them like our own code.
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/(swiper|wouter|regexparam)@[^/]+/node_modules/)?(swiper|wouter|regexparam)/)'],
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
      setupFilesAfterEnv: [path.join(__dirname, 'shared-ui', 'src', 'test-support', 'unit-setup.ts')],
      // What deploy/webpack's DefinePlugin writes into every build, so modules that read it (a remote's lifecycle) load here.
      globals: { __CONTRACTS_VERSION__: require('./shared-contracts/package.json').version },
    },
  ],
};
