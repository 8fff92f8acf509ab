import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { topicSort } from '../../lib/topicSort';
import { createPipeline, type Pipeline, type Render } from '../../server/cache/pipeline';
import { cacheablePage } from '../../server/cache/routes';
import { getDb } from '../../server/db';
import { getQuestions, getTopic } from '../../server/discussions/reads';
import { runSweep } from '../../server/discussions/sweep';
import { ViewQueue } from '../../server/discussions/views';
import { countEventPageViews } from '../../server/events/reads';
import { directAnswer } from '../../server/http/direct';
import { withSecurityHeaders } from '../../server/http/front';
import { searchLogSettled } from '../../server/search/global/log';
import { loadSearchPage } from '../../server/ssr/search';
import { Agent } from '../support/agent';
import { createTopic, row, setUpDiscussionsApp, type Json, type Member } from './discussions-support';

/**
 * The page cache against the real database: a pipeline in front of the API test app, whose pages
 * are a stand-in renderer reading the topic through the same read functions as the topic page.
 * Changes made through the API (edit, reply, vote, delete) reach the cache through the database's
 * notifications (drizzle/0009_page_cache_notify.sql), and show to a visitor on the next load.
 */

const app = setUpDiscussionsApp();

let pipeline: Pipeline;
let server: http.Server;
let url: string;
let renders = 0;
/** API requests that reached the stand-in for Next. */
const toNext: string[] = [];

/** Everything but topic pages goes to the test app; topic pages are drawn from the database as a visitor sees them. */
const render: Render = async (req, res) => {
  if (req.url?.startsWith('/user/')) {
    // A profile: the stand-in says whose.
    renders += 1;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<main>profile ${req.url.slice('/user/'.length)}</main>`);
    return;
  }
  if (req.url?.startsWith('/search?')) {
    // The search page's loader itself (it counts the search in the log); the stand-in lists the hits.
    renders += 1;
    const query = Object.fromEntries(new URL(req.url, 'http://x').searchParams);
    const loaded = await loadSearchPage({ req, res, query } as unknown as Parameters<typeof loadSearchPage>[0], { session: null, viewer: null });
    const hits = 'props' in loaded ? (loaded.props.seed?.search?.response?.results ?? []).flatMap((set) => set.hits.map((hit) => JSON.stringify(hit.document))) : [];
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<main>${hits.join('|')}</main>`);
    return;
  }
  // A topic page's navigation data (`/_next/data/<build>/posts/…json`): the same drawing, as JSON.
  const data = /^\/_next\/data\/[^/]+(\/posts\/.*)\.json$/.exec(req.url ?? '');
  const path = data ? data[1]! : (req.url ?? '');
  if (!path.startsWith('/posts/')) {
    if (req.url?.startsWith('/api/')) toNext.push(req.url);
    const target = new URL(app().url);
    await new Promise<void>((resolve) => {
      const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.statusCode = answer.statusCode ?? 502;
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !['connection', 'transfer-encoding', 'content-length', 'content-security-policy'].includes(name)) res.setHeader(name, value);
        }
        answer.on('data', (chunk: Buffer) => res.write(chunk));
        answer.on('end', () => {
          res.end();
          resolve();
        });
      });
      req.pipe(upstream);
    });
    return;
  }
  renders += 1;
  const tid = Number(/^\/posts\/(\d+)/.exec(path)?.[1]);
  res.setHeader('Content-Type', data ? 'application/json' : 'text/html; charset=utf-8');
  const send = (html: string) => res.end(data ? JSON.stringify({ pageProps: { html } }) : html);
  try {
    const topic = await getTopic(tid, null);
    const questions = await getQuestions(tid, topicSort(undefined), 1, null);
    const main = topic.posts[0]!;
    send(`<main>${topic.title}|${main.content}|upvotes:${main.upvotes}|${questions.questions.map((p: Json) => p.content).join('|')}</main>`);
  } catch (err) {
    if (process.env.DEBUG_CACHE) console.log(err);
    res.statusCode = 404;
    send('<main>gone</main>');
  }
};

async function member(name: string): Promise<Member> {
  await getDb().execute(sql`DELETE FROM rate_limits WHERE key LIKE 'signup-ip:%'`);
  const agent = new Agent(url);
  const config = await agent.signUpComplete(name);
  return { agent, uid: config.uid, username: name };
}

const visit = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url + path, { headers });
  return { status: res.status, cache: res.headers.get('x-page-cache'), control: res.headers.get('cache-control'), vary: res.headers.get('vary'), text: await res.text() };
};

let admin: Member, author: Member, voter: Member;
let topic: Json;

