import './polyfills';
import { getResponse } from 'msw';
import { mockHandlers } from './handlers';

/**
 * The mocked API on the server side of `npm run dev:mock`: server-side rendering asks the same
 * mocked endpoints the browser's worker answers from (msw's `getResponse`, no network), with the
 * page request's cookies (the mocked session and the scenario).
 */

export interface MockAnswer<T> {
  status: number;
  /** The object for read and service calls, the `response` of a v3 call; null on failure. */
  data: T | null;
}

export interface MockApi {
  get<T>(path: string): Promise<MockAnswer<T>>;
}

export function mockApi(cookieHeader: string): MockApi {
  return {
    async get<T>(path: string): Promise<MockAnswer<T>> {
      const request = new Request(`http://mock.invalid${path}`, { headers: { Accept: 'application/json', Cookie: cookieHeader } });
      const response = await getResponse(mockHandlers, request);
      if (!response) return { status: 404, data: null };
      if (response.status !== 200 || response.headers.get('X-Redirect')) return { status: response.status || 503, data: null };
      const json = (await response.json()) as unknown;
      const data = path.startsWith('/api/v3/') ? (json as { response: T }).response : (json as T);
      return { status: 200, data };
    },
  };
}
