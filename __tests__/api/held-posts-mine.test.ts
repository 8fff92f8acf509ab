import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { MODERATORS_ROOM } from '@/lib/realtime/events';
import type { ReviewChange } from '@/lib/review/types';
import { getDb } from '../../server/db';
import { Agent } from '../support/agent';
import { addToGroup, createTopic, row, setUpDiscussionsApp, signUp, signUpAll, v3Error } from './discussions-support';
import type { Json, Member } from './discussions-support';
import { withMemberSocket } from './socket-support';

/**
 * Issue 35, a member's own posts held for review: GET /api/v3/users/{uid}/held (what they sent
 * that waits, newest first: kind, title, the text as written, the topic a reply answers, when) and
 * DELETE /api/v3/users/{uid}/held/{id} (withdrawn: never posted, gone from every moderator's queue
 * at once). Only their own: another member's uid is no-privileges, another member's held post
 * no-held-post (as one a moderator handled already); visitors 401; writes need the csrf token.
 */

const app = setUpDiscussionsApp();

let admin: Member, moderator: Member, regular: Member;

beforeAll(async () => {
  [admin, moderator, regular] = await signUpAll(app, 'mineadmin', 'minemod', 'mineregular');
  await addToGroup(moderator.uid, 'Global Moderators');
});

const THREE_LINKS = 'Useful: https://one.example/a, https://two.example/b and [three](https://three.example/c).';
const visitor = () => new Agent(app().url);
const mine = async (member: Member, query = '') => (await member.agent.get(`/api/v3/users/${member.uid}/held${query}`)).body.response as Json;
const withdraw = (by: Member, uid: number, id: number) => by.agent.delete(`/api/v3/users/${uid}/held/${id}`, {});
const heldRow = (id: number) => row(sql`SELECT count(*)::int AS n FROM held_posts WHERE id = ${id}`);
const queueHas = async (id: number) =>
  ((await moderator.agent.get('/api/v3/review?type=held')).body.response.items as Json[]).some((item) => item.key === `held:${id}`);

/** A new member with a held topic and, later, a held reply (three links each). */
async function newcomerWithHeldPosts(name: string) {
  const newcomer = await signUp(app, name, { newMember: true });
  const topic = await createTopic(regular, { title: 'Where do the build logs go?' });
  const heldTopic = (await newcomer.agent.post('/api/v3/topics', { title: 'My links about the release', content: THREE_LINKS, tags: [] })).body.response.held;
  const reply = `Here they are, as I wrote them:\n\n${THREE_LINKS}`;
  const heldReply = (await newcomer.agent.post(`/api/v3/topics/${topic.tid}`, { content: reply })).body.response.held;
  expect(heldTopic).toEqual({ id: expect.any(Number), kind: 'topic', tid: null });
  expect(heldReply).toEqual({ id: expect.any(Number), kind: 'reply', tid: topic.tid });
  return { newcomer, topic, heldTopic, heldReply, reply };
}

/** Runs `check` with the moderator's socket in the moderators' room (./socket-support.ts). */
const withModeratorSocket = (check: (socket: Socket) => Promise<void>) => withMemberSocket(moderator, MODERATORS_ROOM, check);