beforeAll(async () => {
  pipeline = createPipeline({ render, direct: directAnswer, maxBytes: 8 * 1024 * 1024, log: () => undefined, viewFlushMs: 3_600_000 });
  server = http.createServer((req, res) => {
    withSecurityHeaders(req, res);
    void pipeline.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [admin, author, voter] = [await member('cacheadmin'), await member('cacheauthor'), await member('cachevoter')];
  topic = await createTopic(author);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await pipeline.close();
});

describe('Issue 12 visitors’ topic pages come from the page cache and show every change on the next load', () => {
  it('renders a visitor’s page once, then serves it from the cache, to members too; staff get theirs rendered', async () => {
    const path = `/posts/${topic.tid}/x`;
    renders = 0;
    const first = await visit(path);
    const second = await visit(path);
    expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
    expect(second.text).toBe(first.text);
    expect(second.control).toBe('public, max-age=0, must-revalidate');
    // Issue 33: the same page for everyone (a CDN may keep one copy), the member's state comes from GET /api/personal.
    expect(second.vary).toBe('Accept-Encoding');
    expect(renders).toBe(1);
    const mine = await visit(path, { Cookie: author.agent.cookieHeader() });
    expect([mine.cache, mine.control, mine.text]).toEqual(['hit', 'public, max-age=0, must-revalidate', first.text]);
    expect(renders).toBe(1);
    const sizeBefore = pipeline.store.size;
    const staff = await visit(path, { Cookie: admin.agent.cookieHeader() });
    expect([staff.cache, staff.control]).toEqual([null, 'private, no-store']);
    expect(renders).toBe(2);
    // Next's navigation data of a shared page is one stored copy for members too (their state comes
    // with GET /api/personal, asked for after it); staff's is rendered for them.
    const dataPath = `/_next/data/build/posts/${topic.tid}/x.json`;
    const firstData = await visit(dataPath, { Cookie: author.agent.cookieHeader() });
    const againData = await visit(dataPath, { Cookie: voter.agent.cookieHeader() });
    expect([firstData.status, firstData.cache, againData.cache, againData.control]).toEqual([200, 'miss', 'hit', 'public, max-age=0, must-revalidate']);
    expect(againData.text).toBe(firstData.text);
    expect(JSON.parse(againData.text)).toEqual({ pageProps: { html: first.text } });
    const staffData = await visit(dataPath, { Cookie: admin.agent.cookieHeader() });
    expect([staffData.cache, staffData.control]).toEqual([null, 'private, no-store']);
    expect(pipeline.store.size).toBe(sizeBefore + 1);
  });

  it('a member’s miss renders the visitors’ page apart and stores it; a page visitors may not see is rendered for the member', async () => {
    const fresh = await createTopic(author);
    renders = 0;
    const mine = await visit(`/posts/${fresh.tid}/x`, { Cookie: voter.agent.cookieHeader() });
    expect([mine.status, mine.cache]).toEqual([200, 'miss']);
    expect(mine.text).toContain(fresh.title);
    expect((await visit(`/posts/${fresh.tid}/x`)).cache).toBe('hit');
    expect(renders).toBe(1);
    // No topic 999999 for visitors (404): the member's own render answers, never stored.
    const missing = await visit('/posts/999999/x', { Cookie: voter.agent.cookieHeader() });
    expect([missing.status, missing.cache, missing.control]).toEqual([404, null, 'private, no-store']);
    expect(renders).toBe(3);
  });

  it("a profile is shared with members too, but a member's own profile is rendered for them", async () => {
    renders = 0;
    const first = await visit('/user/cacheauthor');
    // A cache in front cannot tell the member's own profile from another's: it varies with the cookie.
    expect([first.cache, first.vary]).toEqual(['miss', 'Cookie, Accept-Encoding']);
    const other = await visit('/user/cacheauthor', { Cookie: voter.agent.cookieHeader() });
    expect([other.cache, other.control, other.text]).toEqual(['hit', 'public, max-age=0, must-revalidate', first.text]);
    expect(renders).toBe(1);
    const own = await visit('/user/CacheAuthor', { Cookie: author.agent.cookieHeader() });
    expect([own.cache, own.control]).toEqual([null, 'private, no-store']);
    expect(renders).toBe(2);
  });

  it('an edit, a new reply and a vote show to a visitor on the next load', async () => {
    const path = `/posts/${topic.tid}/x`;
    const reply = await voter.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'A first reply from the voter.' });
    expect(reply.status).toBe(200);
    expect((await visit(path)).text).toContain('A first reply from the voter.');
    expect((await visit(path)).cache).toBe('hit');

    expect((await voter.agent.put(`/api/v3/posts/${reply.body.response.pid}`, { content: 'The reply, edited.' })).status).toBe(200);
    const edited = await visit(path);
    expect(edited.text).toContain('The reply, edited.');
    expect(edited.text).not.toContain('A first reply from the voter.');

    expect((await voter.agent.put(`/api/v3/posts/${topic.mainPid}/vote`, { delta: 1 })).status).toBe(200);
    expect((await visit(path)).text).toContain('upvotes:1');
  });

  it('a change made outside this instance (another app, a script) evicts too: the database notifies', async () => {
    const path = `/posts/${topic.tid}/x`;
    await visit(path);
    expect((await visit(path)).cache).toBe('hit');
    await getDb().execute(sql`UPDATE posts SET content = 'Changed by a script.', content_html = 'Changed by a script.' WHERE pid = ${topic.mainPid}`);
    let text = '';
    for (let i = 0; i < 50 && !text.includes('Changed by a script.'); i++) {
      text = (await visit(path)).text;
      if (!text.includes('Changed by a script.')) await new Promise((r) => setTimeout(r, 20));
    }
    expect(text).toContain('Changed by a script.');
  });

  it('counting views does not evict', async () => {
    const path = `/posts/${topic.tid}/x`;
    await visit(path);
    await getDb().execute(sql`UPDATE topics SET viewcount = viewcount + 5 WHERE tid = ${topic.tid}`);
    await new Promise((r) => setTimeout(r, 100));
    expect((await visit(path)).cache).toBe('hit');
  });

  it('a deleted topic is gone for visitors on the next load', async () => {
    const path = `/posts/${topic.tid}/x`;
    await visit(path);
    expect((await author.agent.delete(`/api/v3/topics/${topic.tid}/state`)).status).toBe(200);
    const gone = await visit(path);
    expect(gone.status).toBe(404);
    expect(gone.cache).toBeNull();
  });
});

