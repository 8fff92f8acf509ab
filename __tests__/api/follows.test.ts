import { sql } from 'drizzle-orm';
import { cacheablePage } from '../../server/cache/routes';
import { listenForChanges } from '../../server/cache/invalidation';
import { getDb } from '../../server/db';
import { eventOrganizers, eventRegistrations, events, projectFollowers, projectMaintainers } from '../../server/db/schema';
import { insertProject } from '../../server/projects/repository';
import { insertFollow } from '../../server/users/followsRepository';
import { insertUser } from '../../server/users/repository';
import { Agent } from '../support/agent';
import { createTopic, replyTo, rows, setUpDiscussionsApp, signUpAll, v3Error, type Json, type Member } from './discussions-support';

/**
 * R3.15 members following members: PUT/DELETE /api/v3/users/{uid}/follow (idempotent, never
 * yourself, never across a block, members only, CSRF), the counts in the profile summary and the
 * hovercard, the paged follower lists, the `new-follower` notification (R3.10: told once, grouped
 * per day, respecting blocks and preferences), and the further pages of every profile list.
 */

const app = setUpDiscussionsApp();

let alpha: Member;
let bravo: Member;
let charlie: Member;
let delta: Member;

const follow = (by: Member, uid: number) => by.agent.put(`/api/v3/users/${uid}/follow`);
const unfollow = (by: Member, uid: number) => by.agent.delete(`/api/v3/users/${uid}/follow`);
const summary = async (slug: string, as?: Member) => (await (as ? as.agent : new Agent(app().url)).get(`/api/user/${slug}/summary`)).body;
const followerNotices = (uid: number) =>
  rows(sql`SELECT n.id, n.nid, n.read, n.count, (SELECT count(*)::int FROM notification_actors a WHERE a.notification_id = n.id) AS actors
           FROM notifications n WHERE n.uid = ${uid} AND n.type = 'new-follower' ORDER BY n.id`);

beforeAll(async () => {
  [, alpha, bravo, charlie, delta] = await signUpAll(app, 'followadmin', 'alpha', 'bravo', 'charlie', 'delta');
  await alpha!.agent.put(`/api/v3/users/${alpha!.uid}`, { fullname: 'Alpha Adams' });
  await bravo!.agent.put(`/api/v3/users/${bravo!.uid}`, { fullname: 'Bravo Brown' });
});

