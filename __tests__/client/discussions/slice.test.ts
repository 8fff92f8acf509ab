import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { reportError } from '@/services/monitoring';
import type { ClientConfig } from '@/services/session';
import { loadConfig } from '@/store/config/slice';
import { EMPTY_FILTERS, filtersFromQuery, filtersToQuery, highlightsQuery, type HighlightsFilters } from '@/lib/discussions/feed';
import { hydrateFeed, loadFeed, loadMoreFeed, newPostsShown, reloadFeed, selectFeed, selectNewPostCount, syncFeed } from '@/store/discussions/slice';
import { selectPost } from '@/store/feed/cache';
import { togglePostVote } from '@/store/posts/actions';
import { realtimeReceived } from '@/store/realtime/connection';
import { loggedOut } from '@/store/sessionActions';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig, memberUser, visitorConfig } from '@/mocks/factories/config';
import { authors, bookmarks, highlights, highlightsPages, mainPost, postsFrom } from '@/mocks/factories/discussions';
import { server, startMswServer } from '../support/msw';
import { sliceStore } from '../support/store';
import { feedFeature } from '@/store/discussions/listeners';
import { startStoreFeature } from '@/store/features';

/** The feed's call (R4.4): answered through the mocked endpoint, or raw where the answer is off its contract on purpose. */
const HIGHLIGHTS_KEY = 'GET /api/events/v1/search/highlights';
const HIGHLIGHTS_URL = 'http://localhost/api/events/v1/search/highlights';

jest.mock('@/services/monitoring', () => ({ ...jest.requireActual('@/services/monitoring'), reportError: jest.fn() }));
const report = reportError as jest.MockedFunction<typeof reportError>;

startMswServer();
beforeEach(() => report.mockClear());


/** A store with the feed's listeners started, as the feed's components start them. */
const storeFor = (config?: ClientConfig) => {
  const store = sliceStore(config);
  store.dispatch(startStoreFeature(feedFeature));
  return store;
};

const recent: HighlightsFilters = { ...EMPTY_FILTERS, sort: 'recent' };

describe('feed filters from the URL (R1.1, R5.1, R5.2, R5.6)', () => {
  it('R5.1/R5.2: reads term, sort, postType and a from/to pair; unknown values fall back', () => {
    expect(filtersFromQuery({ term: 'rust', sort: 'recent', postType: 'podcast', from: '100', to: '200' })).toEqual({
      term: 'rust',
      sort: 'recent',
      postType: 'podcast',
      from: 100,
      to: 200,
      tag: null,
    });
    expect(filtersFromQuery({ sort: 'oldest', postType: 'faq', from: '100' })).toEqual(EMPTY_FILTERS);
    // R5.2: webinar is an event type; the post feed reads it as All.
    expect(filtersFromQuery({ postType: 'webinar', from: '300', to: '200' })).toMatchObject({ postType: null, from: null, to: null });
    expect(filtersFromQuery({ term: ['a', 'b'] }).term).toBe('');
  });

  it('R5.6: the request leaves empty values out and sends from/to only together', () => {
    expect(highlightsQuery(EMPTY_FILTERS, 1)).toEqual({ sortBy: 'popular', page: 1 });
    expect(highlightsQuery({ term: '  rust ', sort: 'recent', postType: 'ama', from: 1, to: 2, tag: 'wasm' }, 3)).toEqual({
      sortBy: 'recent',
      page: 3,
      term: 'rust',
      postType: 'ama',
      from: 1,
      to: 2,
      tags: 'wasm',
    });
    expect(highlightsQuery({ ...EMPTY_FILTERS, term: '   ', from: 5, to: null }, 1)).toEqual({ sortBy: 'popular', page: 1 });
  });

  it('R1.1: the URL keeps only what is set (the default sort is left out)', () => {
    expect(filtersToQuery(EMPTY_FILTERS)).toEqual({});
    expect(filtersToQuery({ term: 'x', sort: 'recent', postType: 'blog', from: 10, to: 20, tag: 'release' })).toEqual({
      term: 'x',
      sort: 'recent',
      postType: 'blog',
      from: '10',
      to: '20',
      tags: 'release',
    });
    // A topic's tag link (/discussions?tags=...) filters the feed by that tag.
    expect(filtersFromQuery({ tags: ' Good First Issue ' }).tag).toBe('good-first-issue');
    expect(filtersFromQuery({ tags: '' }).tag).toBeNull();
  });
});

