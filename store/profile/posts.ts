import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { DISCUSSION_PAGE_SIZE } from '@/lib/discussions/types';
import type { MemberPostsSeed } from '@/lib/ssr/seed';
import { rootReducer, type AppThunk, type RootState } from '../index';
import { postsCached } from '../feed/cache';
import { hasMoreByPageSize, initialList, listFulfilled, listPending, listRejected, type ListState } from '../lists';
import { registerSeedHydrator } from '../seed';
import { createApiThunk } from '../thunks';
import { discussionCalls } from '@/services/onUse';

/**
 * The posts on a member's profile (R3.15): 20 per page, newest first; another page may exist
 * exactly when a page holds 20. The list holds pids into the shared cache, so a vote or a save
 * shows here as everywhere. The first page arrives with the server-rendered profile.
 */

const PAGE = DISCUSSION_PAGE_SIZE.memberPosts;

interface MemberPostsState {
  /** Whose posts these are (another member starts over). */
  uid: number | null;
  list: ListState<number>;
}

const initialState: MemberPostsState = { uid: null, list: initialList<number>() };

const loadMemberPosts = createApiThunk('memberPosts/load', async ({ uid, page }: { uid: number; page: number }, { dispatch }) => {
  const answer = await (await discussionCalls()).fetchMemberPosts(uid, page);
  const posts = answer.posts ?? [];
  dispatch(postsCached(posts));
  return { uid, page, pids: posts.map((post) => post.pid) };
});

const memberPostsSlice = createSlice({
  name: 'memberPosts',
  initialState,
  reducers: {
    /** The server-rendered first page (see hydrateMemberPosts). */
    memberPostsSeeded(_state, action: PayloadAction<{ uid: number; pids: number[] }>) {
      const list = initialList<number>();
      listPending(list, 1);
      listFulfilled(list, { page: 1, ids: action.payload.pids, hasMore: hasMoreByPageSize(action.payload.pids.length, PAGE) });
      return { uid: action.payload.uid, list };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadMemberPosts.pending, (state, action) => {
        const { uid, page } = action.meta.arg;
        if (state.uid !== uid) return { uid, list: { ...initialList<number>(), status: 'loading' as const } };
        listPending(state.list, page);
      })
      .addCase(loadMemberPosts.fulfilled, (state, action) => {
        const { uid, page, pids } = action.payload;
        if (state.uid !== uid) return;
        listFulfilled(state.list, { page, ids: pids, hasMore: hasMoreByPageSize(pids.length, PAGE) });
      })
      .addCase(loadMemberPosts.rejected, (state, action) => {
        if (state.uid !== action.meta.arg.uid) return;
        listRejected(state.list, action.payload ?? { message: action.error.message });
      });
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof memberPostsSlice> {}
}

// Loads with the profile's pages, not with every page (store/index.ts).
const injected = memberPostsSlice.injectInto(rootReducer);
/** A profile's posts, or the initial state in a store that has not seen an action since the slice loaded. */
export const selectMemberPosts = (state: RootState): MemberPostsState => injected.selectSlice(state);
const { memberPostsSeeded } = memberPostsSlice.actions;

/** The profile's seed: posts into the cache, pids into the list. */
export const hydrateMemberPosts =
  (seed: MemberPostsSeed): AppThunk =>
  (dispatch) => {
    dispatch(postsCached(seed.posts));
    dispatch(memberPostsSeeded({ uid: seed.uid, pids: seed.posts.map((post) => post.pid) }));
  };
registerSeedHydrator('memberPosts', (_id, part) => hydrateMemberPosts(part));

/** The next page when there is one and nothing is loading. */
export const loadMoreMemberPosts = (): AppThunk => (dispatch, getState) => {
  const { uid, list } = selectMemberPosts(getState());
  if (uid === null || list.status !== 'hasMore') return;
  void dispatch(loadMemberPosts({ uid, page: list.page + 1 }));
};

/** Retry: the page that failed. */
export const retryMemberPosts = (): AppThunk => (dispatch, getState) => {
  const { uid, list } = selectMemberPosts(getState());
  if (uid !== null) void dispatch(loadMemberPosts({ uid, page: Math.max(1, list.page) }));
};

