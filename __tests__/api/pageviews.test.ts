import { desc, sql } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { insertPageViews } from '../../server/analytics/repository';
import { LIMITS } from '../../server/auth/rateLimit';
import { getDb } from '../../server/db';
import { pageViews } from '../../server/db/schema';
import { withAppConfig } from '../../server/ssr/appState';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

const app = setUpTestApp();
const agent = () => new Agent(app().url);

const latestViews = (n: number) => getDb().select().from(pageViews).orderBy(desc(pageViews.id)).limit(n);

let admin: Agent;
let member: Agent;
let memberUid: number;

beforeAll(async () => {
  admin = agent();
  await admin.signUpComplete('viewsadmin'); // first account: administrator
  member = agent();
  memberUid = (await member.signUpComplete('viewsmember')).uid;
});

describe('R9.10 page views are recorded by the app', () => {
  it('a visitor’s view is stored without query string or hash, and without a uid', async () => {
    const reply = await agent().post('/api/v3/pageviews', { path: '/posts/12/rust-meetup?tab=chat#top', referrer: 'https://search.example/q?term=rust' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: { code: 'ok', message: 'OK' }, response: {} });
    const [row] = await latestViews(1);
    expect(row).toMatchObject({ path: '/posts/12/rust-meetup', uid: null, referrer: 'https://search.example/q' });
  });

  it('a member’s view records the uid; a same-site referrer is kept as a path', async () => {
    const reply = await member.post('/api/v3/pageviews', { path: '/discussions', referrer: '/projects/engine?x=1' });
    expect(reply.status).toBe(200);
    const [row] = await latestViews(1);
    expect(row).toMatchObject({ path: '/discussions', uid: memberUid, referrer: '/projects/engine' });
  });

  it('a member who has not given consent yet is counted, not redirected', async () => {
    const a = agent();
    await a.post('/api/v3/users', { username: 'noconsentviewer', email: 'noconsentviewer@example.test', password: 'long enough pw' });
    const reply = await a.post('/api/v3/pageviews', { path: '/register/complete' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-redirect')).toBeNull();
    expect(reply.body.status.code).toBe('ok');
  });

  it.each([
    ['[[error:required-parameters-missing, path]]', {}],
    ['[[error:required-parameters-missing, path]]', { path: '' }],
    ['[[error:field-invalid, path]]', { path: 'events' }],
    ['[[error:field-invalid, path]]', { path: '//evil.example/x' }],
    ['[[error:field-too-long, path, 500]]', { path: `/${'a'.repeat(500)}` }],
    ['[[error:field-too-long, referrer, 500]]', { path: '/ok', referrer: 'r'.repeat(501) }],
    ['[[error:wrong-parameter-type, path, string, number]]', { path: 42 }],
    ['[[error:field-unknown, sessionId]]', { path: '/ok', sessionId: 'abc' }],
  ])('R8.2 refuses bad input #%# with %s', async (message, body) => {
    const reply = await agent().post('/api/v3/pageviews', body);
    expect(reply.status).toBe(400);
    expect(reply.body.status).toEqual({ code: 'bad-request', message });
  });

  it('R6.4 refuses a view without the csrf token (403 csrf-invalid)', async () => {
    const a = agent();
    await a.config();
    const reply = await a.request('POST', '/api/v3/pageviews', { body: { path: '/' }, csrf: false, headers: { Cookie: a.cookieHeader() } });
    expect(reply.status).toBe(403);
    expect(reply.body.status).toEqual({ code: 'forbidden', message: '[[error:csrf-invalid]]' });
  });

  it('beyond the per-address limit views are no longer stored, but the answer stays ok', async () => {
    const limit = LIMITS.pageViewsPerIp;
    const saved = limit.max;
    const a = agent();
    // A fresh window for this test, with a small limit.
    await getDb().execute(`DELETE FROM rate_limits WHERE key LIKE 'pageview-ip:%'`);
    limit.max = 2;
    try {
      for (let i = 0; i < 4; i += 1) {
        const reply = await a.post('/api/v3/pageviews', { path: `/posts/${i}/limited` });
        expect(reply.status).toBe(200);
        expect(reply.body.response).toEqual({});
      }
    } finally {
      limit.max = saved;
      await getDb().execute(`DELETE FROM rate_limits WHERE key LIKE 'pageview-ip:%'`);
    }
    const stored = (await latestViews(10)).map((r) => r.path).filter((p) => p.endsWith('/limited'));
    expect(stored.sort()).toEqual(['/posts/0/limited', '/posts/1/limited']);
  });
});

describe('hardening 11: only pages the app serves are counted, and a page view makes no session', () => {
  const sessionCount = async () => (await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM sessions`)).rows[0]!.n;

  it('hardening 11: a view of a path the app does not serve answers ok but is not stored', async () => {
    const before = (await latestViews(1))[0]?.id ?? 0;
    for (const path of ['/wp-login.php', '/meetups/rust', '/discussions/extra', '/user', '/api/config']) {
      const reply = await member.post('/api/v3/pageviews', { path });
      expect(reply.status).toBe(200);
      expect(reply.body.response).toEqual({});
    }
    expect((await latestViews(1))[0]?.id ?? 0).toBe(before);
    // Event pages are served pages (R1.4): counted.
    expect((await member.post('/api/v3/pageviews', { path: '/events/12/rust-meetup' })).status).toBe(200);
    expect((await latestViews(1))[0]).toMatchObject({ path: '/events/12/rust-meetup' });
    expect((await member.post('/api/v3/pageviews', { path: '/user/viewsmember/settings?tab=x' })).status).toBe(200);
    expect((await latestViews(1))[0]).toMatchObject({ path: '/user/viewsmember/settings', uid: memberUid });
  });

  it('hardening 11: rendering a page for a visitor without a cookie creates no session row', async () => {
    const before = await sessionCount();
    for (const method of ['GET', 'HEAD']) {
      const headers: string[] = [];
      const result = await withAppConfig()(
        // What page rendering reads of a request without a cookie.
        {
          req: { method, headers: { host: 'community.example.org' }, socket: {} },
          res: { setHeader: (name: string) => headers.push(name), getHeader: () => undefined },
          query: {},
          params: {},
          resolvedUrl: '/discussions',
        } as unknown as GetServerSidePropsContext,
      );
      expect('props' in result && (await result.props).appConfig).toMatchObject({ csrf_token: '', loggedIn: false, uid: -1 });
      expect(headers).not.toContain('Set-Cookie');
    }
    // Nor do cookie-less reads of the API.
    await agent().get('/api/events/v1/search/highlights');
    expect(await sessionCount()).toBe(before);
    // GET /api/config is where a visitor gets a session (and a token for writes).
    const visitor = agent();
    expect((await visitor.config()).csrf_token).toMatch(/.{20,}/);
    expect(await sessionCount()).toBe(before + 1);
  });
});

describe('R9.10 administrators read the most viewed paths', () => {
  beforeAll(async () => {
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * 3600 * 1000);
    await insertPageViews([
      ...Array.from({ length: 5 }, (_, i) => ({ path: '/top/popular', uid: null, createdAt: at(i + 1) })),
      ...Array.from({ length: 3 }, (_, i) => ({ path: '/top/second', uid: memberUid, createdAt: at(i + 2) })),
      // Ten days old: outside the default week.
      ...Array.from({ length: 9 }, () => ({ path: '/top/old', uid: null, createdAt: at(240) })),
    ]);
  });

  it('answers the top paths of the last 7 days with their counts, most viewed first', async () => {
    const reply = await admin.get('/api/admin/pageviews?days=7');
    expect(reply.status).toBe(200);
    expect(reply.body.days).toBe(7);
    const top = reply.body.paths.filter((p: { path: string }) => p.path.startsWith('/top/'));
    expect(top).toEqual([
      { path: '/top/popular', count: 5 },
      { path: '/top/second', count: 3 },
    ]);
    const counts = reply.body.paths.map((p: { count: number }) => p.count);
    expect(counts).toEqual([...counts].sort((x: number, y: number) => y - x));
    expect(reply.body.total).toBe(counts.reduce((s: number, c: number) => s + c, 0));
  });

  it('a longer window includes older views; the default is 7 days', async () => {
    const month = await admin.get('/api/admin/pageviews?days=30');
    expect(month.body.paths[0]).toEqual({ path: '/top/old', count: 9 });
    const byDefault = await admin.get('/api/admin/pageviews');
    expect(byDefault.body.days).toBe(7);
    expect(byDefault.body.paths.some((p: { path: string }) => p.path === '/top/old')).toBe(false);
  });

  it('validates days', async () => {
    const zero = await admin.get('/api/admin/pageviews?days=0');
    expect(zero.status).toBe(400);
    expect(zero.body).toEqual({ error: '[[error:field-too-small, days, 1]]' });
    const many = await admin.get('/api/admin/pageviews?days=366');
    expect(many.body).toEqual({ error: '[[error:field-too-big, days, 365]]' });
  });

  it('a visitor gets 401, a member 403 no-privileges', async () => {
    const visitor = await agent().get('/api/admin/pageviews');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ error: '[[error:not-logged-in]]' });
    const asMember = await member.get('/api/admin/pageviews');
    expect(asMember.status).toBe(403);
    expect(asMember.body).toEqual({ error: '[[error:no-privileges]]' });
  });
});
