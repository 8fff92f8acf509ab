import http from 'node:http';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

/**
 * Hardening 15: the GitHub OAuth callback address and members' invite links come from PUBLIC_URL
 * (or the development address), never from the Host or X-Forwarded-Proto headers of a request.
 */

const app = setUpTestApp();
const saved = { ...process.env };

beforeAll(() => {
  Object.assign(process.env, { GITHUB_CLIENT_ID: 'client-id', GITHUB_CLIENT_SECRET: 'secret', TRUST_PROXY: 'true' });
});

afterAll(() => {
  for (const key of ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'TRUST_PROXY', 'PUBLIC_URL', 'PORT']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

/** GET with a hand-written Host header (fetch does not let a caller choose it). */
function getWithHost(path: string, headers: Record<string, string>): Promise<{ status: number; location: string }> {
  const url = new URL(app().url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, method: 'GET', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? '') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const hostile = { Host: 'evil.example', 'X-Forwarded-Proto': 'javascript', 'X-Forwarded-Host': 'evil.example' };

describe('the GitHub sign-in callback address', () => {
  it('hardening 15: is PUBLIC_URL’s, whatever Host and X-Forwarded-Proto say', async () => {
    process.env.PUBLIC_URL = 'https://community.example.org/';
    const start = await getWithHost('/api/auth/github', hostile);
    expect(start.status).toBe(302);
    const redirectUri = new URL(start.location).searchParams.get('redirect_uri');
    expect(redirectUri).toBe('https://community.example.org/api/auth/github/callback');
  });

  it('hardening 15: is the development address without PUBLIC_URL, never the request’s host', async () => {
    delete process.env.PUBLIC_URL;
    process.env.PORT = '4321';
    const start = await getWithHost('/api/auth/github', hostile);
    expect(start.status).toBe(302);
    expect(new URL(start.location).searchParams.get('redirect_uri')).toBe('http://localhost:4321/api/auth/github/callback');
  });
});

describe('the invite link', () => {
  it('hardening 15: is a whole address on PUBLIC_URL, whatever host the member reached the site by', async () => {
    process.env.PUBLIC_URL = 'https://community.example.org';
    const member = new Agent(app().url);
    await member.signUpComplete('originmember');
    const reply = await member.get('/api/invites/link', hostile);
    expect(reply.status).toBe(200);
    expect(reply.body.url).toBe(`https://community.example.org${reply.body.path}`);
  });
});
