import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { Agent } from '../support/agent';
import { addToGroup, createTopic, replyTo, row, setUpDiscussionsApp, signUpAll, v3Error } from './discussions-support';
import type { Json, Member } from './discussions-support';

/**
 * Issue 35, silences: GET|PUT|DELETE /api/v3/users/{uid}/silence (moderators and administrators,
 * under the suspension's rules) and the review queue's `silence`. A silenced member reads and
 * writes, but each new topic and reply of theirs waits in the review queue (`silenced`) until a
 * moderator approves it; the silence and its lifting go into their moderation log.
 */

const app = setUpDiscussionsApp();

let admin: Member, moderator: Member, secondModerator: Member, member: Member, other: Member;

beforeAll(async () => {
  [admin, moderator, secondModerator, member, other] = await signUpAll(app, 'hushadmin', 'hushmod', 'hushmod2', 'hushmember', 'hushother');
  await addToGroup(moderator.uid, 'Global Moderators');
  await addToGroup(secondModerator.uid, 'Global Moderators');
});

afterEach(async () => {
  await getDb().execute(sql`DELETE FROM silences`);
});

const DAY = 86_400_000;
const silence = (by: Member, uid: number, body: Record<string, unknown>) => by.agent.put(`/api/v3/users/${uid}/silence`, body);
const lift = (by: Member, uid: number, body: Record<string, unknown> = {}) => by.agent.delete(`/api/v3/users/${uid}/silence`, body);
const silenceRows = (uid: number) => row(sql`SELECT count(*)::int AS n FROM silences WHERE uid = ${uid}`);
const heldItems = async () => (await moderator.agent.get('/api/v3/review?type=held')).body.response.items as Json[];

