// @ts-check
/**
 * End-to-end tests: the BUILT app (`npm run build`, then `node dist/server.js`) started as a child
 * process with its own embedded PostgreSQL, driven over HTTP and in a real Chromium.
 * Run with `npm run test:e2e` (or `npx jest -c jest.e2e.config.js`).
 */
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: __dirname });

/** @type {import('jest').Config} */
const config = {
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Each test file starts whole app processes (PostgreSQL included) and a Chromium: two files at a
  // time. One at a time left a core idle while a file waited on its app or its browser: on CI's
  // two cores the stage took 31.8 minutes with one worker and 18.7–20.2 with two.
  maxWorkers: 2,
  testTimeout: 120_000,
  // Build output and local data directories are not test sources.
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/.data/', '<rootDir>/test-results/'],
};

// Fedify's ESM-only dependency, for the tests' own fediverse server (__tests__/support/fediversePeer.ts).
module.exports = async () => {
  const resolved = await createJestConfig(config)();
  return { ...resolved, transformIgnorePatterns: ['/node_modules/(?!(structured-field-values)/)'] };
};
