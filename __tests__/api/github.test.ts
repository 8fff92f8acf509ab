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

async function signInWithGithub(a: Agent, code: string, returnTo = '/events') {
  const start = await a.get(`/api/auth/github?returnTo=${encodeURIComponent(returnTo)}`);
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

  it('links to the member who already has the verified email, and never reuses a taken username', async () => {
    const existing = new Agent(app.url);
    const mine = await existing.signUpComplete('samename');
    codes.set('code-3', { id: 777, login: 'samename', name: 'Same Name', email: 'samename@example.test' });
    const a = new Agent(app.url);
    await signInWithGithub(a, 'code-3');
    expect((await a.config()).uid).toBe(mine.uid);

    codes.set('code-4', { id: 778, login: 'samename', name: 'Other Person', email: 'other@example.test' });
    const b = new Agent(app.url);
    await signInWithGithub(b, 'code-4');
    const other = await b.config();
    expect(other.uid).not.toBe(mine.uid);
    expect(other.user.username).toBe('samename-2');
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
