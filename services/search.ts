import { searchParamsOf } from '@/lib/search/address';
import { EXPLORE_TERM, INSTANT_PER_PAGE, SEARCH_COLLECTIONS, type GlobalSearchQuery, type GlobalSearchResponse, type TagFacetResponse } from '@/lib/search/global';
import { get } from './http';

/**
 * The global search's calls (R1.5, R3.12, R5.4, R5.6, R7.4) on the one axios instance. The client
 * asks `GET /api/search`, the API path of the spec's blank-base `GET /search` (which the server also
 * answers for `Accept: application/json`): a path of its own cannot be mistaken for the `/search`
 * page by a cache or a proxy (DECISIONS.md "Global search"). Empty values are left out of the
 * request (R5.6), here and again by the axios layer.
 */

export type { GlobalSearchQuery, GlobalSearchResponse, TagFacetResponse };

const SEARCH_API_PATH = '/api/search';

/** The query parameters of a search, in the address's order, empty and default values left out. */
export function globalSearchParams(query: GlobalSearchQuery): Record<string, string> {
  return Object.fromEntries(searchParamsOf(query));
}

/** `GET /api/search`: one result set per collection searched. */
export const searchEverything = (query: GlobalSearchQuery, signal?: AbortSignal) =>
  get<GlobalSearchResponse>(SEARCH_API_PATH, globalSearchParams(query), signal ? { signal } : undefined);

/** `GET /api/search?term=*&facetQuery=tags:{text}`: tags with their counts (R7.4); empty text answers empty (R5.4). */
export async function suggestTags(text: string, signal?: AbortSignal): Promise<TagFacetResponse> {
  const wanted = text.trim();
  const facetQuery = `tags:${wanted}`;
  if (!wanted) return { facet_counts: [{ field_name: 'tags', counts: [] }], meta: { facetQuery } };
  return get<TagFacetResponse>(SEARCH_API_PATH, { term: EXPLORE_TERM, facetQuery }, signal ? { signal } : undefined);
}

/**
 * The header's instant results (R9.4): INSTANT_PER_PAGE hits of every collection, marked as an
 * as-you-type request (`instant=true`), which the search log does not record.
 */
export const instantSearch = (term: string, signal?: AbortSignal) =>
  get<GlobalSearchResponse>(
    SEARCH_API_PATH,
    { ...globalSearchParams({ term, perPage: INSTANT_PER_PAGE, searchIn: SEARCH_COLLECTIONS.join(',') }), instant: 'true' },
    signal ? { signal } : undefined,
  );
