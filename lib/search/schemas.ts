import { z } from 'zod';
import { pageQueryValue, pageSizeValue, PG_INT_MAX } from '@/lib/params';
import { isCleanLine } from '@/lib/strings';
import { ANSWERED_FILTERS, SEARCH_MAX_PER_PAGE, SEARCH_PAGE_SIZE, SEARCH_SORTS, SEARCH_TERM_MAX } from './global';

/**
 * The query of `GET /search` and `GET /api/search` (R1.5, R1.6, R5.4, R9.2; the types are
 * lib/search/global.ts). Lenient like every search query (R5.1): a bad value is the default,
 * never an error, so no input gives a 4xx or 5xx. Comma lists stay text here; the service
 * splits and checks them (server/search/global/service.ts).
 */

const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** A repeated parameter as one comma list. */
const joined = (value: unknown): unknown => (Array.isArray(value) ? value.join(',') : value);

/** A one-line query value of at most `max` characters (longer: cut), else undefined. */
const queryText = (max: number, read: (v: unknown) => unknown = firstValue) =>
  z
    .preprocess(
      read,
      z
        .string()
        .refine(isCleanLine)
        .transform((s) => s.trim().slice(0, max))
        .optional(),
    )
    .catch(undefined);

/** `true`/`1` or `false`/`0`; anything else: not given. */
const flag = z
  .preprocess((v) => {
    const s = String(firstValue(v) ?? '').trim().toLowerCase();
    return s === 'true' || s === '1' ? true : s === 'false' || s === '0' ? false : undefined;
  }, z.boolean().optional())
  .catch(undefined);

/** Unix seconds (a whole number within PostgreSQL's integer range: up to 2038), else not given. */
const seconds = z
  .preprocess(firstValue, z.string().trim().regex(/^\d{1,10}$/).pipe(z.coerce.number<string>().int().min(0).max(PG_INT_MAX)).optional())
  .catch(undefined);

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof firstValue(v) === 'string' ? String(firstValue(v)).trim() : v), z.enum(values).optional()).catch(undefined);

export const globalSearchQuery = z.object({
  /** The words to find (cut to SEARCH_TERM_MAX); `*`: an explore request. */
  term: queryText(SEARCH_TERM_MAX),
  page: pageQueryValue,
  /** Results per collection (default 10, at most SEARCH_MAX_PER_PAGE). */
  perPage: pageSizeValue(SEARCH_MAX_PER_PAGE, SEARCH_PAGE_SIZE),
  /** A post type (faq, blog, link, podcast, ama); others: no filter. */
  postType: queryText(200, joined),
  /** relevance | recent | popular; default relevance with a term, recent without. */
  sortBy: oneOf(SEARCH_SORTS),
  /** false: replies are searched too (default true: main posts only). */
  isMainPost: flag,
  /** Comma list of post, project, event, user (default post,project). */
  searchIn: queryText(200, joined),
  /** Comma list of tags: every one must match. */
  tags: queryText(1000, joined),
  /** Comma list of project slugs (posts and events). */
  projects: queryText(1000, joined),
  /** Comma list of event types (events). */
  event_type: queryText(500, joined),
  /** Unix seconds; both or neither (posts by date, events by start). */
  from: seconds,
  to: seconds,
  /** answered | unanswered | accepted (posts). */
  answered: oneOf(ANSWERED_FILTERS),
  /** `tags:{text}` with `term=*`: tag suggestions. */
  facetQuery: queryText(200),
  /** An as-you-type request (the header's instant results): not recorded in the search log. */
  instant: flag,
});
export type GlobalSearchParams = z.infer<typeof globalSearchQuery>;

/** `GET /api/admin/search-log`: the window in days (1..90, default 30). */
export const searchLogQuery = z.object({
  days: pageSizeValue(90, 30),
});
