// API tests: node environment, TypeScript through swc; run once on SQLite and once on PostgreSQL
// (TEST_DATABASE_URL set by the test:postgres script). The in-house game provider's tests (@mekong/game-provider) run
// in the same jest, as a project of their own with their package's config, so both passes of npm test cover them
// without a second start.
/** Dependencies that ship only ES modules, which jest's CommonJS runtime cannot require on Node 20. */
const ESM_ONLY = ['content-disposition', 'cookie'];
const swc = (syntax) => ['@swc/jest', { jsc: { parser: { syntax }, target: 'es2022' }, module: { type: 'commonjs' } }];

const api = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  // *.pure.test.ts touch no database (parsers, crypto, schedules, caches): they run once, in the SQLite pass.
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DATABASE_URL ? ['\\.pure\\.test\\.ts$'] : [])],
  transform: { '^.+\\.ts$': swc('typescript'), '^.+\\.js$': swc('ecmascript') },
  // Compiled like our own code (pnpm paths: node_modules/.pnpm/<name>@<version>/node_modules/<name>/).
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${ESM_ONLY.join('|')})@)(?!(${ESM_ONLY.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'json'],
  // One migrated and seeded database per run, copied by every file that builds an app (test-support/seeded-template.ts).
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
};

module.exports = {
  // A budget no test comes near on a calm machine, so no verdict depends on speed: building an app and seeding a
  // file's data passed 30 s in a beforeAll on a 2-core machine at load 15 (records.repository.test.ts on PostgreSQL).
  // A global option: jest ignores it inside `projects`.
  testTimeout: 120_000,
  // Tests run in band on a 2-core machine, so one leaked handle keeps the whole pass open after its last test and CI
  // hangs to its limit: the records reader threads of an app that served no records call once did
  // (db/sqlite-readers.test.ts, 'ends its threads…'). A guard, never a verdict: a test's own result does not depend on
  // it. To look for leaks, run with --forceExit=false --detectOpenHandles.
  forceExit: true,
  projects: [api, require('../game-provider/jest.config.js')],
};