describe('Issue 33 the member hint spares the page request its read of the member', () => {
  const hintOf = (agent: Agent) => /(?:^|; )community\.member=([^;]*)/.exec(agent.cookieHeader())?.[1];
  const withHint = (agent: Agent, hint: string) => agent.cookieHeader().replace(/community\.member=[^;]*/, `community.member=${hint}`);

  it('a plain member’s hint shares the page, whatever its theme; staff holding one get the shared page, never more; a settings save moves the hint', async () => {
    const path = `/posts/${(await createTopic(author)).tid}/x`;
    expect(hintOf(voter.agent)).toBe('member.system');
    expect((await visit(path, { Cookie: voter.agent.cookieHeader() })).control).toBe('public, max-age=0, must-revalidate');
    // Staff with a plain member's hint (forged or from before a promotion): the visitors' page, nothing of theirs.
    const staff = await visit(path, { Cookie: withHint(admin.agent, 'member.system') });
    expect([staff.cache, staff.control]).toEqual(['hit', 'public, max-age=0, must-revalidate']);
    // Without that hint, or with another, the member is read: staff get theirs rendered.
    expect((await visit(path, { Cookie: withHint(admin.agent, 'staff.system') })).control).toBe('private, no-store');
    expect((await visit(path, { Cookie: withHint(voter.agent, 'staff.dark') })).control).toBe('public, max-age=0, must-revalidate');
    // A theme of their own: the save sends the new hint, and the member still shares (the page's
    // first script applies the hint's theme); without a hint too, once the member is read.
    const saved = await voter.agent.put(`/api/v3/users/${voter.uid}/settings`, { settings: { theme: 'dark' } });
    expect(saved.status).toBe(200);
    expect(hintOf(voter.agent)).toBe('member.dark');
    expect((await visit(path, { Cookie: voter.agent.cookieHeader() })).control).toBe('public, max-age=0, must-revalidate');
    expect((await visit(path, { Cookie: withHint(voter.agent, '') })).control).toBe('public, max-age=0, must-revalidate');
    expect((await visit(path, { Cookie: withHint(admin.agent, 'member.dark') })).cache).toBe('hit');
    await voter.agent.put(`/api/v3/users/${voter.uid}/settings`, { settings: { theme: 'system' } });
    expect(hintOf(voter.agent)).toBe('member.system');
    // An administrator saving another member's settings leaves their own hint alone.
    const before = hintOf(admin.agent);
    expect((await admin.agent.put(`/api/v3/users/${author.uid}/settings`, { settings: { theme: 'light' } })).status).toBe(200);
    expect(hintOf(admin.agent)).toBe(before);
    await admin.agent.put(`/api/v3/users/${author.uid}/settings`, { settings: { theme: 'system' } });
  });
});

