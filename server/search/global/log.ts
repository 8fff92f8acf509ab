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

interface LogState {
  buffer: Map<string, { searches: number; found: number; at: Date }>;
  timer: ReturnType<typeof setTimeout> | null;
  writing: Promise<void>;
}

// The custom server and Next's bundle load this module separately; one buffer on globalThis, so
// the shutdown's flush (server.ts) also writes what Next's pages and routes counted.
const LOG_STATE = Symbol.for('community.searchLog');
const holder = globalThis as typeof globalThis & { [LOG_STATE]?: LogState };
const state: LogState = (holder[LOG_STATE] ??= { buffer: new Map(), timer: null, writing: Promise.resolve() });

/** Writes the counted searches (one upsert of every term), reporting and dropping a failure. */
function flush(): Promise<void> {
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  if (state.buffer.size === 0) return state.writing;
  const rows = [...state.buffer].map(([term, v]) => ({ term, ...v }));
  state.buffer.clear();
  state.writing = state.writing
    .then(() => q.recordSearches(rows))
    .catch((err: unknown) => {
      console.error('[search] writing the search log failed', err);
    });
  return state.writing;
}

/**
 * Counts one search; the count is written within FLUSH_MS with the others, so a search never
 * waits for the log or holds a database connection for it.
 */
export function noteSearch(term: string, found: number): void {
  const normalised = normaliseLoggedTerm(term);
  if (normalised === '') return;
  const known = state.buffer.get(normalised);
  if (!known && state.buffer.size >= MAX_BUFFERED) return;
  state.buffer.set(normalised, { searches: (known?.searches ?? 0) + 1, found, at: new Date() });
  if (!state.timer) {
    state.timer = setTimeout(() => void flush(), FLUSH_MS);
    state.timer.unref();
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