describe('feed list states (R3.18, R4.4)', () => {
  it('R4.4: loading, then the posts go to the shared cache and the list keeps pids; found and tag facets kept', async () => {
    server.use(...answerFor(HIGHLIGHTS_KEY, highlightsPages({ 1: postsFrom(1, 10) }, 25)));
    const store = storeFor(visitorConfig());
    const pending = store.dispatch(loadFeed({ filters: recent, page: 1 }));
    expect(selectFeed(store.getState()).list.status).toBe('loading');
    await pending;
    const feed = selectFeed(store.getState());
    expect(feed.list).toMatchObject({ ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], page: 1, status: 'hasMore' });
    expect(feed.found).toBe(25);
    expect(feed.tags).toEqual([{ value: 'rust', count: 25 }]);
    expect(feed.filters).toEqual(recent);
    expect(selectPost(store.getState(), 4)).toMatchObject({ pid: 4, title: 'Topic 4' });
  });

  it('R4.4: later pages append; has more while page*10 < found; page 1 clears first', async () => {
    server.use(...answerFor(HIGHLIGHTS_KEY, highlightsPages({ 1: postsFrom(1, 10), 2: postsFrom(11, 20), 3: postsFrom(21, 25) }, 25)));
    const store = storeFor(visitorConfig());
    await store.dispatch(loadFeed({ filters: recent, page: 1 }));
    store.dispatch(loadMoreFeed());
    expect(selectFeed(store.getState()).list).toMatchObject({ status: 'loading', page: 2 });
    expect(selectFeed(store.getState()).list.ids).toHaveLength(10);
    await waitFor(() => expect(selectFeed(store.getState()).list).toMatchObject({ status: 'hasMore', page: 2 }));
    expect(selectFeed(store.getState()).list.ids).toEqual(postsFrom(1, 20).map((p) => p.pid));
    await store.dispatch(loadFeed({ filters: recent, page: 3 }));
    expect(selectFeed(store.getState()).list).toMatchObject({ status: 'end', page: 3 });
    expect(selectFeed(store.getState()).list.ids).toHaveLength(25);
    // At the end, "more" does nothing.
    store.dispatch(loadMoreFeed());
    expect(selectFeed(store.getState()).list.status).toBe('end');

    const again = store.dispatch(loadFeed({ filters: EMPTY_FILTERS, page: 1 }));
    expect(selectFeed(store.getState()).list.ids).toEqual([]);
    await again;
    expect(selectFeed(store.getState()).list.ids).toEqual(postsFrom(1, 10).map((p) => p.pid));
  });

  it('R4.4/R8.5/R7.7: a failure is the error state with the message and the HTTP status, and also a toast and a report', async () => {
    server.use(
      ...answerFor(HIGHLIGHTS_KEY, () => {
        throw mockFail('database-unavailable');
      }),
    );
    const store = storeFor(visitorConfig());
    await store.dispatch(loadFeed({ filters: EMPTY_FILTERS, page: 1 }));
    const { list } = selectFeed(store.getState());
    expect(list.status).toBe('error');
    expect(list.errorCode).toBe(503);
    expect(list.error).toEqual(expect.any(String));
    expect(list.error).not.toBe('');
    // Shown in the feed, and as every failed call is: a toast and a report.
    expect(store.getState().toasts.items).toEqual([expect.objectContaining({ message: list.error, kind: 'error' })]);
    expect(report).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ action: 'discussions/loadFeed', code: 503 }));
  });

  it('R7.7: a 200 answer carrying an error is a failure too, not an empty feed', async () => {
    // An error body with status 200 is off the contract on purpose: the client must not take it for an empty feed.
    server.use(http.get(HIGHLIGHTS_URL, () => HttpResponse.json({ error: '[[error:invalid-data]]' })));
    const store = storeFor(visitorConfig());
    await store.dispatch(loadFeed({ filters: EMPTY_FILTERS, page: 1 }));
    expect(selectFeed(store.getState()).list).toMatchObject({ status: 'error', errorCode: 400 });
    expect(store.getState().toasts.items).toHaveLength(1);
  });

  it('an answer for filters the member has since left is ignored', async () => {
    let answerOld: () => void = () => undefined;
    let oldArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (oldArrived = resolve));
    server.use(
      ...answerFor(HIGHLIGHTS_KEY, async ({ query }) => {
        const term = query.get('term');
        if (term === 'old') {
          const held = new Promise<void>((resolve) => (answerOld = resolve));
          oldArrived();
          await held;
        }
        return highlights(term === 'old' ? [mainPost(1)] : [mainPost(2)]);
      }),
    );
    const store = storeFor(visitorConfig());
    const old = store.dispatch(loadFeed({ filters: { ...EMPTY_FILTERS, term: 'old' }, page: 1 }));
    await arrived;
    await store.dispatch(loadFeed({ filters: { ...EMPTY_FILTERS, term: 'new' }, page: 1 }));
    answerOld();
    await old;
    expect(selectFeed(store.getState()).list.ids).toEqual([2]);
    expect(selectFeed(store.getState()).filters.term).toBe('new');
  });

  it('syncFeed loads page 1 only when the URL filters differ from the loaded ones', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...answerFor(HIGHLIGHTS_KEY, highlightsPages({ 1: [mainPost(1)] }, 1, seen)));
    const store = storeFor(visitorConfig());
    store.dispatch(syncFeed(EMPTY_FILTERS));
    await waitFor(() => expect(selectFeed(store.getState()).list.status).toBe('end'));
    // Same filters: nothing is loaded (a load would set the loading state at once).
    store.dispatch(syncFeed(EMPTY_FILTERS));
    expect(selectFeed(store.getState()).list.status).toBe('end');
    store.dispatch(syncFeed(recent));
    expect(selectFeed(store.getState()).list.status).toBe('loading');
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[0].get('sortBy')).toBe('popular');
    expect(seen[1].get('sortBy')).toBe('recent');
  });
});

