import { runSearchQueries } from './queries';
import type { FacetValue, SearchRequest, SearchSource } from './queries';

export type { FacetValue, SearchRequest, SearchSource } from './queries';
export { escapeHtmlSql, htmlTextSql, SEARCH_COUNT_CAP, searchTsQuery } from './queries';

/**
 * The search engine (R1.1, R3.12): one page of ids of a source in its sort order, how many match
 * (`found`: exact from the source's maintained counts when they answer the request, else a count
 * bounded by SEARCH_COUNT_CAP), how many documents there are (`outOf`) and facet counts. Every
 * query reads a bounded number of rows whatever the size of the table (docs/DECISIONS.md,
 * "The search engine"). A feature describes its source in its own queries file and calls
 * `runSearch`; it never builds search SQL itself.
 */
export interface SearchAnswer {
  ids: number[];
  found: number;
  outOf: number;
  facets: FacetValue[];
  /** The source's more facets (SearchSource.moreFacets), counted with the others: name → counts. */
  more: Record<string, FacetValue[]>;
}

export function runSearch(source: SearchSource, request: SearchRequest, facetLimit: number): Promise<SearchAnswer> {
  return runSearchQueries(source, request, facetLimit);
}
