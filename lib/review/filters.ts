import type { RouterQuery } from '@/lib/filters';
import { FLAG_CATEGORIES, REVIEW_TYPES, type ReviewFilters } from './types';

/**
 * The review queue's filters in its address (issue 35): `/admin/review?type=held&category=spam`.
 * The address is where the queue's filters come from (a moderator shares or reloads a filtered
 * queue); a value the lists do not hold is no filter.
 */

/** `value` when it is one string that `list` holds. */
function oneOf<T extends string>(list: readonly T[], value: RouterQuery[string]): T | undefined {
  return typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The filters a router query names (unknown or repeated values left out). */
export function reviewFiltersFromQuery(query: RouterQuery): ReviewFilters {
  const type = oneOf(REVIEW_TYPES, query.type);
  const category = oneOf(FLAG_CATEGORIES, query.category);
  return { ...(type ? { type } : {}), ...(category ? { category } : {}) };
}

/** The query values of the filters (none for no filter). */
export function reviewFiltersQuery(filters: ReviewFilters): { type?: string; category?: string } {
  return { ...(filters.type ? { type: filters.type } : {}), ...(filters.category ? { category: filters.category } : {}) };
}

export function sameReviewFilters(a: ReviewFilters, b: ReviewFilters): boolean {
  return (a.type ?? null) === (b.type ?? null) && (a.category ?? null) === (b.category ?? null);
}
