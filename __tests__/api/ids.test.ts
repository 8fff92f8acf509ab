import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

/**
 * Ids in paths, queries and bodies are positive whole numbers within PostgreSQL's integer range
 * (2147483647): one beyond it, or junk, is the endpoint's own 4xx for a bad id, never a 5xx.
 */

const app = setUpTestApp();
const HUGE = '99999999999';
const JUNK = ['9999999999', '2147483648', 'abc', '1.5', '-1', '0'];

let member: Agent;
beforeAll(async () => {
  member = new Agent(app().url);
  await member.signUpComplete('idsmember', 'long enough pw');
});

const errorOf = (body: { error?: string; status?: { message?: string } }) => body.error ?? body.status?.message;

describe('R7.2 read endpoints parse path ids with their bounds', () => {
  it.each([
    ['/api/topic/{}', 400, '[[error:invalid-tid]]'],
    ['/api/questions/{}/popular', 400, '[[error:invalid-tid]]'],
    ['/api/post/{}', 400, '[[error:invalid-pid]]'],
    ['/api/post/replies/{}', 400, '[[error:invalid-pid]]'],
    ['/api/events/v1/recommended/post/{}', 400, '[[error:invalid-pid]]'],
    ['/api/user/{}/bookmarks', 404, '[[error:no-user]]'],
    ['/api/topic/shared/{}', 404, '[[error:no-topic]]'],
  ])('GET %s: an id of 99999999999 or junk is %i %s', async (path, status, message) => {
    for (const id of [HUGE, ...JUNK]) {
      const reply = await member.get(path.replace('{}', encodeURIComponent(id)));
      expect([id, reply.status, errorOf(reply.body)]).toEqual([id, status, message]);
    }
    // The largest id in range is looked up (and names nothing here).
    const inRange = await member.get(path.replace('{}', '2147483647'));
    expect(inRange.status).toBe(404);
  });

  it('GET /api/join/{uid}/{timestamp}: an inviter uid of 99999999999 is 400 field-too-big', async () => {
    const reply = await member.get(`/api/join/${HUGE}/1700000000000`);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: '[[error:field-too-big, uid, 2147483647]]' });
    expect((await member.get('/api/join/abc/1700000000000')).status).toBe(400);
    expect((await member.get('/api/join/2147483647/1700000000000')).body).toEqual({ error: '[[error:invite-invalid]]' });
  });

  it('lenient query values: a junk or huge page, page_size or uid filter is ignored, never an error', async () => {
    for (const value of [HUGE, ...JUNK, '1e3', '']) {
      const q = encodeURIComponent(value);
      const feed = await member.get(`/api/events/v1/search/highlights?uid=${q}&page=${q}`);
      expect([value, feed.status]).toEqual([value, 200]);
      expect(feed.body.results).toEqual([expect.any(Object)]);
      const questions = await member.get(`/api/questions/2147483647/popular?page=${q}&page_size=${q}`);
      expect([value, questions.status, questions.body]).toEqual([value, 404, { error: '[[error:no-topic]]' }]);
    }
  });
});

describe('R7.2 write endpoints bound ids the same way', () => {
  it.each([
    ['PUT', '/api/v3/users/{}', { fullname: 'x' }, 'uid'],
    ['PUT', '/api/v3/users/{}/settings', { settings: {} }, 'uid'],
    ['PUT', '/api/v3/users/{}/badges/1/notified', undefined, 'uid'],
    ['POST', '/api/v3/topics/{}', { content: 'a reply here' }, 'tid'],
    ['PUT', '/api/v3/posts/{}', { content: 'edited content' }, 'pid'],
    ['DELETE', '/api/v3/posts/{}', undefined, 'pid'],
    ['PUT', '/api/v3/posts/{}/vote', { delta: 1 }, 'pid'],
    ['PUT', '/api/v3/posts/{}/bookmark', undefined, 'pid'],
  ])('%s %s: an id of 99999999999 is 400 field-too-big; junk is 400', async (method, path, body, field) => {
    const huge = await member.request(method, path.replace('{}', HUGE), { body });
    expect(huge.status).toBe(400);
    expect(huge.body.status).toEqual({ code: 'bad-request', message: `[[error:field-too-big, ${field}, 2147483647]]` });
    for (const id of JUNK) {
      const reply = await member.request(method, path.replace('{}', encodeURIComponent(id)), { body });
      expect([id, reply.status]).toEqual([id, 400]);
    }
  });

  it('POST /api/flag: an id of 99999999999 is 400 field-too-big', async () => {
    const reply = await member.post('/api/flag', { id: HUGE, reason: 'spam', type: 'post' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: '[[error:field-too-big, id, 2147483647]]' });
  });
});