describe('server-rendered first page', () => {
  it('hydrateFeed fills the cache and the list once per server render', () => {
    const store = storeFor(visitorConfig());
    const seed = { filters: recent, page: 1, posts: postsFrom(1, 10), found: 12, tags: [{ value: 'rust', count: 12 }] };
    store.dispatch(hydrateFeed('render-1', seed));
    expect(selectFeed(store.getState())).toMatchObject({ seedId: 'render-1', filters: recent, found: 12 });
    expect(selectFeed(store.getState()).list).toMatchObject({ status: 'hasMore', page: 1 });
    expect(selectPost(store.getState(), 10)?.title).toBe('Topic 10');
    // The same render again changes nothing (e.g. after the member loaded more).
    store.dispatch(hydrateFeed('render-1', { ...seed, posts: [mainPost(99)] }));
    expect(selectFeed(store.getState()).list.ids).toHaveLength(10);
  });

  it('a server-rendered later page (?page=3) starts the list there, and Load more goes on to page 4', async () => {
    const store = storeFor(visitorConfig());
    store.dispatch(hydrateFeed('render-3', { filters: recent, page: 3, posts: postsFrom(21, 30), found: 45, tags: [] }));
    expect(selectFeed(store.getState()).list).toMatchObject({ status: 'hasMore', page: 3 });
    expect(selectFeed(store.getState()).list.ids).toEqual(postsFrom(21, 30).map((p) => p.pid));
    const seen: URLSearchParams[] = [];
    server.use(...answerFor(HIGHLIGHTS_KEY, highlightsPages({ 4: postsFrom(31, 40) }, 45, seen)));
    store.dispatch(loadMoreFeed());
    await waitFor(() => expect(selectFeed(store.getState()).list).toMatchObject({ status: 'hasMore', page: 4 }));
    expect(seen.map((p) => p.get('page'))).toEqual(['4']);
    expect(selectFeed(store.getState()).list.ids).toEqual(postsFrom(21, 40).map((p) => p.pid));
  });
});

