// Unit tests of the front-end packages and contracts (the API has its own jest config, run per database).
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } } } }];

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/shared-contracts/src', '<rootDir>/shared-ui/src', '<rootDir>/shell/src', '<rootDir>/mf-lobby/src', '<rootDir>/mf-member/src', '<rootDir>/mf-agent/src', '<rootDir>/mf-promotions/src', '<rootDir>/mf-points/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
    },
  ],
};
