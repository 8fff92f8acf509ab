import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { io } from 'socket.io-client';
import { ApiClient } from './support/apiClient';
import { describeWithPg15, ExternalPostgres } from './support/externalPostgres';
import { cleanupAll, makeDataDir, postgresProcesses, REPO_ROOT, spawnApp, startApp, type AppProcess } from './support/app';

/**
 * The real server as a process: readiness, CSRF, data kept across kill -9 (the next start shuts
 * the orphaned PostgreSQL down itself), one app per data directory, and a clean SIGTERM shutdown
 * that leaves no PostgreSQL behind.
 */

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

afterAll(async () => {
  await cleanupAll();
});

describe('the server process', () => {
  let app: AppProcess;

  beforeAll(async () => {
    app = await startApp({ demoSeed: false });
  });

  test('R7.1: /api/health is ok and /api/config hands out a csrf_token', async () => {
    const client = new ApiClient(app.baseUrl);
    const health = await client.request('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.json).toMatchObject({ status: 'ok' });

    const config = await client.request('GET', '/api/config');
    expect(config.status).toBe(200);
    expect(config.json).toMatchObject({ loggedIn: false, uid: -1 });
    expect(typeof (config.json as { csrf_token?: unknown }).csrf_token).toBe('string');
    expect((config.json as { csrf_token: string }).csrf_token.length).toBeGreaterThan(0);
    expect(config.headers.getSetCookie().some((c) => c.startsWith('community.sid='))).toBe(true);
  });

  test('R6.4 R8.2: a POST without the X-XSRF-TOKEN is refused with 403 [[error:csrf-invalid]]', async () => {
    const client = new ApiClient(app.baseUrl);
    await client.csrf(); // a session exists, but the token is not sent
    const res = await client.request('POST', '/api/v3/users', {
      body: { username: 'no-token', email: 'no-token@example.org', password: 'long enough password' },
    });
    expect(res.status).toBe(403);
    expect(res.text).toContain('[[error:csrf-invalid]]');

    const wrong = await client.request('POST', '/api/v3/users', {
      headers: { 'X-XSRF-TOKEN': 'not-the-token' },
      body: { username: 'no-token', email: 'no-token@example.org', password: 'long enough password' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.text).toContain('[[error:csrf-invalid]]');

    // Nothing was created.
    const lookup = await client.request('GET', '/api/user/no-token');
    expect(lookup.status).toBe(404);
  });

  test('a second app process on the same data directory exits non-zero: "already in use"', async () => {
    const second = await spawnApp({ dataDir: app.dataDir });
    const result = await second.waitForExit(60_000);
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(second.output()).toContain('already in use');
    // The first app is unharmed.
    expect(app.running).toBe(true);
    const health = await fetch(app.url('/api/health'));
    expect(health.status).toBe(200);
  });

  test('R7.1: an account signed up through the API survives kill -9 of the app', async () => {
    const client = new ApiClient(app.baseUrl);
    const csrf = await client.csrf();
    const signUp = await client.request('POST', '/api/v3/users', {
      headers: { 'X-XSRF-TOKEN': csrf },
      body: { username: 'Survivor', email: 'survivor@example.org', password: 'durable password' },
    });
    expect(signUp.status).toBe(200);
    const { userslug } = (signUp.json as { response: { userslug: string } }).response;
    expect(userslug).toBe('survivor');

    const dataDir = app.dataDir;
    const killed = await app.kill();
    expect(killed.signal).toBe('SIGKILL');
    // Its PostgreSQL outlives it: the next start has to deal with that.
    expect(postgresProcesses(dataDir).length).toBeGreaterThan(0);

    app = await startApp({ dataDir });
    expect(app.output()).toContain('stopping PostgreSQL left running by an earlier app process');
    const res = await new ApiClient(app.baseUrl).request('GET', `/api/user/${userslug}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ username: 'Survivor', userslug: 'survivor' });
  });

  test('SIGTERM stops the app with exit code 0, prints "stopped" and leaves no PostgreSQL running', async () => {
    expect(app.running).toBe(true);
    const dataDir = app.dataDir;
    expect(postgresProcesses(dataDir).length).toBeGreaterThan(0);

    const result = await app.stop(30_000);
    expect(result).toEqual({ code: 0, signal: null });
    expect(app.stdout()).toContain('stopped');

    // The postmaster's children may take a moment after it has reported the shutdown.
    for (let i = 0; i < 50 && postgresProcesses(dataDir).length > 0; i += 1) await delay(100);
    expect(postgresProcesses(dataDir)).toEqual([]);
    // The data directory is free for the next process.
    expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  });
});

describe('leaving a load balancer (issue 39)', () => {
  test('on SIGTERM the readiness check answers 503 draining for SHUTDOWN_DRAIN_SECONDS while requests are served; then realtime clients are told to reconnect and it exits 0', async () => {
    const app = await startApp({ demoSeed: false, env: { SHUTDOWN_DRAIN_SECONDS: '3' } });
    const client = new ApiClient(app.baseUrl);
    expect((await client.request('GET', '/api/health/live')).json).toEqual({ status: 'ok' });
    const ready = await client.request('GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.json).toMatchObject({ status: 'ok', database: { ok: true } });

    const socket = io(app.baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    process.kill(app.pid, 'SIGTERM');
    let draining: Awaited<ReturnType<ApiClient['request']>> | null = null;
    for (let i = 0; i < 40 && draining?.status !== 503; i += 1) {
      draining = await client.request('GET', '/api/health/ready');
      if (draining.status !== 503) await delay(50);
    }
    expect({ status: draining?.status, body: draining?.json }).toEqual({ status: 503, body: { status: 'draining' } });
    // Still serving meanwhile: liveness, the API, pages.
    expect((await client.request('GET', '/api/health/live')).status).toBe(200);
    expect((await client.request('GET', '/api/config')).status).toBe(200);
    expect(app.running).toBe(true);

    // A closed connection (socket.io's client reconnects after it), not a disconnect from the server (after which it stays away).
    expect(await disconnected).toBe('transport close');
    socket.close();
    expect(await app.waitForExit(40_000)).toEqual({ code: 0, signal: null });
    expect(app.stdout()).toContain('stopped');
  });
});

describe('a fresh data directory', () => {
  test('starts an empty database when DEMO_SEED=false and stops cleanly', async () => {
    const dataDir = makeDataDir();
    const app = await startApp({ dataDir, demoSeed: false });
    const res = await new ApiClient(app.baseUrl).request('GET', '/api/user/alex');
    expect(res.status).toBe(404);
    expect((await app.stop()).code).toBe(0);
  });

  test('hardening 8: a production start without SESSION_SECRET makes its own, kept in DATA_DIR (0600); with DATABASE_URL it refuses to start', async () => {
    const dataDir = makeDataDir();
    const app = await startApp({ dataDir, demoSeed: false, env: { SESSION_SECRET: undefined } });
    const file = path.join(dataDir, 'session-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8').trim()).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(app.output()).toContain('made a new session secret');
    expect((await app.stop()).code).toBe(0);

    // Started as README says (`npm start`: no NODE_ENV at all), the built server is a production
    // one from its first line (server/runMode.ts): it keeps its secret in DATA_DIR and signs with it.
    const readmeDir = makeDataDir();
    const plain = await startApp({ dataDir: readmeDir, demoSeed: false, env: { SESSION_SECRET: undefined, NODE_ENV: undefined } });
    expect(fs.statSync(path.join(readmeDir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect((await new ApiClient(plain.baseUrl).request('GET', '/api/config')).status).toBe(200);
    // And React's production build renders its pages, as Next's production renderer needs.
    expect((await new ApiClient(plain.baseUrl).request('GET', '/discussions', { headers: { Accept: 'text/html' } })).status).toBe(200);
    expect((await plain.stop()).code).toBe(0);

    const shared = await spawnApp({ env: { SESSION_SECRET: undefined, DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' } });
    const result = await shared.waitForExit(60_000);
    expect(result.code).toBe(1);
    expect(shared.stderr()).toMatch(/SESSION_SECRET is not set\. With DATABASE_URL several app instances/);
  });
});

/** What a visitor, a monitor and an API client get at one moment. */
async function snapshot(client: ApiClient) {
  const [page, health, api] = await Promise.all([
    client.request('GET', '/discussions', { headers: { Accept: 'text/html' } }),
    client.request('GET', '/api/health'),
    client.request('GET', '/api/user/survivor'),
  ]);
  return { page, health, api };
}

/** Polls until `done` holds for a snapshot; fails with the last one after `timeoutMs`. */
async function waitForSnapshot(client: ApiClient, done: (s: Awaited<ReturnType<typeof snapshot>>) => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  let last: Awaited<ReturnType<typeof snapshot>> | null = null;
  while (Date.now() < deadline) {
    try {
      last = await snapshot(client);
      if (done(last)) return last;
    } catch {
      // connection refused or reset: try again
    }
    await delay(50);
  }
  throw new Error(`${what} within ${timeoutMs} ms; last: page ${last?.page.status}, health ${last?.health.status} ${last?.health.text}, api ${last?.api.status} ${last?.api.text}`);
}

function expectOutage(s: Awaited<ReturnType<typeof snapshot>>) {
  expect(s.page.status).toBe(503);
  expect(s.page.headers.get('content-type')).toContain('text/html');
  expect(s.page.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(s.page.text).toContain("We'll be right back");
  expect(s.page.text).toContain('<style>');
  expect(s.health.status).toBe(503);
  expect(s.api.status).toBe(503);
  expect(s.api.json).toEqual({ error: '[[error:database-unavailable]]' });
}

async function signUpSurvivor(client: ApiClient) {
  const csrf = await client.csrf();
  const signUp = await client.request('POST', '/api/v3/users', {
    headers: { 'X-XSRF-TOKEN': csrf },
    body: { username: 'Survivor', email: 'survivor@example.org', password: 'durable password' },
  });
  expect(signUp.status).toBe(200);
}

describe('the embedded PostgreSQL dies under the app (hardening 16)', () => {
  test('hardening 16: kill -9 of the postmaster: 503 outage page, health and API 503, PostgreSQL restarted, 200 again; SIGTERM leaves nothing behind', async () => {
    const app = await startApp({ demoSeed: false });
    await signUpSurvivor(new ApiClient(app.baseUrl));
    const client = new ApiClient(app.baseUrl); // a visitor
    const pidFile = path.join(app.dataDir, 'pg', 'postmaster.pid');
    const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    expect(postmaster).toBeGreaterThan(0);

    process.kill(postmaster, 'SIGKILL');
    const outage = await waitForSnapshot(client, (s) => s.page.status === 503 && s.health.status === 503 && s.api.status === 503, 15_000, 'no 503 outage');
    expectOutage(outage);

    const back = await waitForSnapshot(client, (s) => s.health.status === 200, 90_000, 'PostgreSQL was not restarted');
    expect(back.health.json).toMatchObject({ status: 'ok' });
    const page = await client.request('GET', '/discussions', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    const user = await client.request('GET', '/api/user/survivor');
    expect(user.status).toBe(200);
    expect(user.json).toMatchObject({ username: 'Survivor' });
    expect(app.output()).toContain('PostgreSQL stopped unexpectedly');
    expect(app.output()).toMatch(/PostgreSQL is running again \(attempt \d+ of \d+\)/);
    expect(app.output()).toContain('the database is reachable again');
    // A new postmaster, not the killed one.
    expect(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])).not.toBe(postmaster);

    const dataDir = app.dataDir;
    const result = await app.stop(30_000);
    expect(result).toEqual({ code: 0, signal: null });
    for (let i = 0; i < 50 && postgresProcesses(dataDir).length > 0; i += 1) await delay(100);
    expect(postgresProcesses(dataDir)).toEqual([]);
    expect(fs.existsSync(pidFile)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  });
});


/** A throwaway PostgreSQL 15 (Debian's binaries), as scripts/test-external-pg.sh makes one. */

describeWithPg15('an external PostgreSQL goes away and comes back (hardening 16)', () => {
  const pg = new ExternalPostgres();
  afterAll(() => pg.destroy());

  test('hardening 16: stopped: 503 outage page, health and API 503; started again: the app recovers without a restart', async () => {
    await pg.init();
    // An instance on DATABASE_URL needs its SESSION_SECRET (hardening 8).
    const app = await startApp({ demoSeed: false, env: { DATABASE_URL: pg.url, SESSION_SECRET: 'external-postgres-test-secret-0123456789abcdef' } });
    await signUpSurvivor(new ApiClient(app.baseUrl));
    const client = new ApiClient(app.baseUrl); // a visitor

    pg.stop();
    const outage = await waitForSnapshot(client, (s) => s.page.status === 503 && s.health.status === 503 && s.api.status === 503, 15_000, 'no 503 outage');
    expectOutage(outage);
    // It stays down, and says so, as long as PostgreSQL is down.
    await delay(2_000);
    expectOutage(await snapshot(client));

    pg.start();
    await waitForSnapshot(client, (s) => s.health.status === 200 && s.page.status === 200 && s.api.status === 200, 30_000, 'the app did not recover');
    const user = await client.request('GET', '/api/user/survivor');
    expect(user.json).toMatchObject({ username: 'Survivor' });
    expect(app.output()).toContain('the database is reachable again');

    const result = await app.stop(30_000);
    expect(result).toEqual({ code: 0, signal: null });
  });
});

describe('the engine\'s own built-ins (server/federation/builtins.ts)', () => {
  const probe = path.join(REPO_ROOT, 'e2e', 'support', 'builtinsProbe.mjs');

  test('jsonld\'s browser build (Fedify\'s JSON-LD processor) replaces built-ins on a Node without JSON.rawJSON; the app keeps them all while it renders pages, answers the API and loads its federation code', async () => {
    // Without the app: what loading the browser build does to this Node.
    const controlOut = path.join(makeDataDir(), 'control.json');
    const control = spawnSync(process.execPath, ['--import', probe, '-e', "require('jsonld/dist/jsonld.esm.js')"], {
      cwd: REPO_ROOT,
      env: { ...process.env, BUILTINS_PROBE_OUT: controlOut },
    });
    expect(control.status).toBe(0);
    const replacedByJsonld = JSON.parse(fs.readFileSync(controlOut, 'utf8')) as string[];
    if (!('rawJSON' in JSON)) expect(replacedByJsonld).toEqual(expect.arrayContaining(['JSON.stringify', 'Array.prototype.push']));

    const out = path.join(makeDataDir(), 'app.json');
    const app = await startApp({ demoSeed: false, env: { NODE_OPTIONS: `--import ${probe}`, BUILTINS_PROBE_OUT: out } });
    const client = new ApiClient(app.baseUrl);
    const pages = ['/discussions', '/search?term=release'];
    for (const where of [...pages, '/api/search?term=release', '/.well-known/nodeinfo', '/api/v3/federation/lookup?q=someone%40example.org']) {
      const answer = await client.request('GET', where, pages.includes(where) ? { headers: { Accept: 'text/html' } } : {});
      expect([where, answer.status < 500]).toEqual([where, true]);
    }
    expect(await app.stop()).toEqual({ code: 0, signal: null });
    expect(JSON.parse(fs.readFileSync(out, 'utf8'))).toEqual([]);
  });
});
