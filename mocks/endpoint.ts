import { serialize } from 'cookie';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { contractBreach } from '@/lib/contracts';
import { errorEnvelope, type Family } from '@/lib/errors/envelope';
import { ERROR_STATUS, formatErrorKey, type ErrorKey } from '@/lib/errors/keys';
import { memberByUid, mockDb, type MockDb, type MockMember } from './db';
import { SCENARIO_ERRORS, scenarioOf, SESSION_COOKIE, SLOW_MS, type Scenario } from '@/lib/mockScenarios';

/**
 * One mocked endpoint: the route as the server's catalogue names it (method, OpenAPI path, family,
 * access, and the SAME response contract object, which __tests__/server/mocks.test.ts checks), and
 * a resolver that answers from the mock database. The helper does what the server's route helper
 * does around an endpoint: access and consent, the envelope of the family, catalogue errors, and
 * it holds every answer to the contract (an answer outside it throws, so a mock cannot lie).
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MockRoute<R> {
  method: Method;
  /** The OpenAPI path, e.g. `/api/v3/users/{uid}`. */
  path: string;
  /** The server's aliases of it (`POST /logout`), answered too: the client calls some by them. */
  aliases?: string[];
  family: Family;
  access: 'public' | 'member';
  beforeConsent?: boolean;
  response: z.ZodType<R>;
  /**
   * A request that answers 200 from the generated data, for the test that runs every handler once:
   * the address (default: `path` as it is), the JSON body or a multipart `form`, and the member who
   * asks (`as`, a uid; the default member otherwise). Async when it needs a signed link.
   */
  example?: (db: MockDb) => MockExample | Promise<MockExample>;
}

export interface MockExample {
  url?: string;
  body?: Record<string, unknown>;
  form?: FormData;
  as?: number;
}

export interface MockRequest {
  request: Request;
  url: URL;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON or form body (an empty object when there is none). */
  body: Record<string, unknown>;
  viewer: MockMember | null;
  scenario: Scenario;
  db: MockDb;
  /** Sets a cookie on the answer (the mocked login and logout). */
  setCookie(name: string, value: string): void;
}

/** A catalogue error from a resolver: `throw mockFail('no-topic')`. */
export class MockFailure extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly args: ReadonlyArray<string | number> = [],
  ) {
    super(formatErrorKey(key, args));
  }
}

export const mockFail = (key: ErrorKey, ...args: Array<string | number>) => new MockFailure(key, args);

export interface MockEndpoint<R = unknown> extends MockRoute<R> {
  /** The msw handlers: the path and each alias. */
  handlers: HttpHandler[];
}

const REGISTER_COMPLETE_PATH = '/register/complete';

function errorAnswer(family: Family, status: number, message: string): Response {
  return HttpResponse.json(errorEnvelope(family, status, message), { status });
}

function failure(family: Family, key: ErrorKey, args: ReadonlyArray<string | number> = [], status: number = ERROR_STATUS[key]): Response {
  return errorAnswer(family, status, formatErrorKey(key, args));
}

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

/** The viewer of a request: the mocked session's member, the default member on a fresh browser, none for visitors. */
export function mockViewer(db: MockDb, scenario: Scenario, cookies: Record<string, string | undefined>): MockMember | null {
  if (scenario === 'visitor') return null;
  const cookie = cookies[SESSION_COOKIE];
  const uid = cookie === undefined ? db.defaultUid : Number(cookie);
  return Number.isInteger(uid) && uid > 0 ? (memberByUid(db, uid) ?? null) : null;
}

/** Whether the viewer has given the registration consents (in the `unconsented` scenario, once they complete registration). */
export function mockConsented(db: MockDb, scenario: Scenario, viewer: MockMember): boolean {
  return scenario !== 'unconsented' || db.consented.has(viewer.uid);
}

/** Scenarios that answer every call the same way (the configuration call excepted, so the shell still renders). */
async function scenarioAnswer(scenario: Scenario, family: Family): Promise<Response | null> {
  const error = SCENARIO_ERRORS[scenario];
  if (error) return failure(family, error.key, [], error.status);
  if (scenario === 'offline') return HttpResponse.error();
  if (scenario === 'slow') await delay(SLOW_MS);
  return null;
}

/** Paths answered even in the error scenarios: the configuration the shell renders with. */
const ALWAYS_ANSWERED = new Set(['GET /api/config']);

type Resolver<R> = (req: MockRequest) => R | Promise<R>;
type HandlerInfo = { request: Request; params: Record<string, string | readonly string[] | undefined>; cookies: Record<string, string> };

