import { http, HttpResponse } from 'msw';
import type { BookmarksPage, PostData, SearchResponse } from '@/lib/discussions/types';
import { authors, buildPost, type Author } from '@/mocks/factories/posts';

/** Feed and saved list data as the server answers it (highlights search, bookmarks). */

export const HIGHLIGHTS_URL = 'http://localhost/api/events/v1/search/highlights';
export const bookmarksUrl = (uid: number) => `http://localhost/api/user/${uid}/bookmarks`;

export { authors };

/** A main post of topic `pid` (tid = pid here, to keep the fixtures short). */
export function mainPost(pid: number, overrides: Partial<PostData> = {}, author: Author = authors.amara): PostData {
  return buildPost(
    {
      pid,
      tid: pid,
      content: `<p>Body of topic ${pid}</p>`,
      summary: `Summary of topic ${pid}`,
      tags: ['rust'],
      upvotes: 2,
      votes: 2,
      project_details: [{ id: 4, name: 'Tree Parser', slug: 'tree-parser' }],
      viewcount: 40,
      replies: 3,
      ...overrides,
    },
    author,
  );
}

/** pids from..to inclusive as main posts. */
export const postsFrom = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => mainPost(from + i));

export function highlights(posts: PostData[], found = posts.length, page = 1): SearchResponse<PostData> {
  return {
    results: [
      {
        found,
        page,
        out_of: found,
        hits: posts.map((document) => ({ document, highlights: [] })),
        request_params: { per_page: 10, q: '' },
        facet_counts: [{ field_name: 'tags', counts: [{ value: 'rust', count: found }] }],
      },
    ],
  };
}

export const bookmarks = (posts: PostData[], page = 1): BookmarksPage => ({ posts, page, per_page: 20 });

/**
 * A highlights handler answering pages from `pages` (by the `page` query value) and recording
 * every request's query.
 */
export function highlightsHandler(pages: Record<number, PostData[]>, found: number, seen: URLSearchParams[] = []) {
  return http.get(HIGHLIGHTS_URL, ({ request }) => {
    const params = new URL(request.url).searchParams;
    seen.push(params);
    const page = Number(params.get('page') ?? 1);
    return HttpResponse.json(highlights(pages[page] ?? [], found, page));
  });
}

/** A v3 write answer. */
export const v3 = (response: unknown = {}) => HttpResponse.json({ status: { code: 'ok', message: 'OK' }, response });
