import { z } from 'zod';
import { ERROR_STATUS, formatErrorKey, statusCodeName, type ErrorKey } from '@/lib/errors/keys';
import { validationIssue } from '@/lib/errors/validation';
import { reportDatabaseError } from '../db/availability';
import { sqlStateOf } from '../db/errors';

/**
 * Every failure a handler can meet becomes an `AppError`: a catalogue key (`[[error:key, args]]`,
 * the client maps it to text) and the HTTP status. This file is the one place that decides both.
 */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly args: Array<string | number>;
  readonly status: number;

  constructor(key: ErrorKey, args: Array<string | number> = [], status?: number) {
    super(formatErrorKey(key, args));
    this.name = 'AppError';
    this.key = key;
    this.args = args;
    this.status = status ?? statusForKey(key);
  }
}

/** Short form for rules: `throw fail('username-taken')`. */
export function fail(key: ErrorKey, ...args: Array<string | number>): AppError {
  return new AppError(key, args);
}

/** The HTTP status of every key (lib/errors/keys.ts): each key has its own, explicitly. */
const STATUS_BY_KEY: Readonly<Record<ErrorKey, number>> = ERROR_STATUS;

function statusForKey(key: ErrorKey): number {
  return STATUS_BY_KEY[key];
}

export { formatErrorKey, statusCodeName };


/**
 * The first problem of a failed zod parse as a catalogue error that names the field and the bound
 * (`[[error:field-too-short, password, 8]]`); the mapping lives in lib/errors/validation.ts so forms
 * show the same message before sending.
 */
export function validationError(error: z.ZodError): AppError {
  const { key, args } = validationIssue(error);
  return new AppError(key, args);
}

/**
 * SQLSTATEs that only bad input causes: class 22 (data exception: 22P02 invalid text
 * representation, 22003 numeric value out of range, 22021 invalid byte sequence such as NUL,
 * 22P05 untranslatable character, 22001 string too long, 22007/22008 bad dates...) and 54000
 * (program limit exceeded: a value too large to index or search). Schemas refuse such input first
 * (hardening 12); this is the last line of defence, so it is still a 400, never a 500.
 */
function isInputSqlState(code: string): boolean {
  return code.startsWith('22') || code === '54000';
}

/**
 * Anything thrown becomes an AppError; unexpected errors are logged here and never leak. A
 * database that cannot be reached is an outage, not a bug: 503 `database-unavailable`, and the
 * server answers pages with its outage page until the database is back (hardening 16).
 */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof z.ZodError) return validationError(err);
  if (reportDatabaseError(err)) return new AppError('database-unavailable');
  const state = sqlStateOf(err);
  if (state !== null && isInputSqlState(state)) {
    // A schema let something through that the database refused: answered as bad input, logged to be fixed.
    console.warn(`[api] input refused by the database (SQLSTATE ${state}); a schema should have refused it`);
    return new AppError('invalid-data');
  }
  console.error('[api] unexpected error', err);
  return new AppError('internal-error', [], 500);
}
