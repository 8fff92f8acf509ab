import { sayNow } from '@/lib/i18n/current';
import { said } from '@/lib/i18n/said';

/** The normalised failure of every call of the client (R8.1), shared by services/http.ts and the axios instance. */

export const CSRF_MISSING = 'CSRF not avaialble';

/**
 * R8.1's own messages ('Login expired', 'Permission Denied!', …), said in the page's language
 * (`common` messages, on every page; lib/i18n/current.ts).
 */
export const MESSAGES = {
  get loginExpired() {
    return sayNow(said('common', 'failure.loginExpired'));
  },
  get permissionDenied() {
    return sayNow(said('common', 'failure.permissionDenied'));
  },
  get unreachable() {
    return sayNow(said('common', 'failure.unreachable'));
  },
  /** A read while the browser is offline (issue 37). */
  get offline() {
    return sayNow(said('common', 'failure.offline'));
  },
  /** A write while the browser is offline: it was not sent (issue 37). */
  get offlineNotSent() {
    return sayNow(said('common', 'failure.offlineNotSent'));
  },
  get somethingWrong() {
    return sayNow(said('common', 'failure.somethingWrong'));
  },
  get unknown() {
    return sayNow(said('common', 'failure.unknown'));
  },
};

/**
 * The message of a call that never reached the server (R8.1 'Sorry, we could not reach our
 * servers'), or, while the browser knows it is offline, that it is offline and (for a write) that
 * nothing was sent (issue 37: a vote or a save made offline says so; a reply keeps its draft).
 */
export function unreachableMessage(method: string | undefined): string {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return MESSAGES.unreachable;
  return !method || method.toLowerCase() === 'get' ? MESSAGES.offline : MESSAGES.offlineNotSent;
}

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