describe('Issue 33 the personal layer is answered without Next’s router', () => {
  it('GET /api/personal through the pipeline answers as the route file does, and never reaches Next', async () => {
    const path = `/api/personal?posts=${topic.mainPid}&topics=${topic.tid}`;
    toNext.length = 0;
    const ask = async (base: string, cookie?: string) => {
      const res = await fetch(base + path, { headers: cookie ? { Cookie: cookie } : {} });
      const body = (await res.json()) as { config: Json; layer: Json };
      return { status: res.status, type: res.headers.get('content-type'), control: res.headers.get('cache-control'), cookie: res.headers.get('set-cookie'), body };
    };
    for (const cookie of [author.agent.cookieHeader(), voter.agent.cookieHeader()]) {
      const [direct, next] = [await ask(url, cookie), await ask(app().url, cookie)];
      expect(direct).toEqual(next);
      expect(direct).toMatchObject({ status: 200, type: 'application/json; charset=utf-8', control: 'no-store' });
    }
    expect((await ask(url, author.agent.cookieHeader())).body.layer.topics[topic.tid]).toMatchObject({ isFollowing: true });
    // A visitor's session starts here as on the route file.
    const visitor = await ask(url);
    expect([visitor.status, visitor.body.config.loggedIn, visitor.cookie]).toEqual([200, false, expect.stringContaining('HttpOnly')]);
    // Bad input: the catalogue's key, as everywhere.
    const bad = await fetch(`${url}/api/personal?members=abc`);
    expect([bad.status, await bad.json()]).toEqual([400, { error: '[[error:field-invalid, members]]' }]);
    const twice = await fetch(`${url}/api/personal?posts=1&posts=2`);
    expect(twice.status).toBe(400);
    expect(toNext).toEqual([]);
  });
});

