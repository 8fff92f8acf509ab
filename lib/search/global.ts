import type { EventData } from '@/lib/events/types';
import type { FacetCount, PostData, SearchHit } from '@/lib/discussions/types';
import type { ProjectData } from '@/lib/projects/types';
import type { Hovercard } from '@/lib/users/types';

/**
 * The global search's contract (R1.5, R1.6, R3.12, R5.4, R7.4, R9.2): `GET /search` (with
 * `Accept: application/json`, DECISIONS.md "Paths") and `GET /api/search`, shared by the server
 * (server/search/global/), the client's service (services/search.ts), the `/search` and `/explore`
 * pages and the header's instant results. Zod-free: the header imports it on every page; the
 * query schema is lib/search/schemas.ts.
 */

/** The collections one search may span (`searchIn`), in the order results are answered. */
export const SEARCH_COLLECTIONS = ['post', 'project', 'event', 'user'] as const;
export type SearchCollection = (typeof SEARCH_COLLECTIONS)[number];

/** `searchIn` when the request names none (the spec: posts and projects). */
const DEFAULT_SEARCH_IN: readonly SearchCollection[] = ['post', 'project'];

/** R9.2: 10 a page; `perPage` may ask for up to SEARCH_MAX_PER_PAGE. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PER_PAGE = 50;
/** The header's instant results: this many per collection. */
export const INSTANT_PER_PAGE = 5;
/**
 * An instant (`instant=1`) request counts at most this many matches per collection (`found` equal
 * to it means "that many or more") and ranks a common term's first this many matches in
 * popularity order; it answers no facets. The search page counts and ranks SEARCH_COUNT_CAP.
 */
export const INSTANT_COUNT_CAP = 100;

export const SEARCH_SORTS = ['relevance', 'recent', 'popular'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** `answered` filter of questions (posts): has a reply, has none, has an accepted answer. */
export const ANSWERED_FILTERS = ['answered', 'unanswered', 'accepted'] as const;
export type AnsweredFilter = (typeof ANSWERED_FILTERS)[number];

/** The longest term a search reads (longer ones are cut, never refused). */
export const SEARCH_TERM_MAX = 200;

/** `term=*`: an explore request (no term needed; R5.4's exception). */
export const EXPLORE_TERM = '*';

/**
 * The query of `GET /search` as the client sends it (R5.6: empty values left out). Filters are
 * query parameters of their own, as the other searches take them (DECISIONS.md "Global search").
 */
export interface GlobalSearchQuery {
  term?: string;
  page?: number;
  perPage?: number;
  /** A post type (`webinar`, `ama`, `podcast`, `blog`, `faq`, ...); anything else: no filter. */
  postType?: string;
  sortBy?: SearchSort;
  /** true: main posts only (do not search in replies). */
  isMainPost?: boolean;
  /** Comma list of collections; default `post,project`. */
  searchIn?: string;
  /** Comma list of tags: every one must match (posts, projects, events). */
  tags?: string;
  /** Comma list of project slugs (posts and events). */
  projects?: string;
  /** Comma list of event types (events). */
  event_type?: string;
  /** Unix seconds, both or neither (R5.6): posts by date, events by start. */
  from?: number;
  to?: number;
  answered?: AnsweredFilter;
  /** `tags:{text}` with `term=*`: tag suggestions with counts (R7.4). */
  facetQuery?: string;
  /** An as-you-type request (the header's instant results): not recorded in the search log. */
  instant?: boolean;
}

/** A member found by the search (the hovercard's public fields). */
export type MemberDocument = Hovercard & { type: 'user' };

/** The document of each collection's hits, as the API answers them. */
interface SearchDocuments {
  post: PostData;
  project: ProjectData;
  event: EventData;
  user: MemberDocument;
}

/**
 * One collection's result set (the spec's search result, R3.12): found (bounded as the other
 * searches are: SEARCH_COUNT_CAP means "that many or more"), page, hits with highlights
 * (`snippet`: escaped text where `<mark>` is the only markup), the page size and term asked for,
 * and facet counts: `tags` for every collection; for posts also `post_type`, `projects` and
 * `answered`; for events `event_type`.
 */
export interface GlobalResultSet<C extends SearchCollection = SearchCollection, D extends Record<SearchCollection, unknown> = SearchDocuments> {
  collection: C;
  found: number;
  page: number;
  out_of: number;
  hits: Array<SearchHit<D[C]>>;
  request_params: { per_page: number; q: string };
  facet_counts: FacetCount[];
  /** The term was matched loosely (similar spellings), because it matched nothing as typed. */
  typo_tolerant: boolean;
}

/** A result set of any collection; `D`: its documents (lib/search/shown.ts: what the search page keeps of them). */
export type AnyGlobalResultSet<D extends Record<SearchCollection, unknown> = SearchDocuments> = { [C in SearchCollection]: GlobalResultSet<C, D> }[SearchCollection];

export interface GlobalSearchResponse {
  /** One entry per collection searched, in SEARCH_COLLECTIONS order. */
  results: AnyGlobalResultSet[];
  /** The projects named by the post and event hits (slug, name, logo), for their labels. */
  projects: Array<Pick<ProjectData, 'id' | 'slug' | 'name' | 'logo'>>;
  meta: {
    term: string;
    /** The collections searched. */
    searchIn: SearchCollection[];
    page: number;
    perPage: number;
    sortBy: SearchSort;
    /** An explore request (`term=*` or no term with tags): no term needed. */
    explore: boolean;
    /** Total found over the collections. */
    found: number;
  };
}

/** `GET /search?term=*&facetQuery=tags:{text}`: tag suggestions, most used first. */
export interface TagFacetResponse {
  facet_counts: [{ field_name: 'tags'; counts: Array<{ value: string; count: number }> }];
  meta: { facetQuery: string };
}

/** The tags of `/explore`: popular (all time) and trending (the last 7 days against the 7 before). */
export interface ExploreTag {
  value: string;
  /** Posts, projects and events carrying the tag. */
  count: number;
  /** Uses in the last 7 days (trending only). */
  recent?: number;
}

export interface ExploreTagsResponse {
  popular: ExploreTag[];
  trending: ExploreTag[];
}

/** Administrators' view of what members look for (`GET /api/admin/search-log`). */
export interface SearchLogEntry {
  term: string;
  searches: number;
  /** Results found the last time it was searched. */
  last_found: number;
  last_searched: string;
}

export interface SearchLogResponse {
  top: SearchLogEntry[];
  no_results: SearchLogEntry[];
  /** The window the figures cover, in days. */
  days: number;
}

/** The collections named by a `searchIn` value (unknown ones dropped; none: the default). */
export function parseSearchIn(value: string | undefined | null): SearchCollection[] {
  const named = new Set((value ?? '').split(',').map((s) => s.trim()));
  const chosen = SEARCH_COLLECTIONS.filter((c) => named.has(c));
  return chosen.length > 0 ? chosen : [...DEFAULT_SEARCH_IN];
}

/** `/admin/searches`: built by its loader (server/ssr/searchLog.ts). */
export type SearchLogPageProps = { state: 'ok'; report: SearchLogResponse } | { state: 'forbidden' };
