import { createEntityAdapter, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { said } from '@/lib/i18n/said';
import { heldIdDecided, type OwnHeldPost } from '@/lib/review/mine';
import * as api from '@/services/heldPosts';
import { rootReducer, type RootState } from '../index';
import { isRealtimeEvent } from '../realtime/connection';
import { initialList, listFulfilled, listPending, listRejected, type ListState } from '../lists';
import { loggedOut, viewerChanged } from '../sessionActions';
import { createApiThunk } from '../thunks';
import { addToast } from '../toasts/slice';

/**
 * The member's own posts held for review (issue 35), on their settings page's "Waiting for
 * approval" section (components/moderation/HeldByMe.tsx): one entity per held post (by id) and the
 * list (store/lists.ts). Injected with that section only, so no other page carries it. A
 * `post-approved` or `post-rejected` notification pushed to the member removes the post it names.
 */

const adapter = createEntityAdapter<OwnHeldPost, number>({ selectId: (post) => post.id });

interface HeldByMeState {
  items: ReturnType<typeof adapter.getInitialState>;
  list: ListState<number>;
}

const initialState = (): HeldByMeState => ({ items: adapter.getInitialState(), list: initialList<number>() });

/** One page of the member's held posts; a failure shows in the list with Retry, not as a toast. */
export const loadOwnHeld = createApiThunk('heldByMe/load', ({ uid, page }: { uid: number; page: number }) => api.fetchOwnHeldPosts(uid, page), {
  toast: false,
});

/**
 * Withdraws one: on success it leaves the list and a toast says so. A refusal is the error toast;
 * `no-held-post` (a moderator approved or rejected it meanwhile) takes it out of the list too.
 */
export const withdrawOwnHeld = createApiThunk('heldByMe/withdraw', async ({ uid, id }: { uid: number; id: number }, { dispatch }) => {
  await api.withdrawOwnHeldPost(uid, id);
  dispatch(addToast(said('settings', 'held.withdrawn'), 'success'));
});

function removeItem(state: HeldByMeState, id: number): void {
  adapter.removeOne(state.items, id);
  state.list.ids = state.list.ids.filter((known) => known !== id);
}

const heldByMeSlice = createSlice({
  name: 'heldByMe',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadOwnHeld.pending, (state, action) => {
        if (action.meta.arg.page < 2) adapter.removeAll(state.items);
        listPending(state.list, action.meta.arg.page);
      })
      .addCase(loadOwnHeld.fulfilled, (state, action) => {
        const { items, page, hasMore } = action.payload;
        adapter.upsertMany(state.items, items);
        listFulfilled(state.list, { page, ids: items.map((post) => post.id), hasMore });
      })
      .addCase(loadOwnHeld.rejected, (state, action) => listRejected(state.list, action.payload))
      .addCase(withdrawOwnHeld.fulfilled, (state, action) => removeItem(state, action.meta.arg.id))
      .addCase(withdrawOwnHeld.rejected, (state, action) => {
        if (action.payload?.key === 'no-held-post') removeItem(state, action.meta.arg.id);
      })
      .addCase(loggedOut, () => initialState())
      .addCase(viewerChanged, () => initialState())
      // A moderator approved or rejected one: its notification takes it out of the list live.
      .addMatcher(isRealtimeEvent('event:new_notification'), (state, action) => {
        const notification = action.payload.payload;
        const id = notification ? heldIdDecided(notification) : null;
        if (id !== null) removeItem(state, id);
      });
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof heldByMeSlice> {}
}

const injected = heldByMeSlice.injectInto(rootReducer);

/** The section's state, or its initial state before the slice has seen an action. */
const selectHeldByMe = (state: RootState): HeldByMeState => injected.selectSlice(state);

/** A held post of the list by id. */
export const selectOwnHeldPost = (state: RootState, id: number): OwnHeldPost | undefined => selectHeldByMe(state).items.entities[id];

/** The list's state (store/lists.ts). */
export const selectOwnHeldList = (state: RootState): ListState<number> => selectHeldByMe(state).list;
