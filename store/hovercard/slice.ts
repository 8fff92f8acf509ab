import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { HovercardAnswer } from '@/lib/users/types';
import * as api from '@/services/users';
import { rootReducer, type AppThunk, type RootState } from '../index';
import { createApiThunk } from '../thunks';

/**
 * Member hovercards (R3.15): the answer of `GET /user/{slug}/hovercard` per slug, kept for the
 * browser session so a member's card is asked for once. Injected with the hovercard's own chunk
 * (components/hovercard/Hovercard.tsx), which loads on the first hover or keyboard focus of a
 * member link: no page's first load carries it.
 */

export type HovercardEntry =
  | { status: 'loading' }
  | { status: 'ready'; card: HovercardAnswer }
  | { status: 'error'; code: number; message: string };

export interface HovercardState {
  bySlug: Record<string, HovercardEntry>;
}

const initialState = (): HovercardState => ({ bySlug: {} });

/** One member's card, quietly: the card itself says when it could not be loaded (no toast). */
export const loadHovercard = createApiThunk('hovercard/load', (slug: string) => api.fetchHovercard(slug), {
  toast: false,
  report: false,
});

const hovercardSlice = createSlice({
  name: 'hovercard',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadHovercard.pending, (state, action) => {
        state.bySlug[action.meta.arg] = { status: 'loading' };
      })
      .addCase(loadHovercard.fulfilled, (state, action) => {
        state.bySlug[action.meta.arg] = { status: 'ready', card: action.payload };
      })
      .addCase(loadHovercard.rejected, (state, action) => {
        const code = action.payload?.code ?? 0;
        state.bySlug[action.meta.arg] = { status: 'error', code, message: action.payload?.message ?? action.error.message ?? '' };
      });
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof hovercardSlice> {}
}

// Loads with the hovercard's chunk (store/index.ts does not import it).
const injected = hovercardSlice.injectInto(rootReducer);

const selectHovercardState = (state: RootState): HovercardState => injected.selectSlice(state);

/** The cached card of `slug` (undefined before it was asked for). */
export const selectHovercard = (state: RootState, slug: string): HovercardEntry | undefined => selectHovercardState(state).bySlug[slug];

/**
 * Asks for `slug`'s card unless it is cached or on its way. A card that failed for any reason
 * other than an unknown member (404) is asked for again the next time.
 */
export const ensureHovercard =
  (slug: string): AppThunk =>
  (dispatch, getState) => {
    const entry = selectHovercard(getState(), slug);
    if (entry && (entry.status !== 'error' || entry.code === 404)) return;
    void dispatch(loadHovercard(slug));
  };