describe('R3.15 PUT and DELETE /api/v3/users/{uid}/follow', () => {
  it('follows a member: answers the new follower count, and the summary counts both sides', async () => {
    const res = await follow(alpha, bravo.uid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: { code: 'ok', message: 'OK' }, response: { followers: 1, viewerFollows: true } });
    const bravoSummary = await summary('bravo', alpha);
    expect(bravoSummary).toMatchObject({ followers: 1, following: 0, viewerFollows: true });
    expect(bravoSummary.followerList).toEqual([
      { uid: alpha.uid, username: 'alpha', userslug: 'alpha', fullname: 'Alpha Adams', picture: expect.any(String), followedAt: expect.any(Number) },
    ]);
    expect(await summary('alpha', alpha)).toMatchObject({ followers: 0, following: 1, viewerFollows: false });
    expect((await summary('alpha')).followingList.map((m: Json) => m.uid)).toEqual([bravo.uid]);
    expect(bravoSummary.followingList).toEqual([]);
    // Visitors and other members see the counts, never the viewer's own state.
    expect(await summary('bravo')).toMatchObject({ followers: 1, viewerFollows: false });
    expect(await summary('bravo', charlie)).toMatchObject({ followers: 1, viewerFollows: false });
  });

  it('is idempotent: following again, even at once from several requests, stores one follow and tells once', async () => {
    const replies = await Promise.all([follow(alpha, bravo.uid), follow(alpha, bravo.uid), follow(alpha, bravo.uid)]);
    for (const reply of replies) expect(reply.body.response).toEqual({ followers: 1, viewerFollows: true });
    const stored = await rows(sql`SELECT count(*)::int AS n FROM user_follows WHERE follower_uid = ${alpha.uid} AND followed_uid = ${bravo.uid}`);
    expect(stored[0].n).toBe(1);
    expect(await followerNotices(bravo.uid)).toHaveLength(1);
  });

  it('unfollows, twice without complaint; the counts drop', async () => {
    const first = await unfollow(alpha, bravo.uid);
    expect(first.status).toBe(200);
    expect(first.body.response).toEqual({ followers: 0, viewerFollows: false });
    const again = await unfollow(alpha, bravo.uid);
    expect(again.status).toBe(200);
    expect(again.body.response).toEqual({ followers: 0, viewerFollows: false });
    expect(await summary('bravo', alpha)).toMatchObject({ followers: 0, viewerFollows: false, followerList: [] });
    expect(await summary('alpha')).toMatchObject({ following: 0 });
  });

  it('R3.10 following again the same day tells nothing new: one new-follower notification, one actor', async () => {
    expect((await follow(alpha, bravo.uid)).status).toBe(200);
    const notices = await followerNotices(bravo.uid);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ count: 1, actors: 1 });
    expect(notices[0].nid).toMatch(/^new-follower:\d{4}-\d{2}-\d{2}$/);
  });

  it('R3.10 the followed member reads it: the follower, the sentence and a link to their followers', async () => {
    const list = (await bravo.agent.get('/api/notifications')).body;
    const notice = list.notifications.find((n: Json) => n.type === 'new-follower');
    expect(notice).toMatchObject({
      type: 'new-follower',
      read: false,
      actors: [{ uid: alpha.uid, username: 'alpha', fullname: 'Alpha Adams' }],
      actorCount: 1,
      bodyShort: 'Alpha Adams started following you',
      path: '/user/bravo#followers',
    });
    // new-follower is not the type the unread badge counts (spec section 9), but it is unread.
    const counts = (await bravo.agent.get('/api/notifications/count')).body;
    expect(counts.total).toBeGreaterThanOrEqual(1);
  });

  it('R3.10 a second follower the same day joins the same notification: "Charlie and Alpha Adams started following you"', async () => {
    const [before] = await followerNotices(bravo.uid);
    expect((await bravo.agent.put(`/api/v3/notifications/${before.id}/read`, {})).status).toBe(200);
    expect((await follow(charlie, bravo.uid)).body.response).toEqual({ followers: 2, viewerFollows: true });
    const notices = await followerNotices(bravo.uid);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ id: before.id, read: false, count: 2, actors: 2 });
    const notice = (await bravo.agent.get('/api/notifications')).body.notifications.find((n: Json) => n.type === 'new-follower');
    expect(notice.bodyShort).toBe('charlie and Alpha Adams started following you');
  });

  it('R3.10 a member who turned new-follower off hears nothing', async () => {
    expect((await delta.agent.put('/api/v3/notifications/settings', { types: { 'new-follower': 'off' } })).status).toBe(200);
    expect((await follow(alpha, delta.uid)).status).toBe(200);
    expect(await followerNotices(delta.uid)).toHaveLength(0);
    expect((await summary('delta')).followers).toBe(1);
    expect((await unfollow(alpha, delta.uid)).status).toBe(200);
  });

  it('refuses following yourself (you-cant-follow-yourself), an unknown member (no-user) and a bad id (invalid-uid)', async () => {
    const self = await follow(alpha, alpha.uid);
    expect(self.status).toBe(400);
    expect(v3Error(self)).toBe('[[error:you-cant-follow-yourself]]');
    expect(v3Error(await unfollow(alpha, alpha.uid))).toBe('[[error:you-cant-follow-yourself]]');
    const unknown = await follow(alpha, 999999);
    expect(unknown.status).toBe(404);
    expect(v3Error(unknown)).toBe('[[error:no-user]]');
    const bad = await alpha.agent.put('/api/v3/users/abc/follow');
    expect(bad.status).toBe(404);
    expect(v3Error(bad)).toBe('[[error:invalid-uid]]');
    expect(v3Error(await alpha.agent.put('/api/v3/users/99999999999/follow'))).toBe('[[error:invalid-uid]]');
  });

  it('visitors get 401 on both writes; a write without the csrf token is 403', async () => {
    const visitor = new Agent(app().url);
    const put = await visitor.put(`/api/v3/users/${bravo.uid}/follow`);
    expect(put.status).toBe(401);
    expect(v3Error(put)).toBe('[[error:not-logged-in]]');
    expect((await visitor.delete(`/api/v3/users/${bravo.uid}/follow`)).status).toBe(401);
    const noToken = await delta.agent.request('PUT', `/api/v3/users/${bravo.uid}/follow`, { csrf: false });
    expect(noToken.status).toBe(403);
    expect(v3Error(noToken)).toBe('[[error:csrf-invalid]]');
    expect((await summary('bravo', delta)).viewerFollows).toBe(false);
  });
});

