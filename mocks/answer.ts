import type { HttpHandler } from 'msw';
import { overrideEndpoint, type MockEndpoint, type MockRequest } from './endpoint';
import { MOCK_ENDPOINTS } from './handlers';

export { mockFail } from './endpoint';

/**
 * The client tests' answers, from the same mocked endpoints `npm run dev:mock` answers from:
 *
 *   server.use(...answerFor('GET /api/topic/{tid}', () => buildTopic(post)));
 *   server.use(...answerFor('PUT /api/v3/posts/{pid}/vote', () => { throw mockFail('no-privileges'); }));
 *
 * The key is the endpoint as the catalogue (and the OpenAPI document) names it. The answer gets
 * the endpoint's envelope, its aliases and its catalogue errors, and must keep to its response
 * contract, so a test cannot pass on an answer the server would never give. (A test of how the
 * client copes with a malformed answer says so and uses msw's `http` directly.)
 */
export function answerFor<R>(key: string, resolve: (req: MockRequest) => R | Promise<R>): HttpHandler[] {
  return overrideEndpoint(endpointOf(key) as MockEndpoint<R>, resolve);
}

/** The mocked endpoint named `METHOD /path` (an unknown name is a mistake in the test). */
export function endpointOf(key: string): MockEndpoint {
  const found = MOCK_ENDPOINTS.find((e) => `${e.method} ${e.path}` === key);
  if (!found) throw new Error(`No mocked endpoint "${key}": name it as the OpenAPI document does, e.g. "GET /api/topic/{tid}"`);
  return found;
}
