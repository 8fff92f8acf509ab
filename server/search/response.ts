import type { SearchHit, SearchResponse } from '@/lib/discussions/types';
import type { FacetValue } from './queries';

/**
 * A search answer in the spec's one shape (R3.12, R7.4): `results[0]` with found, page, out_of,
 * the hits (each document with the fields whose `ts_headline` marks the term: escaped text with
 * `<mark>`), the page size and term asked for, and the tag facet. Every source's service answers
 * through it.
 */
export interface SearchPageOf<D> {
  documents: D[];
  /** The document's headlines by field (`title`, `summary`, …); absent without a term. */
  headlines?: (document: D) => Record<string, string> | undefined;
  found: number;
  page: number;
  outOf: number;
  perPage: number;
  term: string | null;
  tags: FacetValue[];
}

export function searchResponse<D>(answer: SearchPageOf<D>): SearchResponse<D> {
  const hits: Array<SearchHit<D>> = answer.documents.map((document) => {
    const headline = answer.headlines?.(document) ?? {};
    const highlights = Object.entries(headline)
      .filter(([, snippet]) => snippet.includes('<mark>'))
      .map(([field, snippet]) => ({ field, snippet }));
    return { document, highlights };
  });
  return {
    results: [
      {
        found: answer.found,
        page: answer.page,
        out_of: answer.outOf,
        hits,
        request_params: { per_page: answer.perPage, q: answer.term ?? '' },
        facet_counts: [{ field_name: 'tags', counts: answer.tags }],
      },
    ],
  };
}

/** The answer to a search that matches nothing (an empty term where one is needed, R5.4). */
export const emptySearchResponse = <D>(page: number, perPage: number): SearchResponse<D> =>
  searchResponse<D>({ documents: [], found: 0, page, outOf: 0, perPage, term: null, tags: [] });