describe('R3.15 visitors\' cached profiles follow the counts', () => {
  it('a follow and an unfollow tell the page cache about both profiles (profile:{slug}), which tags profile pages', async () => {
    expect(cacheablePage('/user/Bravo')?.tags).toEqual(['feed', 'profile:bravo']);
    const heard: Array<string[] | null> = [];
    const listener = listenForChanges((tags) => heard.push(tags), () => undefined);
    try {
      for (let i = 0; i < 50 && heard.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      heard.length = 0;
      expect((await follow(delta, alpha.uid)).status).toBe(200);
      await listener.barrier();
      expect(heard).toContainEqual(expect.arrayContaining(['profile:alpha', 'profile:delta']));
      heard.length = 0;
      expect((await unfollow(delta, alpha.uid)).status).toBe(200);
      await listener.barrier();
      expect(heard).toContainEqual(expect.arrayContaining(['profile:alpha', 'profile:delta']));
    } finally {
      await listener.close();
    }
  });
});

describe('R3.15 following and blocks (R3.10)', () => {
  it('a block ends following in both directions, and neither member may follow the other while it lasts', async () => {
    expect((await follow(delta, charlie.uid)).status).toBe(200);
    expect((await follow(charlie, delta.uid)).status).toBe(200);
    expect((await charlie.agent.put(`/api/v3/users/${delta.uid}/block`)).status).toBe(200);
    expect(await summary('charlie')).toMatchObject({ followers: 0 });
    expect(await summary('delta')).toMatchObject({ followers: 0 });

    const blocked = await follow(delta, charlie.uid);
    expect(blocked.status).toBe(403);
    expect(v3Error(blocked)).toBe('[[error:follow-blocked]]');
    expect(v3Error(await follow(charlie, delta.uid))).toBe('[[error:follow-blocked]]');
    // Unfollowing is always allowed.
    expect((await unfollow(delta, charlie.uid)).status).toBe(200);

    expect((await charlie.agent.delete(`/api/v3/users/${delta.uid}/block`)).status).toBe(200);
    expect((await follow(delta, charlie.uid)).body.response).toEqual({ followers: 1, viewerFollows: true });
  });
});

describe('R3.15 GET /api/user/{slug}/followers and /following', () => {
  let crowd: number[];

  beforeAll(async () => {
    // Twelve more members follow alpha, a minute apart (the newest last), and alpha follows them.
    crowd = [];
    const start = Date.now() - 3600_000;
    for (let i = 0; i < 12; i += 1) {
      const user = await insertUser({ username: `fan${i}`, userslug: `fan${i}`, email: `fan${i}@example.org` });
      crowd.push(user.uid);
      await insertFollow(user.uid, alpha.uid, new Date(start + i * 60_000));
      await insertFollow(alpha.uid, user.uid, new Date(start + i * 60_000));
    }
  });

  it('pages the followers newest first, 10 a page, with the total', async () => {
    const visitor = new Agent(app().url);
    const first = await visitor.get('/api/user/alpha/followers');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, hasMore: true, total: 12 });
    expect(first.body.items.map((m: Json) => m.uid)).toEqual([...crowd].reverse().slice(0, 10));
    const second = (await visitor.get('/api/user/alpha/followers?page=2')).body;
    expect(second).toMatchObject({ page: 2, hasMore: false, total: 12 });
    expect(second.items.map((m: Json) => m.uid)).toEqual([crowd[1], crowd[0]]);
    const beyond = (await visitor.get('/api/user/alpha/followers?page=9')).body;
    expect(beyond).toMatchObject({ items: [], hasMore: false });
    // A bad page is page 1 (lenient, as every list).
    expect((await visitor.get('/api/user/alpha/followers?page=x')).body.page).toBe(1);
  });

  it('pages the members a member follows the same way; the summary lists the first page', async () => {
    const following = (await new Agent(app().url).get('/api/user/alpha/following')).body;
    // alpha follows bravo (earlier today) and the twelve.
    expect(following).toMatchObject({ page: 1, hasMore: true, total: 13 });
    expect(following.items).toHaveLength(10);
    const alphaSummary = await summary('alpha');
    expect(alphaSummary).toMatchObject({ followers: 12, following: 13 });
    expect(alphaSummary.followerList.map((m: Json) => m.uid)).toEqual([...crowd].reverse().slice(0, 10));
    // The summary's first page of the members followed is the list's page 1.
    expect(alphaSummary.followingList).toEqual(following.items);
  });

  it('the hovercard carries the follower and following counts', async () => {
    const card = (await new Agent(app().url).get('/api/user/alpha/hovercard')).body;
    expect(card).toMatchObject({ uid: alpha.uid, followers: 12, following: 13 });
  });

  it('an unknown member answers 404 no-user', async () => {
    const res = await new Agent(app().url).get('/api/user/nobody-here/followers');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: '[[error:no-user]]' });
    expect((await new Agent(app().url).get('/api/user/nobody-here/following')).status).toBe(404);
  });
});

