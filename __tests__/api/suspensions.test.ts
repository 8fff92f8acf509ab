import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { ALL_ENDPOINTS } from '../../server/http/catalogue';
import { Agent } from '../support/agent';
import { addToGroup, createTopic, replyTo, row, setUpDiscussionsApp, signUp, signUpAll, v3Error } from './discussions-support';
import type { Json, Member } from './discussions-support';

/**
 * Issue 35, suspensions: GET|PUT|DELETE /api/v3/users/{uid}/ban (moderators and administrators).
 * A suspended member reads but cannot write: every unsafe request of theirs answers 403 with the
 * suspension's end and reason, except the endpoints that change only their own state
 * (`ownStateOnly`); each suspension and lift goes into the member's moderation log.
 */

const app = setUpDiscussionsApp();

let admin: Member, moderator: Member, secondModerator: Member, member: Member, other: Member;

beforeAll(async () => {
  [admin, moderator, secondModerator, member, other] = await signUpAll(app, 'banadmin', 'banmod', 'banmod2', 'banmember', 'banother');
  await addToGroup(moderator.uid, 'Global Moderators');
  await addToGroup(secondModerator.uid, 'Global Moderators');
});

const DAY = 86_400_000;
const ban = (by: Member, uid: number, body: Record<string, unknown>) => by.agent.put(`/api/v3/users/${uid}/ban`, body);
const lift = (by: Member, uid: number, body: Record<string, unknown> = {}) => by.agent.delete(`/api/v3/users/${uid}/ban`, body);
const suspensionRows = (uid: number) => row(sql`SELECT count(*)::int AS n FROM suspensions WHERE uid = ${uid}`);

afterEach(async () => {
  await getDb().execute(sql`DELETE FROM suspensions`);
});

