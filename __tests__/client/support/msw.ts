import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

/**
 * The mocked network of the client tests: one msw server per test file (each file has its own
 * module registry). Nothing is answered unless the file or the test says so:
 * `startMswServer(...answerFor('GET /api/topic/{tid}', () => fixture))` for the file,
 * `server.use(...)` for one test (mocks/answer.ts: each answer held to its endpoint's contract,
 * built with the factories of mocks/factories).
 *
 * No request may reach a URL without a handler: `startMswServer()` listens with
 * `onUnhandledFrame: 'error'` (msw 3's option; the old `onUnhandledRequest` is silently ignored),
 * so such a request rejects like a network error, and it also records every unhandled request
 * and fails the test in `afterEach`, so a test still fails when the code under test swallows
 * the network error (as the client's error handling does: a toast, not a throw).
 */
export const server = setupServer();

const unhandled: string[] = [];

server.events.on('request:unhandled', ({ request }) => {
  unhandled.push(`${request.method} ${request.url}`);
});

/** Throws when requests without a handler were made since the last call, and forgets them. */
export function assertNoUnhandledRequests(): void {
  const requests = unhandled.splice(0);
  if (requests.length > 0) {
    throw new Error(`Requests without an msw handler:\n  ${requests.join('\n  ')}`);
  }
}

/**
 * Call once at the top of a test file (or a describe block): listens before all tests, checks
 * for unhandled requests and resets the handlers after each test, closes after all.
 * `handlers` are the file's own answers; each test starts from exactly these.
 * (Not named `use...`: eslint's react-hooks rule would take it for a hook.)
 */
export function startMswServer(...handlers: RequestHandler[]): void {
  beforeAll(() => {
    unhandled.length = 0;
    server.resetHandlers(...handlers);
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => {
    try {
      assertNoUnhandledRequests();
    } finally {
      server.resetHandlers(...handlers);
    }
  });
  afterAll(() => {
    server.close();
  });
}
