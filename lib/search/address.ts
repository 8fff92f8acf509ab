import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { pageQueryNumber } from '@/lib/pageNumber';
import {
  ANSWERED_FILTERS,
  SEARCH_COLLECTIONS,
  SEARCH_MAX_PER_PAGE,
  SEARCH_SORTS,
  SEARCH_TERM_MAX,
  type GlobalSearchQuery,
  type SearchCollection,
} from './global';

dayjs.extend(utc);

/**
 * The `/search` page's address (R5.4, R5.6, R9.2): term, filters and page live in the URL with the
 * very names of `GET /search`'s query, so the page's address and its request are one thing. Zod-free
 * (the page and the header box read it in the browser); the server's `globalSearchQuery` schema
 * (lib/search/schemas.ts) is what checks the request itself.
 */

type UrlQuery = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();

/** A comma list without blanks or repeats, or undefined when nothing is left (R5.6). */
export function commaList(value: string | string[] | undefined): string | undefined {
  const items = [...new Set(first(value).split(',').map((s) => s.trim()).filter(Boolean))];
  return items.length > 0 ? items.join(',') : undefined;
}

/** The items of a comma list. */
export const listItems = (value: string | undefined): string[] => (value ? value.split(',').filter(Boolean) : []);

const oneOf = <V extends string>(allowed: readonly V[], value: string): V | undefined => allowed.find((a) => a === value);

function wholeNumber(value: string): number | undefined {
  if (!/^\d{1,12}$/.test(value)) return undefined;
  return Number(value);
}

/** The search the address asks for, empty values left out (R5.6); an unknown value is no filter. */
export function searchQueryFromUrl(query: UrlQuery): GlobalSearchQuery {
  const out: GlobalSearchQuery = {};
  const term = first(query.term).slice(0, SEARCH_TERM_MAX).trim();
  if (term) out.term = term;
  const page = pageQueryNumber(query.page);
  if (page > 1) out.page = page;
  const perPage = wholeNumber(first(query.perPage));
  if (perPage && perPage <= SEARCH_MAX_PER_PAGE) out.perPage = perPage;
  const postType = first(query.postType);
  if (postType) out.postType = postType;
  const sortBy = oneOf(SEARCH_SORTS, first(query.sortBy));
  if (sortBy && sortBy !== 'relevance') out.sortBy = sortBy;
  const isMainPost = first(query.isMainPost);
  if (isMainPost === 'true' || isMainPost === 'false') out.isMainPost = isMainPost === 'true';
  const searchIn = listItems(commaList(query.searchIn)).filter((c): c is SearchCollection => oneOf(SEARCH_COLLECTIONS, c) !== undefined);
  if (searchIn.length > 0) out.searchIn = SEARCH_COLLECTIONS.filter((c) => searchIn.includes(c)).join(',');
  for (const key of ['tags', 'projects', 'event_type'] as const) {
    const value = commaList(query[key]);
    if (value) out[key] = value;
  }
  const from = wholeNumber(first(query.from));
  const to = wholeNumber(first(query.to));
  if (from !== undefined && to !== undefined) {
    out.from = from;
    out.to = to;
  }
  const answered = oneOf(ANSWERED_FILTERS, first(query.answered));
  if (answered) out.answered = answered;
  return out;
}

/** The order parameters take in an address (so one search has one address). */
const ORDER = ['term', 'searchIn', 'postType', 'tags', 'projects', 'event_type', 'answered', 'isMainPost', 'from', 'to', 'sortBy', 'perPage', 'page'] as const;

/** The query string values of a search, in a fixed order, empty and default values left out. */
export function searchParamsOf(query: GlobalSearchQuery): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const key of ORDER) {
    const value = query[key];
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'sortBy' && value === 'relevance') continue;
    if ((key === 'from' || key === 'to') && (query.from === undefined || query.to === undefined)) continue;
    out.push([key, String(value)]);
  }
  return out;
}

/** `/search?…` for a search (page 1 leaves `page` out). */
export function searchPath(query: GlobalSearchQuery, page = query.page ?? 1): string {
  const params = new URLSearchParams(searchParamsOf({ ...query, page }));
  const text = params.toString();
  return text ? `/search?${text}` : '/search';
}

/** R5.4: a search needs a term (the page shows the missing-term state and asks the server nothing). */
export const hasSearchTerm = (query: GlobalSearchQuery): boolean => (query.term ?? '').trim() !== '';

/** The same search on another page, or with one filter changed (back to page 1). */
export function withFilter<K extends keyof GlobalSearchQuery>(query: GlobalSearchQuery, key: K, value: GlobalSearchQuery[K] | undefined): GlobalSearchQuery {
  const next: GlobalSearchQuery = { ...query, [key]: value };
  delete next.page;
  if (value === undefined) delete next[key];
  return next;
}

/** A comma-list filter with `value` added, or removed when it is there already. */
export function toggleListValue(list: string | undefined, value: string): string | undefined {
  const items = listItems(list);
  const next = items.includes(value) ? items.filter((v) => v !== value) : [...items, value];
  return next.length > 0 ? next.join(',') : undefined;
}

/** Filters other than the term, page, sort and page size are set (the "Clear filters" link shows). */
/** How many of the search's filters are chosen (a date range counts once; the term and sort are no filters). */
export function searchFilterCount(query: GlobalSearchQuery): number {
  return ['postType', 'tags', 'projects', 'event_type', 'answered', 'isMainPost', 'from'].filter((key) => query[key as keyof GlobalSearchQuery] !== undefined).length;
}

export function hasSearchFilters(query: GlobalSearchQuery): boolean {
  return searchFilterCount(query) > 0;
}

/** One key per search (term, filters, page): what the page shows is the answer to this key. */
export const searchKey = (query: GlobalSearchQuery): string => searchPath(query);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayValue = (value: string | string[] | undefined): string | undefined => {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text !== undefined && DAY.test(text) ? text : undefined;
};

/**
 * The date range form without JavaScript (R5.6) sends its date inputs as `from`/`to` days
 * (YYYY-MM-DD). The address keeps one form, unix seconds: days are read as UTC days (the start of
 * `from`, the last second of `to`) and the page redirects to the search's own address; a half or
 * inverted range is no range. Null when the address holds no day.
 */
/**
 * The UTC day (`YYYY-MM-DD`) of unix seconds, '' for none: the date inputs' value before the page
 * hydrates (the days a form without JavaScript sends are UTC days, see addressWithDays).
 */
export function utcDayOf(seconds: number | undefined): string {
  return seconds === undefined ? '' : dayjs.unix(seconds).utc().format('YYYY-MM-DD');
}

export function addressWithDays(query: UrlQuery): string | null {
  const fromDay = dayValue(query.from);
  const toDay = dayValue(query.to);
  if (fromDay === undefined && toDay === undefined) return null;
  const search = searchQueryFromUrl({ ...query, from: undefined, to: undefined });
  const from = fromDay === undefined ? null : dayjs.utc(fromDay);
  const to = toDay === undefined ? null : dayjs.utc(toDay);
  if (from?.isValid() && to?.isValid() && !from.isAfter(to)) {
    search.from = from.startOf('day').unix();
    search.to = to.endOf('day').unix();
  }
  return searchPath(search);
}
