import { z } from 'zod';

/**
 * Every failure a handler can meet becomes an `AppError`: a catalogue key (`[[error:key, args]]`,
 * the client maps it to text) and the HTTP status. This file is the one place that decides both.
 */
export class AppError extends Error {
  readonly key: string;
  readonly args: Array<string | number>;
  readonly status: number;

  constructor(key: string, args: Array<string | number> = [], status?: number) {
    super(formatErrorKey(key, args));
    this.name = 'AppError';
    this.key = key;
    this.args = args;
    this.status = status ?? statusForKey(key);
  }
}

/** Short form for rules: `throw fail('username-taken')`. */
export function fail(key: string, ...args: Array<string | number>): AppError {
  return new AppError(key, args);
}

const STATUS_BY_KEY: Record<string, number> = {
  'not-logged-in': 401,
  'no-privileges': 403,
  'csrf-invalid': 403,
  'account-locked': 429,
  'login-rate-limited': 429,
  'registration-rate-limited': 429,
  'too-many-posts': 429,
  'form-rate-limited': 429,
  'pageview-rate-limited': 429,
  'no-user': 404,
  'invalid-uid': 404,
  'not-found': 404,
  'no-topic': 404,
  'no-post': 404,
  'no-category': 404,
  'no-project': 404,
  'file-too-big': 413,
  'badge-not-found': 404,
  'invite-invalid': 404,
  'invite-expired': 410,
  'method-not-allowed': 405,
  'internal-error': 500,
  'no-connection': 503,
};

export function statusForKey(key: string): number {
  return STATUS_BY_KEY[key] ?? 400;
}

export function formatErrorKey(key: string, args: ReadonlyArray<string | number> = []): string {
  const parts = [`error:${key}`, ...args.map((a) => String(a).replace(/[,\]]/g, ' '))];
  return `[[${parts.join(', ')}]]`;
}

/** The NodeBB-style `status.code` of the v3 envelope for an HTTP status. */
export function statusCodeName(status: number): string {
  const names: Record<number, string> = {
    200: 'ok',
    400: 'bad-request',
    401: 'not-authorised',
    403: 'forbidden',
    404: 'not-found',
    405: 'method-not-allowed',
    409: 'conflict',
    410: 'gone',
    413: 'payload-too-large',
    429: 'too-many-requests',
    500: 'internal-server-error',
    503: 'service-unavailable',
  };
  return names[status] ?? (status >= 500 ? 'internal-server-error' : 'bad-request');
}

/** Fields whose length errors use the catalogue's own keys (bound as the one parameter). */
const LENGTH_KEYS: Record<string, { short?: string; long?: string }> = {
  title: { short: 'title-too-short', long: 'title-too-long' },
  content: { short: 'content-too-short', long: 'content-too-long' },
  aboutme: { long: 'about-me-too-long' },
};

function fieldName(issue: z.core.$ZodIssue): string {
  return issue.path.length ? issue.path.map(String).join('.') : 'body';
}

/**
 * The first problem of a failed zod parse as a catalogue error that names the field and the bound:
 * `[[error:required-parameters-missing, email]]`, `[[error:field-too-short, password, 8]]`, ...
 */
export function validationError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  if (!issue) return fail('invalid-data');
  const field = fieldName(issue);
  const last = String(issue.path[issue.path.length - 1] ?? field);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return fail('required-parameters-missing', field);
      const received = Array.isArray(issue.input) ? 'array' : typeof issue.input;
      return fail('wrong-parameter-type', field, issue.expected, received);
    }
    case 'too_small': {
      const bound = Number(issue.minimum);
      if (issue.origin === 'string' && LENGTH_KEYS[last]?.short) return fail(LENGTH_KEYS[last].short!, bound);
      if (issue.origin === 'string' && bound === 1) return fail('required-parameters-missing', field);
      return fail(issue.origin === 'string' ? 'field-too-short' : 'field-too-small', field, bound);
    }
    case 'too_big': {
      const bound = Number(issue.maximum);
      if (issue.origin === 'string' && LENGTH_KEYS[last]?.long) return fail(LENGTH_KEYS[last].long!, bound);
      return fail(issue.origin === 'string' ? 'field-too-long' : 'field-too-big', field, bound);
    }
    case 'invalid_format':
      if (issue.format === 'email') return fail('invalid-email');
      if (issue.format === 'url') return fail('invalid-url');
      return fail('field-invalid', field);
    case 'unrecognized_keys':
      return fail('field-unknown', issue.keys.join(' '));
    default:
      return fail('field-invalid', field);
  }
}

/** Anything thrown becomes an AppError; unexpected errors are logged here and never leak. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof z.ZodError) return validationError(err);
  console.error('[api] unexpected error', err);
  return new AppError('internal-error', [], 500);
}
