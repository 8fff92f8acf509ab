import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { DISCUSSION_PAGE_SIZE } from '@/lib/discussions/types';
import type { FeedSeed } from '@/lib/ssr/seed';
import { rootReducer, type AppThunk, type RootState } from '../index';
import { initialList, listFulfilled, listPending, listRejected, type ListState } from '../lists';
import { postsCached } from '../feed/cache';
import { registerSeedHydrator } from '../seed';
import { createApiThunk } from '../thunks';
import { EMPTY_FILTERS, highlightsQuery, readHighlights, sameFilters, type HighlightsFilters, type TagFacet } from '@/lib/discussions/feed';
import { discussionCalls } from '@/services/onUse';

/**
 * The highlights feed of `/discussions` (R1.1, R4.4, R4.18). The list holds pids; the posts live
 * in the shared cache (`post{pid}`), so an upvote or a bookmark shows everywhere (R4.6).
 * `filters` are the ones the list was (or is being) loaded with.
 */

const FEED_PAGE_SIZE = DISCUSSION_PAGE_SIZE.feed;

interface DiscussionsState {
  filters: HighlightsFilters;
  list: ListState<number>;
  /** Main posts matching the filters (all pages). */
  found: number;
  /** The tags facet of the latest page 1 answer. */
  tags: TagFacet[];
  /** R4.18: main posts matching the filters that others published since the feed was loaded, newest first. */
  newPids: number[];
  /** The latest load; answers of older loads are ignored (the filters moved on). */
  requestId: string | null;
  /** The server-rendered first page applied last (see hydrateFeed). */
  seedId: string | null;
}

const initialState: DiscussionsState = {
  filters: EMPTY_FILTERS,
  list: initialList<number>(),
  found: 0,
  tags: [],
  newPids: [],
  requestId: null,
  seedId: null,
};

/** One page of the feed as the store keeps it. */
interface FeedPage {
  page: number;
  pids: number[];
  found: number;
  tags: TagFacet[];
}

/** Has more while the pages loaded so far hold fewer than `found` posts. */
const feedHasMore = (page: number, found: number) => page * FEED_PAGE_SIZE < found;

interface LoadFeedArg {
  filters: HighlightsFilters;
  page: number;
}

/**
 * Loads a page of the feed: page 1 replaces the list (R4.4), later pages append. A failure is
 * shown in the feed itself (message, status and Retry) and, like every failed call, as a toast and
 * a report (R7.7).
 */
export const loadFeed = createApiThunk(
  'discussions/loadFeed',
  async ({ filters, page }: LoadFeedArg, { dispatch }): Promise<FeedPage> => {
    const { posts, found, tags } = readHighlights(await (await discussionCalls()).fetchHighlights(highlightsQuery(filters, page)));
    dispatch(postsCached(posts));
    return { page, pids: posts.map((post) => post.pid), found, tags };
  },
);

const discussionsSlice = createSlice({
  name: 'discussions',
  initialState,
  reducers: {
    /** The server-rendered first page (see `hydrateFeed`). */
    feedSeeded(state, action: PayloadAction<{ id: string; filters: HighlightsFilters } & FeedPage>) {
      const { id, filters, ...page } = action.payload;
      state.seedId = id;
      state.filters = filters;
      state.requestId = null;
      state.newPids = [];
      // A server-rendered later page (`?page=N`) starts the list there; "Load more" goes on from it.
      listPending(state.list, 1);
      listFulfilled(state.list, { page: page.page, ids: page.pids, hasMore: feedHasMore(page.page, page.found), total: page.found });
      state.found = page.found;
      state.tags = page.tags;
    },
    /** R4.18: a realtime event brought someone's main posts that match the filters (see listeners.ts). */
    newPostsArrived(state, action: PayloadAction<number[]>) {
      const fresh = action.payload.filter((pid) => !state.newPids.includes(pid) && !state.list.ids.includes(pid));
      state.newPids = [...fresh.reverse(), ...state.newPids];
    },
    /** R4.18: the pill was clicked: the new posts go to the top of the list, newest first. */
    newPostsShown(state) {
      const shown = state.newPids.filter((pid) => !state.list.ids.includes(pid));
      state.list.ids = [...shown, ...state.list.ids];
      state.found += shown.length;
      if (state.list.total !== null) state.list.total += shown.length;
      state.newPids = [];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadFeed.pending, (state, action) => {
        const { filters, page } = action.meta.arg;
        state.requestId = action.meta.requestId;
        if (page < 2) {
          state.filters = filters;
          state.newPids = [];
        }
        listPending(state.list, page);
      })
      .addCase(loadFeed.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        const { page, pids, found, tags } = action.payload;
        listFulfilled(state.list, { page, ids: pids, hasMore: feedHasMore(page, found), total: found });
        state.found = found;
        if (page < 2) state.tags = tags;
      })
      .addCase(loadFeed.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        listRejected(state.list, action.payload ?? { message: action.error.message });
      });
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof discussionsSlice> {}
}

// Loads with the feed's pages, not with every page (store/index.ts).
const injected = discussionsSlice.injectInto(rootReducer);
/** The feed's state, or its initial state in a store that has not seen an action since the slice loaded. */
export const selectFeed = (state: RootState): DiscussionsState => injected.selectSlice(state);

export const { newPostsArrived, newPostsShown } = discussionsSlice.actions;
const { feedSeeded } = discussionsSlice.actions;

/** The feed's part of a page seed (store/seed.ts): posts into the cache, pids into the list, once per render. */
export const hydrateFeed =
  (seedId: string, seed: FeedSeed): AppThunk =>
  (dispatch, getState) => {
    if (selectFeed(getState()).seedId === seedId) return;
    dispatch(postsCached(seed.posts));
    const page = Math.max(1, seed.page);
    dispatch(feedSeeded({ id: seedId, filters: seed.filters, page, pids: seed.posts.map((p) => p.pid), found: seed.found, tags: seed.tags }));
  };

registerSeedHydrator('feed', hydrateFeed);

/**
 * The URL's filters: loads page 1 unless the list already holds (or is loading) these filters.
 * Keeps the feed in step with the address bar (back and forward included).
 */
export const syncFeed =
  (filters: HighlightsFilters): AppThunk =>
  (dispatch, getState) => {
    const { list, filters: current } = selectFeed(getState());
    if (list.status !== 'initial' && sameFilters(current, filters)) return;
    void dispatch(loadFeed({ filters, page: 1 }));
  };

/** Page 1 again with the current filters (login, another viewer). */
export const reloadFeed = (): AppThunk<Promise<unknown>> => (dispatch, getState) =>
  dispatch(loadFeed({ filters: selectFeed(getState()).filters, page: 1 }));

/** The next page, only when there is one and nothing is loading (infinite scroll, Load more). */
export const loadMoreFeed = (): AppThunk => (dispatch, getState) => {
  const { list, filters } = selectFeed(getState());
  if (list.status !== 'hasMore') return;
  void dispatch(loadFeed({ filters, page: list.page + 1 }));
};

/** Retry: the page that failed. */
export const retryFeed = (): AppThunk => (dispatch, getState) => {
  const { list, filters } = selectFeed(getState());
  void dispatch(loadFeed({ filters, page: Math.max(1, list.page) }));
};

export const selectFeedFilters = (state: RootState) => selectFeed(state).filters;
/** R4.18: how many new matching main posts wait behind the pill. */
export const selectNewPostCount = (state: RootState) => selectFeed(state).newPids.length;