describe('issue 35 suspending a member', () => {
  it('a week with a reason: the member reads, cannot reply (403 with the end and the reason), sees it in the configuration and the log; lifting ends it', async () => {
    const topic = await createTopic(other);
    const until = Date.now() + 7 * DAY;
    const suspended = await ban(moderator, member.uid, { until, reason: 'Personal attacks, after a warning.' });
    expect(suspended.status).toBe(200);
    expect(suspended.body.response.suspension).toMatchObject({ reason: 'Personal attacks, after a warning.', until });

    const config = await member.agent.config();
    expect(config.user.suspension).toEqual({ reason: 'Personal attacks, after a warning.', until });
    expect(config.canPost).toBe(false);
    // Their profile says it to them: they read their own (another member does not: below).
    expect((await member.agent.get(`/api/v3/users/${member.uid}/ban`)).body.response.suspension).toMatchObject({ reason: 'Personal attacks, after a warning.', until });
    expect((await member.agent.get(`/api/topic/${topic.tid}`)).status).toBe(200);

    const refused = await member.agent.post(`/api/v3/topics/${topic.tid}`, { content: 'A reply with enough words in it.' });
    expect(refused.status).toBe(403);
    // Commas of a reason are spaces in a catalogue parameter (lib/errors/keys.ts formatErrorKey).
    expect(v3Error(refused)).toBe(`[[error:user-banned-reason-until, ${new Date(until).toISOString()}, Personal attacks  after a warning.]]`);
    // What only they see still changes.
    expect((await member.agent.put(`/api/v3/users/${member.uid}/settings`, { settings: { theme: 'dark' } })).status).toBe(200);
    expect((await member.agent.put(`/api/v3/topics/${topic.tid}/follow`, {})).status).toBe(200);

    const log = await member.agent.get(`/api/v3/users/${member.uid}/moderation`);
    expect(log.body.response.items[0]).toMatchObject({ action: 'suspend', reason: 'Personal attacks, after a warning.', until, topic: null, moderator: null });

    expect((await lift(admin, member.uid, { reason: 'Apologised.' })).status).toBe(200);
    expect((await member.agent.config()).user.suspension).toBeNull();
    await replyTo(member, topic.tid);
    const after = await moderator.agent.get(`/api/v3/users/${member.uid}/moderation`);
    expect(after.body.response.items.slice(0, 2).map((e: Json) => [e.action, e.reason, e.moderator?.username])).toEqual([
      ['unsuspend', 'Apologised.', 'banadmin'],
      ['suspend', 'Personal attacks, after a warning.', 'banmod'],
    ]);
  });

  it('until lifted (a ban): user-banned-reason, or user-banned without a reason; GET answers it to moderators', async () => {
    await ban(moderator, member.uid, { until: null, reason: 'Spam' });
    expect(v3Error(await member.agent.post('/api/v3/topics', {}))).toBe('[[error:user-banned-reason, Spam]]');
    const state = await moderator.agent.get(`/api/v3/users/${member.uid}/ban`);
    expect(state.body.response.suspension).toMatchObject({ reason: 'Spam', until: null, since: expect.any(Number) });

    await ban(moderator, member.uid, { until: null });
    const bare = await member.agent.put(`/api/v3/users/${member.uid}`, { location: 'Elsewhere' });
    expect(bare.status).toBe(403);
    expect(v3Error(bare)).toBe('[[error:user-banned]]');
    // One row: the second suspension replaced the first.
    expect((await suspensionRows(member.uid)).n).toBe(1);
  });

  it('an end that is missing or already past is ban-expiry-missing, and nothing changes', async () => {
    for (const body of [{ reason: 'No end' }, { until: Date.now() - 1000 }, { until: 0 }]) {
      const refused = await ban(moderator, member.uid, body);
      expect(refused.status).toBe(400);
      expect(v3Error(refused)).toBe('[[error:ban-expiry-missing]]');
    }
    expect((await suspensionRows(member.uid)).n).toBe(0);
  });

  it('a suspension whose end has passed no longer holds', async () => {
    await ban(moderator, member.uid, { until: Date.now() + DAY, reason: 'Cool down.' });
    await getDb().execute(sql`UPDATE suspensions SET until = now() - interval '1 minute' WHERE uid = ${member.uid}`);
    expect((await member.agent.config()).user.suspension).toBeNull();
    expect((await moderator.agent.get(`/api/v3/users/${member.uid}/ban`)).body.response.suspension).toBeNull();
    const topic = await createTopic(member);
    expect(topic.tid).toBeGreaterThan(0);
    // Lifting a suspension that no longer holds changes and logs nothing.
    const before = (await row(sql`SELECT count(*)::int AS n FROM moderation_log WHERE target_uid = ${member.uid}`)).n;
    expect((await lift(moderator, member.uid)).status).toBe(200);
    expect((await row(sql`SELECT count(*)::int AS n FROM moderation_log WHERE target_uid = ${member.uid}`)).n).toBe(before);
  });

  it('who may: members 403, visitors 401, no csrf token 403; administrators never (cant-ban-other-admins); a moderator not another moderator nor themselves; unknown 404', async () => {
    const future = { until: Date.now() + DAY };
    for (const [by, uid, key, status] of [
      [other, member.uid, 'no-privileges', 403],
      [moderator, admin.uid, 'cant-ban-other-admins', 403],
      [moderator, secondModerator.uid, 'no-privileges', 403],
      [moderator, moderator.uid, 'no-privileges', 403],
      [moderator, 999999, 'no-user', 404],
    ] as const) {
      const refused = await ban(by, uid, future);
      expect([refused.status, v3Error(refused)]).toEqual([status, `[[error:${key}]]`]);
    }
    expect(v3Error(await other.agent.get(`/api/v3/users/${member.uid}/ban`))).toBe('[[error:no-privileges]]');
    expect((await new Agent(app().url).put(`/api/v3/users/${member.uid}/ban`, future)).status).toBe(401);
    const noToken = await moderator.agent.request('PUT', `/api/v3/users/${member.uid}/ban`, { body: future, csrf: false });
    expect(v3Error(noToken)).toBe('[[error:csrf-invalid]]');
    expect((await suspensionRows(member.uid)).n).toBe(0);
    // An administrator may suspend a moderator.
    expect((await ban(admin, secondModerator.uid, future)).status).toBe(200);
  });
});

