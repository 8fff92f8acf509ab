import http from 'node:http';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

/**
 * Hardening 12 and 13 (R7.2): every input is bounded by its schema. Text fields refuse NUL and
 * other control characters (`invalid-characters`, naming the field), ids stay within PostgreSQL's
 * integer range wherever they arrive (paths, queries, bodies, arrays, nested objects), an unknown
 * API path is a JSON 404, and a body over the limit is a JSON 413 on a connection that stays open.
 */

process.env.POST_RATE_LIMIT = '100000';
const app = setUpTestApp();

let member: Agent;
let tid = 0;
let mainPid = 0;
let uid = 0;

beforeAll(async () => {
  await new Agent(app().url).signUpComplete('boundsadmin', 'long enough pw');
  member = new Agent(app().url);
  uid = (await member.signUpComplete('boundsmember', 'long enough pw')).uid;
  const topic = await member.post('/api/v3/topics', { title: 'Bounded input topic', content: 'The content of a bounded topic.' });
  expect(topic.status).toBe(200);
  tid = topic.body.response.tid;
  mainPid = topic.body.response.mainPid;
});

const errorOf = (body: { error?: string; status?: { message?: string } }) => body.error ?? body.status?.message;
const topicBody = { title: 'A fine title here', content: 'Some fine content for the topic.' };

describe('hardening 12: text fields refuse NUL and control characters', () => {
  it.each([
    ['POST', '/api/v3/topics', { ...topicBody, title: 'Null\u0000title here' }, 'title'],
    ['POST', '/api/v3/topics', { ...topicBody, content: 'Null byte \u0000 in content' }, 'content'],
    ['POST', '/api/v3/topics', { ...topicBody, summary: 'a\u0000b' }, 'summary'],
    ['POST', '/api/v3/topics', { ...topicBody, tags: ['fine', 'ba\u0000d'] }, 'tags.1'],
    ['POST', '/api/v3/topics', { ...topicBody, postType: 'podcast', metaData: { audioUrl: 'https://example.test/a\u0000.mp3' } }, 'metaData.audioUrl'],
    ['POST', '/api/v3/topics', { ...topicBody, metaData: { 'ke\u0000y': 1 } }, 'metaData.key'],
    ['POST', '/api/v3/topics/{tid}', { content: 'A reply \u0000 here' }, 'content'],
    ['POST', '/api/v3/topics/{tid}/review', { content: 'A review with \u0000 in it, long enough' }, 'content'],
    ['PUT', '/api/v3/posts/{pid}', { title: 'Edited\u0000', content: 'Edited content here' }, 'title'],
    ['PUT', '/api/v3/users/{uid}', { fullname: 'Ada\u0000Lovelace' }, 'fullname'],
    ['PUT', '/api/v3/users/{uid}', { aboutme: 'About\u0000me' }, 'aboutme'],
    ['PUT', '/api/v3/users/{uid}', { location: 'Lon\u0000don' }, 'location'],
    ['POST', '/api/flag', { id: 1, type: 'post', reason: 'spam\u0000' }, 'reason'],
    ['POST', '/api/post/preview', { content: 'pre\u0000view' }, 'content'],
    ['POST', '/api/v3/forms/talktous', { email: 'a@example.test', fullname: 'Ada', message: 'hello\u0000' }, 'message'],
    ['POST', '/api/v3/pageviews', { path: '/discussions\u0000' }, 'path'],
    ['PUT', '/api/v3/users/{uid}/settings', { settings: { theme: 'dark\u0000' } }, 'settings.theme'],
  ])('hardening 12: %s %s: NUL in %j is 400 invalid-characters', async (method, path, body, field) => {
    const url = path.replace('{tid}', String(tid)).replace('{pid}', String(mainPid)).replace('{uid}', String(uid));
    const reply = await member.request(method, url, { body });
    expect([reply.status, errorOf(reply.body)]).toEqual([400, `[[error:invalid-characters, ${field}]]`]);
  });

  it('hardening 12: one-line fields refuse every control character; multi-line text keeps tab, newline and CR only', async () => {
    for (const c of ['\u0001', '\u001b', '\u007f', '\u0085', '\t', '\n']) {
      const reply = await member.post('/api/v3/topics', { ...topicBody, title: `A title ${c} here` });
      expect([JSON.stringify(c), reply.status, errorOf(reply.body)]).toEqual([JSON.stringify(c), 400, '[[error:invalid-characters, title]]']);
    }
    for (const c of ['\u0001', '\u001b', '\u007f', '\ud800']) {
      const reply = await member.post('/api/v3/topics', { ...topicBody, content: `Content with ${c} inside it` });
      expect([JSON.stringify(c), reply.status, errorOf(reply.body)]).toEqual([JSON.stringify(c), 400, '[[error:invalid-characters, content]]']);
    }
    const kept = await member.post('/api/v3/topics', { ...topicBody, content: 'Line one\r\n\tLine two\n\nLine three' });
    expect(kept.status).toBe(200);
  });

  it('hardening 12: a form body (x-www-form-urlencoded) with NUL is refused the same way', async () => {
    const reply = await member.request('POST', '/api/v3/topics', { form: { title: 'Form\u0000title', content: 'Form content long enough' } });
    expect([reply.status, errorOf(reply.body)]).toEqual([400, '[[error:invalid-characters, title]]']);
  });

  it('hardening 12: a NUL or control character in a path or query value is 400 invalid-characters, for members and visitors', async () => {
    const visitor = new Agent(app().url);
    for (const agent of [member, visitor]) {
      for (const [path, field] of [
        ['/api/user/%00', 'slug'],
        ['/api/user/ada%00/hovercard', 'slug'],
        ['/api/user/ada%1B/settings', 'slug'],
        ['/api/events/v1/search/highlights?tags=%00', 'tags'],
        ['/api/events/v1/search/highlights?term=a%00b', 'term'],
        [`/api/topic/${tid}?page=%00`, 'page'],
        ['/api/topic/shared/1%00', 'id'],
        [`/api/questions/${tid}/popular%0A`, 'sort'],
      ] as const) {
        const reply = await agent.get(path);
        expect([path, reply.status, reply.body]).toEqual([path, 400, { error: `[[error:invalid-characters, ${field}]]` }]);
      }
    }
  });
  it('hardening 12: where a browser navigates (GitHub sign-in), a query value with a control character is dropped, not refused', async () => {
    // GitHub is not configured here: reaching the endpoint's own answer shows the value was dropped before it.
    const reply = await new Agent(app().url).get('/api/auth/github?returnTo=%2F%09%2Fevil.test');
    expect([reply.status, reply.body]).toEqual([400, { error: '[[error:github-login-disabled]]' }]);
  });
});

