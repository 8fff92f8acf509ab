import {
  databaseAvailable,
  isDatabaseUnreachable,
  markDatabaseDown,
  resetDatabaseAvailability,
  setDatabaseProbe,
} from '@/server/db/availability';
import { toAppError } from '@/server/http/errors';
import { answerBeforeNext } from '@/server/http/front';
import { startHttpServer, type TestServer } from '../support/httpServer';

/** Hardening 16: an unreachable database is an outage (503), noticed, answered and recovered from. */

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

beforeEach(() => resetDatabaseAvailability());
afterAll(() => resetDatabaseAvailability());

describe('what counts as the database being unreachable', () => {
  it('hardening 16: refused, dropped and shutting-down connections, also wrapped; not ordinary failures', () => {
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: refused() });
    const aggregate = Object.assign(new AggregateError([refused(), refused()], ''), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnreachable(refused())).toBe(true);
    expect(isDatabaseUnreachable(wrapped)).toBe(true);
    expect(isDatabaseUnreachable(new AggregateError([refused()], ''))).toBe(true);
    expect(isDatabaseUnreachable(aggregate)).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);

    expect(isDatabaseUnreachable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnreachable(new TypeError('fetch failed', { cause: refused() }))).toBe(false);
    expect(isDatabaseUnreachable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
  });

  it('hardening 16: an API failure of that kind is the 503 catalogue error and marks the database down', () => {
    const error = toAppError(Object.assign(new Error('Failed query'), { cause: refused() }));
    expect(error.status).toBe(503);
    expect(error.message).toBe('[[error:database-unavailable]]');
    expect(databaseAvailable()).toBe(false);
    expect(toAppError(new Error('boom')).status).toBe(500);
  });

  it('hardening 16: the probe brings the database back once it answers', async () => {
    let answers = false;
    setDatabaseProbe(async () => {
      if (!answers) throw refused();
    });
    jest.useFakeTimers();
    try {
      markDatabaseDown('test');
      await jest.advanceTimersByTimeAsync(1_300);
      expect(databaseAvailable()).toBe(false);
      answers = true;
      await jest.advanceTimersByTimeAsync(1_300);
      expect(databaseAvailable()).toBe(true);
    } finally {
      jest.useRealTimers();
      setDatabaseProbe(null);
    }
  });
});

describe('requests while the database is unreachable', () => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startHttpServer((req, res) => {
      if (answerBeforeNext(req, res)) return;
      res.setHeader('X-Reached', 'next');
      res.end('from next');
    });
    base = server.url;
  });
  afterAll(() => server.close());

  it('hardening 16: pages get the styled 503 page with Retry-After, health 503, files and API calls go on', async () => {
    const before = await fetch(`${base}/discussions`);
    expect(before.headers.get('x-reached')).toBe('next');

    markDatabaseDown('connect ECONNREFUSED');
    const page = await fetch(`${base}/posts/12/some-topic`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain("<h1>We'll be right back</h1>");
    expect(html).toContain('<style>');
    expect(html).not.toContain('<script');
    expect((await fetch(`${base}/_next/data/build/discussions.json`)).status).toBe(503);

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'unavailable', database: { ok: false } });

    for (const path of ['/_next/static/chunks/app.js', '/favicon.svg', '/api/config']) {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get('x-reached')).toBe('next');
    }
    expect((await fetch(`${base}/api/config`)).headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
