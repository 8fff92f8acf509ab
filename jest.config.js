// Two jest projects (run one with `npx jest --selectProjects client` or `--selectProjects server`):
//
// - server: unit and API tests. API tests run against a real PostgreSQL: an embedded server started
//   once per run (or the server named by DATABASE_URL), with a database of their own per test file.
// - client: browser-side code (lib/, store/, services/, components/, pages/) in jsdom, with msw
//   mocking the network. It needs no PostgreSQL: jest runs a project's globalSetup only when at
//   least one test of that project runs, and only the server project has one.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: __dirname });

// ESM-only packages (msw 3, file-type, Fedify's structured-field-values and their dependencies) that jest must transform.
const esmPackages = [
  'msw', '@mswjs', '@msw', '@open-draft', 'rettime', 'until-async', 'cookie', 'headers-polyfill',
  'set-cookie-parser', 'tough-cookie', 'file-type', 'strtok3', 'token-types', '@tokenizer', '@borewit',
  'uint8array-extras', 'structured-field-values',
];
const transformEsm = `/node_modules/(?!(${esmPackages.join('|')})/)`;

/** @type {import('jest').Config} */
const server = {
  displayName: 'server',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/server/**/*.test.ts', '<rootDir>/__tests__/api/**/*.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  globalSetup: '<rootDir>/__tests__/support/globalSetup.ts',
  globalTeardown: '<rootDir>/__tests__/support/globalTeardown.ts',
};

/** @type {import('jest').Config} */
const client = {
  displayName: 'client',
  // jsdom plus Node's fetch, Request, streams, TextEncoder...; also stops jsdom from resolving
  // msw's browser build.
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: ['<rootDir>/__tests__/client/**/*.test.{ts,tsx}'],
  // next/jest adds its own mappers first: CSS modules become an identity proxy
  // (styles.foo === 'foo'), plain CSS/SCSS an empty object, images and SVGs a file stub.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Polyfills msw 3 needs on Node 20, before the test framework loads.
  setupFiles: ['<rootDir>/mocks/polyfills.ts'],
  // Testing Library's DOM matchers (toBeInTheDocument, ...).
  setupFilesAfterEnv: ['<rootDir>/__tests__/client/support/setup.ts'],
  // Build output and local data directories are not test sources.
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/.data/', '<rootDir>/test-results/'],
};

module.exports = async () => {
  const serverConfig = await createJestConfig(server)();
  serverConfig.transformIgnorePatterns = [transformEsm];

  const clientConfig = await createJestConfig(client)();
  // CSS modules are mapped above, never transformed.
  clientConfig.transformIgnorePatterns = [transformEsm, '^.+\\.module\\.(css|sass|scss)$'];

  // One worker per core (jest's default keeps one core free): API tests wait on PostgreSQL for much
  // of their time, and two workers on two cores halve the run (24 API files: 258 s → 131 s). Each test
  // file has a database of its own, so files never share state.
  return { projects: [serverConfig, clientConfig], testTimeout: 30000, maxWorkers: '100%' };
};
