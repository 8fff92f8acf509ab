import { sql } from 'drizzle-orm';
import { Agent } from '../support/agent';
import { addToGroup, createTopic, replyTo, row, setUpDiscussionsApp, signUpAll, v3Error } from './discussions-support';
import type { Json, Member } from './discussions-support';

/**
 * Issue 35, the review queue: GET /api/v3/review (open reports grouped by post or member, newest
 * first, filtered by type and category) and POST /api/v3/review/{type}/{id} (dismiss, hide,
 * delete, lock, warn, suspend; each closes the item's reports and is logged).
 */

const app = setUpDiscussionsApp();

let admin: Member, moderator: Member, author: Member, reporter: Member, second: Member;

beforeAll(async () => {
  [admin, moderator, author, reporter, second] = await signUpAll(app, 'revadmin', 'revmod', 'revauthor', 'revreporter', 'revsecond');
  await addToGroup(moderator.uid, 'Global Moderators');
});

const visitor = () => new Agent(app().url);
const report = (member: Member, body: Record<string, unknown>) => member.agent.post('/api/flag', body);
const queue = async (member: Member, query = '') => (await member.agent.get(`/api/v3/review${query}`)).body.response as Json;
const act = (member: Member, type: string, id: number, body: Record<string, unknown>) => member.agent.post(`/api/v3/review/${type}/${id}`, body);
const itemOf = (page: Json, key: string) => (page.items as Json[]).find((i) => i.key === key);

