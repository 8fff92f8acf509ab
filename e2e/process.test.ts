import fs from 'node:fs';
import path from 'node:path';
import { cleanupAll, makeDataDir, postgresProcesses, spawnApp, startApp, type AppProcess } from './support/app';

/**
 * The real server as a process: readiness, CSRF, data kept across kill -9 (the next start shuts
 * the orphaned PostgreSQL down itself), one app per data directory, and a clean SIGTERM shutdown
 * that leaves no PostgreSQL behind.
 */

/** A minimal cookie jar over Node's fetch: keeps name=value pairs from set-cookie. */
class Client {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async request(method: string, pathname: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(new URL(pathname, this.baseUrl), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON; callers look at `text`
    }
    return { status: res.status, headers: res.headers, text, json };
  }

  /** GET /api/config: starts the session (cookie) and answers its csrf_token. */
  async csrf(): Promise<string> {
    const { status, json } = await this.request('GET', '/api/config');
    expect(status).toBe(200);
    const token = (json as { csrf_token?: unknown }).csrf_token;
    if (typeof token !== 'string' || token === '') throw new Error('GET /api/config gave no csrf_token');
    return token;
  }
}

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
    const client = new Client(app.baseUrl);
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
    const client = new Client(app.baseUrl);
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
    const client = new Client(app.baseUrl);
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
    const res = await new Client(app.baseUrl).request('GET', `/api/user/${userslug}`);
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

describe('a fresh data directory', () => {
  test('starts an empty database when DEMO_SEED=false and stops cleanly', async () => {
    const dataDir = makeDataDir();
    const app = await startApp({ dataDir, demoSeed: false });
    const res = await new Client(app.baseUrl).request('GET', '/api/user/alex');
    expect(res.status).toBe(404);
    expect((await app.stop()).code).toBe(0);
  });
});
