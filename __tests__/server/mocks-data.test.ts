import '@/mocks/polyfills';
import { getResponse } from 'msw';
import { contractBreach } from '@/lib/contracts';
import { anyPostContract, highlightsContract, topicContract } from '@/lib/discussions/contracts';
import type { PostData } from '@/lib/discussions/types';
import type { ServerEventName } from '@/lib/realtime/events';
import { mockDb, resetMockDb, type MockDb } from '@/mocks/db';
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
