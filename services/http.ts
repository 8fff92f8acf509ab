import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { ApiError, normalizeError, unreachableMessage } from './apiError';
import { writeToken } from './writeToken';
import type { z } from 'zod';

/**
 * A GET call's query as the client writes it: the names the server reads it with (`z.input` of
 * the lib/ query schema, so the two cannot drift apart), each a value a query string carries. A
 * call narrows the values it knows better (a sort order). Type-only: zod never enters the browser
 * bundle through it.
 */
export type QueryOf<S extends z.ZodType> = { [K in keyof z.input<S>]?: string | number };

/**
 * The one axios instance of the client (spec section 7 and 8).
 *
 * - Base paths: events `/api/events/v1`, data `/api/data/v1` in production and `/api/data/v2`
 *   otherwise, rewards `/api/rewards/v1`, and the blank base for NodeBB-style calls.
 * - Every request carries `X-XSRF-TOKEN` from the configuration (R6.4); a state-changing request
 *   without one fails with 'CSRF not avaialble' (R8.3).
 * - Empty and null query values are left out (R5.6).
 * - A 200 answer with an `X-Redirect` header and the body `/register/complete` asks the member
 *   to complete registration: the registered handler shows the consent step, and when the member
 *   agrees the original request is sent again. Consent is never given on their behalf.
 * - Every failure becomes an `ApiError` (R8.1) whose message is already readable text. The error
 *   catalogue's texts (lib/errors) load with the first failure that needs them, never with the page.
 * - The instance itself (axios and its interceptors, services/httpClient.ts) loads with the first
 *   call, never with the page: a visitor who only reads never waits for it
 *   (docs/features/what-the-browser-loads.md).
 * - A write whose answer nobody reads (a page view) is a `beacon`: `fetch` with the same token,
 *   no axios, and it never fails.
 */

export { ApiError, CSRF_MISSING, MESSAGES, normalizeError, type SerializedApiError } from './apiError';
export { REGISTER_COMPLETE_PATH } from '@/lib/session/types';

export interface SessionHooks {
  /** The csrf_token of the current configuration, when loaded. */
  csrfToken(): string | null | undefined;
  /**
   * Settles when the configuration the app is loading has arrived (a visitor's page carries no
   * token: the app asks for one as it starts). A write made before then waits for it.
   */
  configReady?(): Promise<unknown>;
  /** Shows the consent step; resolves true when the member agreed (and consent was posted). */
  completeRegistration(): Promise<boolean>;
}

let hooks: SessionHooks = {
  csrfToken: () => null,
  completeRegistration: async () => false,
};

/** The store registers how to read the token and how to ask for consent (see store/index.ts). */
export function setSessionHooks(next: SessionHooks): () => void {
  const previous = hooks;
  hooks = next;
  return () => {
    hooks = previous;
  };
}

/** `data` base: v1 in production, v2 otherwise (spec section 7). */
export function dataBase(production = process.env.NODE_ENV === 'production'): string {
  return production ? '/api/data/v1' : '/api/data/v2';
}

export const BASES = {
  events: '/api/events/v1',
  rewards: '/api/rewards/v1',
  get data() {
    return dataBase();
  },
  blank: '',
} as const;

/** v3 write API answers `{status, response}`; read and service calls answer the object itself. */
function unwrap<T>(data: unknown): T {
  if (data && typeof data === 'object' && 'status' in data && 'response' in data) {
    return (data as { response: T }).response;
  }
  return data as T;
}

/**
 * A module of calls (or of the work around them) loaded with its first call, not with the page
 * (docs/features/what-the-browser-loads.md): `loadOnUse(() => import('./module'))` answers a
 * function that gives the module. When its code cannot be loaded (offline, a new release) the call
 * fails as an unreachable server does (`method`: a read, or a write that was not sent), and the
 * next call asks for it again.
 */
export function loadOnUse<M>(load: () => Promise<M>): (method?: string) => Promise<M> {
  let loading: Promise<M> | null = null;
  return (method = 'get') => {
    loading ??= load();
    return loading.catch(() => {
      loading = null;
      throw new ApiError(unreachableMessage(method), -1);
    });
  };
}

/** The one axios instance, loaded and made with the first call (services/httpClient.ts). */
const client: (method?: string) => Promise<AxiosInstance> = loadOnUse(() => import('./httpClient').then((m) => m.createHttpClient(() => hooks)));

/**
 * A best-effort POST whose answer nobody reads: a page view (R9.10). It goes out with the
 * browser's `fetch` and needs none of axios's code, so a visitor who only reads loads no HTTP
 * client (docs/DECISIONS.md "Page views are beacons"). It carries the same `X-XSRF-TOKEN`, waits
 * for the configuration like any write, and never rejects: without a token, or when the server is
 * unreachable or refuses it, it is dropped. Beacons go out one at a time, in the order they were
 * made.
 */
export function beacon(url: string, body: unknown): Promise<void> {
  // One after another: page views reach the server in the order they were seen.
  beacons = beacons.then(() => sendBeacon(url, body));
  return beacons;
}

let beacons: Promise<void> = Promise.resolve();

async function sendBeacon(url: string, body: unknown): Promise<void> {
  const token = await writeToken(hooks);
  if (!token) return;
  await fetch(new URL(url, window.location.href), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
    body: JSON.stringify(body),
  })
    // The answer is read to its end, or the browser holds the request open until collected.
    .then((res) => res.arrayBuffer())
    .catch(() => undefined);
}

/** Typed helpers every service module uses; failures reject with `ApiError`. */
export async function get<T>(url: string, params?: Record<string, unknown>, config?: AxiosRequestConfig): Promise<T> {
  try {
    const http = await client();
    const res = await http.get(url, { ...config, params });
    return unwrap<T>(res.data);
  } catch (err) {
    throw normalizeError(err);
  }
}

export async function send<T>(
  method: 'post' | 'put' | 'patch' | 'delete',
  url: string,
  body?: unknown,
  config?: AxiosRequestConfig,
): Promise<T> {
  try {
    const http = await client(method);
    const res = await http.request({ ...config, method, url, data: body });
    return unwrap<T>(res.data);
  } catch (err) {
    throw normalizeError(err);
  }
}