/** The path's own parameters (`{tid}`), as strings; `host` is the any-host pattern of routeHandlers, not the endpoint's. */
function pathParams(params: HandlerInfo['params']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .filter(([k]) => k !== 'host')
      .map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : String(v)]),
  );
}

/**
 * Runs a resolver for a request and answers as the server would: the family's envelope, a
 * catalogue error for a `MockFailure`, cookies it set, and an answer outside the endpoint's
 * contract is an error (thrown: the mock, or a test's override, is wrong, not the client).
 */
async function resolveAnswer<R>(route: MockRoute<R>, resolve: Resolver<R>, info: HandlerInfo, scenario: Scenario, db: MockDb, viewer: MockMember | null): Promise<Response> {
  const url = new URL(info.request.url);
  const setCookies: string[] = [];
  let result: R;
  try {
    result = await resolve({
      request: info.request,
      url,
      params: pathParams(info.params),
      query: url.searchParams,
      body: await readBody(info.request),
      viewer,
      scenario,
      db,
      setCookie: (name, value) => setCookies.push(serialize(name, value, { path: '/', sameSite: 'lax' })),
    });
  } catch (err) {
    if (err instanceof MockFailure) return failure(route.family, err.key, err.args);
    throw err;
  }
  const breach = contractBreach(route.response, result ?? {});
  if (breach) throw new Error(`mocked ${route.method} ${route.path} answered outside its contract:\n${breach}`);
  const body = route.family === 'v3' ? { status: { code: 'ok', message: 'OK' }, response: result ?? {} } : (result ?? {});
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return HttpResponse.json(body as Record<string, unknown>, { headers });
}

/**
 * The msw handlers of a route: its path and each alias. An alias is `METHOD /path`, or a path
 * answered with the endpoint's own method. A query in it (`POST /register/complete/?_csrf=`) is
 * not matched; a condition (`GET /search (Accept: application/json)`) is: the page at that
 * address is answered by Next, its JSON by the mock.
 */
function routeHandlers<R>(route: MockRoute<R>, answer: (info: HandlerInfo) => Promise<Response>): HttpHandler[] {
  const entries = [`${route.method} ${route.path}`, ...(route.aliases ?? []).map((a) => (/^[A-Z]+ /.test(a) ? a : `${route.method} ${a}`))];
  return entries.flatMap((entry) => {
    const [method, rawPath] = entry.split(' ') as [Method, string];
    const path = rawPath.split('?')[0]!.replace(/\{(\w+)\}/g, ':$1');
    const jsonOnly = /\(Accept: application\/json\)/.test(entry);
    const resolver = async (info: HandlerInfo): Promise<Response | undefined> => {
      if (jsonOnly && !(info.request.headers.get('accept') ?? '').includes('application/json')) return undefined;
      return answer(info);
    };
    // Any host (the browser's own, the server-side renderer's), this exact path (`*` would match
    // any path that ends with it).
    const on = http[method.toLowerCase() as Lowercase<Method>];
    return [on(`http://:host${path}`, resolver), on(`https://:host${path}`, resolver)];
  });
}

export function mockEndpoint<R>(route: MockRoute<R>, resolve: Resolver<R>): MockEndpoint<R> {
  const answer = async (info: HandlerInfo): Promise<Response> => {
    const scenario = scenarioOf(info.cookies);
    if (!ALWAYS_ANSWERED.has(`${route.method} ${route.path}`)) {
      const answered = await scenarioAnswer(scenario, route.family);
      if (answered) return answered;
    }
    const db = mockDb(scenario);
    const viewer = mockViewer(db, scenario, info.cookies);
    if (route.access === 'member' && !viewer) return failure(route.family, 'not-logged-in');
    if (viewer && !mockConsented(db, scenario, viewer) && !route.beforeConsent) {
      return HttpResponse.json(REGISTER_COMPLETE_PATH, { headers: { 'X-Redirect': REGISTER_COMPLETE_PATH } });
    }
    return resolveAnswer(route, resolve, info, scenario, db, viewer);
  };
  return { ...route, handlers: routeHandlers(route, answer) };
}

/**
 * A test's own answer for an endpoint (the client tests: `server.use(...answerFor(endpoint, () =>
 * fixture))`): the same route, aliases, envelope, catalogue errors and contract as the mock, with
 * the resolver the test gives. The test decides the answer, so the scenario, access and consent
 * rules are not applied; the viewer is the generated default member.
 */
export function overrideEndpoint<R>(route: MockRoute<R>, resolve: Resolver<R>): HttpHandler[] {
  return routeHandlers(route, (info) => {
    const db = mockDb('default');
    return resolveAnswer(route, resolve, info, 'default', db, mockViewer(db, 'default', info.cookies));
  });
}
