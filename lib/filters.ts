import { isEventType, type EventType, type Option } from './constants';
import { pageNumber } from './pageNumber';

/** A Next.js router query (`router.query`, `context.query`): every value a string, a list or absent. */
export type RouterQuery = Readonly<Partial<Record<string, string | string[] | undefined>>>;

/** The feed and event filters of the URL (R1.1, R1.2, R5.1). */
interface FeedFilters {
  /** The search text; '' when absent or not a single string. Kept as typed (not trimmed). */
  term: string;
  /** One of the sort options' values; the first option's value otherwise. */
  sort: string;
  /** The valid event types as a comma list in the order given ('webinar,ama'); null when none. */
  event_type: string | null;
  /** Unix seconds; both null unless both are valid and from <= to. */
  from: number | null;
  to: number | null;
}

const UNIX_SECONDS = /^\d{1,12}$/;

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function seconds(value: string | string[] | undefined): number | null {
  const text = single(value)?.trim();
  return text !== undefined && UNIX_SECONDS.test(text) ? Number(text) : null;
}

/**
 * R5.1: the event types of an `event_type` query value: a comma list and/or a repeated
 * parameter; unknown values are dropped, duplicates removed, order kept.
 */
export function eventTypeList(value: string | ReadonlyArray<string> | null | undefined): EventType[] {
  if (value === null || value === undefined) return [];
  const parts = (typeof value === 'string' ? [value] : value).flatMap((v) => v.split(','));
  const valid = parts.map((p) => p.trim()).filter(isEventType);
  return [...new Set(valid)];
}

/**
 * R5.1 (R1.1, R1.2): reads the feed and event filters from a router query.
 *
 * - `term`: the value when it is a single string, else ''.
 * - `sort`: the value when it is a single string equal to one of `sortOptions`' values, else
 *   the first option's value ('' when there are no options).
 * - `event_type`: decided: several types are allowed, as a comma list (`webinar,ama`) or a
 *   repeated parameter; the known ones are kept (see `eventTypeList`) and returned as a comma
 *   list; null when none is known.
 * - `from`, `to`: unix seconds (whole non-negative numbers); when either is missing or invalid,
 *   or from > to, both are null.
 */
export function parseFeedFilters(
  query: RouterQuery,
  { sortOptions }: { sortOptions: ReadonlyArray<Pick<Option, 'value'>> },
): FeedFilters {
  const term = single(query.term) ?? '';
  const sortValue = single(query.sort);
  const sort = sortOptions.find((o) => o.value === sortValue)?.value ?? sortOptions[0]?.value ?? '';
  const types = eventTypeList(query.event_type);
  const from = seconds(query.from);
  const to = seconds(query.to);
  const range = from !== null && to !== null && from <= to;
  return {
    term,
    sort,
    event_type: types.length > 0 ? types.join(',') : null,
    from: range ? from : null,
    to: range ? to : null,
  };
}

/**
 * R5.6: a copy of request parameters without the empty ones: values that are '', null,
 * undefined or an empty array are left out (0 and false are kept).
 */
export function cleanParams<T extends Record<string, unknown>>(params: T | null | undefined): Partial<T> {
  const out: Partial<T> = {};
  if (!params) return out;
  for (const key of Object.keys(params) as Array<keyof T>) {
    const value = params[key];
    if (value === '' || value === null || value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}

/**
 * R5.6: the event date range parameter (`common_timestamp`, spec section 7) as `from..to` in
 * unix seconds, only when both ends are present (finite numbers); undefined otherwise, so
 * `cleanParams` leaves it out of the request.
 */
export function dateRangeParam(from: number | null | undefined, to: number | null | undefined): string | undefined {
  if (typeof from !== 'number' || typeof to !== 'number') return undefined;
  if (!Number.isFinite(from) || !Number.isFinite(to)) return undefined;
  return `${from}..${to}`;
}

function oneOf<V extends string>(allowed: ReadonlyArray<V>, value: unknown): V | null {
  return allowed.find((a) => a === value) ?? null;
}

/** R5.2: the project questions filter accepts only 'faq'; anything else is no filter (null). */
export function projectQuestionsFilter(value: unknown): 'faq' | null {
  return oneOf(['faq'] as const, value);
}

const PROJECT_FEED_FILTERS = ['ama', 'podcast', 'blog'] as const;
type ProjectFeedFilter = (typeof PROJECT_FEED_FILTERS)[number];

/** R5.2: the project feed filter accepts 'ama', 'podcast' and 'blog'; otherwise null. */
export function projectFeedFilter(value: unknown): ProjectFeedFilter | null {
  return oneOf(PROJECT_FEED_FILTERS, value);
}

const POST_TYPE_FILTERS = ['webinar', 'ama', 'podcast', 'blog'] as const;
export type PostTypeFilter = (typeof POST_TYPE_FILTERS)[number];

/** R5.2: the post type filter accepts 'webinar', 'ama', 'podcast' and 'blog'; otherwise null. */
export function postTypeFilter(value: unknown): PostTypeFilter | null {
  return oneOf(POST_TYPE_FILTERS, value);
}

/**
 * R5.5 / R4.16: a topic page number: a whole number from 1 (a number or a string of one;
 * fractions are rounded down); below 1, missing or invalid gives 1.
 */
export function topicPage(value: unknown): number {
  return pageNumber(value);
}

/** The items of a comma list (a query value): trimmed, empties and repeats dropped, in order. */
export const commaItems = (value: string | undefined): string[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== ''),
  ),
];
