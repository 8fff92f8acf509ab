import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { freePort } from '../server/db/embedded';
import { REPO_ROOT } from './support/app';
import { launchBrowser } from './support/browser';
import { TICK_MS } from '../mocks/socket';

/**
 * `npm run dev:mock` (R9; README "Front-end work without a database"): Next's dev server with the
 * mocked API and no database. Every route and every scenario renders in Chromium without a page
 * error, with the Mock API badge, and no PostgreSQL is started.
 */

const ROUTES = [
  '/discussions',
  '/posts/1',
  '/savedlist',
  '/audioqueue',
  '/notifications',
  '/compose',
  '/user/mei',
  '/user/mei/settings',
  '/events',
  '/events/myevents',
  '/events/1',
  '/events/host',
  '/projects',
  '/projects/my-projects',
  '/projects/1/pipewright',
  '/search?term=parser',
  '/explore',
];

const SCENARIOS = ['visitor', 'unconsented', 'empty', 'slow', 'error-401', 'error-403', 'error-500', 'offline', 'default'];

/** Next's own dev client fails on a message it sends itself (isrManifest); not the app's error. */
const NEXT_DEV_NOISE = /handleStaticIndicator|reading 'components'/;

let server: ChildProcess;
let base = '';
let log = '';
let browser: Browser;
let page: Page;
const errors: string[] = [];
/** API calls of the page that the mocks refused or could not answer (`METHOD path -> status`). */
const failedCalls: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'dev', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: REPO_ROOT,
    env: { ...process.env, MOCK_API: '1', NEXT_PUBLIC_MOCK_API: '1', NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: '', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  // Up when it serves a static file (a second dev server in this folder stops at once and says so).
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null || /Another next dev server/.test(log)) throw new Error(`next dev did not start:\n${log}`);
    const up = await fetch(`${base}/favicon.svg`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`next dev did not answer within 90 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (err) => {
    if (!NEXT_DEV_NOISE.test(`${err.message}\n${err.stack ?? ''}`)) errors.push(`${page.url()}: ${err.message}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) failedCalls.push(`${response.request().method()} ${url.pathname} -> ${response.status()}`);
  });
  page.on('console', (message) => {
    if (/\[mock api\] no mock answers/.test(message.text())) failedCalls.push(message.text());
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
});

async function visit(path: string): Promise<number> {
  const response = await page.goto(path, { waitUntil: 'load', timeout: 240_000 });
  await page.getByRole('complementary', { name: 'Mock API' }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  return response?.status() ?? 0;
}

describe('npm run dev:mock', () => {
  it.each(ROUTES)('R9 %s renders from the mocked API without a page error or a refused call', async (path) => {
    errors.length = 0;
    failedCalls.length = 0;
    const status = await visit(path);
    expect(status).toBeLessThan(500);
    expect(await page.locator('main').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    // The default member's pages only ask what the mocks answer (a refused call shows an error state).
    expect(failedCalls).toEqual([]);
  }, 300_000);

  it.each(SCENARIOS)('R9 the %s scenario renders the feed without a page error', async (scenario) => {
    errors.length = 0;
    const status = await visit(`/discussions?scenario=${scenario}`);
    expect(status).toBe(200);
    expect(await page.getByRole('complementary', { name: 'Mock API' }).textContent()).toContain(scenario);
    expect(errors).toEqual([]);
  }, 300_000);

  it('R9 the mocked feed is server-rendered and a member can upvote in it', async () => {
    const html = await (await fetch(`${base}/discussions`)).text();
    expect(html).toContain('How do I keep a parser crate fast without unsafe code?');
    await visit('/discussions');
    // The second card is another member's (the signed-in member may not vote for their own posts).
    const vote = page.getByRole('button', { name: /^Upvote/ }).nth(1);
    const before = await vote.innerText();
    await vote.click();
    const deadline = Date.now() + 10_000;
    while ((await vote.innerText()) === before && Date.now() < deadline) await page.waitForTimeout(200);
    expect(await vote.innerText()).not.toBe(before);
    // Nothing here started a database (the database module logs every start with `[db]`), and no
    // real handler reached one.
    expect(log).not.toMatch(/\[db\]|database-unavailable|ECONNREFUSED/);
  }, 300_000);

  it('R3.3 an event page shows the discussion of its generated topic, server-rendered and in the browser', async () => {
    errors.length = 0;
    const html = await (await fetch(`${base}/events/1`)).text();
    expect(html).toContain('data-testid="event-discussion"');
    await visit('/events/1');
    const section = page.getByTestId('event-discussion');
    await section.getByRole('heading', { name: /Questions and discussion \(\d+\)/ }).waitFor({ timeout: 20_000 });
    expect(await section.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 300_000);

  it('R1.5 the search page lists generated events and projects beside posts', async () => {
    errors.length = 0;
    await visit('/search?term=rust&searchIn=post,project,event');
    const main = page.locator('main');
    await main.locator('a[href^="/events/"]').first().waitFor({ timeout: 20_000 });
    await main.locator('a[href^="/projects/"]').first().waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
  }, 300_000);

  it('R1.12 the browser signs an invite link with Web Crypto and the mocked join check takes it', async () => {
    await visit('/discussions');
    const checked = await page.evaluate(async () => {
      const link = (await (await fetch('/api/invites/link')).json()) as { uid: number; timestamp: number; sig: string };
      const join = await fetch(`/api/join/${link.uid}/${link.timestamp}?sig=${link.sig}`);
      return { sig: link.sig, status: join.status };
    });
    expect(checked.sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(checked.status).toBe(200);
  }, 300_000);

  it('R4.18 a generated member posts on the simulated socket\'s tick and the open feed offers it live', async () => {
    // A page of its own whose clock the test moves on, instead of waiting for the tick.
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
    const live = await context.newPage();
    const liveErrors: string[] = [];
    live.on('pageerror', (err) => {
      if (!NEXT_DEV_NOISE.test(`${err.message}\n${err.stack ?? ''}`)) liveErrors.push(err.message);
    });
    try {
      await live.clock.install();
      await live.goto('/discussions', { waitUntil: 'load', timeout: 240_000 });
      await live.getByRole('complementary', { name: 'Mock API' }).waitFor({ timeout: 60_000 });
      await live.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
      await live.clock.fastForward(TICK_MS);
      const pill = live.getByRole('button', { name: 'New posts: show 1' });
      await pill.waitFor({ timeout: 20_000 });
      await pill.click();
      await live.getByText('How do you review a pull request that touches every file?').first().waitFor({ timeout: 10_000 });
      expect(liveErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
