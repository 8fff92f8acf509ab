import { getDb } from '../../server/db';
import { awardCredits, revokeCredits } from '../../server/rewards/service';
import { awardBadge } from '../../server/users/service';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

const app = setUpTestApp();
const agent = () => new Agent(app().url);

let admin: Agent;
let owner: Agent;
let other: Agent;
let ownerUid: number;
let otherUid: number;

beforeAll(async () => {
  admin = agent();
  await admin.signUpComplete('rewardsadmin'); // first account: administrator
  owner = agent();
  ownerUid = (await owner.signUpComplete('rewardsowner')).uid;
  other = agent();
  otherUid = (await other.signUpComplete('rewardsother')).uid;
});

describe('R2.1 credits dialog: GET /api/rewards/v1/credits', () => {
  it('a visitor gets 401 not-logged-in', async () => {
    const reply = await agent().get('/api/rewards/v1/credits');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: '[[error:not-logged-in]]' });
  });

  it('a member without credits gets total 0 and the rules for earning them', async () => {
    const reply = await other.get('/api/rewards/v1/credits');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      uid: otherUid,
      total: 0,
      entries: [],
      rules: [
        { reason: 'accepted-answer', points: 15, label: expect.any(String) },
        { reason: 'upvote-received', points: 2, label: expect.any(String) },
        { reason: 'event-hosted', points: 25, label: expect.any(String) },
        { reason: 'invited-member', points: 10, label: expect.any(String) },
      ],
    });
  });

  it('sums every award, shows the latest 20 newest first, and pays a (reason, ref) only once', async () => {
    expect(await awardCredits(ownerUid, 'accepted-answer', 'pid:1')).toMatchObject({ reason: 'accepted-answer', points: 15, ref: 'pid:1' });
    expect(await awardCredits(ownerUid, 'accepted-answer', 'pid:1')).toBeNull();
    await awardCredits(ownerUid, 'event-hosted', 'event:1');
    await awardCredits(ownerUid, 'invited-member', 'uid:99');
    for (let i = 0; i < 22; i += 1) await awardCredits(ownerUid, 'upvote-received', `pid:2:voter:${i}`);
    // Someone else's credits do not count.
    await awardCredits(otherUid, 'event-hosted', 'event:2');

    const reply = await owner.get('/api/rewards/v1/credits');
    expect(reply.status).toBe(200);
    expect(reply.body.uid).toBe(ownerUid);
    expect(reply.body.total).toBe(15 + 25 + 10 + 22 * 2);
    expect(reply.body.entries).toHaveLength(20);
    expect(reply.body.entries[0]).toEqual({
      id: expect.any(Number),
      reason: 'upvote-received',
      points: 2,
      ref: 'pid:2:voter:21',
      created_at: expect.any(String),
    });
    const ids = reply.body.entries.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    expect(await revokeCredits(ownerUid, 'upvote-received', 'pid:2:voter:21')).toBe(true);
    expect(await revokeCredits(ownerUid, 'upvote-received', 'pid:2:voter:21')).toBe(false);
    expect((await owner.get('/api/rewards/v1/credits')).body.total).toBe(15 + 25 + 10 + 21 * 2);
    expect((await other.get('/api/rewards/v1/credits')).body.total).toBe(25);
  });

  it('the ledger refuses an unknown reason', async () => {
    await expect(
      getDb().execute(`INSERT INTO reward_ledger (uid, reason, points) VALUES (${ownerUid}, 'free-money', 1000)`),
    ).rejects.toThrow();
  });
});

