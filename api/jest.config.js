// API tests: node environment, TypeScript through swc; run once on SQLite and once on PostgreSQL
// (TEST_DATABASE_URL set by the test:postgres script).
/** Dependencies that ship only ES modules, which jest's CommonJS runtime cannot require on Node 20. */
const ESM_ONLY = ['content-disposition', 'cookie'];
const swc = (syntax) => ['@swc/jest', { jsc: { parser: { syntax }, target: 'es2022' }, module: { type: 'commonjs' } }];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': swc('typescript'), '^.+\\.js$': swc('ecmascript') },
  // Compiled like our own code (pnpm paths: node_modules/.pnpm/<name>@<version>/node_modules/<name>/).
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${ESM_ONLY.join('|')})@)(?!(${ESM_ONLY.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'json'],
};
