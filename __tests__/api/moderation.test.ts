import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { Agent } from '../support/agent';
import { addToGroup, createTopic, replyTo, row, setUpDiscussionsApp, signUpAll, v3Error } from './discussions-support';
import type { Json, Member } from './discussions-support';

/**
 * Issue 35, topic locks and the moderation log: PUT|DELETE /api/v3/topics/{tid}/lock (moderators
 * and administrators; each change logged with who, when and why) and GET
 * /api/v3/users/{uid}/moderation (the member reads what was done to their topics, moderators
 * anyone's).
 */

const app = setUpDiscussionsApp();

let admin: Member, moderator: Member, author: Member, other: Member;

beforeAll(async () => {
  [admin, moderator, author, other] = await signUpAll(app, 'lockadmin', 'lockmod', 'lockauthor', 'lockother');
  await addToGroup(moderator.uid, 'Global Moderators');
});

const visitor = () => new Agent(app().url);
const log = (member: Member, uid: number, page = 1) => member.agent.get(`/api/v3/users/${uid}/moderation?page=${page}`);

describe('issue 35 PUT|DELETE /api/v3/topics/{tid}/lock', () => {
  it('a moderator locks: members can no longer reply (topic-locked), moderators still can; unlocking opens it again', async () => {
    const topic = await createTopic(author);
    const locked = await moderator.agent.put(`/api/v3/topics/${topic.tid}/lock`, { reason: 'Going in circles.' });
    expect(locked.status).toBe(200);
    expect(locked.body).toEqual({ status: { code: 'ok', message: 'OK' }, response: {} });
    const read = await other.agent.get(`/api/topic/${topic.tid}`);
    expect(read.body.locked).toBe(true);
    expect(read.body.privileges.reply).toBe(false);

    const refused = await other.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'A reply with enough words.' });
    expect(refused.status).toBe(400);
    expect(v3Error(refused)).toBe('[[error:topic-locked]]');
    const byAuthor = await author.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'The author tries to reply.' });
    expect(v3Error(byAuthor)).toBe('[[error:topic-locked]]');
    await replyTo(moderator, topic.tid, { content: 'A moderator may still say why.' });

    expect((await admin.agent.delete(`/api/v3/topics/${topic.tid}/lock`)).status).toBe(200);
    expect((await other.agent.get(`/api/topic/${topic.tid}`)).body.locked).toBe(false);
    await replyTo(other, topic.tid);
  });

  it('only moderators and administrators: the author and other members 403, visitors 401, without the csrf token 403, an unknown topic 404', async () => {
    const topic = await createTopic(author);
    for (const member of [author, other]) {
      const refused = await member.agent.put(`/api/v3/topics/${topic.tid}/lock`, {});
      expect(refused.status).toBe(403);
      expect(v3Error(refused)).toBe('[[error:no-privileges]]');
      expect(v3Error(await member.agent.delete(`/api/v3/topics/${topic.tid}/lock`))).toBe('[[error:no-privileges]]');
    }
    expect((await visitor().put(`/api/v3/topics/${topic.tid}/lock`, {})).status).toBe(401);
    const noToken = await moderator.agent.request('PUT', `/api/v3/topics/${topic.tid}/lock`, { body: {}, csrf: false });
    expect(noToken.status).toBe(403);
    expect(v3Error(noToken)).toBe('[[error:csrf-invalid]]');
    const unknown = await moderator.agent.put('/api/v3/topics/999999/lock', {});
    expect(unknown.status).toBe(404);
    expect(v3Error(unknown)).toBe('[[error:no-topic]]');
    expect((await row(sql`SELECT locked FROM topics WHERE tid = ${topic.tid}`)).locked).toBe(false);
    expect((await row(sql`SELECT count(*)::int AS n FROM moderation_log WHERE tid = ${topic.tid}`)).n).toBe(0);
  });

  it('a reason over 500 characters or with control characters is refused and changes nothing', async () => {
    const topic = await createTopic(author);
    const long = await moderator.agent.put(`/api/v3/topics/${topic.tid}/lock`, { reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    const control = await moderator.agent.put(`/api/v3/topics/${topic.tid}/lock`, { reason: 'a\u0000b' });
    expect(v3Error(control)).toMatch(/^\[\[error:invalid-characters/);
    expect((await row(sql`SELECT locked FROM topics WHERE tid = ${topic.tid}`)).locked).toBe(false);
  });

  it('locking a locked topic (or unlocking an open one) changes and logs nothing', async () => {
    const topic = await createTopic(author);
    await moderator.agent.put(`/api/v3/topics/${topic.tid}/lock`, { reason: 'Once.' });
    expect((await admin.agent.put(`/api/v3/topics/${topic.tid}/lock`, { reason: 'Twice.' })).status).toBe(200);
    const open = await createTopic(author);
    expect((await moderator.agent.delete(`/api/v3/topics/${open.tid}/lock`)).status).toBe(200);
    const entries = await getDb().execute(sql`SELECT action, reason FROM moderation_log WHERE tid IN (${topic.tid}, ${open.tid})`);
    expect(entries.rows).toEqual([{ action: 'lock', reason: 'Once.' }]);
  });
});

describe('issue 35 GET /api/v3/users/{uid}/moderation', () => {
  let member: Member;
  let tid: number;

  beforeAll(async () => {
    [member] = await signUpAll(app, 'logged');
    const topic = await createTopic(member, { title: 'A topic that was locked once' });
    tid = topic.tid;
    await moderator.agent.put(`/api/v3/topics/${tid}/lock`, { reason: 'Please ask in the release thread.' });
    await admin.agent.delete(`/api/v3/topics/${tid}/lock`);
  });

  it('the member reads what was done to their topics, newest first, without the moderators’ names', async () => {
    const answer = await log(member, member.uid);
    expect(answer.status).toBe(200);
    const page: Json = answer.body.response;
    expect(page.page).toBe(1);
    expect(page.hasMore).toBe(false);
    expect(page.items.map((e: Json) => [e.action, e.reason, e.moderator])).toEqual([
      ['unlock', '', null],
      ['lock', 'Please ask in the release thread.', null],
    ]);
    expect(page.items[1].topic).toEqual({ tid, title: 'A topic that was locked once', slug: expect.stringMatching(new RegExp(`^${tid}/`)) });
    expect(page.items[0].timestamp).toBeGreaterThanOrEqual(page.items[1].timestamp);
  });

  it('moderators read anyone’s log with who did it; other members 403, visitors 401, an unknown member 404 to moderators', async () => {
    const staff: Json = (await log(moderator, member.uid)).body.response;
    expect(staff.items.map((e: Json) => e.moderator?.username)).toEqual([admin.username, moderator.username]);
    const refused = await log(other, member.uid);
    expect(refused.status).toBe(403);
    expect(v3Error(refused)).toBe('[[error:no-privileges]]');
    expect((await visitor().get(`/api/v3/users/${member.uid}/moderation`)).status).toBe(401);
    expect(v3Error(await log(moderator, 999999))).toBe('[[error:no-user]]');
  });

  it('pages by 20; a gone topic leaves its entry with topic null', async () => {
    const busy = await createTopic(other);
    for (let i = 0; i < 11; i += 1) {
      await moderator.agent.put(`/api/v3/topics/${busy.tid}/lock`, { reason: `Lock ${i}` });
      await moderator.agent.delete(`/api/v3/topics/${busy.tid}/lock`);
    }
    const first: Json = (await log(other, other.uid)).body.response;
    expect(first.items).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second: Json = (await log(other, other.uid, 2)).body.response;
    expect(second.items).toHaveLength(2);
    expect(second.hasMore).toBe(false);
    expect(second.items.at(-1).reason).toBe('Lock 0');

    await getDb().execute(sql`DELETE FROM topics WHERE tid = ${busy.tid}`);
    const gone: Json = (await log(other, other.uid, 2)).body.response;
    expect(gone.items.at(-1).topic).toBeNull();
  });
});

describe('issue 35 slow mode: PUT|DELETE /api/v3/topics/{tid}/slow-mode', () => {
  const slow = (member: Member, tid: number, body: Record<string, unknown>) => member.agent.put(`/api/v3/topics/${tid}/slow-mode`, body);

  it('a moderator slows a topic: a member replies once per interval (too-many-posts with the seconds left), moderators are not held; ending it lets them reply', async () => {
    const topic = await createTopic(author);
    expect((await slow(moderator, topic.tid, { seconds: 300, reason: 'Heated.' })).status).toBe(200);
    expect((await other.agent.get(`/api/topic/${topic.tid}`)).body.slowMode).toBe(300);

    await replyTo(other, topic.tid);
    const again = await other.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'A second reply right away.' });
    expect(again.status).toBe(429);
    expect(v3Error(again)).toMatch(/^\[\[error:too-many-posts, (29\d|300)\]\]$/);
    // The author is a member like the others (their question counts as their latest post); a
    // moderator is not held.
    expect(v3Error(await author.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'The author adds a detail.' }))).toMatch(/too-many-posts/);
    await replyTo(moderator, topic.tid);
    await replyTo(moderator, topic.tid);
    // The wait runs from the member's latest post in the topic.
    await getDb().execute(sql`UPDATE posts SET created_at = now() - interval '301 seconds' WHERE tid = ${topic.tid} AND uid = ${other.uid}`);
    await replyTo(other, topic.tid);

    expect((await admin.agent.delete(`/api/v3/topics/${topic.tid}/slow-mode`, { reason: 'Calmer now.' })).status).toBe(200);
    await replyTo(other, topic.tid);
    const log = await moderator.agent.get(`/api/v3/users/${author.uid}/moderation`);
    expect(log.body.response.items.slice(0, 2).map((e: Json) => [e.action, e.reason])).toEqual([
      ['slow-mode-off', 'Calmer now.'],
      ['slow-mode', 'Heated.'],
    ]);
  });

  it('only moderators, only the listed intervals; the same interval again changes nothing', async () => {
    const topic = await createTopic(author);
    expect(v3Error(await slow(author, topic.tid, { seconds: 60 }))).toBe('[[error:no-privileges]]');
    expect((await slow(moderator, topic.tid, { seconds: 61 })).status).toBe(400);
    expect((await slow(moderator, 999999, { seconds: 60 })).status).toBe(404);
    await slow(moderator, topic.tid, { seconds: 60 });
    await slow(moderator, topic.tid, { seconds: 60 });
    expect((await row(sql`SELECT count(*)::int AS n FROM moderation_log WHERE tid = ${topic.tid}`)).n).toBe(1);
  });
});
