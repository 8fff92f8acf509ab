import { http, HttpResponse, type HttpHandler } from 'msw';
import { contractBreach } from '@/lib/contracts';
import { errorEnvelope } from '@/lib/errors/envelope';
import { ERROR_STATUS, formatErrorKey, type ErrorKey } from '@/lib/errors/keys';
import type { MockRoute } from './routes';

/**
 * A client test's answer for one endpoint of mocks/routes.ts, as the server's route helper would
 * send it: the family's envelope, catalogue errors (`throw mockFail('no-topic')`), the endpoint's
 * aliases, and an answer outside the endpoint's response contract is an error (thrown: the test's
 * answer is wrong, not the client).
 */

type Method = MockRoute['method'];

export interface MockRequest {
  request: Request;
  url: URL;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON or form body (an empty object when there is none). */
  body: Record<string, unknown>;
}

/** A catalogue error from a resolver: `throw mockFail('no-topic')`. */
class MockFailure extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly args: ReadonlyArray<string | number> = [],
  ) {
    super(formatErrorKey(key, args));
  }
}

export const mockFail = (key: ErrorKey, ...args: Array<string | number>) => new MockFailure(key, args);

async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const text = await request.clone().text();
  if (!text) return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

type Resolver<R> = (req: MockRequest) => R | Promise<R>;
type HandlerInfo = { request: Request; params: Record<string, string | readonly string[] | undefined> };

/** The path's own parameters (`{tid}`), as strings; `host` is the any-host pattern of the handlers, not the endpoint's. */
function pathParams(params: HandlerInfo['params']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .filter(([k]) => k !== 'host')
      .map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : String(v)]),
  );
}

async function resolveAnswer<R>(route: MockRoute<R>, resolve: Resolver<R>, info: HandlerInfo): Promise<Response> {
  const url = new URL(info.request.url);
  let result: R;
  try {
    result = await resolve({ request: info.request, url, params: pathParams(info.params), query: url.searchParams, body: await readBody(info.request) });
  } catch (err) {
    if (!(err instanceof MockFailure)) throw err;
    const status = ERROR_STATUS[err.key];
    return HttpResponse.json(errorEnvelope(route.family, status, formatErrorKey(err.key, err.args)), { status });
  }
  const breach = contractBreach(route.response, result ?? {});
  if (breach) throw new Error(`the answer for ${route.method} ${route.path} is outside its contract:\n${breach}`);
  const body = route.family === 'v3' ? { status: { code: 'ok', message: 'OK' }, response: result ?? {} } : (result ?? {});
  return HttpResponse.json(body as Record<string, unknown>);
}

/**
 * The msw handlers of a route answering with `resolve`: its path and each alias. An alias is
 * `METHOD /path`, or a path answered with the endpoint's own method. A query in it
 * (`POST /register/complete/?_csrf=`) is not matched; a condition
 * (`GET /search (Accept: application/json)`) is: only the JSON request is answered.
 */
export function overrideEndpoint<R>(route: MockRoute<R>, resolve: Resolver<R>): HttpHandler[] {
  const entries = [`${route.method} ${route.path}`, ...(route.aliases ?? []).map((a) => (/^[A-Z]+ /.test(a) ? a : `${route.method} ${a}`))];
  return entries.flatMap((entry) => {
    const [method, rawPath] = entry.split(' ') as [Method, string];
    const path = rawPath.split('?')[0]!.replace(/\{(\w+)\}/g, ':$1');
    const jsonOnly = /\(Accept: application\/json\)/.test(entry);
    const resolver = async (info: HandlerInfo): Promise<Response | undefined> => {
      if (jsonOnly && !(info.request.headers.get('accept') ?? '').includes('application/json')) return undefined;
      return resolveAnswer(route, resolve, info);
    };
    // Any host (jsdom's own, a server-side renderer's), this exact path (`*` would match any path
    // that ends with it).
    const on = http[method.toLowerCase() as Lowercase<Method>];
    return [on(`http://:host${path}`, resolver), on(`https://:host${path}`, resolver)];
  });
}
