import '@/mocks/polyfills';
import { getResponse } from 'msw';
import { contractBreach } from '@/lib/contracts';
import { anyPostContract, highlightsContract, questionsPageContract, topicContract } from '@/lib/discussions/contracts';
import { eventContract } from '@/lib/events/contracts';
import type { EventData } from '@/lib/events/types';
import type { PostData, TopicData } from '@/lib/discussions/types';
import type { ServerEventName } from '@/lib/realtime/events';
import { mockDb, resetMockDb, type MockDb } from '@/mocks/db';
import { eventsOf } from '@/mocks/fixtures/events';
import { mockHandlers } from '@/mocks/handlers';
import { postFromCommunity } from '@/mocks/handlers/discussions';
import { onAnnounce, tick } from '@/mocks/realtime';
import { SESSION_COOKIE } from '@/mocks/scenario';

/**
 * The generated data of the mocked API behaves as the real server does where front-end work needs
 * it: the community writes by itself on the simulated socket's tick (R7.6, R4.18), events link their
 * discussion topics (R3.3), search and profiles find events and projects, and signed links are
 * signed and checked.
 */

async function ask(path: string, init: { method?: string; body?: unknown; as?: number } = {}): Promise<{ status: number; json: unknown }> {
  const request = new Request(`http://mock.test${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(init.as !== undefined ? { Cookie: `${SESSION_COOKIE}=${init.as}` } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const response = await getResponse(mockHandlers, request);
  if (!response) throw new Error(`no mock answers ${path}`);
  return { status: response.status, json: await response.json() };
}

/** The events announced while `run` runs. */
function announced(run: () => void): Array<{ event: ServerEventName; payload: unknown }> {
  const seen: Array<{ event: ServerEventName; payload: unknown }> = [];
  const stop = onAnnounce((event, payload) => seen.push({ event, payload }));
  try {
    run();
  } finally {
    stop();
  }
  return seen;
}

const newPosts = (seen: Array<{ event: ServerEventName; payload: unknown }>) =>
  seen.filter((s) => s.event === 'event:new_post').flatMap((s) => (s.payload as { posts: PostData[] }).posts);

beforeEach(() => resetMockDb());

describe('the community writes by itself on the socket tick (R7.6, R4.18)', () => {
  let db: MockDb;
  beforeEach(() => {
    db = mockDb('default');
  });

  it('R4.18 a generated member posts a new topic, kept in the mock db and announced as the server announces it', async () => {
    const before = db.topics.length;
    const seen = announced(() => postFromCommunity(db));
    const [post] = newPosts(seen);
    expect(post).toBeDefined();
    expect(contractBreach(anyPostContract, post)).toBeNull();
    expect(post!.isMainPost).toBe(true);
    expect(post!.uid).not.toBe(db.defaultUid);
    expect(db.topics).toHaveLength(before + 1);
    // The topic answers as any other, and the feed sorted by recent shows it first.
    const topic = await ask(`/api/topic/${post!.tid}`);
    expect(topic.status).toBe(200);
    expect(contractBreach(topicContract, topic.json)).toBeNull();
    const feed = await ask('/api/events/v1/search/highlights?sortBy=recent&search-order=0');
    expect(contractBreach(highlightsContract, feed.json)).toBeNull();
    expect((feed.json as { results: Array<{ hits: Array<{ document: PostData }> }> }).results[0]!.hits[0]!.document.pid).toBe(post!.pid);
  });

  it('R7.6 then a question on the newest topic and an answer to it, announced in the shapes GET /api/post/{pid} gives', async () => {
    const topic = newPosts(announced(() => postFromCommunity(db)))[0]!;
    // Each as it was announced is what a visitor fetching it at that moment gets.
    const next = async () => {
      const post = newPosts(announced(() => postFromCommunity(db)))[0]!;
      expect(contractBreach(anyPostContract, post)).toBeNull();
      expect((await ask(`/api/post/${post.pid}`, { as: 0 })).json).toEqual(post);
      return post;
    };
    const question = await next();
    const answer = await next();
    expect(question).toMatchObject({ tid: topic.tid, isMainPost: false, toPid: topic.pid, qid: null });
    expect(answer).toMatchObject({ tid: topic.tid, isMainPost: false, qid: question.pid });
    expect('answers' in question).toBe(true);
    expect('index' in answer).toBe(true);
  });

  it('R7.6 the socket tick posts every other tick, beside the notification it brings each tick', () => {
    const seen = announced(() => {
      tick();
      tick();
    });
    expect(newPosts(seen)).toHaveLength(1);
    expect(seen.filter((s) => s.event === 'event:new_notification')).toHaveLength(2);
  });
});


describe('generated events carry their discussion topics (R3.3, R1.4)', () => {
  const eventOf = async (id: number, as?: number) => {
    const answer = await ask(`/api/events/v1/event/${id}`, { as });
    expect(answer.status).toBe(200);
    expect(contractBreach(eventContract, answer.json)).toBeNull();
    return answer.json as EventData;
  };

  it('R3.3 every published event with discussion on names its topic: an ama by its creator linking back to it, with questions in some', async () => {
    const db = mockDb('default');
    const published = eventsOf(db).events.filter((e) => e.status === 'published');
    expect(published.length).toBeGreaterThan(5);
    let questions = 0;
    for (const generated of published) {
      const event = await eventOf(generated.id);
      expect(event.comment_tid).not.toBeNull();
      const topic = await ask(`/api/topic/${event.comment_tid}`);
      expect(topic.status).toBe(200);
      expect(contractBreach(topicContract, topic.json)).toBeNull();
      const data = topic.json as TopicData;
      expect(data).toMatchObject({ tid: event.comment_tid, title: event.title, postType: 'ama', mainPid: event.comment_main_pid, uid: generated.creatorUid });
      expect(data.posts[0]!.content).toContain(`href="/events/${event.id}"`);
      const page = await ask(`/api/questions/${event.comment_tid}/recent?page_size=10&page=1`);
      expect(contractBreach(questionsPageContract, page.json)).toBeNull();
      questions += (page.json as { found: number }).found;
    }
    expect(questions).toBeGreaterThan(0);
    // A draft has none until it is published.
    const draft = eventsOf(db).events.find((e) => e.status === 'draft')!;
    expect(draft.commentTid).toBeNull();
  });

  it('R3.3 the topics have the same tids on the server and in the browser, whichever page asks first', async () => {
    const fresh = eventsOf(mockDb('default')).events.map((e) => [e.id, e.commentTid, e.commentPid]);
    resetMockDb();
    // A write before any events call (a page that is not an event page opened first).
    const created = await ask('/api/v3/topics', { method: 'POST', body: { title: 'A topic written first', content: 'Written before any event was asked for.', postType: 'faq' } });
    expect(created.status).toBe(200);
    expect(eventsOf(mockDb('default')).events.map((e) => [e.id, e.commentTid, e.commentPid])).toEqual(fresh);
  });

  it('R3.3 publishing a draft through the mocked API opens its discussion, announced as a new topic', async () => {
    const db = mockDb('default');
    const draft = eventsOf(db).events.find((e) => e.status === 'draft' && e.hosts.some((h) => h.uid === db.defaultUid))!;
    let answer: { status: number; json: unknown } | undefined;
    const seen: Array<{ event: ServerEventName; payload: unknown }> = [];
    const stop = onAnnounce((event, payload) => seen.push({ event, payload }));
    try {
      answer = await ask(`/api/events/v1/event/${draft.id}`, { method: 'PUT', body: { event_status: 'publish' } });
    } finally {
      stop();
    }
    expect(answer.status).toBe(200);
    const event = answer.json as EventData;
    expect(event.comment_tid).not.toBeNull();
    expect(newPosts(seen).map((p) => p.tid)).toEqual([event.comment_tid]);
    const topic = await ask(`/api/topic/${event.comment_tid}`);
    expect(topic.json).toMatchObject({ title: draft.title, postType: 'ama', uid: db.defaultUid });
    // Publishing again keeps the one topic.
    const again = await ask(`/api/events/v1/event/${draft.id}`, { method: 'PUT', body: { event_status: 'publish' } });
    expect((again.json as EventData).comment_tid).toBe(event.comment_tid);
  });
});
