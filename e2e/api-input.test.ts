import http from 'node:http';
import { cleanupAll, startApp, type AppProcess } from './support/app';

/**
 * Hardening 12 and 13 on the built app, where Next itself routes: an unknown API path is a JSON
 * 404 for every method (the optional catch-all shadows no real route), a body over the limit is a
 * JSON 413 on a kept-alive connection that serves the next request, and a page whose path or query
 * holds NUL is not a 500.
 */

let app: AppProcess;

beforeAll(async () => {
  app = await startApp({ demoSeed: false });
}, 120_000);

afterAll(async () => {
  await cleanupAll();
});

interface Answer {
  status: number;
  contentType: string;
  text: string;
  reused: boolean;
  cookies: string[];
}

function send(agent: http.Agent, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string): Promise<Answer> {
  const url = new URL(app.url(path));
  // Node sends a DELETE body neither chunked nor with a length unless told its length.
  const sized = body === undefined ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, agent, headers: sized }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          text: Buffer.concat(parts).toString('utf8'),
          reused: req.reusedSocket,
          cookies: res.headers['set-cookie'] ?? [],
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('hardening 13 on the built app', () => {
  test('hardening 13: an unknown /api path answers a JSON 404 for every method; real routes still answer', async () => {
    const agent = new http.Agent({ keepAlive: false });
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']) {
      for (const path of ['/api/no-such-thing', '/api/a/b/c', '/api']) {
        const answer = await send(agent, method, path, { 'Content-Type': 'application/json' }, method === 'GET' || method === 'HEAD' ? undefined : '{}');
        expect([method, path, answer.status]).toEqual([method, path, 404]);
        if (method !== 'HEAD') {
          expect(answer.contentType).toContain('application/json');
          expect(JSON.parse(answer.text)).toEqual({ error: '[[error:not-found]]' });
        }
      }
      if (method !== 'HEAD') {
        const v3 = await send(agent, method, '/api/v3/no-such-thing');
        expect([method, v3.status, JSON.parse(v3.text)]).toEqual([method, 404, { status: { code: 'not-found', message: '[[error:not-found]]' }, response: {} }]);
      }
    }
    expect((await send(agent, 'GET', '/api/config')).status).toBe(200);
    expect(JSON.parse((await send(agent, 'GET', '/api/topic/abc')).text)).toEqual({ error: '[[error:invalid-tid]]' });
    expect((await send(agent, 'GET', '/api/uploads/2020/01/none.png')).status).toBe(404);
    agent.destroy();
  });

  test('hardening 13: a body over 1 MB is a JSON 413 and the kept-alive connection serves the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const config = await send(agent, 'GET', '/api/config');
      const csrf = (JSON.parse(config.text) as { csrf_token: string }).csrf_token;
      const cookie = config.cookies.map((c) => c.split(';')[0]).join('; ');
      const headers = { Cookie: cookie, 'X-XSRF-TOKEN': csrf, 'Content-Type': 'application/json' };
      const big = JSON.stringify({ username: 'big', email: 'big@example.org', password: 'x'.repeat(2 * 1024 * 1024) });
      const tooLarge = await send(agent, 'POST', '/api/v3/users', headers, big);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.contentType).toContain('application/json');
      expect(JSON.parse(tooLarge.text)).toEqual({ status: { code: 'payload-too-large', message: '[[error:request-too-large, 1024]]' }, response: {} });
      const next = await send(agent, 'GET', '/api/config', { Cookie: cookie });
      expect(next.status).toBe(200);
      expect(next.reused).toBe(true);
      const invalid = await send(agent, 'POST', '/api/v3/users', headers, '{"username":');
      expect([invalid.status, JSON.parse(invalid.text)]).toEqual([400, { status: { code: 'bad-request', message: '[[error:invalid-json]]' }, response: {} }]);
    } finally {
      agent.destroy();
    }
  });
});

describe('hardening 12 on the built app', () => {
  test('hardening 12: NUL in a page path or query, or in an API path, is never a 500', async () => {
    const agent = new http.Agent({ keepAlive: false });
    const profile = await send(agent, 'GET', '/user/%00');
    expect(profile.status).toBe(404);
    const feed = await send(agent, 'GET', '/discussions?tags=%00&page=%00&term=a%00b');
    expect(feed.status).toBe(200);
    const api = await send(agent, 'GET', '/api/user/%00');
    expect([api.status, JSON.parse(api.text)]).toEqual([400, { error: '[[error:invalid-characters, slug]]' }]);
    agent.destroy();
  });
});