describe('hardening 12: ids within PostgreSQL integer range everywhere', () => {
  it.each([
    ['POST', '/api/flag', { id: 2147483648, type: 'post', reason: 'spam' }, 'id'],
    ['POST', '/api/flag', { id: '9999999999999999999', type: 'user', reason: 'spam' }, 'id'],
    ['PUT', '/api/v3/posts/{pid}/answer', { aid: 2147483648 }, 'aid'],
    ['POST', '/api/v3/topics/{tid}', { content: 'A reply here', toPid: 2147483648 }, 'toPid'],
    ['POST', '/api/v3/topics/{tid}', { content: 'A reply here', qid: 2 ** 53 }, 'qid'],
    ['POST', '/api/v3/topics', { ...topicBody, projects: [1, 2147483648] }, 'projects.1'],
    ['POST', '/api/v3/topics', { ...topicBody, cid: 2147483648 }, 'cid'],
    ['PUT', '/api/v3/posts/{pid}', { content: 'Edited content', pid: 2147483648 }, 'pid'],
    ['PUT', '/api/v3/users/{uid}', { fullname: 'Ada', uid: 2147483648 }, 'uid'],
    ['PUT', '/api/v3/posts/{pid}/vote', { delta: 2 ** 53 }, 'delta'],
  ])('hardening 12: %s %s with %j: 400 field-too-big naming the field', async (method, path, body, field) => {
    const url = path.replace('{tid}', String(tid)).replace('{pid}', String(mainPid)).replace('{uid}', String(uid));
    const reply = await member.request(method, url, { body });
    expect(reply.status).toBe(400);
    expect(errorOf(reply.body)).toMatch(new RegExp(`^\\[\\[error:field-too-big, ${field.replace('.', '\\.')}, `));
  });

  it('hardening 12: sign-up: an inviter uid beyond the range or a timestamp beyond a safe integer is 400', async () => {
    const visitor = new Agent(app().url);
    const base = { username: 'inviteduser', email: 'invited@example.test', password: 'long enough pw' };
    const bigUid = await visitor.post('/api/v3/users', { ...base, invite: { uid: 2147483648, timestamp: Date.now() } });
    expect([bigUid.status, errorOf(bigUid.body)]).toEqual([400, '[[error:field-too-big, invite.uid, 2147483647]]']);
    const bigTime = await visitor.post('/api/v3/users', { ...base, invite: { uid: 1, timestamp: 1e308 } });
    expect(bigTime.status).toBe(400);
    expect((await visitor.get('/api/join/1/99999999999999999999')).status).toBe(400);
  });
});

