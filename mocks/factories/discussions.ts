import type { BookmarksPage, PostData, SearchResponse } from '@/lib/discussions/types';
import type { MockRequest } from '../endpoint';
import { searchResponse } from './searchResponse';
import { authors, buildPost, type Author } from './posts';

/** Feed and saved list data as the server answers it (the highlights search, bookmarks). */

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

/** `GET /api/events/v1/search/highlights`: one page of 10 with the tag facet. */
export function highlights(posts: PostData[], found = posts.length, page = 1): SearchResponse<PostData> {
  return searchResponse(posts, found, page, 10, '', [{ field_name: 'tags', counts: [{ value: 'rust', count: found }] }]);
}

/** `GET /api/user/{slug}/bookmarks`: one page of 20. */
export const bookmarks = (posts: PostData[], page = 1): BookmarksPage => ({ posts, page, per_page: 20 });

/**
 * The highlights search as a resolver for `answerFor('GET /api/events/v1/search/highlights', ...)`:
 * answers the page asked for from `pages` and records every request's query in `seen`.
 */
export function highlightsPages(pages: Record<number, PostData[]>, found: number, seen: URLSearchParams[] = []) {
  return ({ query }: Pick<MockRequest, 'query'>): SearchResponse<PostData> => {
    seen.push(query);
    const page = Number(query.get('page') ?? 1);
    return highlights(pages[page] ?? [], found, page);
  };
}
