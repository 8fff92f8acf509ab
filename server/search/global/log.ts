import type { SearchLogEntry, SearchLogResponse } from '@/lib/search/global';
import { fail } from '../../http/errors';
import type { Viewer } from '../../users/viewer';
import * as q from './queries';

/**
 * The search log (R9.2): complete searches are counted per normalised term and day with what they
 * found, so administrators see top searches and searches with no results. Nothing about who
 * searched is kept (no member, no address). Writing never delays or fails a search: searches are
 * counted in memory and written every FLUSH_MS in one statement (and when the server stops,
 * before the database closes), and a failed write is reported and dropped.
 */

/** The longest term the log keeps (longer ones are cut). */
const LOG_TERM_MAX = 100;
/** Days the log keeps (the admin view reads at most this many). */
const SEARCH_LOG_DAYS = 90;

/** A term as the log counts it: lower case, spaces collapsed, at most LOG_TERM_MAX characters. */
function normaliseLoggedTerm(term: string): string {
  return term.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, LOG_TERM_MAX);
}

/** Searches are counted in memory and written together at most this often (one statement). */
const FLUSH_MS = 10_000;
/** Distinct terms held between writes; a new term past it is not counted (a flood of made-up terms). */
const MAX_BUFFERED = 1000;

const buffer = new Map<string, { searches: number; found: number; at: Date }>();
let timer: ReturnType<typeof setTimeout> | null = null;
let writing: Promise<void> = Promise.resolve();

/** Writes the counted searches (one upsert of every term), reporting and dropping a failure. */
function flush(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  if (buffer.size === 0) return writing;
  const rows = [...buffer].map(([term, v]) => ({ term, ...v }));
  buffer.clear();
  writing = writing
    .then(() => q.recordSearches(rows))
    .catch((err: unknown) => {
      console.error('[search] writing the search log failed', err);
    });
  return writing;
}

/**
 * Counts one search; the count is written within FLUSH_MS with the others, so a search never
 * waits for the log or holds a database connection for it.
 */
export function noteSearch(term: string, found: number): void {
  const normalised = normaliseLoggedTerm(term);
  if (normalised === '') return;
  const known = buffer.get(normalised);
  if (!known && buffer.size >= MAX_BUFFERED) return;
  buffer.set(normalised, { searches: (known?.searches ?? 0) + 1, found, at: new Date() });
  if (!timer) {
    timer = setTimeout(() => void flush(), FLUSH_MS);
    timer.unref();
  }
}

/** Writes what is counted now and resolves once written (tests, and a clean shutdown). */
export function searchLogSettled(): Promise<void> {
  return flush();
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
