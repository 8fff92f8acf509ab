/**
 * Page numbers from the address, without zod: the browser reads `?page=` on every feed and topic
 * page, and these few lines keep the schema library out of the pages' first load. The server's
 * schema (`pageValue` in lib/params.ts) applies the very same rule, and a property test checks
 * that both agree on any input.
 */

/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const PG_INT_MAX = 2_147_483_647;

/**
 * R5.5 / R4.16: a page number: a whole number from 1 (a number or a string of one; fractions are
 * rounded down); below 1, missing or invalid is 1; beyond PostgreSQL's integer range is the last
 * page that range allows.
 */
export function pageNumber(value: unknown): number {
  if (typeof value !== 'number' && typeof value !== 'string') return 1;
  const n = Number(value);
  if (!Number.isFinite(n)) return 1;
  return clampPage(n);
}

/** A finite number as a page: rounded down, within 1..PG_INT_MAX. */
export function clampPage(n: number): number {
  return Math.min(PG_INT_MAX, Math.max(1, Math.floor(n)));
}

/** The `page` of a query string (the first one when repeated), as `pageNumber`. */
export function pageQueryNumber(value: unknown): number {
  return pageNumber(Array.isArray(value) ? value[0] : value);
}
