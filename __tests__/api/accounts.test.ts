import { checkForm } from '@/lib/errors/validation';
import { errorTextsIn } from '@/server/i18n/errors';
import { signUpBody } from '@/lib/users/schemas';
import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

const app = setUpTestApp();

const agent = () => new Agent(app().url);
let seq = 0;
const uniqueName = (base: string) => `${base}${++seq}${Date.now() % 100000}`;

describe('R7.1 R6.4 configuration, CSRF and sessions', () => {
  it('gives a visitor a csrf token, uid -1 and an httpOnly SameSite=Lax session cookie', async () => {
    const a = agent();
    const reply = await a.get('/api/config');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ loggedIn: false, uid: -1, user: null, canPost: false });
    expect(typeof reply.body.csrf_token).toBe('string');
    expect(reply.body.csrf_token.length).toBeGreaterThan(20);
    const cookie = reply.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses every state-changing call without the token with 403 csrf-invalid, visitors included', async () => {
    const a = agent();
    await a.config();
    const noToken = await a.request('POST', '/api/v3/users', {
      body: { username: 'nobody', email: 'nobody@example.test', password: 'long enough pw' },
      csrf: false,
      headers: { Cookie: a.cookieHeader() },
    });
    expect(noToken.status).toBe(403);
    expect(noToken.body.status).toEqual({ code: 'forbidden', message: '[[error:csrf-invalid]]' });

    const wrong = await a.request('POST', '/logout', { csrf: false, headers: { Cookie: a.cookieHeader(), 'X-XSRF-TOKEN': 'nope' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: '[[error:csrf-invalid]]' });

    const noSession = await new Agent(app().url).request('PUT', '/api/v3/users/1/settings', {
      body: { settings: {} },
      csrf: false,
      headers: { 'X-XSRF-TOKEN': 'anything' },
    });
    expect(noSession.status).toBe(403);
  });

  it('accepts the token from the query (_csrf) as the spec’s register/complete call sends it', async () => {
    const a = agent();
    const name = uniqueName('querycsrf');
    await a.post('/api/v3/users', { username: name, email: `${name}@example.test`, password: 'long enough pw' });
    const { csrf_token } = await a.config();
    const reply = await a.request('POST', `/register/complete/?_csrf=${csrf_token}`, {
      form: { gdpr_agree_data: 'on', gdpr_agree_email: 'on' },
      csrf: false,
    });
    expect(reply.status).toBe(200);
  });

  it('GET /api/login answers the X-Return-To path and the login methods, refusing off-site targets', async () => {
    const a = agent();
    const ok = await a.get('/api/login', { 'X-Return-To': '/events/myevents' });
    expect(ok.body).toMatchObject({ loggedIn: false, returnTo: '/events/myevents' });
    expect(ok.body.methods).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'local' })]));
    const evil = await a.get('/api/login', { 'X-Return-To': '//evil.example/' });
    expect(evil.body.returnTo).toBe('/discussions');
  });

  it.each(['/\t/evil.example', '/%09/evil.example', '/%5Cevil.example', '/\\evil.example', 'https://evil.example/', '/%2F/evil.example'])(
    'hardening 2: GET /api/login never echoes the return path %j',
    async (target) => {
      const reply = await agent().get('/api/login', { 'X-Return-To': target });
      expect(reply.status).toBe(200);
      expect(reply.body.returnTo).toBe('/discussions');
    },
  );
});

