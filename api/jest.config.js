// API tests: node environment, TypeScript through swc; run once on SQLite and once on PostgreSQL
// (TEST_DATABASE_URL set by the test:postgres script).
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
};
