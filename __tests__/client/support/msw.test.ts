import { http, HttpResponse } from 'msw';
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

  it('has the jest-dom matchers', () => {
    document.body.innerHTML = '<p>Hello</p>';
    expect(document.querySelector('p')).toBeInTheDocument();
  });
});
