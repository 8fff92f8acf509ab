import { createEntityAdapter, createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { said } from '@/lib/i18n/said';
import { sameReviewFilters } from '@/lib/review/filters';
import type { ReviewAction, ReviewFilters, ReviewItem, ReviewTarget } from '@/lib/review/types';
import * as api from '@/services/review';
import { rootReducer, type AppThunk, type RootState } from '../index';
import { initialList, listFulfilled, listPending, listRejected, type ListState } from '../lists';
import { isRealtimeEvent } from '../realtime/connection';
import { loggedOut, viewerChanged } from '../sessionActions';
import { createApiThunk } from '../thunks';
import { addToast } from '../toasts/slice';

/**
 * The review queue (issue 35): one entity per item (by key, `post:12`), the page's list of keys
 * (store/lists.ts), its filters and the open items' count the header shows. `event:review` is
 * reduced here: an item another moderator handled leaves at once; a new report's item comes in
 * with the next quiet reload of page 1 (`refreshReview`, dispatched by ./listeners.ts). The
 * filters come from the page's address (`syncReview`, lib/review/filters.ts). Injected with the
 * header's Review link (moderators only) and the review page.
 */

/** What each action's success says. */
const DONE_TEXTS = {
  dismiss: 'review.done.dismiss',
  hide: 'review.done.hide',
  delete: 'review.done.delete',
  lock: 'review.done.lock',
  warn: 'review.done.warn',
  silence: 'review.done.silence',
  suspend: 'review.done.suspend',
  approve: 'review.done.approve',
  reject: 'review.done.reject',
  'silence-room': 'review.done.silenceRoom',
} as const satisfies Record<ReviewAction, MessageKey<'admin'>>;

const adapter = createEntityAdapter<ReviewItem, string>({ selectId: (item) => item.key });

export interface ReviewState {
  items: ReturnType<typeof adapter.getInitialState>;
  list: ListState<string>;
  filters: ReviewFilters;
  /** Open items (unfiltered); null until the configuration or the server said. */
  count: number | null;
  /** The key of the item an action is under way on. */
  busy: string | null;
}

const initialState = (): ReviewState => ({ items: adapter.getInitialState(), list: initialList<string>(), filters: {}, count: null, busy: null });

/** One page with the current filters: page 1 replaces the list, later pages append. */
export const loadReview = createApiThunk('review/load', async ({ page }: { page: number }, { getState }) =>
  api.fetchReviewPage(selectReviewState(getState()).filters, page),
);

/**
 * The queue with the address's filters: page 1 with them, unless the list already holds (or is
 * loading) these; `fresh` loads page 1 anyway (the page was just opened). Keeps the queue in step
 * with the address bar; a filter changed in the form goes through here too, before the address follows.
 */
export const syncReview =
  (filters: ReviewFilters, fresh = false): AppThunk =>
  (dispatch, getState) => {
    const { list, filters: current } = selectReviewState(getState());
    const same = sameReviewFilters(current, filters);
    if (same && !fresh && list.status !== 'initial') return;
    if (!same) dispatch(reviewFiltered(filters));
    void dispatch(loadReview({ page: 1 }));
  };

/** Page 1 again, quietly, merged into the list (a new report arrived): nothing flickers, a failure says nothing. */
export const refreshReview = createApiThunk('review/refresh', (_: void, { getState }) => api.fetchReviewPage(selectReviewState(getState()).filters, 1), {
  toast: false,
  report: false,
});

/**
 * A moderator's action on an item; on success the item leaves the list. `no-flag` (another
 * moderator handled it first) removes it too; the form shows the error's text.
 */
export const actOnReview = createApiThunk(
  'review/act',
  async (input: { item: ReviewTarget; action: ReviewAction; reason: string; until?: number | null }, { dispatch }) => {
    const answer = await api.actOnReviewItem(input.item.type, input.item.targetId, { action: input.action, reason: input.reason, until: input.until });
    dispatch(addToast(said('admin', DONE_TEXTS[input.action]), 'success'));
    return answer;
  },
  // The action's form says a refusal where the moderator is looking.
  { toast: false },
);

function removeItem(state: ReviewState, key: string): void {
  if (!state.items.entities[key]) return;
  adapter.removeOne(state.items, key);
  state.list.ids = state.list.ids.filter((id) => id !== key);
  if (state.list.total !== null) state.list.total = Math.max(0, state.list.total - 1);
}

const reviewSlice = createSlice({
  name: 'review',
  initialState,
  reducers: {
    reviewFiltered(state, action: PayloadAction<ReviewFilters>) {
      state.filters = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadReview.pending, (state, action) => listPending(state.list, action.meta.arg.page))
      .addCase(loadReview.fulfilled, (state, action) => {
        const { items, page, hasMore, total } = action.payload;
        adapter.upsertMany(state.items, items);
        listFulfilled(state.list, { page, ids: items.map((i) => i.key), hasMore, total });
      })
      .addCase(loadReview.rejected, (state, action) => listRejected(state.list, action.payload))
      .addCase(refreshReview.fulfilled, (state, action) => {
        if (state.list.status === 'initial' || state.list.status === 'loading') return;
        const { items, total } = action.payload;
        adapter.upsertMany(state.items, items);
        const fresh = items.map((i) => i.key);
        const known = new Set(fresh);
        state.list.ids = [...fresh, ...state.list.ids.filter((id) => !known.has(id))];
        state.list.total = total;
      })
      .addCase(actOnReview.pending, (state, action) => {
        state.busy = action.meta.arg.item.key;
      })
      .addCase(actOnReview.fulfilled, (state, action) => {
        state.busy = null;
        state.count = action.payload.count;
        removeItem(state, action.meta.arg.item.key);
      })
      .addCase(actOnReview.rejected, (state, action) => {
        state.busy = null;
        if (action.payload?.key === 'no-flag') removeItem(state, action.meta.arg.item.key);
      })
      .addCase(loggedOut, () => initialState())
      .addCase(viewerChanged, () => initialState())
      .addMatcher(isRealtimeEvent('event:review'), (state, action) => {
        const change = action.payload.payload;
        if (typeof change?.count === 'number') state.count = change.count;
        if (typeof change?.removed === 'string') removeItem(state, change.removed);
      });
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof reviewSlice> {}
}

const injected = reviewSlice.injectInto(rootReducer);

const { reviewFiltered } = reviewSlice.actions;

/** The review state, or its initial state before the slice has seen an action. */
export const selectReviewState = (state: RootState): ReviewState => injected.selectSlice(state);

export const selectReviewCount = (state: RootState): number | null => selectReviewState(state).count;

/** The page's items, in order. */
export const selectReviewItems = createSelector(
  [(state: RootState) => selectReviewState(state).items.entities, (state: RootState) => selectReviewState(state).list.ids],
  (entities, ids) => ids.map((id) => entities[id]).filter((item): item is ReviewItem => Boolean(item)),
);