/** Every endpoint's path with its parameters filled in. */
const address = (path: string) => path.replace(/\{[a-z]+\}/gi, '1');

describe('issue 35 the suspension holds for every write of the API', () => {
  it('every unsafe endpoint refuses a suspended member, but those that change only their own state', async () => {
    const suspended = await signUp(app, 'bangate');
    await ban(admin, suspended.uid, { until: null, reason: 'Gate' });
    const unsafe = ALL_ENDPOINTS.filter((e) => e.method !== 'GET');
    // Logging out last: it ends the session the other requests use.
    const ordered = [...unsafe].sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'));
    const wrong: string[] = [];
    for (const ep of ordered) {
      const reply = await suspended.agent.request(ep.method, address(ep.path), { body: {} });
      const message = String(reply.body?.status?.message ?? reply.body?.error ?? '');
      const refused = reply.status === 403 && message.startsWith('[[error:user-banned');
      if (refused === Boolean(ep.ownStateOnly)) wrong.push(`${ep.method} ${ep.path}: ${reply.status} ${message}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the writes a suspended member may still make are these (each a conscious choice)', () => {
    const allowed = ALL_ENDPOINTS.filter((e) => e.ownStateOnly).map((e) => `${e.method} ${e.path}`).sort();
    expect(allowed).toEqual([
      'DELETE /api/events/v1/calendar/feed-link',
      'DELETE /api/events/v1/event/{id}/bookmark',
      'DELETE /api/events/v1/event/{id}/participant',
      'DELETE /api/projects/v1/project/{id}/follow',
      'DELETE /api/v3/chats/{roomId}/members/{uid}',
      'DELETE /api/v3/notifications/{id}/read',
      'DELETE /api/v3/posts/{pid}/bookmark',
      'DELETE /api/v3/push/devices/{id}',
      'DELETE /api/v3/topics/{tid}/follow',
      'DELETE /api/v3/topics/{tid}/ignore',
      'DELETE /api/v3/users/{uid}/block',
      'DELETE /api/v3/users/{uid}/follow',
      'DELETE /api/v3/users/{uid}/github',
      'DELETE /api/v3/users/{uid}/held/{id}',
      'DELETE /api/v3/users/{uid}/sessions',
      'POST /api/logout',
      'POST /api/notifications/unsubscribe',
      'POST /api/player/plays',
      'POST /api/register/complete',
      'POST /api/v3/forms/{kind}',
      'POST /api/v3/pageviews',
      'POST /api/v3/push/devices',
      'POST /api/v3/users/email/confirm',
      'POST /api/v3/users/email/confirmation',
      'POST /api/v3/users/unlock',
      'POST /api/v3/utilities/login',
      'PUT /api/events/v1/event/{id}/bookmark',
      'PUT /api/player/queue',
      'PUT /api/v3/chats/{roomId}/read',
      'PUT /api/v3/notifications/read',
      'PUT /api/v3/notifications/settings',
      'PUT /api/v3/notifications/{id}/read',
      'PUT /api/v3/posts/{pid}/bookmark',
      'PUT /api/v3/push/types',
      'PUT /api/v3/topics/{tid}/follow',
      'PUT /api/v3/topics/{tid}/ignore',
      'PUT /api/v3/users/{uid}/badges/{id}/notified',
      'PUT /api/v3/users/{uid}/block',
      'PUT /api/v3/users/{uid}/password',
      'PUT /api/v3/users/{uid}/settings',
    ]);
  });
});
