import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../index';

/**
 * A member's groups as changed on this page (issue 35): when an administrator changes a member's
 * role with the Role card (components/roles/RoleControl.tsx), the profile's group badges and its
 * moderators' controls show the new groups at once; until then the page's props say them. By uid.
 */

const groupsSlice = createSlice({
  name: 'memberGroups',
  initialState: {} as Record<number, string[]>,
  reducers: {
    memberGroupsChanged(state, action: PayloadAction<{ uid: number; groups: string[] }>) {
      state[action.payload.uid] = action.payload.groups;
    },
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof groupsSlice> {}
}

// Loads with the profile page.
const injected = groupsSlice.injectInto(rootReducer);

export const { memberGroupsChanged } = groupsSlice.actions;

/** The member's groups since a change on this page; undefined when nothing changed them. */
export const selectChangedGroups = (state: RootState, uid: number): string[] | undefined => injected.selectSlice(state)[uid];
