import type { KnipConfig } from 'knip';

// knip (part of `npm run lint`): unused files, exports, types and dependencies. Its Next.js plugin
// makes pages/** and instrumentation-client.ts entries; the Jest plugin makes every file under
// __tests__/ (jest's default testMatch: jest.config.js builds its projects in a function),
// e2e/**/*.test.ts (jest.e2e.config.js) and the setup files entries, so code only tests use counts
// as used; the ESLint, Drizzle, esbuild and tsx plugins read their configs and package.json's
// scripts (server.ts through `tsx server.ts`). The entries below are what no plugin finds.
const config: KnipConfig = {
  entry: [
    // Built by `npm run build:server` and run with node: the CLIs and the drawing worker, which
    // server/media/drawing.ts starts by its path (new Worker with an eval'd require).
    'server/cli/*.ts',
    'server/media/drawWorker.ts',
    // The service worker (issue 37), bundled by scripts/build-worker.mjs and served at /sw.js.
    'worker/sw.ts',
    'scripts/*.{ts,mjs}',
    'bench/*.ts',
    // Loaded into the built app by path (NODE_OPTIONS=--import, e2e/process.test.ts).
    'e2e/support/builtinsProbe.mjs',
  ],
  ignoreFiles: [
    // msw's generated service worker, served as a static file to `npm run dev:mock`'s browser.
    'public/mockServiceWorker.js',
  ],
  ignoreDependencies: [
    // Imported inside the audio worker's source string (server/media/audio.ts), which knip does not parse.
    'music-metadata',
    // Their .woff files are read by path (server/media/fonts.ts), never imported.
    '@fontsource/noto-sans',
    '@fontsource/cairo',
    // Its CLI is run by path (bench/lighthouse.ts: node_modules/.bin/lighthouse), never imported.
    'lighthouse',
  ],
  ignoreBinaries: [
    // A system command bench/cluster.ts runs to create the postgres user, not an npm binary.
    'useradd',
  ],
};

export default config;
