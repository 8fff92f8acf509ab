import { ALL_ENDPOINTS } from '../../server/http/catalogue';

/**
 * Every JSON endpoint names its response contract (lib/contracts; R9 and the mocked API's "no
 * drift" rule): the server checks its answers against it while the API tests run, the OpenAPI
 * document describes answers from it, and the mocked API builds answers through it. Endpoints that
 * write their own answer (`produces`: feeds, calendars, files) and redirects (`redirects`: the
 * GitHub sign-in calls) have none.
 */

const missing = ALL_ENDPOINTS.filter((ep) => !ep.produces && !ep.redirects && !ep.response).map((ep) => `${ep.method} ${ep.path}`);

describe('response contracts', () => {
  it('every JSON endpoint has a response contract', () => {
    expect(missing).toEqual([]);
  });

  it('endpoints that write their own answer or redirect declare no contract', () => {
    expect(ALL_ENDPOINTS.filter((ep) => (ep.produces || ep.redirects) && ep.response).map((ep) => ep.path)).toEqual([]);
  });
});
