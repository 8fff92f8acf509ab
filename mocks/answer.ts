import type { HttpHandler } from 'msw';
import { overrideEndpoint, type MockRequest } from './endpoint';
import { MOCK_ROUTES, type MockRoute } from './routes';

export { mockFail } from './endpoint';

/**
 * The client tests' answers: no endpoint answers by itself; a test states what it needs.
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
  return overrideEndpoint(routeOf(key) as MockRoute<R>, resolve);
}

/** The endpoint named `METHOD /path` (an unknown name is a mistake in the test). */
function routeOf(key: string): MockRoute {
  const found = MOCK_ROUTES.find((e) => `${e.method} ${e.path}` === key);
  if (!found) throw new Error(`No endpoint "${key}": name it as the OpenAPI document does, e.g. "GET /api/topic/{tid}"`);
  return found;
}
