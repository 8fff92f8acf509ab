import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from '../support/agent';
import { startTestApp, type TestApp } from '../support/testApp';

/** A stand-in for GitHub's OAuth and API endpoints on this machine. */
let github: http.Server;
let githubUrl: string;
const codes = new Map<string, { id: number; login: string; name: string; email: string }>();
const tokens = new Map<string, { id: number; login: string; name: string; email: string }>();
const exchanges: Array<Record<string, string>> = [];

let app: TestApp;

beforeAll(async () => {
  github = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      res.setHeader('Content-Type', 'application/json');
      if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
        const params = JSON.parse(body) as Record<string, string>;
        exchanges.push(params);
        const who = params.client_secret === 'secret' ? codes.get(params.code!) : undefined;
        if (!who) return res.end(JSON.stringify({ error: 'bad_verification_code' }));
        const token = `token-${params.code}`;
        tokens.set(token, who);
        return res.end(JSON.stringify({ access_token: token, token_type: 'bearer' }));
      }
      const who = tokens.get(String(req.headers.authorization).replace('Bearer ', ''));
      if (!who) {
        res.statusCode = 401;
        return res.end('{}');
      }
      if (url.pathname === '/user') {
        return res.end(JSON.stringify({ id: who.id, login: who.login, name: who.name, avatar_url: 'https://avatars.example/u.png', email: null, bio: 'Hacks on things', location: 'Porto', blog: '' }));
      }
      if (url.pathname === '/user/emails') {
        return res.end(JSON.stringify([{ email: who.email, primary: true, verified: true }]));
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', () => resolve()));
  githubUrl = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    GITHUB_CLIENT_ID: 'client-id',
    GITHUB_CLIENT_SECRET: 'secret',
    GITHUB_OAUTH_BASE: githubUrl,
    GITHUB_API_BASE: githubUrl,
  });
  app = await startTestApp();
});

afterAll(async () => {
  for (const key of ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'GITHUB_OAUTH_BASE', 'GITHUB_API_BASE']) delete process.env[key];
  await app.close();
  await new Promise<void>((resolve) => github.close(() => resolve()));
});

async function signInWithGithub(a: Agent, code: string, returnTo = '/events', intent?: 'link') {
  const start = await a.get(`/api/auth/github?returnTo=${encodeURIComponent(returnTo)}${intent ? `&intent=${intent}` : ''}`);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.origin + authorize.pathname).toBe(`${githubUrl}/login/oauth/authorize`);
  expect(authorize.searchParams.get('client_id')).toBe('client-id');
  expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/api\/auth\/github\/callback$/);
  const state = authorize.searchParams.get('state')!;
  return a.get(`/api/auth/github/callback?code=${code}&state=${state}`);
}