describe('R7.1 R4.14 sign-up, registration completion and canPost', () => {
  it('sends a new member to /register/complete until both consents are given, then canPost is true', async () => {
    const a = agent();
    const name = uniqueName('newmember');
    const signUp = await a.post('/api/v3/users', { username: name, email: `${name}@example.test`, password: 'long enough pw', fullname: 'New Member' });
    expect(signUp.status).toBe(200);
    expect(signUp.body.status.code).toBe('ok');
    expect(signUp.body.response).toMatchObject({ userslug: name.toLowerCase(), next: '/register/complete' });

    const self = await a.get('/api/self');
    expect(self.status).toBe(200);
    expect(self.headers.get('x-redirect')).toBe('/register/complete');
    expect(self.body).toBe('/register/complete');

    let config = await a.config();
    expect(config).toMatchObject({ loggedIn: true, canPost: false, registrationComplete: false });

    const oneConsent = await a.request('POST', '/register/complete', { form: { gdpr_agree_data: 'on' } });
    expect(oneConsent.status).toBe(400);
    expect(oneConsent.body).toEqual({ error: '[[error:consent-required]]' });

    const both = await a.request('POST', '/register/complete', { form: { gdpr_agree_data: 'on', gdpr_agree_email: 'on' } });
    expect(both.status).toBe(200);
    config = await a.config();
    // Issue 35: posting waits for the address, confirmed with the link of its mail.
    expect(config).toMatchObject({ loggedIn: true, canPost: false, registrationComplete: true, user: { emailConfirmed: false } });
    await a.confirmEmail(`${name}@example.test`);
    config = await a.config();
    expect(config).toMatchObject({ loggedIn: true, canPost: true, registrationComplete: true, user: { emailConfirmed: true } });
    expect(config.user.groups).toContain('registered-users');
    expect(config.user).toMatchObject({ userslug: name.toLowerCase(), badges: [] });

    const me = await a.get('/api/self');
    expect(me.body).toMatchObject({ username: name, email: `${name}@example.test`, fullname: 'New Member' });
  });

  it('a plain HTML form post of the consent step is redirected on to the site', async () => {
    const a = agent();
    const name = uniqueName('formpost');
    await a.post('/api/v3/users', { username: name, email: `${name}@example.test`, password: 'long enough pw' });
    const reply = await a.request('POST', `/register/complete/?_csrf=${a.csrf}`, {
      form: { gdpr_agree_data: 'on', gdpr_agree_email: 'on' },
      headers: { Accept: 'text/html' },
    });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/');
  });

  it.each([
    [{ username: 'x', email: 'a@example.test', password: 'long enough pw' }, '[[error:field-too-short, username, 2]]'],
    [{ username: 'y'.repeat(25), email: 'a@example.test', password: 'long enough pw' }, '[[error:field-too-long, username, 24]]'],
    [{ username: 'validname', email: 'not-an-email', password: 'long enough pw' }, '[[error:invalid-email]]'],
    [{ username: 'validname', email: 'a@example.test' }, '[[error:required-parameters-missing, password]]'],
    [{ username: 'validname', email: 'a@example.test', password: 'short' }, '[[error:field-too-short, password, 8]]'],
    [{ username: 42, email: 'a@example.test', password: 'long enough pw' }, '[[error:wrong-parameter-type, username, string, number]]'],
    [{ username: '<script>', email: 'a@example.test', password: 'long enough pw' }, '[[error:field-invalid, username]]'],
  ])('R8.2 R5.11 refuses bad sign-up input %j with %s', async (body, message) => {
    const reply = await agent().post('/api/v3/users', body);
    expect(reply.status).toBe(400);
    expect(reply.body.status).toEqual({ code: 'bad-request', message });
    // A form checking the same values with the shared schema shows the text of the API's answer.
    const english = errorTextsIn('en');
    expect(checkForm(signUpBody, body, english)?.message).toBe(english.translateMessage(reply.body.status.message));
  });

  it('refuses a taken username (any case) or email', async () => {
    const name = uniqueName('taken');
    await agent().post('/api/v3/users', { username: name, email: `${name}@example.test`, password: 'long enough pw' });
    const sameName = await agent().post('/api/v3/users', { username: name.toUpperCase(), email: `other${name}@example.test`, password: 'long enough pw' });
    expect(sameName.body.status.message).toBe('[[error:username-taken]]');
    const sameEmail = await agent().post('/api/v3/users', { username: `${name}b`, email: `${name.toUpperCase()}@EXAMPLE.test`, password: 'long enough pw' });
    expect(sameEmail.body.status.message).toBe('[[error:email-taken]]');
  });
});

