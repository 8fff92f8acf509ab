import { createSlice, type WithSlice } from '@reduxjs/toolkit';
// Static, not loaded on first use: offline, the saved list runs from the copy the worker keeps of its
// page's own scripts (docs/features/pwa.md), and a chunk never fetched online is not among them.
import { fetchBookmarks } from '@/services/discussions';
import { PAGE_SIZE } from '@/lib/constants';
import { fetchEventBookmarks } from '@/services/events';
import { rootReducer, type AppThunk, type RootState } from '../index';
import { hasMoreByPageSize, initialList, listFulfilled, listPending, listRejected, type ListState } from '../lists';
import { eventsCached, postsCached } from '../feed/cache';
import { toggleEventBookmark } from '../events/actions';
import { togglePostBookmark } from '../posts/actions';
import { loggedOut } from '../sessionActions';
import { selectLoggedIn, selectUid } from '../selectors';
import { createApiThunk } from '../thunks';

/**
 * The member's saved posts (`/savedlist`, R4.7, R9.2): 20 per page, newest saved first; another
 * page may exist exactly when a page holds 20. The list holds pids into the shared cache.
 * Saving a post anywhere puts it at the top; unsaving removes it. Cleared on logout (R4.12).
 * Saved events (R1.7, R7.1): 10 per page by offset (R9.2), the same rules.
 */

const SAVED_POSTS_PAGE_SIZE = PAGE_SIZE.savedPosts;
const SAVED_EVENTS_PAGE_SIZE = PAGE_SIZE.savedEvents;

interface SavedListState {
  posts: ListState<number>;
  events: ListState<number>;
  /** Whose list this is (a different member starts over). */
  uid: number | null;
}

const initialState: SavedListState = { posts: initialList<number>(), events: initialList<number>(), uid: null };

export const loadSavedPosts = createApiThunk(
  'savedlist/loadPosts',
  async (page: number, { getState, dispatch }) => {
    const uid = selectUid(getState());
    const answer = await fetchBookmarks(uid, page);
    const posts = answer.posts ?? [];
    dispatch(postsCached(posts));
    return { uid, page, pids: posts.map((post) => post.pid) };
  },
  {
    toast: false,
  },
);

export const loadSavedEvents = createApiThunk(
  'savedlist/loadEvents',
  async (page: number, { getState, dispatch }) => {
    const uid = selectUid(getState());
    const answer = await fetchEventBookmarks(uid, (page - 1) * SAVED_EVENTS_PAGE_SIZE);
    const events = answer.events ?? [];
    dispatch(eventsCached(events));
    return { page, ids: events.map((event) => event.id) };
  },
  { toast: false },
);

const savedListSlice = createSlice({
  name: 'savedlist',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadSavedPosts.pending, (state, action) => {
        listPending(state.posts, action.meta.arg);
      })
      .addCase(loadSavedPosts.fulfilled, (state, action) => {
        const { uid, page, pids } = action.payload;
        state.uid = uid;
        listFulfilled(state.posts, { page, ids: pids, hasMore: hasMoreByPageSize(pids.length, SAVED_POSTS_PAGE_SIZE) });
      })
      .addCase(loadSavedPosts.rejected, (state, action) => {
        listRejected(state.posts, action.payload ?? { message: action.error.message });
      })
      // R4.7: saved goes to the top, unsaved leaves the list.
      .addCase(togglePostBookmark.fulfilled, (state, action) => {
        const { pid, bookmarked } = action.payload;
        const rest = state.posts.ids.filter((id) => id !== pid);
        state.posts.ids = bookmarked ? [pid, ...rest] : rest;
      })
      .addCase(loadSavedEvents.pending, (state, action) => {
        listPending(state.events, action.meta.arg);
      })
      .addCase(loadSavedEvents.fulfilled, (state, action) => {
        const { page, ids } = action.payload;
        listFulfilled(state.events, { page, ids, hasMore: hasMoreByPageSize(ids.length, SAVED_EVENTS_PAGE_SIZE) });
      })
      .addCase(loadSavedEvents.rejected, (state, action) => {
        listRejected(state.events, action.payload ?? { message: action.error.message });
      })
      // Saving an event anywhere puts it at the top of a loaded list; unsaving removes it.
      .addCase(toggleEventBookmark.fulfilled, (state, action) => {
        const { id, bookmarked } = action.payload;
        if (state.events.status === 'initial') return;
        const rest = state.events.ids.filter((other) => other !== id);
        state.events.ids = bookmarked ? [id, ...rest] : rest;
      })
      .addCase(loggedOut, () => initialState);
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof savedListSlice> {}
}

// Loads with the saved list's page, not with every page (store/index.ts): a save elsewhere before
// the list has loaded has no list to change.
const injected = savedListSlice.injectInto(rootReducer);
/** The saved list's state, or its initial state in a store that has not seen an action since the slice loaded. */
const selectSavedListState = (state: RootState): SavedListState => injected.selectSlice(state);

/** Page 1 for the signed-in member (visitors have no saved list). */
export const loadSavedList = (): AppThunk => (dispatch, getState) => {
  if (!selectLoggedIn(getState())) return;
  void dispatch(loadSavedPosts(1));
};

/** The next page when there is one and nothing is loading. */
export const loadMoreSaved = (): AppThunk => (dispatch, getState) => {
  const { posts } = selectSavedListState(getState());
  if (posts.status !== 'hasMore' || !selectLoggedIn(getState())) return;
  void dispatch(loadSavedPosts(posts.page + 1));
};

/** Retry: the page that failed. */
export const retrySaved = (): AppThunk => (dispatch, getState) => {
  void dispatch(loadSavedPosts(Math.max(1, selectSavedListState(getState()).posts.page)));
};

export const selectSavedPosts = (state: RootState) => selectSavedListState(state).posts;

/** Saved events: page 1 for the signed-in member, unless loaded already. */
export const loadSavedEventList = (): AppThunk => (dispatch, getState) => {
  if (!selectLoggedIn(getState()) || selectSavedListState(getState()).events.status !== 'initial') return;
  void dispatch(loadSavedEvents(1));
};

export const loadMoreSavedEvents = (): AppThunk => (dispatch, getState) => {
  const { events } = selectSavedListState(getState());
  if (events.status !== 'hasMore' || !selectLoggedIn(getState())) return;
  void dispatch(loadSavedEvents(events.page + 1));
};

export const retrySavedEvents = (): AppThunk => (dispatch, getState) => {
  void dispatch(loadSavedEvents(Math.max(1, selectSavedListState(getState()).events.page)));
};

export const selectSavedEvents = (state: RootState) => selectSavedListState(state).events;
