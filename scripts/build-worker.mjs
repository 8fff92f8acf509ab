// The service worker of production builds (issue 37, docs/features/pwa.md), run by `npm run build`
// after `next build`: worker/sw.ts bundled with esbuild (minified, Workbox included) into
// .next/pwa/sw.js, which the custom server answers at /sw.js (server/http/pwa.ts). The Next
// BUILD_ID is embedded, so every deployment makes a byte-different worker and browsers install
// it; the files the offline page needs (from .next/build-manifest.json, and its message files) are
// precached with it. Run after `npm run build:server`, whose command line names those files.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextDir = path.join(root, '.next');
if (!existsSync(path.join(nextDir, 'BUILD_ID'))) throw new Error('build-worker: run `next build` first (.next/BUILD_ID is missing)');
const buildId = readFileSync(path.join(nextDir, 'BUILD_ID'), 'utf8').trim();

/** The hashed scripts and styles of the offline page and the app shell (`/_next/static/...`). */
function offlineAssets() {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  const files = [
    ...(manifest.polyfillFiles ?? []),
    ...(manifest.rootMainFiles ?? []),
    ...(manifest.lowPriorityFiles ?? []),
    ...(manifest.pages?.['/_app'] ?? []),
    ...(manifest.pages?.['/offline'] ?? []),
  ];
  if (!manifest.pages?.['/offline']) throw new Error('build-worker: the build has no /offline page');
  // The app's bars' texts in each language and Lingui's compiler, which pages load only when a bar
  // shows (lib/i18n/load.ts names these chunks): an offline page must find them.
  const chunks = readdirSync(path.join(nextDir, 'static', 'chunks'));
  const texts = chunks.filter((file) => /^(lingui-compile|messages-[a-z]{2}-pwa-json)\.[^.]+\.js$/.test(file));
  if (texts.length !== 5) throw new Error(`build-worker: expected the pwa texts of 4 languages and the compiler among the chunks, found ${texts.join(', ') || 'none'}`);
  files.push(...texts.map((file) => `static/chunks/${file}`));
  // What pages load only once there is something to say, which an offline page must find: the bars
  // (components/pwa/PwaBars.tsx: a page first told it is a saved copy while offline) and the toasts'
  // view (components/shell/ToastList.tsx: "not sent, you are offline").
  const loadable = JSON.parse(readFileSync(path.join(nextDir, 'react-loadable-manifest.json'), 'utf8'));
  for (const lazy of ['components/pwa/PwaBars.tsx', 'components/shell/ToastList.tsx']) {
    const name = ` -> ./${path.basename(lazy, '.tsx')}`;
    const chunks = Object.entries(loadable).filter(([key]) => key.endsWith(name)).flatMap(([, entry]) => entry.files ?? []);
    if (chunks.length === 0) throw new Error(`build-worker: the build has no chunk for ${lazy}`);
    files.push(...chunks);
  }
  // The offline page's messages in every language (server/i18n/messageFiles.ts), named by the
  // server's build (`npm run build:server` runs first).
  const cli = path.join(root, 'dist', 'server', 'cli', 'offline-message-files.js');
  if (!existsSync(cli)) throw new Error('build-worker: run `npm run build:server` first (dist/server/cli/offline-message-files.js is missing)');
  const messageFiles = JSON.parse(execFileSync(process.execPath, [cli], { encoding: 'utf8' }));
  return [...new Set([...files.filter((file) => /\.(js|css)$/.test(file)).map((file) => `/_next/${file}`), ...messageFiles])];
}

const outfile = path.join(nextDir, 'pwa', 'sw.js');
mkdirSync(path.dirname(outfile), { recursive: true });
const assets = offlineAssets();
await build({
  entryPoints: [path.join(root, 'worker', 'sw.ts')],
  tsconfig: path.join(root, 'worker', 'tsconfig.json'),
  outfile,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'chrome111',
  platform: 'browser',
  legalComments: 'none',
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
    __OFFLINE_ASSETS__: JSON.stringify(assets),
    'process.env.NODE_ENV': '"production"',
  },
  logLevel: 'warning',
});
console.log(`build-worker: .next/pwa/sw.js for build ${buildId} (${assets.length} precached files besides the offline pages)`);