describe('R7.1 login and logout', () => {
  let name: string;
  beforeAll(async () => {
    name = uniqueName('loginuser');
    await agent().signUpComplete(name, 'the right password');
  });

  it('logs in by username or email, rotating the session token and csrf token', async () => {
    for (const login of [name, `${name}@example.test`]) {
      const a = agent();
      const before = await a.config();
      const reply = await a.post('/api/v3/utilities/login', { username: login, password: 'the right password' });
      expect(reply.status).toBe(200);
      expect(reply.body.response.csrf_token).not.toBe(before.csrf_token);
      const after = await a.config();
      expect(after).toMatchObject({ loggedIn: true, canPost: true });
      expect(after.csrf_token).toBe(reply.body.response.csrf_token);
    }
  });

  it('refuses a wrong password with invalid-login-credentials', async () => {
    const reply = await agent().post('/api/v3/utilities/login', { username: name, password: 'wrong password' });
    expect(reply.status).toBe(400);
    expect(reply.body.status.message).toBe('[[error:invalid-login-credentials]]');
  });

  it('POST /logout ends the session, rotates the token and points to /discussions', async () => {
    const a = agent();
    await a.config();
    await a.post('/api/v3/utilities/login', { username: name, password: 'the right password' });
    const { csrf_token } = await a.config();
    const out = await a.post('/logout');
    expect(out.status).toBe(200);
    expect(out.body.next).toBe('/discussions');
    expect(out.body.csrf_token).not.toBe(csrf_token);
    expect(await a.config()).toMatchObject({ loggedIn: false, uid: -1, user: null });
    expect((await a.get('/api/self')).status).toBe(401);
  });

  it('hardening 3: repeated failed logins make the next attempt wait (no lockout) and say how long', async () => {
    // A base of 60 s (read at call time) so a slow machine cannot let the wait run out between
    // the fifth failure and the sixth attempt.
    const saved = process.env.LOGIN_BACKOFF_BASE_SECONDS;
    process.env.LOGIN_BACKOFF_BASE_SECONDS = '60';
    try {
      const target = uniqueName('backoff');
      await agent().signUpComplete(target, 'the right password');
      const a = agent();
      for (let i = 0; i < 5; i += 1) {
        const r = await a.post('/api/v3/utilities/login', { username: target, password: `wrong ${i}` });
        expect(r.body.status.message).toBe('[[error:invalid-login-credentials]]');
      }
      const waiting = await a.post('/api/v3/utilities/login', { username: target, password: 'the right password' });
      expect(waiting.status).toBe(429);
      // The refused attempt is counted too (docs/SECURITY.md rule 3), so the wait it names is the
      // one after it: base·2^(6−5) = 120 seconds, the seconds left when the answer is made (119 if a
      // second went by on a busy machine).
      expect(waiting.body.status.code).toBe('too-many-requests');
      const seconds = Number(/^\[\[error:login-backoff, (\d+)\]\]$/.exec(waiting.body.status.message)?.[1]);
      expect(seconds).toBeGreaterThanOrEqual(118);
      expect(seconds).toBeLessThanOrEqual(120);
    } finally {
      if (saved === undefined) delete process.env.LOGIN_BACKOFF_BASE_SECONDS;
      else process.env.LOGIN_BACKOFF_BASE_SECONDS = saved;
    }
  });
});