describe('R4.13 acknowledging a badge sets its notified flag', () => {
  let ownerBadge: number;
  let otherBadge: number;

  beforeAll(async () => {
    ownerBadge = (await awardBadge(ownerUid, 'first-post'))!.id;
    otherBadge = (await awardBadge(otherUid, 'first-post'))!.id;
  });

  it('awardBadge is idempotent and the badge shows in /api/config with notified false', async () => {
    expect(await awardBadge(ownerUid, 'first-post')).toBeNull();
    const config = await owner.config();
    expect(config.user.badges).toEqual([{ id: ownerBadge, badge: 'first-post', notified: false }]);
  });

  it('the member acknowledges their own badge: answers {id, badge, notified: true}, and again is fine', async () => {
    const reply = await owner.put(`/api/v3/users/${ownerUid}/badges/${ownerBadge}/notified`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      status: { code: 'ok', message: 'OK' },
      response: { id: ownerBadge, badge: 'first-post', notified: true },
    });
    expect((await owner.config()).user.badges).toEqual([{ id: ownerBadge, badge: 'first-post', notified: true }]);
    const again = await owner.put(`/api/v3/users/${ownerUid}/badges/${ownerBadge}/notified`);
    expect(again.body.response).toEqual({ id: ownerBadge, badge: 'first-post', notified: true });
  });

  it('another member’s badge is refused: 403 under their uid, 404 under your own', async () => {
    const theirs = await owner.put(`/api/v3/users/${otherUid}/badges/${otherBadge}/notified`);
    expect(theirs.status).toBe(403);
    expect(theirs.body.status).toEqual({ code: 'forbidden', message: '[[error:no-privileges]]' });
    const smuggled = await owner.put(`/api/v3/users/${ownerUid}/badges/${otherBadge}/notified`);
    expect(smuggled.status).toBe(404);
    expect(smuggled.body.status).toEqual({ code: 'not-found', message: '[[error:badge-not-found]]' });
    expect((await other.config()).user.badges).toEqual([{ id: otherBadge, badge: 'first-post', notified: false }]);
  });

  it('an unknown badge is 404 badge-not-found; a bad id names the field', async () => {
    const unknown = await owner.put(`/api/v3/users/${ownerUid}/badges/999999/notified`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.status.message).toBe('[[error:badge-not-found]]');
    const bad = await owner.put(`/api/v3/users/${ownerUid}/badges/0/notified`);
    expect(bad.status).toBe(400);
    expect(bad.body.status.message).toBe('[[error:field-too-small, id, 0]]');
  });

  it('administrators may acknowledge anyone’s badge', async () => {
    const reply = await admin.put(`/api/v3/users/${otherUid}/badges/${otherBadge}/notified`);
    expect(reply.status).toBe(200);
    expect(reply.body.response).toEqual({ id: otherBadge, badge: 'first-post', notified: true });
  });

  it('visitors get 401, and a call without the csrf token 403 csrf-invalid', async () => {
    const visitor = await agent().put(`/api/v3/users/${ownerUid}/badges/${ownerBadge}/notified`);
    expect(visitor.status).toBe(401);
    expect(visitor.body.status.message).toBe('[[error:not-logged-in]]');
    const noToken = await owner.request('PUT', `/api/v3/users/${ownerUid}/badges/${ownerBadge}/notified`, {
      csrf: false,
      headers: { Cookie: owner.cookieHeader() },
    });
    expect(noToken.status).toBe(403);
    expect(noToken.body.status).toEqual({ code: 'forbidden', message: '[[error:csrf-invalid]]' });
  });
});

describe('R4.13 badges on profiles: GET /api/user/{slug}', () => {
  it('R4.13: the member sees their unacknowledged badges as new; others see every badge as seen', async () => {
    await awardBadge(ownerUid, 'profile-badge');
    const own = await owner.get('/api/user/rewardsowner');
    expect(own.body.badges).toEqual(expect.arrayContaining([expect.objectContaining({ badge: 'profile-badge', notified: false })]));
    const seen = await other.get('/api/user/rewardsowner');
    expect(seen.body.badges).toEqual(expect.arrayContaining([expect.objectContaining({ badge: 'profile-badge', notified: true })]));
    expect(seen.body.badges.every((b: { notified: boolean }) => b.notified)).toBe(true);
  });
});
