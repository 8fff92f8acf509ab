import { eq } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { users } from '../../server/db/schema';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

const app = setUpTestApp();
const agent = () => new Agent(app().url);

const DAY = 24 * 3600 * 1000;
let inviter: Agent;
let inviterUid: number;

beforeAll(async () => {
  inviter = agent();
  inviterUid = (await inviter.signUpComplete('theinviter')).uid;
  await inviter.put(`/api/v3/users/${inviterUid}`, { fullname: 'The Inviter', picture: '/avatars/inviter.svg' });
});

const signUp = (a: Agent, username: string, invite?: { uid: number; timestamp: number }) =>
  a.post('/api/v3/users', { username, email: `${username}@example.test`, password: 'long enough pw', invite });

describe('R1.12 invite links /join/{uid}/{timestamp}', () => {
  it('a fresh link answers valid, the inviter and when it expires (30 days after the timestamp)', async () => {
    const timestamp = Date.now() - 2 * DAY;
    const reply = await agent().get(`/api/join/${inviterUid}/${timestamp}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      valid: true,
      inviter: { uid: inviterUid, username: 'theinviter', userslug: 'theinviter', fullname: 'The Inviter', picture: '/avatars/inviter.svg' },
      expiresAt: timestamp + 30 * DAY,
    });
    expect(reply.body.inviter.email).toBeUndefined();
  });

  it('accepts a timestamp in seconds too', async () => {
    const seconds = Math.floor((Date.now() - DAY) / 1000);
    const reply = await agent().get(`/api/join/${inviterUid}/${seconds}`);
    expect(reply.status).toBe(200);
    expect(reply.body.expiresAt).toBe(seconds * 1000 + 30 * DAY);
  });

  it('a link older than 30 days is 410 invite-expired', async () => {
    const reply = await agent().get(`/api/join/${inviterUid}/${Date.now() - 31 * DAY}`);
    expect(reply.status).toBe(410);
    expect(reply.body).toEqual({ error: '[[error:invite-expired]]' });
  });

  it('an unknown inviter or a timestamp more than a day ahead is 404 invite-invalid', async () => {
    const unknown = await agent().get(`/api/join/999999/${Date.now()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: '[[error:invite-invalid]]' });
    const future = await agent().get(`/api/join/${inviterUid}/${Date.now() + 2 * DAY}`);
    expect(future.status).toBe(404);
    expect(future.body).toEqual({ error: '[[error:invite-invalid]]' });
    // Clocks differ a little: an hour ahead is fine.
    expect((await agent().get(`/api/join/${inviterUid}/${Date.now() + 3600 * 1000}`)).status).toBe(200);
  });

  it('a malformed link names the field', async () => {
    const reply = await agent().get(`/api/join/${inviterUid}/yesterday`);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/^\[\[error:wrong-parameter-type, timestamp/);
  });

  it('is answered to a signed-in member who has not given consent yet (beforeConsent)', async () => {
    const a = agent();
    await signUp(a, 'consentpending');
    const reply = await a.get(`/api/join/${inviterUid}/${Date.now()}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-redirect')).toBeNull();
    expect(reply.body.valid).toBe(true);
  });
});

describe('R1.12 signing up through an invite', () => {
  it('records invited_by and gives the inviter the invited-member badge and 10 credits (ref = new uid)', async () => {
    const a = agent();
    const reply = await signUp(a, 'invitedone', { uid: inviterUid, timestamp: Date.now() - DAY });
    expect(reply.status).toBe(200);
    const newUid = reply.body.response.uid;
    const [row] = await getDb().select({ invitedBy: users.invitedBy }).from(users).where(eq(users.uid, newUid));
    expect(row!.invitedBy).toBe(inviterUid);

    const config = await inviter.config();
    expect(config.user.badges).toEqual([{ id: expect.any(Number), badge: 'invited-member', notified: false }]);
    const credits = await inviter.get('/api/rewards/v1/credits');
    expect(credits.body.total).toBe(10);
    expect(credits.body.entries).toEqual([
      { id: expect.any(Number), reason: 'invited-member', points: 10, ref: String(newUid), created_at: expect.any(String) },
    ]);

    // A second invited member: more credits, still one badge.
    const second = await signUp(agent(), 'invitedtwo', { uid: inviterUid, timestamp: Date.now() });
    expect(second.status).toBe(200);
    expect((await inviter.get('/api/rewards/v1/credits')).body.total).toBe(20);
    expect((await inviter.config()).user.badges).toHaveLength(1);
  });

  it('an expired invite refuses the sign-up with 410 invite-expired; nothing is created', async () => {
    const reply = await signUp(agent(), 'lateinvitee', { uid: inviterUid, timestamp: Date.now() - 31 * DAY });
    expect(reply.status).toBe(410);
    expect(reply.body.status).toEqual({ code: 'gone', message: '[[error:invite-expired]]' });
    expect((await agent().get('/api/user/lateinvitee')).status).toBe(404);
  });

  it('an unknown inviter or a future timestamp refuses the sign-up with 404 invite-invalid', async () => {
    const unknown = await signUp(agent(), 'badinvitee', { uid: 999999, timestamp: Date.now() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.status).toEqual({ code: 'not-found', message: '[[error:invite-invalid]]' });
    const future = await signUp(agent(), 'badinvitee', { uid: inviterUid, timestamp: Date.now() + 3 * DAY });
    expect(future.body.status.message).toBe('[[error:invite-invalid]]');
    expect((await inviter.get('/api/rewards/v1/credits')).body.total).toBe(20);
  });
});