/** One request over the given agent: its status, JSON body and whether it reused a kept-alive socket. */
function raw(
  agentHttp: http.Agent,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: Buffer | string; chunks?: Buffer[] } = {},
): Promise<{ status: number; body: unknown; contentType: string; reused: boolean }> {
  const url = new URL(app().url + path);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, agent: agentHttp, headers: options.headers },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => {
          const text = Buffer.concat(parts).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body, contentType: String(res.headers['content-type'] ?? ''), reused: req.reusedSocket });
        });
      },
    );
    req.on('error', reject);
    if (options.chunks) {
      for (const c of options.chunks) req.write(c);
      req.end();
    } else {
      req.end(options.body);
    }
  });
}

describe('hardening 13: JSON answers for unknown paths and oversized bodies', () => {
  it('hardening 13: an unknown /api path is a JSON 404 for every method, in the envelope of its family', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/api/no-such-thing', '/api/v2/topics/1', '/api/topic', '/api/user/ada/nothing/here', '/api']) {
        const reply = await member.request(method, path, { body: method === 'GET' ? undefined : { x: 1 } });
        expect([method, path, reply.status, reply.headers.get('content-type')]).toEqual([method, path, 404, expect.stringContaining('application/json')]);
        expect(reply.body).toEqual({ error: '[[error:not-found]]' });
      }
      const v3 = await member.request(method, '/api/v3/no-such-thing', { body: method === 'GET' ? undefined : {} });
      expect([method, v3.status, v3.body]).toEqual([method, 404, { status: { code: 'not-found', message: '[[error:not-found]]' }, response: {} }]);
    }
    // Real routes are not shadowed.
    expect((await member.get('/api/config')).status).toBe(200);
    expect((await member.get('/api/topic/abc')).body).toEqual({ error: '[[error:invalid-tid]]' });
    expect((await member.get(`/api/topic/${tid}`)).status).toBe(200);
  });

  it('hardening 13: a body over 1 MB is a JSON 413 and the same kept-alive connection serves the next request', async () => {
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const headers = { Cookie: member.cookieHeader(), 'X-XSRF-TOKEN': member.csrf!, 'Content-Type': 'application/json', Accept: 'application/json' };
      const warm = await raw(keepAlive, 'GET', '/api/config', { headers });
      expect(warm.status).toBe(200);

      const big = Buffer.from(JSON.stringify({ ...topicBody, content: 'x'.repeat(2 * 1024 * 1024) }));
      const tooLarge = await raw(keepAlive, 'POST', '/api/v3/topics', { headers, body: big });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.contentType).toContain('application/json');
      expect(tooLarge.body).toEqual({ status: { code: 'payload-too-large', message: '[[error:request-too-large, 1024]]' }, response: {} });
      expect(tooLarge.reused).toBe(true);

      const next = await raw(keepAlive, 'GET', '/api/config', { headers });
      expect(next.status).toBe(200);
      expect(next.reused).toBe(true);

      // Without a declared length (chunked), the limit holds as the body arrives; read-family envelope.
      const chunks = Array.from({ length: 20 }, () => Buffer.alloc(100 * 1024, 'a'));
      const chunked = await raw(keepAlive, 'POST', '/api/flag', { headers: { ...headers, 'Content-Type': 'text/plain' }, chunks });
      expect([chunked.status, chunked.body]).toEqual([413, { error: '[[error:request-too-large, 1024]]' }]);
      const after = await raw(keepAlive, 'POST', '/api/post/preview', { headers, body: JSON.stringify({ content: 'still **works**' }) });
      expect(after.status).toBe(200);
      expect(after.reused).toBe(true);
    } finally {
      keepAlive.destroy();
    }
  });

  it('hardening 13: a body that is not valid JSON is a JSON 400 invalid-json in the family envelope', async () => {
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const headers = { Cookie: member.cookieHeader(), 'X-XSRF-TOKEN': member.csrf!, 'Content-Type': 'application/json' };
      const v3 = await raw(keepAlive, 'POST', '/api/v3/topics', { headers, body: '{"title":' });
      expect([v3.status, v3.body]).toEqual([400, { status: { code: 'bad-request', message: '[[error:invalid-json]]' }, response: {} }]);
      const read = await raw(keepAlive, 'POST', '/api/flag', { headers, body: 'not json' });
      expect([read.status, read.body]).toEqual([400, { error: '[[error:invalid-json]]' }]);
    } finally {
      keepAlive.destroy();
    }
  });
});
