import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { promoteAllOnce, runPromotion } from '../../server/trust/job';
import { progressOf } from '../../server/trust/service';
import { loadViewer } from '../../server/users/viewer';
import { addToGroup, createTopic, row, setUpDiscussionsApp, signUpAll, v3Error } from './discussions-support';
import type { Json, Member } from './discussions-support';

/**
 * Issue 35, trust levels (docs/features/trust.md): the promotion job counts what members did, set
 * based, and raises their level (never lowers it, never touches a locked one; an upheld report
 * holds it back); moderators set a level (PUT /api/v3/users/{uid}/trust, logged) and hand it back
 * to the job (DELETE).
 */

const app = setUpDiscussionsApp();

let admin: Member, moderator: Member, other: Member;

beforeAll(async () => {
  [admin, moderator, other] = await signUpAll(app, 'trustadmin', 'trustmod', 'trustother');
  await addToGroup(moderator.uid, 'Global Moderators');
});

let names = 0;
async function newMember(level = 0): Promise<Member> {
  names += 1;
  const [member] = await signUpAll(app, `trustee${names}`);
  await getDb().execute(sql`UPDATE users SET trust_level = ${level} WHERE uid = ${member!.uid}`);
  return member!;
}

const levelOf = async (uid: number) => Number((await row(sql`SELECT trust_level FROM users WHERE uid = ${uid}`)).trust_level);

async function insertPost(tid: number, uid: number, toPid: number | null): Promise<number> {
  const r = await row(sql`INSERT INTO posts (tid, uid, to_pid, content, content_html) VALUES (${tid}, ${uid}, ${toPid}, 'Words enough.', '<p>Words enough.</p>') RETURNING pid`);
  return Number(r.pid);
}

interface Done {
  accountDays?: number;
  visits?: number;
  reads?: number;
  replies?: number;
  upvotes?: number;
  accepted?: number;
}

/** Gives a member what they did, straight into the tables the job counts; answers their topic's main post. */
async function did(member: Member, done: Done): Promise<{ tid: number; mainPid: number }> {
  const db = getDb();
  await db.execute(sql`UPDATE users SET joined_at = now() - make_interval(days => ${done.accountDays ?? 0}, hours => 1) WHERE uid = ${member.uid}`);
  await db.execute(sql`INSERT INTO activity_members (project_id, day, uid) SELECT 0, current_date - g, ${member.uid} FROM generate_series(0, ${(done.visits ?? 0) - 1}) g`);
  await db.execute(sql`INSERT INTO page_views (path, uid) SELECT '/post/' || (100000 + g) || '/a-topic', ${member.uid} FROM generate_series(1, ${done.reads ?? 0}) g`);
  // Reading the same topic twice, and a page that is not a topic, count nothing more.
  await db.execute(sql`INSERT INTO page_views (path, uid) VALUES ('/post/100001/a-topic', ${member.uid}), ('/events', ${member.uid})`);
  const topic = await createTopic(other);
  const tid = Number(topic.tid);
  const mainPid = Number((await row(sql`SELECT main_pid FROM topics WHERE tid = ${tid}`)).main_pid);
  const own = await insertPost(tid, member.uid, mainPid);
  await db.execute(sql`UPDATE posts SET upvotes = ${done.upvotes ?? 0} WHERE pid = ${own}`);
  for (let i = 0; i < (done.replies ?? 0); i += 1) await insertPost(tid, other.uid, own);
  // Their own reply to themselves is not a reply received.
  await insertPost(tid, member.uid, own);
  for (let i = 0; i < (done.accepted ?? 0); i += 1) {
    const answer = await insertPost(tid, member.uid, mainPid);
    const question = await insertPost(tid, other.uid, mainPid);
    await db.execute(sql`UPDATE posts SET aid = ${answer} WHERE pid = ${question}`);
  }
  return { tid, mainPid: own };
}

const BASIC: Done = { accountDays: 2, visits: 2, reads: 5 };
const MEMBER: Done = { accountDays: 8, visits: 10, reads: 30, replies: 3, upvotes: 5 };
const REGULAR: Done = { accountDays: 31, visits: 50, reads: 100, replies: 20, upvotes: 20, accepted: 3 };

const setTrust = (by: Member, uid: number, body: Record<string, unknown>) => by.agent.put(`/api/v3/users/${uid}/trust`, body);