/** The next `event:review` on `socket` that removes `key`. */
function removal(socket: Socket, key: string): Promise<ReviewChange> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no event:review removing ${key}`)), 5000);
    const listener = (change: ReviewChange) => {
      if (change.removed !== key) return;
      clearTimeout(timer);
      socket.off('event:review', listener);
      resolve(change);
    };
    socket.on('event:review', listener);
  });
}

describe('issue 35 GET /api/v3/users/{uid}/held', () => {
  it("lists the member's own held posts newest first, with the text as written and the topic a reply answers", async () => {
    const { newcomer, topic, heldTopic, heldReply, reply } = await newcomerWithHeldPosts('minelister');
    const page = await mine(newcomer);
    expect(page).toEqual({
      items: [
        { id: heldReply.id, kind: 'reply', title: '', content: reply, topic: { tid: topic.tid, title: topic.title, slug: topic.slug }, timestamp: expect.any(Number) },
        { id: heldTopic.id, kind: 'topic', title: 'My links about the release', content: THREE_LINKS, topic: null, timestamp: expect.any(Number) },
      ],
      page: 1,
      hasMore: false,
    });
    expect(page.items[0].timestamp).toBeGreaterThanOrEqual(page.items[1].timestamp);
    expect(Math.abs(page.items[0].timestamp - Date.now())).toBeLessThan(60_000);
    // Someone else's held posts are not theirs to list; a member with none has an empty list.
    expect((await mine(regular)).items).toEqual([]);
  });

  it('20 a page (?page=), the next page with the rest', async () => {
    const member = await signUp(app, 'minepager');
    await getDb().execute(sql`
      INSERT INTO held_posts (uid, kind, tid, input, signals, created_at)
      SELECT ${member.uid}, 'topic', NULL, jsonb_build_object('title', 'Held ' || n, 'content', 'Text ' || n), ARRAY['links'], now() - n * interval '1 minute'
      FROM generate_series(1, 21) AS n`);
    const first = await mine(member);
    expect([first.items.length, first.hasMore, first.items[0].title, first.items[19].title]).toEqual([20, true, 'Held 1', 'Held 20']);
    const second = await mine(member, '?page=2');
    expect([second.page, second.hasMore, second.items.map((i: Json) => i.title)]).toEqual([2, false, ['Held 21']]);
  });

  it("own only: another member's and a moderator's no-privileges, a visitor not-logged-in", async () => {
    const { newcomer } = await newcomerWithHeldPosts('mineprivate');
    for (const by of [regular, moderator, admin]) {
      const refused = await by.agent.get(`/api/v3/users/${newcomer.uid}/held`);
      expect([refused.status, v3Error(refused)]).toEqual([403, '[[error:no-privileges]]']);
    }
    const outside = await visitor().get(`/api/v3/users/${newcomer.uid}/held`);
    expect([outside.status, v3Error(outside)]).toEqual([401, '[[error:not-logged-in]]']);
    expect((await newcomer.agent.get('/api/v3/users/abc/held')).status).toBe(404);
  });
});

describe('issue 35 DELETE /api/v3/users/{uid}/held/{id}', () => {
  it("withdraws a held post: never posted, gone from the member's list and from the moderators' queue at once", async () => {
    const { newcomer, topic, heldTopic, heldReply } = await newcomerWithHeldPosts('minewithdraw');
    expect(await queueHas(heldReply.id)).toBe(true);
    await withModeratorSocket(async (socket) => {
      const heard = removal(socket, `held:${heldReply.id}`);
      const withdrawn = await withdraw(newcomer, newcomer.uid, heldReply.id);
      expect([withdrawn.status, withdrawn.body.response]).toEqual([200, {}]);
      const change = await heard;
      expect(change.count).toBe((await moderator.agent.get('/api/v3/review')).body.response.total);
    });

    expect((await heldRow(heldReply.id)).n).toBe(0);
    expect(await queueHas(heldReply.id)).toBe(false);
    expect((await mine(newcomer)).items.map((i: Json) => i.id)).toEqual([heldTopic.id]);
    expect((await row(sql`SELECT count(*)::int AS n FROM posts WHERE uid = ${newcomer.uid} AND tid = ${topic.tid}`)).n).toBe(0);
    // Not a moderator's action: nothing in the member's moderation log.
    expect((await newcomer.agent.get(`/api/v3/users/${newcomer.uid}/moderation`)).body.response.items).toEqual([]);

    // Gone: withdrawing again, or a moderator approving it, finds nothing.
    const again = await withdraw(newcomer, newcomer.uid, heldReply.id);
    expect([again.status, v3Error(again)]).toEqual([404, '[[error:no-held-post]]']);
    expect(v3Error(await moderator.agent.post(`/api/v3/review/held/${heldReply.id}`, { action: 'approve' }))).toBe('[[error:no-flag]]');
  });

  it('a held post a moderator approved or rejected first is no-held-post', async () => {
    const { newcomer, heldTopic, heldReply } = await newcomerWithHeldPosts('minelate');
    expect((await moderator.agent.post(`/api/v3/review/held/${heldTopic.id}`, { action: 'approve' })).status).toBe(200);
    expect((await moderator.agent.post(`/api/v3/review/held/${heldReply.id}`, { action: 'reject' })).status).toBe(200);
    for (const id of [heldTopic.id, heldReply.id]) {
      const late = await withdraw(newcomer, newcomer.uid, id);
      expect([late.status, v3Error(late)]).toEqual([404, '[[error:no-held-post]]']);
    }
    expect((await mine(newcomer)).items).toEqual([]);
  });

  it("only their own: another member's held post is no-held-post, another member's uid no-privileges; nothing is withdrawn", async () => {
    const { newcomer, heldTopic } = await newcomerWithHeldPosts('mineowner');
    const asOwnId = await withdraw(regular, regular.uid, heldTopic.id);
    expect([asOwnId.status, v3Error(asOwnId)]).toEqual([404, '[[error:no-held-post]]']);
    for (const by of [regular, moderator, admin]) {
      const refused = await withdraw(by, newcomer.uid, heldTopic.id);
      expect([refused.status, v3Error(refused)]).toEqual([403, '[[error:no-privileges]]']);
    }
    expect((await heldRow(heldTopic.id)).n).toBe(1);
    expect(await queueHas(heldTopic.id)).toBe(true);
  });

  it('a visitor is not-logged-in; without the csrf token csrf-invalid; a bad id invalid-data; nothing is withdrawn', async () => {
    const { newcomer, heldTopic } = await newcomerWithHeldPosts('minecsrf');
    const outside = await visitor().delete(`/api/v3/users/${newcomer.uid}/held/${heldTopic.id}`, {});
    expect([outside.status, v3Error(outside)]).toEqual([401, '[[error:not-logged-in]]']);
    const noToken = await newcomer.agent.request('DELETE', `/api/v3/users/${newcomer.uid}/held/${heldTopic.id}`, { body: {}, csrf: false });
    expect([noToken.status, v3Error(noToken)]).toEqual([403, '[[error:csrf-invalid]]']);
    const wrongToken = await newcomer.agent.request('DELETE', `/api/v3/users/${newcomer.uid}/held/${heldTopic.id}`, {
      body: {},
      csrf: false,
      headers: { 'X-XSRF-TOKEN': 'not-the-token' },
    });
    expect(v3Error(wrongToken)).toBe('[[error:csrf-invalid]]');
    const badId = await newcomer.agent.delete(`/api/v3/users/${newcomer.uid}/held/abc`, {});
    expect([badId.status, v3Error(badId)]).toEqual([400, '[[error:invalid-data]]']);
    expect((await heldRow(heldTopic.id)).n).toBe(1);
  });

  it('a suspended member may still withdraw what waits (it changes only what they alone sent)', async () => {
    const { newcomer, heldTopic } = await newcomerWithHeldPosts('minesuspended');
    expect((await admin.agent.put(`/api/v3/users/${newcomer.uid}/ban`, { until: null, reason: 'Spam' })).status).toBe(200);
    expect((await mine(newcomer)).items).toHaveLength(2);
    expect((await withdraw(newcomer, newcomer.uid, heldTopic.id)).status).toBe(200);
    expect((await heldRow(heldTopic.id)).n).toBe(0);
  });
});
