import { ALL_ENDPOINTS } from '../../server/http/catalogue';

/**
 * Every JSON endpoint names its response contract (lib/contracts; R9 and the mocked API's "no
 * drift" rule): the server checks its answers against it while the API tests run, the OpenAPI
 * document describes answers from it, and the mocked API builds answers through it. Endpoints that
 * write their own answer (`produces`: feeds, calendars, files) have none.
 */

/** Endpoints whose contract is still to be written, by `METHOD path`; the list only shrinks. */
const PENDING = new Set<string>([
  'GET /api/auth/github/callback',
  'GET /api/auth/github',
]);

const missing = ALL_ENDPOINTS.filter((ep) => !ep.produces && !ep.response).map((ep) => `${ep.method} ${ep.path}`);

describe('response contracts', () => {
  it('every JSON endpoint has a response contract, apart from the listed pending ones', () => {
    expect(missing.filter((name) => !PENDING.has(name))).toEqual([]);
  });

  it('the pending list names no endpoint that has a contract or no longer exists', () => {
    expect([...PENDING].filter((name) => !missing.includes(name))).toEqual([]);
  });

  it('endpoints that write their own answer declare no contract', () => {
    expect(ALL_ENDPOINTS.filter((ep) => ep.produces && ep.response).map((ep) => ep.path)).toEqual([]);
  });
});