describe('Issue 33 the search page is one cached page for everyone, and every serving counts in the search log', () => {
  const logged = async (term: string) => {
    await searchLogSettled();
    const rows = await getDb().execute<{ searches: number; last_found: number }>(sql`SELECT searches, last_found FROM search_log WHERE term = ${term}`);
    return rows.rows[0] ?? null;
  };

  it('stores a search asked again and serves it to visitors and members, counting each serving; staff get theirs rendered', async () => {
    await createTopic(author, { title: 'Tuning the quokkaparser for large files' });
    const path = '/search?term=quokkaparser&searchIn=post,user';
    renders = 0;
    // Asked once: rendered, not stored. Asked again: stored, then served from the store.
    const once = await visit(path);
    const again = await visit(path);
    const third = await visit(path);
    const mine = await visit(path, { Cookie: voter.agent.cookieHeader() });
    expect([once.cache, again.cache, third.cache, mine.cache]).toEqual([null, 'miss', 'hit', 'hit']);
    expect(once.text).toContain('Tuning the quokkaparser for large files');
    expect([again.text, third.text, mine.text]).toEqual([once.text, once.text, once.text]);
    expect([mine.control, mine.vary]).toEqual(['public, max-age=0, must-revalidate', 'Accept-Encoding']);
    const staff = await visit(path, { Cookie: admin.agent.cookieHeader() });
    expect([staff.cache, staff.control]).toEqual([null, 'private, no-store']);
    // Three, and the search page's shell once (server/cache/searchShell.ts; without Next there is no
    // renderer to splice with, so the searches themselves are the stand-in's).
    expect(renders).toBe(4);
    // Five searches: two renders, two hits and the staff's own render (the shell counts none).
    expect(await logged('quokkaparser')).toEqual({ searches: 5, last_found: 1 });
    // A member asking a new search first gets the shared page, sent and not stored.
    renders = 0;
    const first = await visit('/search?term=quokkaparser&searchIn=post', { Cookie: voter.agent.cookieHeader() });
    expect([first.cache, first.control, renders]).toEqual([null, 'private, no-store', 1]);
    expect(first.text).toContain('Tuning the quokkaparser for large files');
    const visitors = await visit('/search?term=quokkaparser&searchIn=post');
    expect([visitors.cache, visitors.text]).toEqual(['miss', first.text]);
  });

  it('a new member shows in the members found on the next load, however added (a new row notifies `members`)', async () => {
    const path = '/search?term=wombatcoder&searchIn=user';
    await visit(path);
    await visit(path);
    expect((await visit(path)).cache).toBe('hit');
    // Added as a script would, without the groups a sign-up joins (whose change flushes every page).
    await getDb().execute(sql`INSERT INTO users (username, userslug, email) VALUES ('wombatcoder1', 'wombatcoder1', 'wombatcoder1@example.test')`);
    let text = '';
    for (let i = 0; i < 50 && !text.includes('wombatcoder1'); i += 1) {
      text = (await visit(path)).text;
      if (!text.includes('wombatcoder1')) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(text).toContain('"username":"wombatcoder1"');
  });
});

describe('hardening 11 batched view counting keeps once per viewer per hour', () => {
  it('counts each viewer once in one statement, and not again within the hour', async () => {
    const fresh = await createTopic(author);
    const count = async () => (await row(sql`SELECT viewcount FROM topics WHERE tid = ${fresh.tid}`)).viewcount as number;
    const before = await count();
    const queue = new ViewQueue();
    queue.enqueue(fresh.tid, 'a:one');
    queue.enqueue(fresh.tid, 'a:one');
    queue.enqueue(fresh.tid, 'a:two');
    queue.enqueue(999999, 'a:one'); // no such topic: skipped
    expect(await queue.flush()).toBe(2);
    queue.enqueue(fresh.tid, 'a:one');
    expect(await queue.flush()).toBe(0);
    expect(await count()).toBe(before + 2);
  });

  it('R1.4 event pages count their views in batches: each viewer once per event and hour, the event’s hosts never', async () => {
    const created = await row(sql`
      INSERT INTO events (creator_uid, title, starts_at, event_status) VALUES (${author.uid}, 'A counted event', now() + interval '1 day', 'published')
      RETURNING id`);
    const id = Number(created.id);
    await getDb().execute(sql`INSERT INTO event_organizers (event_id, uid, role) VALUES (${id}, ${author.uid}, 'host')`);
    expect(cacheablePage(`/events/${id}/a-counted-event`)).toMatchObject({ kind: 'event', eventViewsOf: id });
    const queue = new ViewQueue(countEventPageViews);
    queue.enqueue(id, 'a:one');
    queue.enqueue(id, 'a:one');
    queue.enqueue(id, 'a:two');
    queue.enqueue(id, `u:${voter.uid}`);
    queue.enqueue(id, `u:${author.uid}`); // the host
    queue.enqueue(999999, 'a:one'); // no such event
    expect(await queue.flush()).toBe(3);
    expect((await row(sql`SELECT view_count FROM events WHERE id = ${id}`)).view_count).toBe(3);
    // The same viewers within the hour (a later batch) do not count again; a new one does.
    queue.enqueue(id, 'a:one');
    queue.enqueue(id, `u:${voter.uid}`);
    queue.enqueue(id, 'a:three');
    expect(await queue.flush()).toBe(1);
    // An hour later the same viewer counts again, and the hourly sweep forgets older views.
    await getDb().execute(sql`UPDATE event_views SET seen_at = seen_at - interval '61 minutes' WHERE event_id = ${id} AND viewer_key = 'a:one'`);
    queue.enqueue(id, 'a:one');
    expect(await queue.flush()).toBe(1);
    expect((await row(sql`SELECT view_count FROM events WHERE id = ${id}`)).view_count).toBe(5);
    await getDb().execute(sql`UPDATE event_views SET seen_at = seen_at - interval '2 hours' WHERE event_id = ${id} AND viewer_key = 'a:two'`);
    expect((await runSweep()).eventViews).toBeGreaterThanOrEqual(1);
    expect((await row(sql`SELECT count(*)::int AS n FROM event_views WHERE event_id = ${id} AND viewer_key = 'a:two'`)).n).toBe(0);
  });

  it('a topic page GET queues its view, counted once per viewer when the queue is flushed; a HEAD never counts', async () => {
    const fresh = await createTopic(author);
    const before = (await row(sql`SELECT viewcount FROM topics WHERE tid = ${fresh.tid}`)).viewcount as number;
    await fetch(`${url}/posts/${fresh.tid}/x`, { method: 'HEAD', headers: { 'User-Agent': 'page-viewer-3' } });
    await visit(`/posts/${fresh.tid}/x`, { 'User-Agent': 'page-viewer-1' });
    await visit(`/posts/${fresh.tid}/x`, { 'User-Agent': 'page-viewer-1' });
    await visit(`/posts/${fresh.tid}/x`, { 'User-Agent': 'page-viewer-2' });
    expect((await row(sql`SELECT viewcount FROM topics WHERE tid = ${fresh.tid}`)).viewcount).toBe(before);
    await pipeline.close();
    expect((await row(sql`SELECT viewcount FROM topics WHERE tid = ${fresh.tid}`)).viewcount).toBe(before + 2);
  });
});
