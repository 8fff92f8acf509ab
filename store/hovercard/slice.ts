import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { HovercardAnswer } from '@/lib/users/types';
import * as api from '@/services/users';
import { rootReducer, type AppThunk, type RootState } from '../index';
import { followMember } from '../profile/follows';
import { createApiThunk } from '../thunks';

/**
 * Member hovercards (R3.15): the answer of `GET /user/{slug}/hovercard` per slug. A card is asked
 * for once, then again when it is shown after HOVERCARD_FRESH_MS (the old card stays on screen
 * while the new one comes, and stays if that fails); following or unfollowing the member updates
 * its follower count at once. Injected with the hovercard's own chunk
 * (components/hovercard/Hovercard.tsx), which loads on the first hover or keyboard focus of a
 * member link: no page's first load carries it.
 */

export type HovercardEntry =
  | { status: 'loading' }
  | { status: 'ready'; card: HovercardAnswer; at: number }
  | { status: 'error'; code: number; message: string };

export interface HovercardState {
  bySlug: Record<string, HovercardEntry>;
}

const initialState = (): HovercardState => ({ bySlug: {} });

/** How long a card is shown as it came before it is asked for again. */
export const HOVERCARD_FRESH_MS = 2 * 60_000;

/** One member's card, quietly: the card itself says when it could not be loaded (no toast). */
export const loadHovercard = createApiThunk('hovercard/load', async (slug: string) => ({ card: await api.fetchHovercard(slug), at: Date.now() }), {
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
        // A card being refreshed stays shown.
        if (state.bySlug[action.meta.arg]?.status !== 'ready') state.bySlug[action.meta.arg] = { status: 'loading' };
      })
      .addCase(loadHovercard.fulfilled, (state, action) => {
        state.bySlug[action.meta.arg] = { status: 'ready', card: action.payload.card, at: action.payload.at };
      })
      .addCase(loadHovercard.rejected, (state, action) => {
        if (state.bySlug[action.meta.arg]?.status === 'ready') return;
        const code = action.payload?.code ?? 0;
        state.bySlug[action.meta.arg] = { status: 'error', code, message: action.payload?.message ?? action.error.message ?? '' };
      })
      .addCase(followMember.fulfilled, (state, action) => {
        for (const entry of Object.values(state.bySlug)) {
          if (entry.status === 'ready' && entry.card.uid === action.meta.arg.uid) entry.card.followers = action.payload.followers;
        }
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
 * Asks for `slug`'s card unless it is on its way, fresh, or of an unknown member (404). A card
 * that failed for any other reason, or is older than HOVERCARD_FRESH_MS, is asked for again.
 */
export const ensureHovercard =
  (slug: string, now = Date.now()): AppThunk =>
  (dispatch, getState) => {
    const entry = selectHovercard(getState(), slug);
    if (entry?.status === 'loading') return;
    if (entry?.status === 'ready' && now - entry.at < HOVERCARD_FRESH_MS) return;
    if (entry?.status === 'error' && entry.code === 404) return;
    void dispatch(loadHovercard(slug));
  };