describe('R7.1 sign in with GitHub (when configured)', () => {
  it('is listed as a login method', async () => {
    const config = await new Agent(app.url).config();
    expect(config.loginMethods).toEqual(expect.arrayContaining([{ id: 'github', name: 'GitHub', url: '/api/auth/github' }]));
  });

  it('creates an account on first sign-in that still needs consent, then signs the same member in again', async () => {
    codes.set('code-1', { id: 4242, login: 'octocat', name: 'Mona Octocat', email: 'mona@example.test' });
    const a = new Agent(app.url);
    const first = await signInWithGithub(a, 'code-1');
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/register/complete');
    const config = await a.config();
    expect(config).toMatchObject({ loggedIn: true, registrationComplete: false, user: { username: 'octocat', fullname: 'Mona Octocat' } });
    await a.request('POST', '/register/complete', { form: { gdpr_agree_data: 'on', gdpr_agree_email: 'on' } });

    codes.set('code-2', { id: 4242, login: 'octocat', name: 'Mona Octocat', email: 'mona@example.test' });
    const b = new Agent(app.url);
    const again = await signInWithGithub(b, 'code-2', '/events');
    expect(again.headers.get('location')).toBe('/events');
    expect((await b.config()).uid).toBe(config.uid);
    expect(exchanges.at(-1)).toMatchObject({ client_id: 'client-id', code: 'code-2' });
  });

  it('hardening 1: never links to a local account by its unconfirmed address; the squatter gets nothing', async () => {
    // Someone signs up with Mona's address before she ever comes; they cannot follow its confirmation mail.
    const squatter = new Agent(app.url);
    const squatted = await squatter.signUpComplete('samename', undefined, { confirm: false });
    codes.set('code-3', { id: 777, login: 'samename', name: 'Same Name', email: 'samename@example.test' });
    const a = new Agent(app.url);
    const reply = await signInWithGithub(a, 'code-3');
    expect(reply.headers.get('location')).toBe('/register/complete');
    const mona = await a.config();
    expect(mona.uid).not.toBe(squatted.uid);
    expect(mona.user.username).toBe('samename-2');
    // The new account gets GitHub's no-reply address, since the verified one is taken.
    await a.request('POST', '/register/complete', { form: { gdpr_agree_data: 'on', gdpr_agree_email: 'on' } });
    expect((await a.get('/api/self')).body.email).toBe('777+samename@users.noreply.github.com');
    // Signing in again reaches Mona's own account, never the squatter's.
    codes.set('code-3b', { id: 777, login: 'samename', name: 'Same Name', email: 'samename@example.test' });
    const again = new Agent(app.url);
    await signInWithGithub(again, 'code-3b');
    expect((await again.config()).uid).toBe(mona.uid);
    expect((await squatter.get('/api/self')).body.email).toBe('samename@example.test');
  });

  it('hardening 1: links by address only when that address was confirmed (an account made from GitHub)', async () => {
    // A GitHub account made with a verified address confirms it; a second GitHub identity with
    // the same verified address (GitHub lets an address move) signs in to that member.
    codes.set('code-4', { id: 880, login: 'confirmed', name: 'Confirmed', email: 'confirmed@example.test' });
    const first = new Agent(app.url);
    await signInWithGithub(first, 'code-4');
    const owner = await first.config();
    codes.set('code-4b', { id: 881, login: 'confirmed-new', name: 'Confirmed', email: 'confirmed@example.test' });
    const second = new Agent(app.url);
    await signInWithGithub(second, 'code-4b');
    expect((await second.config()).uid).toBe(owner.uid);
  });

  it('hardening 1: a signed-in member connects GitHub from settings; sign-in then reaches that account', async () => {
    const member = new Agent(app.url);
    const me = await member.signUpComplete('connector');
    codes.set('code-6', { id: 990, login: 'connector-gh', name: 'Connector', email: 'elsewhere@example.test' });
    const back = await signInWithGithub(member, 'code-6', `/user/${me.user.userslug}/settings`, 'link');
    expect(back.headers.get('location')).toBe(`/user/${me.user.userslug}/settings?github=connected`);
    expect((await member.config()).uid).toBe(me.uid);

    codes.set('code-7', { id: 990, login: 'connector-gh', name: 'Connector', email: 'elsewhere@example.test' });
    const later = new Agent(app.url);
    expect((await signInWithGithub(later, 'code-7')).headers.get('location')).toBe('/events');
    expect((await later.config()).uid).toBe(me.uid);
  });

  it('hardening 1: connecting refuses an identity linked to someone else, needs a signed-in member, and keeps its state', async () => {
    codes.set('code-8', { id: 4242, login: 'octocat', name: 'Mona Octocat', email: 'mona@example.test' });
    const other = new Agent(app.url);
    const me = await other.signUpComplete('notmona');
    const refused = await signInWithGithub(other, 'code-8', '/discussions', 'link');
    expect(refused.headers.get('location')).toBe('/discussions?error=github-already-linked');

    // A visitor cannot start it.
    const visitor = await new Agent(app.url).get('/api/auth/github?intent=link');
    expect(visitor.status).toBe(401);

    // The member who started it must still be the one signed in when GitHub sends them back.
    codes.set('code-9', { id: 991, login: 'switcher', name: 'S', email: 's@example.test' });
    const start = await other.get('/api/auth/github?intent=link');
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    await other.post('/logout');
    const back = await other.get(`/api/auth/github/callback?code=code-9&state=${state}`);
    expect(back.headers.get('location')).toBe(`/user/${me.user.userslug}/settings?error=github-login-failed`);

    // A member has one GitHub identity at a time.
    codes.set('code-10', { id: 992, login: 'first-gh', name: 'F', email: 'f@example.test' });
    codes.set('code-11', { id: 993, login: 'second-gh', name: 'F', email: 'f2@example.test' });
    const single = new Agent(app.url);
    const slug = (await single.signUpComplete('onlyone')).user.userslug;
    await signInWithGithub(single, 'code-10', `/user/${slug}/settings`, 'link');
    const second = await signInWithGithub(single, 'code-11', `/user/${slug}/settings`, 'link');
    expect(second.headers.get('location')).toBe(`/user/${slug}/settings?error=github-already-connected`);
  });

  it.each(['/\t/evil.example', '/%09/evil.example', '/%5Cevil.example', '//evil.example', 'https://evil.example/'])(
    'hardening 2: GitHub sign-in never returns to %j',
    async (target) => {
      const who = { id: 5150, login: 'redirected', name: 'R', email: 'redirected@example.test' };
      const first = `code-redirect-${codes.size}`;
      codes.set(first, who);
      const a = new Agent(app.url);
      await signInWithGithub(a, first);
      await a.request('POST', '/register/complete', { form: { gdpr_agree_data: 'on', gdpr_agree_email: 'on' } });
      const again = `code-redirect-${codes.size}`;
      codes.set(again, who);
      const reply = await signInWithGithub(new Agent(app.url), again, target);
      expect(reply.status).toBe(302);
      expect(reply.headers.get('location')).toBe('/discussions');
    },
  );

  it('hardening 2: a return path forged into the state cookie is checked again on the way back', async () => {
    codes.set('code-forged-cookie', { id: 5151, login: 'cookieforger', name: 'C', email: 'cookieforger@example.test' });
    const first = new Agent(app.url);
    await signInWithGithub(first, 'code-forged-cookie');
    await first.request('POST', '/register/complete', { form: { gdpr_agree_data: 'on', gdpr_agree_email: 'on' } });

    codes.set('code-forged-cookie-2', { id: 5151, login: 'cookieforger', name: 'C', email: 'cookieforger@example.test' });
    const start = await fetch(`${app.url}/api/auth/github`, { redirect: 'manual' });
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const forged = Buffer.from(JSON.stringify({ state, returnTo: '/\t/evil.example' })).toString('base64url');
    const back = await fetch(`${app.url}/api/auth/github/callback?code=code-forged-cookie-2&state=${state}`, {
      redirect: 'manual',
      headers: { Cookie: `community.oauth=${forged}` },
    });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/discussions');
  });

  it('refuses a callback whose state does not match (login CSRF) or whose code is bad', async () => {
    const a = new Agent(app.url);
    await a.get('/api/auth/github');
    codes.set('code-5', { id: 9, login: 'mallory', name: 'M', email: 'm@example.test' });
    const forged = await a.get('/api/auth/github/callback?code=code-5&state=forged');
    expect(forged.headers.get('location')).toBe('/login?error=github-login-failed');
    expect((await a.config()).loggedIn).toBe(false);

    const bad = await signInWithGithub(new Agent(app.url), 'no-such-code');
    expect(bad.headers.get('location')).toBe('/login?error=github-login-failed');
  });
});

describe('hardening 5: accounts made from GitHub', () => {
  it('hardening 5: keep no off-site avatar, no markup full name, and no username like another member’s', async () => {
    const existing = new Agent(app.url);
    await existing.signUpComplete('lookalike');
    // GitHub logins are ASCII, but `Iookalike` (capital i) reads as `lookalike`.
    codes.set('code-h5', { id: 5005, login: 'Iookalike', name: '[[global:former_user]]', email: 'h5@example.test' });
    const a = new Agent(app.url);
    await signInWithGithub(a, 'code-h5');
    const config = await a.config();
    expect(config.loggedIn).toBe(true);
    expect(config.user.username).toBe('Iookalike-2');
    expect(config.user.picture).toBe('');
    expect(config.user.fullname).toBe('');
  });
});