describe('issue 35 silencing a member', () => {
  it('a week with a reason: their topic and reply wait in the queue (silenced) while other writes work; approving posts them; lifting ends it', async () => {
    const topic = await createTopic(other);
    const until = Date.now() + 7 * DAY;
    const silenced = await silence(moderator, member.uid, { until, reason: 'Cooling off after a heated thread.' });
    expect(silenced.status).toBe(200);
    expect(silenced.body.response.silence).toMatchObject({ reason: 'Cooling off after a heated thread.', until, since: expect.any(Number) });
    expect((await moderator.agent.get(`/api/v3/users/${member.uid}/silence`)).body.response.silence).toMatchObject({ until });
    // The member reads their own (their profile says it to them); another member does not (below).
    expect((await member.agent.get(`/api/v3/users/${member.uid}/silence`)).body.response.silence).toMatchObject({ until, reason: 'Cooling off after a heated thread.' });

    // Still a member who can post: the configuration does not change.
    const config = await member.agent.config();
    expect(config.canPost).toBe(true);
    expect(config.user.suspension).toBeNull();

    const reply = await member.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'A reply written while silenced.' });
    expect(reply.status).toBe(200);
    expect(reply.body.response.held).toEqual({ id: expect.any(Number), kind: 'reply', tid: topic.tid });
    const started = await member.agent.post('/api/v3/topics', { title: 'A topic written while silenced', content: 'Some words for it.', tags: [] });
    expect(started.body.response.held).toEqual({ id: expect.any(Number), kind: 'topic', tid: null });
    expect((await row(sql`SELECT count(*)::int AS n FROM posts WHERE uid = ${member.uid}`)).n).toBe(0);
    const held = (await heldItems()).filter((item) => item.member?.uid === member.uid);
    expect(held.map((item) => item.held.signals)).toEqual([['silenced'], ['silenced']]);
    // Writes that are not posts go on (a vote).
    const voted = await member.agent.put(`/api/v3/posts/${topic.mainPid}/vote`, { delta: 1 });
    expect(voted.status).toBe(200);

    expect((await moderator.agent.post(`/api/v3/review/held/${reply.body.response.held.id}`, { action: 'approve' })).status).toBe(200);
    expect((await row(sql`SELECT count(*)::int AS n FROM posts WHERE uid = ${member.uid} AND tid = ${topic.tid}`)).n).toBe(1);

    expect((await lift(admin, member.uid, { reason: 'Talked it through.' })).status).toBe(200);
    expect((await moderator.agent.get(`/api/v3/users/${member.uid}/silence`)).body.response.silence).toBeNull();
    expect((await replyTo(member, topic.tid)).pid).toEqual(expect.any(Number));

    const log = (await member.agent.get(`/api/v3/users/${member.uid}/moderation`)).body.response.items as Json[];
    expect(log.slice(0, 3).map((e) => [e.action, e.reason, e.until, e.moderator])).toEqual([
      ['unsilence', 'Talked it through.', null, null],
      ['approve', '', null, null],
      ['silence', 'Cooling off after a heated thread.', until, null],
    ]);
  });

  it('until lifted, replaced by the next; an end that is missing or past is ban-expiry-missing; a silence whose end has passed no longer holds', async () => {
    await silence(moderator, member.uid, { until: null });
    expect((await moderator.agent.get(`/api/v3/users/${member.uid}/silence`)).body.response.silence).toMatchObject({ reason: '', until: null });
    await silence(moderator, member.uid, { until: Date.now() + DAY, reason: 'One day.' });
    expect((await silenceRows(member.uid)).n).toBe(1);

    for (const body of [{ reason: 'No end' }, { until: Date.now() - 1000 }]) {
      const refused = await silence(moderator, other.uid, body);
      expect([refused.status, v3Error(refused)]).toEqual([400, '[[error:ban-expiry-missing]]']);
    }
    expect((await silenceRows(other.uid)).n).toBe(0);

    await getDb().execute(sql`UPDATE silences SET until = now() - interval '1 minute' WHERE uid = ${member.uid}`);
    expect((await moderator.agent.get(`/api/v3/users/${member.uid}/silence`)).body.response.silence).toBeNull();
    const topic = await createTopic(member);
    expect(topic.tid).toEqual(expect.any(Number));
  });

  it('who may: members 403, visitors 401, no csrf token 403; never an administrator, a moderator only by an administrator; unknown 404; moderators are never held', async () => {
    const future = { until: Date.now() + DAY };
    for (const [by, uid, key, status] of [
      [other, member.uid, 'no-privileges', 403],
      [moderator, admin.uid, 'cant-ban-other-admins', 403],
      [moderator, secondModerator.uid, 'no-privileges', 403],
      [moderator, moderator.uid, 'no-privileges', 403],
      [moderator, 999999, 'no-user', 404],
    ] as const) {
      const refused = await silence(by, uid, future);
      expect([refused.status, v3Error(refused)]).toEqual([status, `[[error:${key}]]`]);
    }
    expect(v3Error(await other.agent.get(`/api/v3/users/${member.uid}/silence`))).toBe('[[error:no-privileges]]');
    expect(v3Error(await other.agent.delete(`/api/v3/users/${member.uid}/silence`, {}))).toBe('[[error:no-privileges]]');
    expect((await new Agent(app().url).put(`/api/v3/users/${member.uid}/silence`, future)).status).toBe(401);
    const noToken = await moderator.agent.request('PUT', `/api/v3/users/${member.uid}/silence`, { body: future, csrf: false });
    expect(v3Error(noToken)).toBe('[[error:csrf-invalid]]');
    expect((await silenceRows(member.uid)).n).toBe(0);

    // An administrator may silence a moderator, whose posts still go live: moderators are never held.
    expect((await silence(admin, secondModerator.uid, future)).status).toBe(200);
    expect((await createTopic(secondModerator)).tid).toEqual(expect.any(Number));
  });
});

describe('issue 35 silencing from the review queue', () => {
  it('silence closes the reports, silences the author until the given end and logs it once; without an end it is ban-expiry-missing', async () => {
    const topic = await createTopic(member);
    const post = await replyTo(member, topic.tid, { content: 'Another heated reply that someone reported.' });
    expect((await other.agent.post('/api/flag', { id: post.pid, type: 'post', category: 'rude' })).status).toBe(200);

    const missing = await moderator.agent.post(`/api/v3/review/post/${post.pid}`, { action: 'silence' });
    expect(v3Error(missing)).toBe('[[error:ban-expiry-missing]]');

    const until = Date.now() + 3 * DAY;
    const acted = await moderator.agent.post(`/api/v3/review/post/${post.pid}`, { action: 'silence', until, reason: 'Three days to cool down.' });
    expect(acted.status).toBe(200);
    expect(acted.body.response.closed).toBe(1);
    expect((await moderator.agent.get(`/api/v3/users/${member.uid}/silence`)).body.response.silence).toMatchObject({ until, reason: 'Three days to cool down.' });
    const entries = (await row(sql`SELECT count(*)::int AS n FROM moderation_log WHERE target_uid = ${member.uid} AND reason = 'Three days to cool down.'`)).n;
    expect(entries).toBe(1);
    // The post stays; the next one waits.
    expect((await member.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'And one more.' })).body.response.held).toBeDefined();
  });
});