describe('R7.1 R6.2 profiles, settings, hovercard', () => {
  let owner: Agent;
  let other: Agent;
  let ownerUid: number;
  let ownerSlug: string;

  beforeAll(async () => {
    owner = agent();
    other = agent();
    const ownerName = uniqueName('owner');
    const a = await owner.signUpComplete(ownerName);
    ownerUid = a.uid;
    ownerSlug = a.user.userslug;
    await other.signUpComplete(uniqueName('other'));
  });

  it('issue 35: a website waits for the reputation the configuration asks (1 by default); the rest of the profile saves', async () => {
    const refused = await owner.put(`/api/v3/users/${ownerUid}`, { location: 'Porto', website: 'https://example.org' });
    expect(refused.status).toBe(400);
    expect(refused.body.status.message).toBe('[[error:not-enough-reputation-min-rep-website, 1]]');
    expect(errorTextsIn('en').errorText('not-enough-reputation-min-rep-website', ['1'])).toBe('You need more reputation to add a website: at least 1.');
    expect((await owner.put(`/api/v3/users/${ownerUid}`, { location: 'Porto' })).status).toBe(200);
    await getDb().execute(sql`UPDATE users SET reputation = 1 WHERE uid = ${ownerUid}`);
  });

  it('a member edits their own profile', async () => {
    const reply = await owner.put(`/api/v3/users/${ownerUid}`, {
      fullname: 'Owner Person',
      aboutme: 'I maintain things.',
      location: 'Lisbon',
      website: 'https://example.org',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toMatchObject({ uid: ownerUid, fullname: 'Owner Person', location: 'Lisbon' });
    const profile = await other.get(`/api/user/${ownerSlug}`);
    expect(profile.body).toMatchObject({ fullname: 'Owner Person', aboutme: 'I maintain things.', email: '' });
  });

  it('a second member cannot edit the first one’s profile or settings (403 no-privileges)', async () => {
    const reply = await other.put(`/api/v3/users/${ownerUid}`, { fullname: 'Hijacked' });
    expect(reply.status).toBe(403);
    expect(reply.body.status).toEqual({ code: 'forbidden', message: '[[error:no-privileges]]' });
    const settings = await other.put(`/api/v3/users/${ownerUid}/settings`, { settings: { showemail: true } });
    expect(settings.status).toBe(403);
    const read = await other.get(`/api/user/${ownerSlug}/settings`);
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ error: '[[error:no-privileges]]' });
  });

  it('visitors cannot edit (401 not-logged-in)', async () => {
    const v = agent();
    const reply = await v.put(`/api/v3/users/${ownerUid}`, { fullname: 'Visitor' });
    expect(reply.status).toBe(401);
    expect(reply.body.status.message).toBe('[[error:not-logged-in]]');
  });

  it('validates profile fields with the catalogue keys', async () => {
    const long = await owner.put(`/api/v3/users/${ownerUid}`, { aboutme: 'a'.repeat(1001) });
    expect(long.body.status.message).toBe('[[error:about-me-too-long, 1000]]');
    const badUrl = await owner.put(`/api/v3/users/${ownerUid}`, { website: 'javascript:alert(1)' });
    expect(badUrl.body.status.message).toBe('[[error:field-invalid, website]]');
    const unknown = await owner.put(`/api/v3/users/${ownerUid}`, { reputation: 9000 });
    expect(unknown.body.status.message).toBe('[[error:field-unknown, reputation]]');
    const taken = await owner.put(`/api/v3/users/${ownerUid}`, { username: (await other.config()).user.username });
    expect(taken.body.status.message).toBe('[[error:username-taken]]');
  });

  it('renaming changes the slug', async () => {
    const newName = uniqueName('renamed');
    const reply = await owner.put(`/api/v3/users/${ownerUid}`, { username: newName });
    expect(reply.body.response.userslug).toBe(newName.toLowerCase());
    ownerSlug = reply.body.response.userslug;
    expect((await owner.get(`/api/user/${ownerSlug}`)).status).toBe(200);
  });

  it('settings: read own, update partially, answer the full parsed settings', async () => {
    const read = await owner.get(`/api/user/${ownerSlug}/settings`);
    expect(read.body.settings).toMatchObject({ showemail: false, theme: 'system' });
    const put = await owner.put(`/api/v3/users/${ownerUid}/settings`, { settings: { showemail: true, theme: 'dark' } });
    expect(put.status).toBe(200);
    expect(put.body.response).toMatchObject({ showemail: true, theme: 'dark', showfullname: true });
    const bad = await owner.put(`/api/v3/users/${ownerUid}/settings`, { settings: { theme: 'neon' } });
    expect(bad.body.status.message).toBe('[[error:field-invalid, settings.theme]]');
    const configs = await owner.get('/api/user-configs');
    expect(configs.body).toMatchObject({ uid: ownerUid, settings: { theme: 'dark' } });
    // showemail now on: others see the address.
    expect((await other.get(`/api/user/${ownerSlug}`)).body.email).toMatch(/@example\.test$/);
  });

  it("issue 34: a member's language setting; the lang cookie follows it on every device, and 'auto' leaves it to the menu", async () => {
    const lang = (agent: Agent) => /(?:^|; )lang=([^;]*)/.exec(agent.cookieHeader())?.[1];
    expect((await owner.get(`/api/user/${ownerSlug}/settings`)).body.settings).toMatchObject({ language: 'auto' });
    const put = await owner.put(`/api/v3/users/${ownerUid}/settings`, { settings: { language: 'de' } });
    expect(put.body.response).toMatchObject({ language: 'de', showfullname: true });
    expect(lang(owner)).toBe('de');
    // Another device whose menu chose Spanish: the session's configuration brings the setting back.
    const device = await fetch(`${app().url}/api/config`, { headers: { Accept: 'application/json', Cookie: owner.cookieHeader().replace(/lang=de/, 'lang=es') } });
    expect(device.headers.getSetCookie().filter((c) => c.startsWith('lang='))).toEqual([expect.stringMatching(/^lang=de;/)]);
    const bad = await owner.put(`/api/v3/users/${ownerUid}/settings`, { settings: { language: 'fr' } });
    expect(bad.body.status.message).toBe('[[error:field-invalid, settings.language]]');
    const auto = await owner.put(`/api/v3/users/${ownerUid}/settings`, { settings: { language: 'auto' } });
    expect(auto.body.response).toMatchObject({ language: 'auto' });
    expect(auto.headers.getSetCookie().filter((c) => c.startsWith('lang='))).toEqual([expect.stringMatching(/^lang=; Max-Age=0/)]);
  });

  it('visitors get default user-configs', async () => {
    const reply = await agent().get('/api/user-configs');
    expect(reply.body).toMatchObject({ uid: -1, settings: { theme: 'system', autoPlayNext: true } });
  });

  it('hovercard answers at the spec path /user/{slug}/hovercard', async () => {
    const reply = await agent().get(`/user/${ownerSlug}/hovercard`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ uid: ownerUid, userslug: ownerSlug });
    expect(reply.body.email).toBeUndefined();
  });

  it('an unknown member is 404 no-user', async () => {
    const reply = await agent().get('/api/user/nobody-here-at-all');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: '[[error:no-user]]' });
  });
});