describe('new posts pill (R4.18)', () => {
  const event = (posts: ReturnType<typeof mainPost>[]) => realtimeReceived({ event: 'event:new_post', payload: { posts } });
  /** A store whose feed shows posts 1 and 2 with these filters. */
  function loaded(config: ClientConfig, filters: HighlightsFilters = EMPTY_FILTERS) {
    const store = storeFor(config);
    store.dispatch(hydrateFeed(`pill-${Math.random()}`, { filters, posts: [mainPost(1), mainPost(2)], found: 2, tags: [], page: 1 }));
    return store;
  }

  it('R4.18: a member’s own posts bring no pill; someone else’s do (only theirs)', () => {
    const store = loaded(memberConfig());
    store.dispatch(event([mainPost(50, {}, authors.priya), mainPost(51, {}, authors.priya)]));
    expect(memberUser.uid).toBe(authors.priya.uid);
    expect(selectNewPostCount(store.getState())).toBe(0);
    store.dispatch(event([mainPost(52, {}, authors.priya), mainPost(53, {}, authors.amara)]));
    expect(selectFeed(store.getState()).newPids).toEqual([53]);
  });

  it('R4.18: replies never bring the pill (the feed lists main posts); nor does an event before the feed loaded', () => {
    const store = loaded(visitorConfig());
    store.dispatch(event([]));
    store.dispatch(event([mainPost(60, { isMainPost: false, toPid: 1 })]));
    expect(selectNewPostCount(store.getState())).toBe(0);
    const fresh = storeFor(visitorConfig());
    fresh.dispatch(event([mainPost(61)]));
    expect(selectNewPostCount(fresh.getState())).toBe(0);
  });

  it('R4.18: only posts that match the filters: type, tag, date range and every word of the term', () => {
    const now = Date.UTC(2026, 10, 20, 12) / 1000;
    const filters: HighlightsFilters = { term: 'Tree parser', sort: 'recent', postType: 'ama', tag: 'wasm', from: now - 3600, to: now + 3600 };
    const store = loaded(visitorConfig(), filters);
    const at = now * 1000;
    const matching = { postType: 'ama' as const, tags: ['wasm'], title: 'Ask me about the tree parser', timestamp: at };
    store.dispatch(
      event([
        mainPost(70, { ...matching, postType: 'blog' }),
        mainPost(71, { ...matching, tags: ['rust'] }),
        mainPost(72, { ...matching, timestamp: at - 7200 * 1000 }),
        mainPost(73, { ...matching, title: 'Ask me anything', summary: 'About parsers' }),
        mainPost(74, matching),
      ]),
    );
    expect(selectFeed(store.getState()).newPids).toEqual([74]);
  });

  it('R4.18: showing them puts the new posts on top, newest first, without asking the server; a reload clears them', async () => {
    const store = loaded(visitorConfig());
    store.dispatch(event([mainPost(80)]));
    store.dispatch(event([mainPost(81), mainPost(82)]));
    expect(selectNewPostCount(store.getState())).toBe(3);
    store.dispatch(newPostsShown());
    expect(selectFeed(store.getState()).list.ids).toEqual([82, 81, 80, 1, 2]);
    expect(selectFeed(store.getState()).found).toBe(5);
    expect(selectPost(store.getState(), 82)?.title).toBe('Topic 82');
    expect(selectNewPostCount(store.getState())).toBe(0);

    server.use(...answerFor(HIGHLIGHTS_KEY, highlightsPages({ 1: [mainPost(90)] }, 1)));
    store.dispatch(event([mainPost(90)]));
    const reload = store.dispatch(reloadFeed());
    expect(selectNewPostCount(store.getState())).toBe(0);
    await reload;
    expect(selectFeed(store.getState()).list.ids).toEqual([90]);
  });
});

describe('viewer flags across logout and login', () => {
  it('R4.12: logout keeps the feed and clears upvoted/bookmarked in the cache', async () => {
    server.use(...answerFor(HIGHLIGHTS_KEY, highlightsPages({ 1: [mainPost(1, { upvoted: true, bookmarked: true }), mainPost(2)] }, 2)));
    const store = storeFor(memberConfig());
    await store.dispatch(loadFeed({ filters: EMPTY_FILTERS, page: 1 }));
    store.dispatch(loggedOut());
    expect(selectFeed(store.getState()).list.ids).toEqual([1, 2]);
    expect(selectPost(store.getState(), 1)).toMatchObject({ upvoted: false, bookmarked: false, upvotes: 2 });
  });

  it('signing in reloads a loaded feed, so its flags are the member’s', async () => {
    let upvoted = false;
    server.use(...answerFor(HIGHLIGHTS_KEY, () => highlights([mainPost(1, { upvoted })])));
    const store = storeFor(visitorConfig());
    await store.dispatch(loadFeed({ filters: EMPTY_FILTERS, page: 1 }));
    expect(selectPost(store.getState(), 1)?.upvoted).toBe(false);
    upvoted = true;
    store.dispatch(loadConfig.fulfilled(memberConfig(), 'login'));
    await waitFor(() => expect(selectPost(store.getState(), 1)?.upvoted).toBe(true));
  });
});

describe('R4.6: one upvote, one count', () => {
  it('R4.6: the feed and the saved list read the same cached post', async () => {
    const votes: string[] = [];
    server.use(
      ...answerFor(HIGHLIGHTS_KEY, highlightsPages({ 1: [mainPost(1)] }, 1)),
      ...answerFor('GET /api/user/{slug}/bookmarks', () => bookmarks([mainPost(1, { bookmarked: true })])),
      ...answerFor('PUT /api/v3/posts/{pid}/vote', ({ params }) => {
        votes.push(params.pid!);
        return {};
      }),
    );
    const store = storeFor(memberConfig());
    await store.dispatch(loadFeed({ filters: EMPTY_FILTERS, page: 1 }));
    const { loadSavedPosts, selectSavedPosts } = await import('@/store/savedlist/slice');
    await store.dispatch(loadSavedPosts(1));
    await store.dispatch(togglePostVote(1));
    const state = store.getState();
    const feedPid = selectFeed(state).list.ids[0];
    const savedPid = selectSavedPosts(state).ids[0];
    expect(selectPost(state, feedPid)?.upvotes).toBe(3);
    expect(selectPost(state, savedPid)?.upvotes).toBe(3);
    expect(votes).toEqual(['1']);
  });
});
