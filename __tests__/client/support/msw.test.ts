import { http, HttpResponse } from 'msw';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig } from '@/mocks/factories/config';
import { buildPost } from '@/mocks/factories/posts';
import { assertNoUnhandledRequests, server, startMswServer } from './msw';

startMswServer(http.get('http://localhost/api/base', () => HttpResponse.json({ base: true })));

describe('msw test server (client test project)', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // msw prints the unhandled request; keep the test output clean.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('answers a request that has a handler', async () => {
    server.use(http.get('http://localhost/api/thing', () => HttpResponse.json({ ok: 1 })));
    const res = await fetch('http://localhost/api/thing');
    await expect(res.json()).resolves.toEqual({ ok: 1 });
  });

  it('keeps the base handlers given to startMswServer across resets', async () => {
    const res = await fetch('http://localhost/api/base');
    await expect(res.json()).resolves.toEqual({ base: true });
  });

  it('drops per-test handlers after each test', async () => {
    await expect(fetch('http://localhost/api/thing')).rejects.toThrow();
    expect(() => assertNoUnhandledRequests()).toThrow('GET http://localhost/api/thing');
  });

  it('rejects an unhandled request and reports it even when the caller swallows the error', async () => {
    const swallowed = await fetch('http://localhost/api/nobody-mocked-this', { method: 'POST' }).then(
      () => 'answered',
      () => 'failed',
    );
    expect(swallowed).toBe('failed');
    expect(consoleError).toHaveBeenCalled();
    // This is what the afterEach of startMswServer runs: the test fails there.
    expect(() => assertNoUnhandledRequests()).toThrow(
      'Requests without an msw handler:\n  POST http://localhost/api/nobody-mocked-this',
    );
    // ... and the list is cleared, so the next test starts clean.
    expect(() => assertNoUnhandledRequests()).not.toThrow();
  });

  it('R9: no endpoint answers by itself: a request the test did not answer fails it', async () => {
    await expect(fetch('http://localhost/api/topic/1')).rejects.toThrow();
    expect(() => assertNoUnhandledRequests()).toThrow('GET http://localhost/api/topic/1');
  });

  it("R9: a test's own answer gets the endpoint's envelope and aliases", async () => {
    server.use(...answerFor('GET /api/post/{pid}', ({ params }) => buildPost({ pid: Number(params.pid), tid: 4, upvotes: 1, votes: 1, upvoted: true })));
    const read = await fetch('http://localhost/api/post/12');
    await expect(read.json()).resolves.toMatchObject({ pid: 12, tid: 4, upvoted: true });

    server.use(...answerFor('PUT /api/v3/posts/{pid}/vote', () => ({})));
    const res = await fetch('http://localhost/api/v3/posts/12/vote', { method: 'PUT', body: JSON.stringify({ delta: 1 }) });
    await expect(res.json()).resolves.toEqual({ status: { code: 'ok', message: 'OK' }, response: {} });

    server.use(...answerFor('POST /api/logout', () => ({ csrf_token: 'fresh', next: '/' })));
    const alias = await fetch('http://localhost/logout', { method: 'POST' });
    await expect(alias.json()).resolves.toEqual({ csrf_token: 'fresh', next: '/' });
  });

  it("R9: a test's answer sees the endpoint's own path parameters, not the host the request went to", async () => {
    const seen: Array<Record<string, string>> = [];
    server.use(...answerFor('GET /api/post/{pid}', ({ params }) => (seen.push(params), buildPost({ pid: Number(params.pid), tid: 1 }))));
    await fetch('http://localhost/api/post/3');
    await fetch('https://community.example.org/api/post/4');
    expect(seen).toEqual([{ pid: '3' }, { pid: '4' }]);
  });

  it('R8.1: a catalogue error thrown by a test answer has the status and envelope of its family', async () => {
    server.use(...answerFor('GET /api/topic/{tid}', () => {
      throw mockFail('no-topic');
    }));
    const read = await fetch('http://localhost/api/topic/5');
    expect(read.status).toBe(404);
    await expect(read.json()).resolves.toEqual({ error: '[[error:no-topic]]' });

    server.use(...answerFor('PUT /api/v3/posts/{pid}/bookmark', () => {
      throw mockFail('no-privileges');
    }));
    const v3 = await fetch('http://localhost/api/v3/posts/1/bookmark', { method: 'PUT' });
    expect(v3.status).toBe(403);
    await expect(v3.json()).resolves.toEqual({ status: { code: 'forbidden', message: '[[error:no-privileges]]' }, response: {} });
  });

  it('R9: an answer outside the endpoint contract fails the request instead of reaching the client', async () => {
    server.use(...answerFor('GET /api/config', () => ({ ...memberConfig(), uid: 'seven' })));
    const res = await fetch('http://localhost/api/config');
    expect(res.status).toBe(500);
    await expect(res.text()).resolves.toContain('is outside its contract');
  });

  it('R9: naming an endpoint the API does not have is an error in the test', () => {
    expect(() => answerFor('GET /api/topics/{tid}', () => ({}))).toThrow('No endpoint "GET /api/topics/{tid}"');
  });

  it('has the jest-dom matchers', () => {
    document.body.innerHTML = '<p>Hello</p>';
    expect(document.querySelector('p')).toBeInTheDocument();
  });
});