describe('issue 35 GET /api/v3/review', () => {
  it('groups open reports by post with each category counted, the reporters named, newest report first', async () => {
    const topic = await createTopic(author, { title: 'A topic someone reported twice' });
    expect((await report(reporter, { id: topic.mainPid, type: 'post', category: 'spam' })).status).toBe(200);
    expect((await report(second, { id: topic.mainPid, type: 'post', reason: 'Off the rails', category: 'other' })).status).toBe(200);
    const page = await queue(moderator);
    expect(page.items[0].key).toBe(`post:${topic.mainPid}`);
    const item = itemOf(page, `post:${topic.mainPid}`)!;
    expect(item).toMatchObject({
      type: 'post',
      targetId: topic.mainPid,
      reportCount: 2,
      categories: { spam: 1, other: 1 },
      member: { uid: author.uid, username: author.username },
      post: { pid: topic.mainPid, tid: topic.tid, isMainPost: true, title: 'A topic someone reported twice', deleted: false, locked: false },
    });
    expect(item.reports.map((r: Json) => [r.reporter.username, r.category, r.reason])).toEqual([
      [second.username, 'other', 'Off the rails'],
      [reporter.username, 'spam', ''],
    ]);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it('filters by type and category; an unknown filter is no filter', async () => {
    const topic = await createTopic(author);
    await report(reporter, { id: topic.mainPid, type: 'post', category: 'rude' });
    await report(reporter, { id: second.uid, type: 'user', category: 'spam' });
    const users = await queue(moderator, '?type=user');
    expect(users.items.every((i: Json) => i.type === 'user')).toBe(true);
    expect(itemOf(users, `user:${second.uid}`)).toMatchObject({ member: { uid: second.uid }, post: null, categories: { spam: 1 } });
    const rude = await queue(moderator, '?category=rude');
    expect(itemOf(rude, `post:${topic.mainPid}`)).toBeDefined();
    expect(rude.items.every((i: Json) => (i.categories.rude ?? 0) > 0)).toBe(true);
    const all = await queue(moderator, '?type=nonsense&category=nonsense');
    expect(all.total).toBeGreaterThanOrEqual(rude.total + users.total - 0);
  });

  it('moderators and administrators only: members 403, visitors 401', async () => {
    expect((await admin.agent.get('/api/v3/review')).status).toBe(200);
    for (const member of [author, reporter]) {
      const refused = await member.agent.get('/api/v3/review');
      expect(refused.status).toBe(403);
      expect(v3Error(refused)).toBe('[[error:no-privileges]]');
    }
    expect((await visitor().get('/api/v3/review')).status).toBe(401);
  });

  it('a category other than `other` needs no written reason; `other` does', async () => {
    const topic = await createTopic(author);
    expect((await report(reporter, { id: topic.mainPid, type: 'post', category: 'other' })).body).toEqual({ error: '[[error:required-parameters-missing, reason]]' });
    expect((await report(reporter, { id: topic.mainPid, type: 'post', category: 'bogus', reason: 'x' })).status).toBe(400);
  });
});

describe('issue 35 POST /api/v3/review/{type}/{id}', () => {
  it('dismiss closes the reports as rejected, logs it for the author, and the item leaves the queue; a second action is no-flag', async () => {
    const topic = await createTopic(author);
    await report(reporter, { id: topic.mainPid, type: 'post', category: 'spam' });
    const done = await act(moderator, 'post', topic.mainPid, { action: 'dismiss', reason: 'Not spam: a real question.' });
    expect(done.status).toBe(200);
    expect(done.body.response).toEqual({ closed: 1, count: expect.any(Number) });
    expect(itemOf(await queue(moderator), `post:${topic.mainPid}`)).toBeUndefined();
    expect(await row(sql`SELECT state, handled_by AS "by" FROM flags WHERE target_id = ${topic.mainPid} AND type = 'post'`)).toEqual({ state: 'rejected', by: moderator.uid });
    const log = (await author.agent.get(`/api/v3/users/${author.uid}/moderation`)).body.response;
    expect(log.items[0]).toMatchObject({ action: 'dismiss', reason: 'Not spam: a real question.', topic: { tid: topic.tid }, moderator: null });
    const again = await act(admin, 'post', topic.mainPid, { action: 'hide' });
    expect(again.status).toBe(400);
    expect(v3Error(again)).toBe('[[error:no-flag]]');
    // Once handled, the member may report it again.
    expect((await report(reporter, { id: topic.mainPid, type: 'post', category: 'spam' })).status).toBe(200);
  });

  it('hide deletes the post as a moderator does (its author cannot restore it); delete removes a reply for good', async () => {
    const topic = await createTopic(author);
    const reply = await replyTo(author, topic.tid, { content: 'Buy cheap watches at a shady place.' });
    await report(reporter, { id: reply.pid, type: 'post', category: 'spam' });
    expect((await act(moderator, 'post', reply.pid, { action: 'hide', reason: 'Advertising.' })).status).toBe(200);
    expect(await row(sql`SELECT deleted, deleted_by AS "by" FROM posts WHERE pid = ${reply.pid}`)).toEqual({ deleted: true, by: moderator.uid });
    expect((await author.agent.put(`/api/v3/posts/${reply.pid}/state`)).status).toBe(403);

    const other = await replyTo(author, topic.tid, { content: 'Another advert for the same shady place.' });
    await report(reporter, { id: other.pid, type: 'post', category: 'spam' });
    expect((await act(moderator, 'post', other.pid, { action: 'delete' })).status).toBe(200);
    expect((await row(sql`SELECT count(*)::int AS n FROM posts WHERE pid = ${other.pid}`)).n).toBe(0);
    const log = (await moderator.agent.get(`/api/v3/users/${author.uid}/moderation`)).body.response;
    expect(log.items.slice(0, 2).map((e: Json) => e.action)).toEqual(['delete', 'hide']);
  });

  it('a main post cannot be deleted from the queue (its topic is hidden instead): invalid-data', async () => {
    const topic = await createTopic(author);
    await report(reporter, { id: topic.mainPid, type: 'post', category: 'spam' });
    expect(v3Error(await act(moderator, 'post', topic.mainPid, { action: 'delete' }))).toBe('[[error:invalid-data]]');
    expect((await act(moderator, 'post', topic.mainPid, { action: 'hide' })).status).toBe(200);
    expect((await row(sql`SELECT deleted FROM topics WHERE tid = ${topic.tid}`)).deleted).toBe(true);
  });

  it('lock locks the topic; warn logs a warning; suspend suspends the author with an end', async () => {
    const topic = await createTopic(author);
    await report(reporter, { id: topic.mainPid, type: 'post', category: 'rude' });
    expect((await act(moderator, 'post', topic.mainPid, { action: 'lock', reason: 'Heated.' })).status).toBe(200);
    expect((await row(sql`SELECT locked FROM topics WHERE tid = ${topic.tid}`)).locked).toBe(true);

    await report(reporter, { id: author.uid, type: 'user', category: 'rude' });
    expect((await act(moderator, 'user', author.uid, { action: 'warn', reason: 'Mind your tone.' })).status).toBe(200);
    const log = (await author.agent.get(`/api/v3/users/${author.uid}/moderation`)).body.response;
    expect(log.items.slice(0, 2).map((e: Json) => [e.action, e.reason])).toEqual([
      ['warn', 'Mind your tone.'],
      ['lock', 'Heated.'],
    ]);

    await report(second, { id: author.uid, type: 'user', category: 'rude' });
    const noEnd = await act(moderator, 'user', author.uid, { action: 'suspend' });
    expect(v3Error(noEnd)).toBe('[[error:ban-expiry-missing]]');
    const until = Date.now() + 86_400_000;
    expect((await act(moderator, 'user', author.uid, { action: 'suspend', until, reason: 'Again.' })).status).toBe(200);
    const refused = await author.agent.post('/api/v3/topics', { title: 'A topic while suspended', content: 'Some words here.', tags: [] });
    expect(refused.status).toBe(403);
    expect((await moderator.agent.delete(`/api/v3/users/${author.uid}/ban`, {})).status).toBe(200);
  });

  it('a refused action closes nothing: an administrator cannot be suspended from the queue', async () => {
    await report(reporter, { id: admin.uid, type: 'user', category: 'rude' });
    const refused = await act(moderator, 'user', admin.uid, { action: 'suspend', until: null });
    expect(v3Error(refused)).toBe('[[error:cant-ban-other-admins]]');
    expect(itemOf(await queue(moderator, '?type=user'), `user:${admin.uid}`)).toBeDefined();
  });

  it('moderators only, with the csrf token; bad types, ids and actions are refused', async () => {
    const topic = await createTopic(author);
    await report(reporter, { id: topic.mainPid, type: 'post', category: 'spam' });
    expect((await act(reporter, 'post', topic.mainPid, { action: 'dismiss' })).status).toBe(403);
    expect((await visitor().post(`/api/v3/review/post/${topic.mainPid}`, { action: 'dismiss' })).status).toBe(401);
    const noToken = await moderator.agent.request('POST', `/api/v3/review/post/${topic.mainPid}`, { body: { action: 'dismiss' }, csrf: false });
    expect(v3Error(noToken)).toBe('[[error:csrf-invalid]]');
    expect((await act(moderator, 'event', 1, { action: 'dismiss' })).status).toBe(400);
    expect((await act(moderator, 'post', topic.mainPid, { action: 'explode' })).status).toBe(400);
    expect(v3Error(await act(moderator, 'post', 999_999, { action: 'dismiss' }))).toBe('[[error:no-flag]]');
    expect(itemOf(await queue(moderator), `post:${topic.mainPid}`)).toBeDefined();
  });
});
