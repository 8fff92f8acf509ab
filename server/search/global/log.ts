import type { SearchLogEntry, SearchLogResponse } from '@/lib/search/global';
import { fail } from '../../http/errors';
import type { Viewer } from '../../users/viewer';
import * as q from './queries';

/**
 * The search log (R9.2): complete searches are counted per normalised term and day with what they
 * found, so administrators see top searches and searches with no results. Nothing about who
 * searched is kept (no member, no address). Writing never delays or fails a search: the answer
 * does not wait for it, and a failed write is reported and dropped.
 */

/** The longest term the log keeps (longer ones are cut). */
export const LOG_TERM_MAX = 100;
/** Days the log keeps (the admin view reads at most this many). */
export const SEARCH_LOG_DAYS = 90;

/** A term as the log counts it: lower case, spaces collapsed, at most LOG_TERM_MAX characters. */
export function normaliseLoggedTerm(term: string): string {
  return term.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, LOG_TERM_MAX);
}

const pending = new Set<Promise<void>>();

/** Records one search in the background. */
export function noteSearch(term: string, found: number): void {
  const normalised = normaliseLoggedTerm(term);
  if (normalised === '') return;
  const write: Promise<void> = q
    .recordSearch(normalised, found)
    .catch((err: unknown) => {
      console.error('[search] logging a search failed', err);
    })
    .finally(() => pending.delete(write));
  pending.add(write);
}

/** Resolves once the writes begun so far are done (tests, and a clean shutdown). */
export async function searchLogSettled(): Promise<void> {
  await Promise.all([...pending]);
}

/** How many terms each list of the report holds. */
const REPORT_LIMIT = 50;

/**
 * `GET /api/admin/search-log` (administrators only): the most searched terms of the last `days`
 * days, and those whose last search found nothing.
 */
export async function searchLogReport(viewer: Viewer | null, days: number): Promise<SearchLogResponse> {
  if (!viewer) throw fail('not-logged-in');
  if (!viewer.isAdmin) throw fail('no-privileges');
  const window = Math.min(SEARCH_LOG_DAYS, Math.max(1, Math.floor(days)));
  const [top, noResults] = await Promise.all([q.searchLogTop(window, false, REPORT_LIMIT), q.searchLogTop(window, true, REPORT_LIMIT)]);
  const entry = (r: q.LogRow): SearchLogEntry => ({
    term: r.term,
    searches: r.searches,
    last_found: r.last_found,
    last_searched: r.last_searched.toISOString(),
  });
  return { top: top.map(entry), no_results: noResults.map(entry), days: window };
}

/** Forgets days past SEARCH_LOG_DAYS (the hourly sweep). */
export function purgeOldSearches(): Promise<number> {
  return q.purgeSearchLog(SEARCH_LOG_DAYS);
}
