// Pact runs in two passes (see scripts/test.sh): consumers write contracts/pacts/*.json, then each
// provider verifies them against its real service and database.
const preset = require('./jest.preset');

const project = (displayName, pattern) => ({
  ...preset,
  displayName,
  rootDir: __dirname,
  testMatch: [`<rootDir>/*/src/**/*.${pattern}.pact.spec.ts`],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  moduleNameMapper: {
    '^@biz/(contracts|catalog|server-kit|stripe-simulator|ui-kit)$': '<rootDir>/$1/src/index.ts',
    '^@biz/contracts/testing$': '<rootDir>/contracts/src/testing/index.ts',
    '^@biz/contracts/testing/pact$': '<rootDir>/contracts/src/testing/pact-shapes.ts',
    '^@biz/server-kit/testing$': '<rootDir>/server-kit/src/testing/index.ts',
    '^@biz/server-kit/without-nest$': '<rootDir>/server-kit/src/without-nest.ts',
    '^@biz/stripe-simulator/testing$': '<rootDir>/stripe-simulator/src/testing/stripe-simulator-server.ts',
    '^@biz/server-kit/testing/pact$': '<rootDir>/server-kit/src/testing/job-pacts.ts',
  },
});

module.exports = {
  // Global, not per project: Jest reads testTimeout only here (a project's own was ignored, so a provider's
  // verification had Jest's 5 s default and failed on a slow machine).
  testTimeout: 180_000,
  projects: [project('pact-consumers', 'consumer'), project('pact-providers', 'provider')],
};
