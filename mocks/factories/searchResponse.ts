import type { SearchResponse } from '@/lib/discussions/types';

/** The one search answer shape (R3.12) for a page of documents: posts, projects or events. */
export function searchResponse<D>(documents: D[], found: number, page: number, perPage: number, q = '', facets: SearchResponse<D>['results'][0]['facet_counts'] = []): SearchResponse<D> {
  return {
    results: [
      {
        found,
        page,
        out_of: found,
        hits: documents.map((document) => ({ document, highlights: [] })),
        request_params: { per_page: perPage, q },
        facet_counts: facets,
      },
    ],
  };
}