describe('issue 35 the promotion job', () => {
  it('raises each member to the level their stats earn, skipping levels; too little earns nothing', async () => {
    const [a, b, c, d] = [await newMember(), await newMember(), await newMember(), await newMember()];
    await did(a, BASIC);
    await did(b, MEMBER);
    await did(c, REGULAR);
    await did(d, { accountDays: 2, visits: 2, reads: 4 });
    const raised = await promoteAllOnce();
    expect(raised).toEqual(expect.arrayContaining([a.uid, b.uid, c.uid]));
    expect(raised).not.toContain(d.uid);
    expect([await levelOf(a.uid), await levelOf(b.uid), await levelOf(c.uid), await levelOf(d.uid)]).toEqual([1, 2, 3, 0]);
    // A second run changes nothing.
    expect(await promoteAllOnce()).toEqual([]);
  });

  it('a report upheld against their post within 60 days holds level 2 back; a rejected or older one does not', async () => {
    const [held, rejected, old] = [await newMember(), await newMember(), await newMember()];
    const posts = [await did(held, MEMBER), await did(rejected, MEMBER), await did(old, MEMBER)];
    const report = (pid: number, state: string, daysAgo: number) =>
      getDb().execute(sql`INSERT INTO flags (type, target_id, uid, reason, state, handled_at) VALUES ('post', ${pid}, ${other.uid}, 'Spam', ${state}, now() - make_interval(days => ${daysAgo}))`);
    await report(posts[0]!.mainPid, 'resolved', 10);
    await report(posts[1]!.mainPid, 'rejected', 10);
    await report(posts[2]!.mainPid, 'resolved', 61);
    await promoteAllOnce();
    expect([await levelOf(held.uid), await levelOf(rejected.uid), await levelOf(old.uid)]).toEqual([1, 2, 2]);
  });

  it('a report upheld against the member themselves holds them back too', async () => {
    const member = await newMember();
    await did(member, MEMBER);
    await getDb().execute(sql`INSERT INTO flags (type, target_id, uid, reason, state, handled_at) VALUES ('user', ${member.uid}, ${other.uid}, 'Rude', 'resolved', now())`);
    await promoteAllOnce();
    expect(await levelOf(member.uid)).toBe(1);
  });

  it('never lowers a level and never touches a locked one', async () => {
    const [high, locked] = [await newMember(2), await newMember(0)];
    await did(high, BASIC);
    await did(locked, MEMBER);
    await getDb().execute(sql`UPDATE users SET trust_level_locked = true WHERE uid = ${locked.uid}`);
    // The job as the timer runs it: under the advisory lock.
    expect(await runPromotion()).toEqual(expect.any(Array));
    expect([await levelOf(high.uid), await levelOf(locked.uid)]).toEqual([2, 0]);
  });
});

describe('issue 35 moderators set a trust level', () => {
  it('a moderator sets a level, locked by default, with a reason the member reads in their log; the profile carries it', async () => {
    const member = await newMember(1);
    const reply = await setTrust(moderator, member.uid, { level: 4, reason: 'Runs the meetups.' });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toEqual({ level: 4, locked: true });
    expect(await row(sql`SELECT trust_level, trust_level_locked FROM users WHERE uid = ${member.uid}`)).toEqual({ trust_level: 4, trust_level_locked: true });
    const log = await member.agent.get(`/api/v3/users/${member.uid}/moderation`);
    expect(log.body.response.items[0]).toMatchObject({ action: 'trust', level: 4, reason: 'Runs the meetups.', topic: null, moderator: null });
    const profile = await other.agent.get(`/api/user/${member.username}`);
    expect((profile.body as Json).trustLevel).toBe(4);
    // The same again changes and logs nothing.
    await setTrust(moderator, member.uid, { level: 4 });
    expect((await member.agent.get(`/api/v3/users/${member.uid}/moderation`)).body.response.items).toHaveLength(1);
  });

  it('a locked level stays through the job; unlocking hands it back, and the member rises at once to what they earned', async () => {
    const member = await newMember(1);
    await did(member, MEMBER);
    expect((await setTrust(moderator, member.uid, { level: 0, reason: 'Spam wave' })).body.response).toEqual({ level: 0, locked: true });
    await promoteAllOnce();
    expect(await levelOf(member.uid)).toBe(0);
    const unlocked = await moderator.agent.delete(`/api/v3/users/${member.uid}/trust`, { reason: 'Calmer now' });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.response).toEqual({ level: 2, locked: false });
    const log = await moderator.agent.get(`/api/v3/users/${member.uid}/moderation`);
    expect(log.body.response.items[0]).toMatchObject({ action: 'trust', level: null, reason: 'Calmer now', moderator: { uid: moderator.uid } });
  });

  it('members get no-privileges; an administrator\'s level is set by administrators only; unknown members and levels are refused', async () => {
    const member = await newMember(1);
    const refused = await setTrust(other, member.uid, { level: 3 });
    expect(refused.status).toBe(403);
    expect(v3Error(refused)).toBe('[[error:no-privileges]]');
    expect((await other.agent.delete(`/api/v3/users/${member.uid}/trust`, {})).status).toBe(403);
    expect((await setTrust(moderator, admin.uid, { level: 2 })).status).toBe(403);
    expect((await setTrust(admin, admin.uid, { level: 4 })).body.response).toEqual({ level: 4, locked: true });
    expect((await setTrust(moderator, 999_999, { level: 2 })).status).toBe(404);
    expect((await setTrust(moderator, member.uid, { level: 5 })).status).toBe(400);
    expect(await levelOf(member.uid)).toBe(1);
  });
});

describe('issue 35 the settings page\'s trust part', () => {
  it('the member and moderators read the level and what the next asks for with the counts; other members nothing', async () => {
    const member = await newMember(1);
    await did(member, BASIC);
    const progress = await progressOf((await loadViewer(member.uid))!, member.uid);
    expect(progress).toMatchObject({ level: 1, locked: false, next: { level: 2 } });
    expect(progress!.next!.needs).toContainEqual({ key: 'topicsRead', have: 5, need: 30 });
    expect(progress!.next!.needs).toContainEqual({ key: 'cleanDays', have: 60, need: 60 });
    expect(await progressOf((await loadViewer(moderator.uid))!, member.uid)).toEqual(progress);
    expect(await progressOf((await loadViewer(other.uid))!, member.uid)).toBeNull();
  });
});
