// API tests: node environment, TypeScript through swc; run once on SQLite and once on PostgreSQL
// (TEST_DATABASE_URL set by the test:postgres script).
/** Dependencies that ship only ES modules, which jest's CommonJS runtime cannot require on Node 20. */
const ESM_ONLY = ['content-disposition', 'cookie'];
const swc = (syntax) => ['@swc/jest', { jsc: { parser: { syntax }, target: 'es2022' }, module: { type: 'commonjs' } }];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  // *.math.test.ts (game RTP checks: pure math, no database, a million rounds each) run once, in the SQLite run.
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DATABASE_URL ? ['\\.math\\.test\\.ts$'] : [])],
  transform: { '^.+\\.ts$': swc('typescript'), '^.+\\.js$': swc('ecmascript') },
  // Compiled like our own code (pnpm paths: node_modules/.pnpm/<name>@<version>/node_modules/<name>/).
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${ESM_ONLY.join('|')})@)(?!(${ESM_ONLY.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'json'],
  // Building an app seeds ~10,000 games; on a loaded 2-core CI machine that can pass jest's 5 s default.
  testTimeout: 30_000,
};
