/**
 * What the site's service worker (worker/sw.ts) adds to a member's page loads in Chromium.
 *
 *   BENCH_URL=http://127.0.0.1:3000 npm run bench:worker     (the built app, demo community)
 *
 * A demo member (BENCH_MEMBER, default mei) loads the feed, a topic, the events, explore and the
 * projects pages again and again in Chromium (playwright-core, /usr/bin/chromium with the browser
 * tests' flags), in three browser contexts taking turns, each round: without the worker; with the
 * worker and its caches as new; with the worker and the caches of a member who has used the site for
 * a while (the worker's limits nearly reached: 190 pages, 190 personal answers, 390 scripts and 290
 * images in its expiration records). It prints, per context, the wall time of a page load (to the
 * header's hydration) and the CPU time Chromium's processes spent on it, with the ratio to the
 * context without the worker. The machine is shared: the CPU time, not the wall time, is the figure
 * to compare, and rounds take turns so a busy moment falls on every context alike.
 */
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { IMAGES_CACHE, PAGES_CACHE, PERSONAL_CACHE, STATIC_CACHE } from '../lib/pwa/protocol';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';
import { descendantsCpuMs } from './proc';

const BASE = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const MEMBER = process.env.BENCH_MEMBER ?? 'mei';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'community-demo';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
/** Loads of each path per context and round. */
const LOADS = 2;

/** The expiration records of a member who has used the site for a while: each cache just under its limit. */
const KEPT: Array<[string, number]> = [
  [PAGES_CACHE, 190],
  [PERSONAL_CACHE, 190],
  [STATIC_CACHE, 390],
  [IMAGES_CACHE, 290],
];

type Kind = 'no worker' | 'worker, caches as new' | 'worker, caches of a while';
const KINDS: Kind[] = ['no worker', 'worker, caches as new', 'worker, caches of a while'];

async function hydrated(page: Page): Promise<void> {
  await page.locator('[data-testid="greeting"]').first().waitFor({ state: 'attached' });
}

async function signIn(context: BrowserContext): Promise<void> {
  const config = await context.request.get(`${BASE}/api/config`, { headers: { Accept: 'application/json' } });
  const { csrf_token: csrf } = (await config.json()) as { csrf_token: string };
  const login = await context.request.post(`${BASE}/api/v3/utilities/login`, {
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': csrf },
    data: { username: MEMBER, password: PASSWORD },
  });
  if (login.status() !== 200) throw new Error(`signing in as ${MEMBER} answered ${login.status()}`);
  // The member hint, as a browser gets it with its first configuration answer after signing in.
  await context.request.get(`${BASE}/api/config`, { headers: { Accept: 'application/json' } });
}

/** Writes the expiration records of a member who has used the site for a while (the worker made the store). */
async function keepAWhile(page: Page): Promise<void> {
  const records = KEPT.flatMap(([cacheName, count]) =>
    Array.from({ length: count }, (_, i) => {
      const url = `${BASE}/kept-a-while/${cacheName}/${i}`;
      return { id: `${cacheName}|${url}`, cacheName, url, timestamp: Date.now() - (i + 1) * 60_000 };
    }),
  );
  // Opening a database that does not exist would make it, empty, and the worker would find no store in it.
  await page.waitForFunction(async () => (await indexedDB.databases()).some((db) => db.name === 'workbox-expiration'));
  await page.evaluate(async (all) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('workbox-expiration');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (!db.objectStoreNames.contains('cache-entries')) throw new Error('the worker has not made its expiration store yet');
    const tx = db.transaction('cache-entries', 'readwrite');
    for (const record of all) tx.objectStore('cache-entries').put(record);
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, records);
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const paths = ['/discussions', '/events', '/explore', '/projects'];
  const topic = (await (await fetch(`${BASE}/api/events/v1/search/highlights`)).json()) as { results: Array<{ hits: Array<{ document: { url: string } }> }> };
  const topicPath = topic.results[0]?.hits[0]?.document.url;
  if (!topicPath) throw new Error('the community has no topics: load the demo community (DEMO_SEED=true)');
  paths.push(topicPath);

  const pages = new Map<Kind, Page>();
  for (const kind of KINDS) {
    const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 900 }, serviceWorkers: kind === 'no worker' ? 'block' : 'allow' });
    await signIn(context);
    const page = await context.newPage();
    // Two visits of each page: the worker installs, takes the page and stores what it stores.
    for (const where of [...paths, ...paths]) {
      await page.goto(where);
      await hydrated(page);
    }
    if (kind !== 'no worker') {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      if (kind === 'worker, caches of a while') await keepAWhile(page);
    }
    pages.set(kind, page);
  }

  const totals = new Map<Kind, { wallMs: number; cpuMs: number; loads: number }>(KINDS.map((k) => [k, { wallMs: 0, cpuMs: 0, loads: 0 }]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of round % 2 === 0 ? KINDS : [...KINDS].reverse()) {
      const page = pages.get(kind)!;
      const total = totals.get(kind)!;
      // What the last load left to do (the worker's stores, idle tasks) is not the next one's.
      await page.waitForTimeout(1_000);
      const cpuBefore = descendantsCpuMs(process.pid);
      const started = Date.now();
      for (let i = 0; i < LOADS; i++) {
        for (const where of paths) {
          await page.goto(where);
          await hydrated(page);
        }
      }
      await page.waitForTimeout(500);
      total.wallMs += Date.now() - started - 500;
      total.cpuMs += descendantsCpuMs(process.pid) - cpuBefore;
      total.loads += LOADS * paths.length;
    }
  }
  await browser.close();

  const base = totals.get('no worker')!;
  console.log(`\nA member's page loads in Chromium (${MEMBER}; ${paths.length} pages, ${ROUNDS} rounds of ${LOADS} loads each, contexts taking turns)`);
  console.log('| context | wall ms / load | Chromium CPU ms / load | CPU vs no worker |');
  console.log('| --- | --- | --- | --- |');
  for (const kind of KINDS) {
    const t = totals.get(kind)!;
    const cpu = t.cpuMs / t.loads;
    console.log(`| ${kind} | ${(t.wallMs / t.loads).toFixed(0)} | ${cpu.toFixed(0)} | ${(cpu / (base.cpuMs / base.loads)).toFixed(2)}× |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
