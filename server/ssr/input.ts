import type { GetServerSidePropsContext } from 'next';
import { isCleanLine } from '@/lib/strings';

/**
 * What a page request brings (hardening 12): a path value with a control character (NUL included)
 * names nothing, so the page is not found (404); a query value with one is dropped, as if absent
 * (query values are lenient: an invalid page is page 1). No loader sees either, so none can pass
 * them to the database.
 */

type Values = Record<string, string | string[] | undefined>;

const clean = (value: string | string[] | undefined): boolean =>
  value === undefined || (Array.isArray(value) ? value.every(isCleanLine) : isCleanLine(value));

/** The context with its query cleaned, or null when a path value is not clean (answer 404). */
export function cleanPageInput<C extends Pick<GetServerSidePropsContext, 'params' | 'query'>>(ctx: C): C | null {
  const params: Values = ctx.params ?? {};
  if (!Object.entries(params).every(([key, value]) => isCleanLine(key) && clean(value))) return null;
  const query: Values = {};
  for (const [key, value] of Object.entries(ctx.query)) {
    if (isCleanLine(key) && clean(value)) query[key] = value;
  }
  return { ...ctx, query };
}
