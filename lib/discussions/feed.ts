import { normalizeTag } from './rules';
import type { HighlightsQuery, PostData, SearchResponse } from '@/lib/discussions/types';
import { FEED_SORTS } from '@/lib/constants';
import { cleanParams, parseFeedFilters, postTypeFilter, type PostTypeFilter, type RouterQuery } from '@/lib/filters';

/**
 * The highlights feed (R1.1, R5.1, R5.2): the filters the URL of `/discussions` holds and the feed
 * was loaded with, and how an answer reads. The same functions read the URL on the server (the
 * page's loader, server/ssr/discussions.ts) and in the browser, so both ask the same question.
 */

export type FeedSort = (typeof FEED_SORTS)[number]['value'];

const DEFAULT_FEED_SORT: FeedSort = FEED_SORTS[0].value;

export interface HighlightsFilters {
  /** Search text as typed ('' when none). */
  term: string;
  sort: FeedSort;
  /** R5.2: 'ama', 'podcast' or 'blog'; null for all (see feedPostType for 'webinar'). */
  postType: FeedPostType | null;
  /** Unix seconds; both set or both null (R5.1). */
  from: number | null;
  to: number | null;
  /** A tag (a topic's tag links land here); null for all. */
  tag: string | null;
}

export const EMPTY_FILTERS: HighlightsFilters = { term: '', sort: DEFAULT_FEED_SORT, postType: null, from: null, to: null, tag: null };

/** Tags as the server keeps them (normalizeTag); '' is no tag. */
function tagOf(value: string | undefined): string | null {
  const tag = normalizeTag(value ?? '');
  return tag === '' ? null : tag;
}

/** The post types the feed narrows to. */
type FeedPostType = Exclude<PostTypeFilter, 'webinar'>;

/**
 * R5.2 accepts 'webinar' as a post type filter, but it is an event type: no post has it and the
 * server ignores it for posts. The feed therefore reads `?postType=webinar` as All (that chip is
 * pressed, the list is every post, the canonical URL leaves it out) rather than a filter it does
 * not apply.
 */
function feedPostType(value: unknown): FeedPostType | null {
  const type = postTypeFilter(value);
  return type === 'webinar' ? null : type;
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** R5.1/R5.2: the feed filters of a router query (`term`, `sort`, `postType`, `from`, `to`). */
export function filtersFromQuery(query: RouterQuery): HighlightsFilters {
  const base = parseFeedFilters(query, { sortOptions: FEED_SORTS });
  const sortValue = single(query.sort);
  return {
    term: base.term,
    sort: FEED_SORTS.find((option) => option.value === sortValue)?.value ?? DEFAULT_FEED_SORT,
    postType: feedPostType(single(query.postType)),
    from: base.from,
    to: base.to,
    tag: tagOf(single(query.tags)),
  };
}

/**
 * R5.6: the highlights request for a page of the feed, empty values left out: `sortBy`, `page`,
 * `term` (trimmed), `postType`, and `from`/`to` only as a pair.
 */
export function highlightsQuery(filters: HighlightsFilters, page: number): HighlightsQuery {
  const range = filters.from !== null && filters.to !== null;
  return cleanParams({
    sortBy: filters.sort,
    page,
    term: filters.term.trim(),
    postType: filters.postType ?? undefined,
    from: range ? (filters.from ?? undefined) : undefined,
    to: range ? (filters.to ?? undefined) : undefined,
    tags: filters.tag ?? undefined,
  }) satisfies HighlightsQuery;
}

/**
 * The URL query for a set of filters: empty values and the default sort are left out, so the
 * plain `/discussions` is the default feed.
 */
export function filtersToQuery(filters: HighlightsFilters): Record<string, string> {
  const range = filters.from !== null && filters.to !== null;
  const query = cleanParams({
    term: filters.term,
    sort: filters.sort === DEFAULT_FEED_SORT ? undefined : filters.sort,
    postType: filters.postType ?? undefined,
    from: range ? String(filters.from) : undefined,
    to: range ? String(filters.to) : undefined,
    tags: filters.tag ?? undefined,
  });
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The order of the feed's query values in links and canonical addresses (one address per page). */
const FEED_QUERY_ORDER = ['postType', 'tags', 'sort', 'from', 'to', 'term'] as const;

/**
 * The address of a page of the feed: only the meaningful filters (no empty or default values,
 * nothing else the URL carried, such as tracking parameters), in one fixed order, and `page` from 2.
 * The canonical address, the "Load more" link and the head's prev/next links all use it.
 */
export function feedPath(filters: HighlightsFilters, page = 1): string {
  const query = filtersToQuery(filters);
  const params = new URLSearchParams();
  for (const key of FEED_QUERY_ORDER) {
    const value = query[key];
    if (value !== undefined) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/discussions?${search}` : '/discussions';
}

export function sameFilters(a: HighlightsFilters, b: HighlightsFilters): boolean {
  return (
    a.term === b.term && a.sort === b.sort && a.postType === b.postType && a.from === b.from && a.to === b.to && a.tag === b.tag
  );
}

/** True when anything narrows the feed (the sort does not). */
/** How many of the feed's filters narrow it (the sort is no filter): the phone's "Filters" button shows it. */
export function activeFilterCount(filters: HighlightsFilters): number {
  return [filters.term.trim() !== '', filters.postType !== null, filters.tag !== null, filters.from !== null && filters.to !== null].filter(Boolean).length;
}

export function hasActiveFilters(filters: HighlightsFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/**
 * R4.18: whether a post that just arrived (realtime) belongs in a feed with these filters: a
 * published main post of the chosen type and tag, inside the date range, whose title, summary or
 * tags hold every word of the search term (the server's full-text search also stems and reads the
 * content, so a post this misses simply brings no pill; it never shows one that does not belong).
 */
export function postMatchesFilters(post: PostData, filters: HighlightsFilters): boolean {
  if (!post.isMainPost || post.deleted || post.draft) return false;
  if (filters.postType !== null && post.postType !== filters.postType) return false;
  if (filters.tag !== null && !(post.tags ?? []).includes(filters.tag)) return false;
  if (filters.from !== null && filters.to !== null) {
    const seconds = Math.floor(post.timestamp / 1000);
    if (seconds < filters.from || seconds > filters.to) return false;
  }
  const words = filters.term.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [post.title, post.summary, ...(post.tags ?? [])].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}

export interface TagFacet {
  value: string;
  count: number;
}

/** The posts, found count and tags facet of a highlights answer. */
export function readHighlights(response: SearchResponse<PostData>): { posts: PostData[]; found: number; tags: TagFacet[] } {
  const set = response?.results?.[0];
  const posts = (set?.hits ?? []).map((hit) => hit.document).filter((post): post is PostData => Boolean(post));
  const tags = set?.facet_counts?.find((facet) => facet.field_name === 'tags')?.counts ?? [];
  return { posts, found: set?.found ?? 0, tags: tags.map(({ value, count }) => ({ value, count })) };
}
