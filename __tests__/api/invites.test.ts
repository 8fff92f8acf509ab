import { eq, sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { users } from '../../server/db/schema';
import { signInvite } from '../../server/invites/service';
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
  await inviter.put(`/api/v3/users/${inviterUid}`, { fullname: 'The Inviter', picture: '/avatars/shapes/sun.svg' });
});

/** An invite as the join page passes it on: signed by the server (hardening 6). */
const signed = (uid: number, timestamp: number) => ({ uid, timestamp, sig: signInvite(uid, timestamp) });
/** The API path of a signed link. */
const joinPath = (uid: number, timestamp: number) => `/api/join/${uid}/${timestamp}?sig=${signInvite(uid, timestamp)}`;

const signUp = (a: Agent, username: string, invite?: { uid: number; timestamp: number; sig?: string }) =>
  a.post('/api/v3/users', { username, email: `${username}@example.test`, password: 'long enough pw', invite });

describe('R1.12 invite links /join/{uid}/{timestamp}', () => {
  it('a fresh link answers valid, the inviter and when it expires (30 days after the timestamp)', async () => {
    const timestamp = Date.now() - 2 * DAY;
    const reply = await agent().get(joinPath(inviterUid, timestamp));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      valid: true,
      inviter: { uid: inviterUid, username: 'theinviter', userslug: 'theinviter', fullname: 'The Inviter', picture: '/avatars/shapes/sun.svg' },
      expiresAt: timestamp + 30 * DAY,
      signed: true,
    });
    expect(reply.body.inviter.email).toBeUndefined();
  });

  it('accepts a timestamp in seconds too', async () => {
    const seconds = Math.floor((Date.now() - DAY) / 1000);
    const reply = await agent().get(joinPath(inviterUid, seconds));
    expect(reply.status).toBe(200);
    expect(reply.body.expiresAt).toBe(seconds * 1000 + 30 * DAY);
  });

  it('a link older than 30 days is 410 invite-expired', async () => {
    const reply = await agent().get(joinPath(inviterUid, Date.now() - 31 * DAY));
    expect(reply.status).toBe(410);
    expect(reply.body).toEqual({ error: '[[error:invite-expired]]' });
  });

  it('an unknown inviter or a timestamp more than a day ahead is 404 invite-invalid', async () => {
    const unknown = await agent().get(joinPath(999999, Date.now()));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: '[[error:invite-invalid]]' });
    const future = await agent().get(joinPath(inviterUid, Date.now() + 2 * DAY));
    expect(future.status).toBe(404);
    expect(future.body).toEqual({ error: '[[error:invite-invalid]]' });
    // Clocks differ a little: an hour ahead is fine.
    expect((await agent().get(joinPath(inviterUid, Date.now() + 3600 * 1000))).status).toBe(200);
  });

  it('a malformed link names the field', async () => {
    const reply = await agent().get(`/api/join/${inviterUid}/yesterday`);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/^\[\[error:wrong-parameter-type, timestamp/);
  });

  it('is answered to a signed-in member who has not given consent yet (beforeConsent)', async () => {
    const a = agent();
    await signUp(a, 'consentpending');
    const reply = await a.get(joinPath(inviterUid, Date.now()));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-redirect')).toBeNull();
    expect(reply.body.valid).toBe(true);
  });
});

describe('R1.12 signing up through an invite', () => {
  it('records invited_by and gives the inviter the invited-member badge and 10 credits (ref = new uid)', async () => {
    const a = agent();
    const reply = await signUp(a, 'invitedone', signed(inviterUid, Date.now() - DAY));
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
    const second = await signUp(agent(), 'invitedtwo', signed(inviterUid, Date.now()));
    expect(second.status).toBe(200);
    expect((await inviter.get('/api/rewards/v1/credits')).body.total).toBe(20);
    expect((await inviter.config()).user.badges).toHaveLength(1);
  });

  it('an expired invite refuses the sign-up with 410 invite-expired; nothing is created', async () => {
    const reply = await signUp(agent(), 'lateinvitee', signed(inviterUid, Date.now() - 31 * DAY));
    expect(reply.status).toBe(410);
    expect(reply.body.status).toEqual({ code: 'gone', message: '[[error:invite-expired]]' });
    expect((await agent().get('/api/user/lateinvitee')).status).toBe(404);
  });

  it('an unknown inviter or a future timestamp refuses the sign-up with 404 invite-invalid', async () => {
    const unknown = await signUp(agent(), 'badinvitee', signed(999999, Date.now()));
    expect(unknown.status).toBe(404);
    expect(unknown.body.status).toEqual({ code: 'not-found', message: '[[error:invite-invalid]]' });
    const future = await signUp(agent(), 'badinvitee', signed(inviterUid, Date.now() + 3 * DAY));
    expect(future.body.status.message).toBe('[[error:invite-invalid]]');
    expect((await inviter.get('/api/rewards/v1/credits')).body.total).toBe(20);
  });
});

