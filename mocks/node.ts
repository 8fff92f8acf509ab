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

/** What a request to the dev server's own API routes carries (Next's API request, stream unread). */
interface IncomingApiRequest extends AsyncIterable<Buffer | string> {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

interface OutgoingApiResponse {
  statusCode: number;
  setHeader(name: string, value: string | string[]): unknown;
  end(body?: Buffer): unknown;
}

/**
 * `npm run dev:mock`: a call that reaches the dev server's own API routes (one the browser made
 * before msw's worker was running, an image's address, a form posted without JavaScript) is
 * answered by the same mocks, never by the real handlers, which would need the database. An
 * `/api` path without a mock answers 404 `not-found`.
 */
export async function answerFromMocks(req: IncomingApiRequest, res: OutgoingApiResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const request = new Request(`http://mock.invalid${req.url ?? '/'}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || chunks.length === 0 ? undefined : Buffer.concat(chunks),
  });
  const response = (await getResponse(mockHandlers, request)) ?? Response.json({ error: '[[error:not-found]]' }, { status: 404 });
  res.statusCode = response.status;
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') res.setHeader(name, value);
  });
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.end(Buffer.from(await response.arrayBuffer()));
}
