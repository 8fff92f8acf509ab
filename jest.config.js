// Unit and API tests. API tests run against a real PostgreSQL: an embedded server started once
// per run (or the server named by DATABASE_URL), with a database of their own per test file.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: __dirname });

const esmPackages = [
  'msw', '@mswjs', '@msw', '@open-draft', 'rettime', 'until-async', 'cookie', 'headers-polyfill',
  'set-cookie-parser', 'tough-cookie',
];

const server = {
  displayName: 'server',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/server/**/*.test.ts', '<rootDir>/__tests__/api/**/*.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  globalSetup: '<rootDir>/__tests__/support/globalSetup.ts',
  globalTeardown: '<rootDir>/__tests__/support/globalTeardown.ts',
};

module.exports = async () => {
  const config = await createJestConfig(server)();
  config.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];
  return { projects: [config], testTimeout: 30000 };
};
