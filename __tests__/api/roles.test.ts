import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { Agent } from '../support/agent';
import { addToGroup, row, setUpDiscussionsApp, signUpAll, v3Error } from './discussions-support';
import type { Json, Member } from './discussions-support';

/**
 * Issue 35, roles: PUT /api/v3/users/{uid}/role (administrators). An administrator makes another
 * member a member, moderator or administrator; never their own role; a suspended member gets no
 * role above member (`cant-make-banned-users-admin`). Each change goes into the member's log.
 */

const app = setUpDiscussionsApp();

let admin: Member, moderator: Member, member: Member, other: Member;

beforeAll(async () => {
  [admin, moderator, member, other] = await signUpAll(app, 'roleadmin', 'rolemod', 'rolemember', 'roleother');
  await addToGroup(moderator.uid, 'Global Moderators');
});

const setRole = (by: Member, uid: number, body: Record<string, unknown>) => by.agent.put(`/api/v3/users/${uid}/role`, body);
const roleEntries = (uid: number) => row(sql`SELECT count(*)::int AS n FROM moderation_log WHERE target_uid = ${uid} AND action = 'role'`);

describe('issue 35 changing a member\'s role', () => {
  it('an administrator makes a member a moderator (who then reviews), an administrator, and a member again; each logged once', async () => {
    expect((await member.agent.get('/api/v3/review')).status).toBe(403);
    const made = await setRole(admin, member.uid, { role: 'moderator', reason: 'Helps every week in the Q&A.' });
    expect(made.status).toBe(200);
    expect(made.body.response).toEqual({ role: 'moderator' });
    expect((await member.agent.config()).user.isModerator).toBe(true);
    expect((await member.agent.get('/api/v3/review')).status).toBe(200);

    expect((await setRole(admin, member.uid, { role: 'moderator' })).body.response).toEqual({ role: 'moderator' });
    expect((await roleEntries(member.uid)).n).toBe(1);

    await setRole(admin, member.uid, { role: 'administrator' });
    expect((await member.agent.get(`/api/user/${member.username}`)).body.groups).toEqual(expect.arrayContaining(['administrators']));
    expect((await member.agent.get(`/api/user/${member.username}`)).body.groups).not.toContain('Global Moderators');

    await setRole(admin, member.uid, { role: 'member' });
    expect((await member.agent.get('/api/v3/review')).status).toBe(403);
    const log = (await member.agent.get(`/api/v3/users/${member.uid}/moderation`)).body.response.items as Json[];
    expect(log.slice(0, 3).map((e) => [e.action, e.role])).toEqual([
      ['role', 'member'],
      ['role', 'administrator'],
      ['role', 'moderator'],
    ]);
    expect(log[2].reason).toBe('Helps every week in the Q&A.');
  });

  it('a suspended member gets no role above member: cant-make-banned-users-admin', async () => {
    expect((await admin.agent.put(`/api/v3/users/${other.uid}/ban`, { until: null, reason: 'Spam' })).status).toBe(200);
    for (const role of ['moderator', 'administrator']) {
      const refused = await setRole(admin, other.uid, { role });
      expect([refused.status, v3Error(refused)]).toEqual([400, '[[error:cant-make-banned-users-admin]]']);
    }
    expect((await roleEntries(other.uid)).n).toBe(0);
    await admin.agent.delete(`/api/v3/users/${other.uid}/ban`, {});
    expect((await setRole(admin, other.uid, { role: 'moderator' })).status).toBe(200);
    await setRole(admin, other.uid, { role: 'member' });
  });

  it('who may: administrators only, never their own role; visitors 401, no csrf token 403, unknown 404, a role it does not know 400', async () => {
    for (const [by, uid, key, status] of [
      [moderator, other.uid, 'no-privileges', 403],
      [other, member.uid, 'no-privileges', 403],
      [admin, admin.uid, 'no-privileges', 403],
      [admin, 999999, 'no-user', 404],
    ] as const) {
      const refused = await setRole(by, uid, { role: 'moderator' });
      expect([refused.status, v3Error(refused)]).toEqual([status, `[[error:${key}]]`]);
    }
    expect((await setRole(admin, other.uid, { role: 'owner' })).status).toBe(400);
    expect((await new Agent(app().url).put(`/api/v3/users/${other.uid}/role`, { role: 'moderator' })).status).toBe(401);
    const noToken = await admin.agent.request('PUT', `/api/v3/users/${other.uid}/role`, { body: { role: 'moderator' }, csrf: false });
    expect(v3Error(noToken)).toBe('[[error:csrf-invalid]]');
    const groups = await getDb().execute(sql`SELECT group_name FROM group_members WHERE uid = ${other.uid} ORDER BY group_name`);
    expect(groups.rows.map((r) => (r as { group_name: string }).group_name)).toEqual(['registered-users']);
  });
});
