import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GetServerSidePropsContext } from 'next';
import { createPipeline, type Pipeline, type Render } from '../../server/cache/pipeline';
import { getPool } from '../../server/db';
import { withSecurityHeaders } from '../../server/http/front';
import { loadEventPage } from '../../server/ssr/events';
import { loadViewer } from '../../server/users/viewer';
import type { EventPageProps } from '../../lib/ssr/seed';
import { createEvent, createPublished, setUpEventsApp, signUpAll, type Json, type Member } from './events-support';
import { replyTo } from './discussions-support';

/**
 * The event page's discussion (R1.4, R3.3): the page's loader reads the first page of the event's
 * topic in the topic page's batch and seeds it; the thread is left out for drafts and when
 * discussion is off; a reply in the event's topic evicts the visitor's cached event page
 * (drizzle/0016_event_discussion_cache.sql).
 */

const app = setUpEventsApp();

let host: Member, asker: Member, cohost: Member, stranger: Member;

beforeAll(async () => {
  [, host, asker, cohost, stranger] = await signUpAll(app, 'discadmin', 'dischost', 'discasker', 'disccohost', 'discstranger');
});

/** The event page's loader as the page calls it, for a visitor (null) or a member. */
async function loadPage(path: string, uid: number | null, query: Record<string, string> = {}) {
  const viewer = uid === null ? null : await loadViewer(uid);
  const slug = path.replace(/^\/events\//, '').split('/');
  const res = { statusCode: 200 };
  const result = await loadEventPage(
    // The loader reads only these parts of the request.
    { params: { slug }, query, resolvedUrl: path, req: { method: 'GET', headers: {} }, res } as unknown as GetServerSidePropsContext,
    { session: null, viewer },
  );
  if (!('props' in result)) throw new Error(`redirected to ${result.redirect.destination}`);
  return { props: result.props as EventPageProps, status: res.statusCode };
}

describe('R1.4 the event page’s loader includes the first page of its discussion', () => {
  let event: Json;

  beforeAll(async () => {
    event = await createPublished(host);
    expect(event.comment_tid).toEqual(expect.any(Number));
    await replyTo(asker, event.comment_tid, { content: 'An older question about the workshop.' });
    await replyTo(asker, event.comment_tid, { content: 'The newest question about the workshop.' });
  });

  it('seeds the topic and its questions, newest first, for a visitor', async () => {
    const { props, status } = await loadPage(event.url, null);
    expect(status).toBe(200);
    const topic = props.seed?.topic;
    expect(topic).toMatchObject({ tid: event.comment_tid, sort: 'recent', page: 1, loaded: true });
    if (!topic?.loaded) throw new Error('no discussion');
    expect(topic.topic.tid).toBe(event.comment_tid);
    expect(topic.topic.privileges.reply).toBe(false);
    expect(topic.questions.found).toBe(2);
    expect(topic.questions.questions.map((q) => q.content)).toEqual([
      expect.stringContaining('The newest question'),
      expect.stringContaining('An older question'),
    ]);
  });

  it('reads the discussion for a member (their privileges) and honours a sort in the address', async () => {
    const { props } = await loadPage(event.url, asker.uid, { sort: 'popular' });
    const topic = props.seed?.topic;
    if (!topic?.loaded) throw new Error('no discussion');
    expect(topic.sort).toBe('popular');
    expect(topic.topic.privileges.reply).toBe(true);
    // The member who published the event owns its topic: they accept answers.
    const own = (await loadPage(event.url, host.uid)).props.seed?.topic;
    expect(own?.loaded && own.topic.privileges.accept).toBe(true);
  });

  it('leaves the discussion out of drafts and of events without discussion', async () => {
    const draft = await createEvent(host);
    expect((await loadPage(draft.url, host.uid)).props.seed?.topic).toBeUndefined();
    const quiet = await createPublished(host, { enable_discussion: false });
    expect(quiet.comment_tid).toBeNull();
    expect((await loadPage(quiet.url, null)).props.seed?.topic).toBeUndefined();
  });

  it('turning discussion off hides the thread on the event page; the topic stays readable at its own address', async () => {
    const other = await createPublished(host);
    await replyTo(asker, other.comment_tid, { content: 'A question asked before discussion was turned off.' });
    const off = await host.agent.put(`/api/events/v1/event/${other.id}`, { enable_discussion: false });
    expect(off.status).toBe(200);
    expect(off.body.comment_tid).toBe(other.comment_tid);
    expect((await loadPage(other.url, null)).props.seed?.topic).toBeUndefined();
    const topic = await asker.agent.get(`/api/topic/${other.comment_tid}`);
    expect(topic.status).toBe(200);
  });
});

describe('R4.3 an event’s hosts accept answers in its discussion, as the topic’s owner does', () => {
  it('a co-host may accept and sees the privilege; other members may not; a deleted event’s hosts no longer may', async () => {
    const event = await createPublished(host, { organizers: [{ user_id: cohost.uid, bio: 'Co-host' }] });
    const question = await replyTo(asker, event.comment_tid, { content: 'How do I join the live stream?' });
    const answer = await replyTo(cohost, event.comment_tid, { content: 'The link is on the event page.', toPid: question.pid, qid: question.pid });

    const privileges = async (uid: number) => {
      const seeded = (await loadPage(event.url, uid)).props.seed?.topic;
      return seeded?.loaded ? seeded.topic.privileges.accept : null;
    };
    expect(await privileges(cohost.uid)).toBe(true);
    expect(await privileges(stranger.uid)).toBe(false);

    const accept = (member: Member, answered = true) => member.agent.put(`/api/v3/posts/${question.pid}/answer`, { aid: answer.pid, answered });
    const strangers = await accept(stranger);
    expect(strangers.status).toBe(403);
    expect(strangers.body.status.message).toBe('[[error:no-privileges]]');
    const accepted = await accept(cohost);
    expect(accepted.status).toBe(200);
    expect(accepted.body.response).toMatchObject({ pid: question.pid, aid: answer.pid });

    expect((await host.agent.put(`/api/events/v1/event/${event.id}`, { event_status: 'delete' })).status).toBe(200);
    // The deleted event's topic is hidden with it (hardening 17): its posts are gone for its hosts too.
    const refused = await accept(cohost, false);
    expect(refused.status).toBe(404);
    expect(refused.body.status.message).toBe('[[error:no-post]]');
  });
});

describe('R1.4 a reply in an event’s discussion evicts the visitor’s cached event page', () => {
  let pipeline: Pipeline;
  let server: http.Server;
  let url: string;
  let renders = 0;

  /** Event pages are drawn by the real loader (as a visitor); everything else goes to the test app. */
  const render: Render = async (req, res) => {
    renders += 1;
    const { props, status } = await loadPage(new URL(req.url ?? '/', 'http://x').pathname, null);
    const topic = props.seed?.topic;
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<main>${topic?.loaded ? topic.questions.questions.map((q) => q.content).join('|') : 'no discussion'}</main>`);
  };

  beforeAll(async () => {
    pipeline = createPipeline({ render, maxBytes: 8 * 1024 * 1024, log: () => undefined, viewFlushMs: 3_600_000 });
    server = http.createServer((req, res) => {
      withSecurityHeaders(req, res);
      void pipeline.handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await pipeline.close();
  });

  const visit = async (path: string) => {
    const res = await fetch(url + path);
    return { cache: res.headers.get('x-page-cache'), text: await res.text() };
  };

  it('shows a new reply, then its edit, on the next visitor load', async () => {
    const event = await createPublished(host);
    const path = event.url as string;
    expect((await visit(path)).cache).toBe('miss');
    // The event's own writes notify too, and on a busy machine their eviction can land after this
    // first render: visit until the page is cached, then count renders from there.
    let cached = await visit(path);
    for (let i = 0; i < 50 && cached.cache !== 'hit'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      cached = await visit(path);
    }
    expect(cached.cache).toBe('hit');
    renders = 0;

    // The reply is written through the API (another process than this pipeline): the database notifies.
    const reply = await replyTo(asker, event.comment_tid, { content: 'Will the session be recorded?' });
    let page = await visit(path);
    for (let i = 0; i < 50 && !page.text.includes('Will the session be recorded?'); i++) {
      await new Promise((r) => setTimeout(r, 20));
      page = await visit(path);
    }
    expect(page.text).toContain('Will the session be recorded?');
    expect(renders).toBe(1);
    expect((await visit(path)).cache).toBe('hit');

    expect((await asker.agent.put(`/api/v3/posts/${reply.pid}`, { content: 'Will the session be recorded, with slides?' })).status).toBe(200);
    page = await visit(path);
    for (let i = 0; i < 50 && !page.text.includes('with slides'); i++) {
      await new Promise((r) => setTimeout(r, 20));
      page = await visit(path);
    }
    expect(page.text).toContain('with slides');
  });

  it('the notification of a reply names its own event only (an unrelated event page stays cached)', async () => {
    const event = await createPublished(host);
    const other = await createPublished(host);
    const client = await getPool().connect();
    const seen: string[] = [];
    client.on('notification', (message) => seen.push(String(message.payload)));
    try {
      await client.query('LISTEN page_cache');
      await replyTo(asker, other.comment_tid, { content: 'A question for the other event.' });
      for (let i = 0; i < 50 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await client.query('UNLISTEN page_cache');
      client.release();
    }
    const tags = seen[0]!.split(' ');
    expect(tags).toEqual(expect.arrayContaining(['feed', `topic:${other.comment_tid}`, `event:${other.id}`]));
    expect(tags).not.toContain(`event:${event.id}`);
  });
});
