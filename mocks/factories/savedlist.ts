import type { BookmarksPage, PostData } from '@/lib/discussions/types';
import type { EventBookmarksAnswer, EventData } from '@/lib/events/types';
import { mockFail, type MockRequest } from '../endpoint';
import { bookmarks } from './discussions';

/**
 * A member's saved list (R4.7, R9.2) as its calls answer it, page by page: resolvers for
 * `answerFor('GET /api/user/{slug}/bookmarks', ...)` and `answerFor('GET /api/user/{slug}/event_bookmarks', ...)`.
 * Each list is the member's own (the path names their uid): another member's is refused, as the server does.
 */

/** Saved posts from `pages` (page number → posts), recording each page asked for. */
export function savedPostPages(uid: number, pages: Record<number, PostData[]>, requested: number[] = []) {
  return ({ params, query }: MockRequest): BookmarksPage => {
    if (params.slug !== String(uid)) throw mockFail('no-privileges');
    const page = Number(query.get('page'));
    requested.push(page);
    return bookmarks(pages[page] ?? [], page);
  };
}

/** Saved events by offset: `eventsAt(skip, limit)` gives the events of that window; each query string asked for is recorded. */
export function savedEventPages(uid: number, eventsAt: (skip: number, limit: number) => EventData[], asked: string[] = []) {
  return ({ params, query, url }: MockRequest): EventBookmarksAnswer => {
    if (params.slug !== String(uid)) throw mockFail('no-privileges');
    asked.push(url.search);
    const skip = Number(query.get('skip'));
    const limit = Number(query.get('limit'));
    return { events: eventsAt(skip, limit), skip, limit };
  };
}