describe('R3.15 further pages of the profile lists', () => {
  it('answers: 10 a page, accepted first, then newest', async () => {
    const topic = await createTopic(bravo, { title: 'Many answers wanted for this question', postType: 'faq' });
    const pids: number[] = [];
    for (let i = 0; i < 12; i += 1) pids.push((await replyTo(charlie, topic.tid, { content: `Answer number ${i} with enough words.`, toPid: topic.mainPid })).pid);
    expect((await bravo.agent.put(`/api/v3/posts/${topic.mainPid}/answer`, { aid: pids[0], answered: true })).status).toBe(200);
    const visitor = new Agent(app().url);
    const first = (await visitor.get('/api/user/charlie/answers')).body;
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ pid: pids[0], accepted: true, tid: topic.tid });
    expect(first.items.slice(1).map((a: Json) => a.pid)).toEqual([...pids].reverse().slice(0, 9));
    const second = (await visitor.get('/api/user/charlie/answers?page=2')).body;
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.items.map((a: Json) => a.pid)).toEqual([pids[2], pids[1]]);
    const profile = await summary('charlie');
    expect(profile.counts.answers).toBe(12);
    expect(profile.answers.map((a: Json) => a.pid)).toEqual(first.items.map((a: Json) => a.pid));
  });

  it('events hosted and attended: published only, newest first, 10 a page', async () => {
    const db = getDb();
    const day = 86_400_000;
    const made = await db
      .insert(events)
      .values(Array.from({ length: 11 }, (_, i) => ({ title: `Meetup ${i}`, startsAt: new Date(Date.UTC(2025, 0, 1) + i * day), eventStatus: 'published', lifecycle: 'ended' })))
      .returning({ id: events.id });
    const ids = made.map((e) => e.id);
    await db.insert(eventOrganizers).values(ids.map((eventId) => ({ eventId, uid: delta.uid })));
    await db.insert(eventRegistrations).values(ids.map((eventId) => ({ eventId, uid: bravo.uid, status: 'participant' })));
    const visitor = new Agent(app().url);
    const hosted = (await visitor.get('/api/user/delta/events?role=hosted')).body;
    expect(hosted).toMatchObject({ page: 1, hasMore: true });
    expect(hosted.items.map((e: Json) => e.id)).toEqual([...ids].reverse().slice(0, 10));
    expect(hosted.items[0]).toMatchObject({ title: 'Meetup 10', url: expect.stringMatching(/^\/events\//), startsAt: expect.any(Number) });
    const more = (await visitor.get('/api/user/delta/events?role=hosted&page=2')).body;
    expect(more).toMatchObject({ page: 2, hasMore: false });
    expect(more.items.map((e: Json) => e.id)).toEqual([ids[0]]);
    const attended = (await visitor.get('/api/user/bravo/events?role=attended&page=2')).body;
    expect(attended.items.map((e: Json) => e.id)).toEqual([ids[0]]);
    // The role defaults to hosted.
    expect((await visitor.get('/api/user/bravo/events')).body.items).toEqual([]);
  });

  it('projects: maintained then followed, each by name, 10 a page', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Project ${String.fromCharCode(65 + i)}`);
    const made = [];
    for (const name of names) made.push(await insertProject({ name, slug: name.toLowerCase().replace(' ', '-') }));
    await getDb().insert(projectMaintainers).values({ projectId: made[11]!.id, uid: charlie.uid });
    await getDb().insert(projectFollowers).values(made.slice(0, 11).map((p) => ({ projectId: p.id, uid: charlie.uid })));
    const visitor = new Agent(app().url);
    const first = (await visitor.get('/api/user/charlie/projects')).body;
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect(first.items[0]).toMatchObject({ id: made[11]!.id, role: 'maintainer' });
    expect(first.items.slice(1).map((p: Json) => p.name)).toEqual(names.slice(0, 9));
    const second = (await visitor.get('/api/user/charlie/projects?page=2')).body;
    expect(second.items.map((p: Json) => [p.name, p.role])).toEqual([
      [names[9], 'follower'],
      [names[10], 'follower'],
    ]);
    expect(second.hasMore).toBe(false);
    expect((await summary('charlie')).counts.projects).toBe(12);
  });

  it('unknown members answer 404 on every list', async () => {
    const visitor = new Agent(app().url);
    for (const list of ['answers', 'events', 'projects']) expect((await visitor.get(`/api/user/nobody-here/${list}`)).status).toBe(404);
  });
});

