import { EVENT_SORTS } from '@/lib/constants';
import { cleanParams, dateRangeParam, parseFeedFilters, type RouterQuery } from '@/lib/filters';
import { DEFAULT_EVENT_SORT, type EventFilters, type EventSort, type EventWhen } from './filterValues';

export { EMPTY_EVENT_FILTERS, sameEventFilters, type EventFilters, type EventSort } from './filterValues';

/**
 * The events feed (R1.2, R5.1, R5.6): the filters the URL of `/events` holds and the list was
 * loaded with. The same functions read the URL on the server (the page's loader) and in the
 * browser, so both ask the same question (as lib/discussions/feed.ts does for `/discussions`).
 */

const EVENT_WHEN_VALUES: ReadonlyArray<EventWhen> = ['upcoming', 'past'];

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** 'past' when the query says so, else 'upcoming'. */
function eventWhen(value: unknown): EventWhen {
  return EVENT_WHEN_VALUES.find((when) => when === value) ?? 'upcoming';
}

/**
 * R5.1 (R1.2): the events filters of a router query: `term` a single string else ''; `sort`
 * `latest` or `popular`, anything else the first option (`latest`); `event_type` the known types
 * only (null when none); `from`/`to` whole unix seconds as a valid pair, else both null; `when`
 * `upcoming` unless `past`.
 */
export function eventFiltersFromQuery(query: RouterQuery): EventFilters {
  const base = parseFeedFilters(query, { sortOptions: EVENT_SORTS });
  const sort = EVENT_SORTS.find((option) => option.value === base.sort)?.value ?? DEFAULT_EVENT_SORT;
  return { term: base.term, sort, eventType: base.event_type, from: base.from, to: base.to, when: eventWhen(single(query.when)) };
}

/**
 * R5.6: the common request values of a filtered event list, empty ones left out: `term` (trimmed),
 * `event_type`, `sort` and `common_timestamp` (`from..to`, only when both ends are there).
 */
export function eventFilterParams(filters: EventFilters): {
  term?: string;
  event_type?: string;
  sort?: EventSort;
  common_timestamp?: string;
} {
  return cleanParams({
    term: filters.term.trim(),
    event_type: filters.eventType ?? undefined,
    sort: filters.sort,
    common_timestamp: dateRangeParam(filters.from, filters.to),
  });
}

/**
 * The URL query for a set of filters: empty values, the default sort and `upcoming` are left out,
 * so the plain `/events` is the default feed.
 */
export function eventFiltersToQuery(filters: EventFilters): Record<string, string> {
  const range = filters.from !== null && filters.to !== null;
  const query = cleanParams({
    term: filters.term,
    sort: filters.sort === DEFAULT_EVENT_SORT ? undefined : filters.sort,
    event_type: filters.eventType ?? undefined,
    from: range ? String(filters.from) : undefined,
    to: range ? String(filters.to) : undefined,
    when: filters.when === 'upcoming' ? undefined : filters.when,
  });
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The order of the query values in links and canonical addresses (one address per page). */
const EVENT_QUERY_ORDER = ['when', 'event_type', 'sort', 'from', 'to', 'term'] as const;

/**
 * The address of a page of a filtered event list (`/events` or `/events/myevents`): only the
 * meaningful filters in one fixed order, and `page` from 2.
 */
export function eventsPath(filters: EventFilters, page = 1, base = '/events'): string {
  const query = eventFiltersToQuery(filters);
  const params = new URLSearchParams();
  for (const key of EVENT_QUERY_ORDER) {
    const value = query[key];
    if (value !== undefined) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** True when anything narrows the list (the sort and upcoming/past do not). */
/** How many of an event list's filters narrow it (not the sort, nor upcoming or past). */
export function activeEventFilterCount(filters: EventFilters): number {
  return [filters.term.trim() !== '', filters.eventType !== null, filters.from !== null && filters.to !== null].filter(Boolean).length;
}

export function hasActiveEventFilters(filters: EventFilters): boolean {
  return activeEventFilterCount(filters) > 0;
}

/** The latest start the upcoming list asks for (2100-01-01, unix seconds). */
export const UPCOMING_UNTIL = 4_102_444_800;

/**
 * Where "now" splits upcoming from past: the start of the current hour (unix seconds), so the
 * server's render and the browser ask the same question during the hour, and an event that began
 * within the hour still counts as upcoming.
 */
export function eventsSplit(now: number): number {
  return Math.floor(now / 3_600_000) * 3_600;
}

/**
 * R5.6: the `from..to` (unix seconds) an event list asks for: upcoming is from the split on, past
 * before it, narrowed to the chosen dates when both are set (a range outside the window asks for
 * its edge only, which holds nothing).
 */
export function eventsWindow(filters: EventFilters, now: number): string {
  const split = eventsSplit(now);
  let [from, to] = filters.when === 'upcoming' ? [split, UPCOMING_UNTIL] : [0, Math.max(0, split - 1)];
  if (filters.from !== null && filters.to !== null) {
    from = Math.max(from, filters.from);
    to = Math.max(from, Math.min(to, filters.to));
  }
  return dateRangeParam(from, to)!;
}

/**
 * The events search request of a page of `/events` (R7.4), empty values left out (R5.6); the
 * upcoming list says so (`when=upcoming`), so the latest sort lists it soonest first (R1.2).
 */
export function eventSearchParams(filters: EventFilters, page: number, now: number) {
  return cleanParams({
    term: filters.term.trim(),
    event_type: filters.eventType ?? undefined,
    common_timestamp: eventsWindow(filters, now),
    page,
    sortBy: filters.sort,
    when: filters.when === 'upcoming' ? ('upcoming' as const) : undefined,
  });
}
