import { createEntityAdapter, createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { MemberRelation } from '@/lib/users/types';
import { fetchProfileSummary } from '@/services/users';
import { rootReducer, type AppThunk, type RootState } from '../index';
import { createApiThunk } from '../thunks';
import { setMemberBlocked } from '../notifications/preferences';
import { registerSeedHydrator } from '../seed';
import { loggedOut, personalLoaded } from '../sessionActions';
import { followMember } from './follows';

/**
 * The profile's relation between the reader and the member shown (R3.15, R3.10): the follower
 * count and whether the reader follows and blocks them, by uid. The page's seed brings it; on a
 * shared page (the visitors' HTML, server/cache) the personal layer brings the member's own
 * follow and block; Follow and Block change it as the server answers; logout clears the reader's part.
 */

const adapter = createEntityAdapter<MemberRelation, number>({ selectId: (relation) => relation.uid });

const relationSlice = createSlice({
  name: 'memberRelations',
  initialState: adapter.getInitialState(),
  reducers: {
    relationSeeded: adapter.upsertOne,
  },
  extraReducers: (builder) => {
    builder
      .addCase(followMember.fulfilled, (state, action) => {
        adapter.updateOne(state, { id: action.meta.arg.uid, changes: action.payload });
      })
      .addCase(setMemberBlocked.fulfilled, (state, action) => {
        adapter.updateOne(state, { id: action.payload.uid, changes: { blocked: action.payload.blocked } });
      })
      .addCase(personalLoaded, (state, action) => {
        for (const [uid, changes] of Object.entries(action.payload.layer.members)) adapter.updateOne(state, { id: Number(uid), changes });
      })
      .addCase(loggedOut, (state) => {
        for (const relation of Object.values(state.entities)) {
          relation.viewerFollows = false;
          relation.blocked = false;
        }
      });
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof relationSlice> {}
}

// Loads with the profile page (store/index.ts).
const injected = relationSlice.injectInto(rootReducer);

const { relationSeeded } = relationSlice.actions;

/** The profile page's part of a page seed. */
const hydrateMemberRelation =
  (_seedId: string, relation: MemberRelation): AppThunk =>
  (dispatch) => {
    dispatch(relationSeeded(relation));
  };
registerSeedHydrator('memberRelation', hydrateMemberRelation);

/**
 * The relation as the server has it now: after a block, which ends following in both directions
 * (docs/DECISIONS.md "Following members"), the profile shows the follow and count that remain. A
 * failure keeps what is shown (the block itself succeeded).
 */
export const reloadMemberRelation = createApiThunk(
  'memberRelations/reload',
  async (slug: string, { dispatch }) => {
    const { uid, followers, viewerFollows, blocked } = await fetchProfileSummary(slug);
    dispatch(relationSeeded({ uid, followers, viewerFollows, blocked }));
  },
  { toast: false },
);

const selectors = adapter.getSelectors((state: RootState) => injected.selectSlice(state));

/** The reader's relation to a member, when a profile of theirs has been shown. */
export const selectMemberRelation = (state: RootState, uid: number): MemberRelation | undefined => selectors.selectById(state, uid);