describe('hardening 6: invite links cannot be forged', () => {
  const creditsOf = async (uid: number) =>
    Number((await getDb().execute(sql`SELECT coalesce(sum(points), 0) AS total FROM reward_ledger WHERE uid = ${uid}`)).rows[0]!.total);
  const credits = () => creditsOf(inviterUid);

  // This file signs up more members than one address may in an hour.
  beforeEach(() => getDb().execute(sql`DELETE FROM rate_limits WHERE key LIKE 'signup-ip:%'`));

  it('hardening 6: the server makes the signed link for the signed-in member; visitors get none', async () => {
    expect((await agent().get('/api/invites/link')).status).toBe(401);
    const before = Date.now();
    const reply = await inviter.get('/api/invites/link');
    expect(reply.status).toBe(200);
    const { uid, timestamp, sig, path, expiresAt } = reply.body;
    expect(uid).toBe(inviterUid);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/join/${inviterUid}/${timestamp}?sig=${sig}`);
    expect(expiresAt).toBe(timestamp + 30 * DAY);
    const check = await agent().get(`/api${path}`);
    expect(check.status).toBe(200);
    expect(check.body.inviter.uid).toBe(inviterUid);
  });

  it('R1.12 a link of the spec’s shape without a signature opens, unsigned: the inviter, no referral', async () => {
    const timestamp = Date.now() - DAY;
    for (const path of [`/api/join/${inviterUid}/${timestamp}`, `/api/join/${inviterUid}/${timestamp}?sig=`]) {
      const reply = await agent().get(path);
      expect({ path, status: reply.status, body: reply.body }).toMatchObject({ path, status: 200, body: { valid: true, signed: false, inviter: { uid: inviterUid } } });
    }
    // The date and the inviter are checked all the same.
    expect((await agent().get(`/api/join/${inviterUid}/${Date.now() - 31 * DAY}`)).status).toBe(410);
    expect((await agent().get(`/api/join/999999/${timestamp}`)).status).toBe(404);
  });

  it('hardening 6: a wrongly signed or altered link is 404 invite-invalid', async () => {
    const timestamp = Date.now() - DAY;
    const good = signInvite(inviterUid, timestamp);
    const other = await agent().signUpComplete('someoneelse');
    const forged = [
      `/api/join/${inviterUid}/${timestamp}?sig=${'A'.repeat(43)}`,
      `/api/join/${inviterUid}/${timestamp}?sig=${good.slice(0, -1)}`,
      // A real signature moved to another member or another date.
      `/api/join/${other.uid}/${timestamp}?sig=${good}`,
      `/api/join/${inviterUid}/${timestamp + 1}?sig=${good}`,
    ];
    for (const path of forged) {
      const reply = await agent().get(path);
      expect({ path, status: reply.status, body: reply.body }).toEqual({ path, status: 404, body: { error: '[[error:invite-invalid]]' } });
    }
    // A control character is refused before any check, like in every query value.
    const nul = await agent().get(`/api/join/${inviterUid}/${timestamp}?sig=${good}%00`);
    expect(nul.status).toBe(400);
    expect(nul.body.error).toMatch(/^\[\[error:invalid-characters/);
  });

  it('hardening 6: sign-up through an unsigned invite records no inviter; a wrongly signed one is refused; nobody is rewarded', async () => {
    const total = await credits();
    const unsigned = await signUp(agent(), 'forgedone', { uid: inviterUid, timestamp: Date.now() });
    expect(unsigned.status).toBe(200);
    const [made] = await getDb().select({ invitedBy: users.invitedBy }).from(users).where(eq(users.username, 'forgedone'));
    expect(made).toEqual({ invitedBy: null });
    const wrong = await signUp(agent(), 'forgedtwo', { uid: inviterUid, timestamp: Date.now(), sig: signInvite(inviterUid, 1) });
    expect(wrong.body.status.message).toBe('[[error:invite-invalid]]');
    expect((await agent().get('/api/user/forgedtwo')).status).toBe(404);
    expect(await credits()).toBe(total);
  });

  it('R1.12 hardening 6: the join page opens an unsigned link (the inviter, sign-up offered), refuses a wrongly signed one (404) and accepts the signed one', async () => {
    const { loadJoinPage } = await import('../../server/ssr/join');
    const timestamp = Date.now();
    const ctx = (query: Record<string, string>) => ({
      params: { uid: String(inviterUid), timestamp: String(timestamp) },
      query,
      res: { statusCode: 200 },
    });
    const unsigned = ctx({});
    expect((await loadJoinPage(unsigned as never)).props).toMatchObject({ status: 'valid', sig: '', inviter: { uid: inviterUid } });
    expect(unsigned.res.statusCode).toBe(200);
    const wrong = ctx({ sig: signInvite(inviterUid, 1) });
    expect((await loadJoinPage(wrong as never)).props).toMatchObject({ status: 'invalid', errorKey: 'invite-invalid' });
    expect(wrong.res.statusCode).toBe(404);
    const good = ctx({ sig: signInvite(inviterUid, timestamp) });
    expect((await loadJoinPage(good as never)).props).toMatchObject({ status: 'valid', sig: signInvite(inviterUid, timestamp) });
    expect(good.res.statusCode).toBe(200);
  });

  it('hardening 6: a member signed in as the inviter who makes an account through their own link earns nothing', async () => {
    const self = agent();
    const selfUid = (await self.signUpComplete('selfinviter')).uid;
    const reply = await signUp(self, 'mysockpuppet', signed(selfUid, Date.now()));
    expect(reply.status).toBe(200);
    expect(await creditsOf(selfUid)).toBe(0);

    // Each real new member pays once, keyed by the new member's uid.
    const total = await credits();
    const real = await signUp(agent(), 'arealfriend', signed(inviterUid, Date.now()));
    expect(real.status).toBe(200);
    expect(await credits()).toBe(total + 10);
    const ledger = await getDb().execute(sql`SELECT ref FROM reward_ledger WHERE uid = ${inviterUid} AND reason = 'invited-member'`);
    const refs = ledger.rows.map((r) => r.ref);
    expect(refs).toContain(String(real.body.response.uid));
    expect(new Set(refs).size).toBe(refs.length);
  });
});
