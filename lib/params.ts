import { z } from 'zod';
import { errorKeyMessage, type ErrorKey } from './errors/keys';
import { clampPage, PG_INT_MAX } from './pageNumber';

export { PG_INT_MAX };

/**
 * Zod schemas for values that arrive in paths and query strings (always strings, or lists of
 * strings for a repeated parameter), shared by the endpoints and the code that reads the URL.
 */

/** The first value of a repeated query parameter (`?page=2&page=3` is 2). */
const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** A positive whole number within PostgreSQL's integer range, coerced from the input type `I`. */
const idInRange = <I>() => z.coerce.number<I>().int().positive().max(PG_INT_MAX);

/** A database id: a positive whole number within PostgreSQL's integer range (coerced from a string). */
export const dbId = idInRange<unknown>();

/**
 * A path id written in digits (spaces around allowed) within PostgreSQL's integer range; anything
 * else fails as the one catalogue error `key` (`invalid-tid`), not as a field error.
 */
export function pathId(key: ErrorKey) {
  const error = errorKeyMessage(key);
  return z
    .string({ error })
    .trim()
    .regex(/^\d{1,10}$/, { error })
    .pipe(z.coerce.number<string>({ error }).int({ error }).positive({ error }).max(PG_INT_MAX, { error }));
}

/**
 * A moment in milliseconds since 1970 (an invite link's timestamp; seconds are accepted by the
 * reader): a positive whole number a JavaScript date can hold exactly.
 */
export const inviteTimestamp = z.coerce.number<unknown>().int().positive().max(Number.MAX_SAFE_INTEGER);

/** An optional id filter (a number, or a string of digits from a query): a valid id, else no filter (undefined). */
export const idFilter = z
  .preprocess(firstValue, z.union([z.number(), z.string().trim().regex(/^\d{1,10}$/)]).pipe(idInRange<string | number>()).optional())
  .catch(undefined);

/**
 * R5.5 / R4.16: a page number: a whole number from 1 (a number or a string of one; fractions are
 * rounded down); below 1, missing or invalid is 1; beyond PostgreSQL's integer range is the last
 * page that range allows (an empty page), so an offset computed from it stays finite. The browser
 * uses `pageNumber` (lib/pageNumber.ts), the same rule without zod.
 */
export const pageValue = z
  .union([z.number(), z.string()])
  .pipe(z.coerce.number())
  .transform(clampPage)
  .catch(1);

/** The `page` of a query string (the first one when repeated), as `pageValue`. */
export const pageQueryValue = z.preprocess(firstValue, pageValue);

/** A page size from a query string: a whole number in 1..max, else `fallback`. */
export function pageSizeValue(max: number, fallback: number) {
  return z.preprocess(firstValue, z.string().trim().regex(/^\d{1,3}$/).pipe(z.coerce.number<string>().int().min(1).max(max))).catch(fallback);
}
