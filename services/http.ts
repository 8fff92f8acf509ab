import axios, { AxiosHeaders, type AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { cleanParams } from '@/lib/filters';
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
 */

export const CSRF_MISSING = 'CSRF not avaialble';
export const REGISTER_COMPLETE_PATH = '/register/complete';

export const MESSAGES = {
  loginExpired: 'Login expired',
  permissionDenied: 'Permission Denied!',
  unreachable: 'Sorry, we could not reach our servers',
  somethingWrong: 'Something went wrong',
  unknown: 'Unknown Error!!',
} as const;

/** The normalised failure of any call (R8.1). `data` keeps the server's body (R8.4 rethrows it). */
export class ApiError extends Error {
  readonly code: number;
  readonly status = false as const;
  readonly data: unknown;
  /** The catalogue key when the server sent `[[error:key]]`. */
  readonly key: string | null;

  constructor(message: string, code: number, data?: unknown, key: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    this.key = key;
  }

  /** Plain form for Redux actions (errors are not serialisable). */
  toJSON(): SerializedApiError {
    return { code: this.code, status: false, message: this.message, key: this.key };
  }
}

export interface SerializedApiError {
  code: number;
  status: false;
  message: string;
  key: string | null;
}

const KEY_PATTERN = /^\[\[(?:error:)?([^,\]]+)/;

function serverMessage(data: unknown): string | null {
  if (!data || typeof data !== 'object') return typeof data === 'string' && data.startsWith('[[') ? data : null;
  const status = 'status' in data && data.status && typeof data.status === 'object' ? data.status : null;
  const message = status && 'message' in status ? status.message : null;
  const fromStatus = typeof message === 'string' && message !== 'OK' ? message : null;
  const fromError = 'error' in data && typeof data.error === 'string' ? data.error : null;
  return fromStatus ?? fromError;
}

/**
 * The error a 200 answer may still carry: a v3 envelope whose status is not `ok`, or a read call's
 * `{error: "[[error:…]]"}`. Such an answer is a failure, never data.
 */
function errorInSuccess(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  if ('status' in data && data.status && typeof data.status === 'object' && 'code' in data.status) {
    const { code, message } = data.status as { code: unknown; message?: unknown };
    if (code !== 'ok') return typeof message === 'string' && message !== '' ? message : '[[error:unknown]]';
  }
  return 'error' in data && typeof data.error === 'string' && data.error !== '' ? data.error : null;
}

/**
 * The catalogue's texts and statuses (lib/errors), loaded with the first failure that needs them,
 * never with the page (docs/features/what-the-browser-loads.md).
 */
const errorCatalogue = () => Promise.all([import('@/lib/errors/catalogue'), import('@/lib/errors/keys')]);

const keyOf = (raw: string): string | null => KEY_PATTERN.exec(raw)?.[1]?.trim() ?? null;

/** An ApiError for a failure inside a 200 answer: its key's own status, else 500 (R8.5). */
async function failureOf200(raw: string, data: unknown): Promise<ApiError> {
  const [{ translateMessage }, { ERROR_STATUS, isErrorKey }] = await errorCatalogue();
  const key = keyOf(raw);
  return new ApiError(translateMessage(raw), key && isErrorKey(key) ? ERROR_STATUS[key] : 500, data, key);
}

/** R8.1 for what axios rejected with: the server's message when it sent one, else by status. */
async function failureOfAxios(err: AxiosError): Promise<ApiError> {
  if (!err.response) return new ApiError(err.request ? MESSAGES.unreachable : MESSAGES.somethingWrong, -1);
  const { status, statusText, data } = err.response;
  const raw = serverMessage(data);
  if (raw) {
    const [{ translateMessage }] = await errorCatalogue();
    return new ApiError(translateMessage(raw), status, data, keyOf(raw));
  }
  if (status === 401) return new ApiError(MESSAGES.loginExpired, status, data);
  if (status === 403) return new ApiError(MESSAGES.permissionDenied, status, data);
  return new ApiError(`Error:${status} ${statusText ?? ''}`.trim(), status, data);
}

/**
 * R8.1: code (HTTP status or -1), status false, readable message. The axios instance below turns
 * each of its failures into an ApiError already; a request that never left ('CSRF not avaialble')
 * keeps its message; anything else a thunk may throw reads 'Something went wrong'.
 */
export function normalizeError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof Error) {
    if (err.message === CSRF_MISSING) return new ApiError(CSRF_MISSING, -1);
    return new ApiError(MESSAGES.somethingWrong, -1);
  }
  return new ApiError(MESSAGES.unknown, -1);
}

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

const SAFE = new Set(['get', 'head', 'options']);

const http = axios.create({
  baseURL: '',
  withCredentials: true,
  headers: { Accept: 'application/json' },
  paramsSerializer: {
    serialize: (params: Record<string, unknown>) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(cleanParams(params))) {
        if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
        else search.append(key, String(value));
      }
      return search.toString();
    },
  },
});

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one repeat of a request after the member gave the registration consents. */
    _consentRetried?: boolean;
  }
}

http.interceptors.request.use(async (config) => {
  let token = hooks.csrfToken();
  const method = (config.method ?? 'get').toLowerCase();
  if (!token && !SAFE.has(method) && hooks.configReady) {
    await hooks.configReady().catch(() => undefined);
    token = hooks.csrfToken();
  }
  if (!token && !SAFE.has(method)) throw new Error(CSRF_MISSING);
  const headers = AxiosHeaders.from(config.headers);
  if (token) headers.set('X-XSRF-TOKEN', token);
  config.headers = headers;
  return config;
});

// `npm run dev:mock`: every call waits until the service worker that lays the Mock API scenario over
// the real answers is running (mocks/browser.ts).
// The condition is a build-time constant, so other builds leave this and the mocks out.
if (process.env.NEXT_PUBLIC_MOCK_API === '1' && typeof window !== 'undefined') {
  http.interceptors.request.use(async (config) => {
    await import('@/mocks/browser').then((m) => m.startMockWorker());
    return config;
  });
}

http.interceptors.response.use(
  async (response: AxiosResponse) => {
    const redirect = response.headers['x-redirect'];
    const config = response.config;
    if (response.status === 200 && redirect && response.data === REGISTER_COMPLETE_PATH && !config._consentRetried) {
      const agreed = await hooks.completeRegistration();
      if (!agreed) {
        const [{ translateMessage }] = await errorCatalogue();
        throw new ApiError(translateMessage('[[error:consent-required]]'), 403, response.data, 'consent-required');
      }
      return http.request({ ...config, _consentRetried: true });
    }
    const failure = errorInSuccess(response.data);
    if (failure) throw await failureOf200(failure, response.data);
    return response;
  },
  async (err: unknown) => {
    throw axios.isAxiosError(err) ? await failureOfAxios(err) : normalizeError(err);
  },
);

/** v3 write API answers `{status, response}`; read and service calls answer the object itself. */
function unwrap<T>(data: unknown): T {
  if (data && typeof data === 'object' && 'status' in data && 'response' in data) {
    return (data as { response: T }).response;
  }
  return data as T;
}

/** Typed helpers every service module uses; failures reject with `ApiError`. */
export async function get<T>(url: string, params?: Record<string, unknown>, config?: AxiosRequestConfig): Promise<T> {
  try {
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
    const res = await http.request({ ...config, method, url, data: body });
    return unwrap<T>(res.data);
  } catch (err) {
    throw normalizeError(err);
  }
}
