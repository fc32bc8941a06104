// The provider's tests: node environment, TypeScript through swc. The API's jest config runs them as a project of its
// own, so `pnpm --filter @mekong/api test:sqlite` / `test:postgres` (npm test) run them on both databases
// (TEST_DATABASE_URL set: each file's tables in a fresh PostgreSQL schema); `test:sqlite` / `test:postgres` here run them alone.
const swc = (syntax) => ['@swc/jest', { jsc: { parser: { syntax }, target: 'es2022' }, module: { type: 'commonjs' } }];
/** Dependencies of fastify's inject that ship only ES modules, which jest's CommonJS runtime cannot require on Node 20. */
const ESM_ONLY = ['content-disposition', 'cookie'];

module.exports = {
  displayName: 'game-provider',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  // *.math.test.ts (RTP proofs: pure math, no database, a million rounds each) run once, in the SQLite run.
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DATABASE_URL ? ['\\.math\\.test\\.ts$'] : [])],
  transform: { '^.+\\.ts$': swc('typescript'), '^.+\\.js$': swc('ecmascript') },
  // Compiled like our own code (pnpm paths: node_modules/.pnpm/<name>@<version>/node_modules/<name>/).
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${ESM_ONLY.join('|')})@)(?!(${ESM_ONLY.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'json'],
  // The RTP proofs play a million rounds each: on a loaded 2-core CI machine that can pass jest's 5 s default.
  testTimeout: 30_000,
};
