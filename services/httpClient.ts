import axios, { AxiosHeaders, type AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { cleanParams } from '@/lib/filters';
import { REGISTER_COMPLETE_PATH } from '@/lib/session/types';
import { ApiError, CSRF_MISSING, MESSAGES, normalizeError, unreachableMessage } from './apiError';
import type { SessionHooks } from './http';
import { writeToken } from './writeToken';

/**
 * The one axios instance of the client and its interceptors (the rules are described in
 * services/http.ts, whose `get` and `send` load this module with their first call).
 */

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
 * The catalogue's texts in the page's language and its statuses (lib/errors), loaded with the
 * first failure that needs them, never with the page (docs/features/what-the-browser-loads.md).
 */
const errorCatalogue = () => Promise.all([import('@/lib/errors/load').then((m) => m.pageErrorTexts()), import('@/lib/errors/keys')]);

const keyOf = (raw: string): string | null => KEY_PATTERN.exec(raw)?.[1]?.trim() ?? null;

/** An ApiError for a failure inside a 200 answer: its key's own status, else 500 (R8.5). */
async function failureOf200(raw: string, data: unknown): Promise<ApiError> {
  const [{ translateMessage }, { ERROR_STATUS, isErrorKey }] = await errorCatalogue();
  const key = keyOf(raw);
  return new ApiError(translateMessage(raw), key && isErrorKey(key) ? ERROR_STATUS[key] : 500, data, key);
}

/** R8.1 for what axios rejected with: the server's message when it sent one, else by status. */
async function failureOfAxios(err: AxiosError): Promise<ApiError> {
  if (!err.response) return new ApiError(err.request ? unreachableMessage(err.config?.method) : MESSAGES.somethingWrong, -1);
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

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one repeat of a request after the member gave the registration consents. */
    _consentRetried?: boolean;
  }
}

const SAFE = new Set(['get', 'head', 'options']);

/** Empty and null query values are left out (R5.6); arrays repeat their name. */
function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanParams(params))) {
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
    else search.append(key, String(value));
  }
  return search.toString();
}

/** Made once per page by services/http.ts, with the first call; `sessionHooks` reads the hooks registered now. */
export function createHttpClient(sessionHooks: () => SessionHooks): AxiosInstance {
  const http = axios.create({
    baseURL: '',
    withCredentials: true,
    headers: { Accept: 'application/json' },
    paramsSerializer: { serialize: serializeParams },
  });

  http.interceptors.request.use(async (config) => {
    const hooks = sessionHooks();
    const method = (config.method ?? 'get').toLowerCase();
    const token = SAFE.has(method) ? hooks.csrfToken() : await writeToken(hooks);
    if (!token && !SAFE.has(method)) throw new Error(CSRF_MISSING);
    const headers = AxiosHeaders.from(config.headers);
    if (token) headers.set('X-XSRF-TOKEN', token);
    config.headers = headers;
    return config;
  });

  // `npm run dev:mock`: every call waits until the service worker that lays the Mock API scenario
  // over the real answers is running (mocks/browser.ts). The condition is a build-time constant, so
  // other builds leave this and the mocks out.
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
        const agreed = await sessionHooks().completeRegistration();
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
  return http;
}
