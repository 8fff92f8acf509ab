import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { said } from '@/lib/i18n/said';
import type { MessageKey } from '@/lib/i18n/catalogues';
import type { HeldSuspension, Restriction } from '@/lib/moderation/types';
import * as api from '@/services/restrictions';
import { rootReducer, type AppThunk, type RootState } from '../index';
import { loggedOut, viewerChanged } from '../sessionActions';
import { createApiThunk } from '../thunks';
import { addToast } from '../toasts/slice';

/**
 * Suspensions and silences (issue 35), for the suspend dialog and a profile's restriction notice
 * only: apart from ./thunks.ts, which the topic page loads (locks), so no page carries this code
 * until a moderator opens the dialog or a profile shows the notice (to moderators and the member
 * themself). The slice keeps what the server last said of each member (by uid): the notice shows
 * it, and a suspension or silence set or lifted in the dialog changes it at once.
 */

/** A member's suspension (`ban`) and silence as last read or set: null for none, absent while unknown. */
export type MemberRestrictions = Partial<Record<Restriction, HeldSuspension | null>>;

/** A member's suspension or silence now, for the suspend dialog (moderators); a failure shows in the dialog. */
export const loadRestriction = createApiThunk(
  'moderation/restriction',
  ({ kind, uid }: { kind: Restriction; uid: number }) => api.fetchRestriction(kind, uid),
  { toast: false },
);

/** Both of a member's restrictions, for their profile's notice: a failure shows nothing. */
export const loadRestrictions =
  (uid: number): AppThunk =>
  (dispatch) => {
    for (const kind of ['ban', 'silence'] as const) void dispatch(loadRestriction({ kind, uid }));
  };

/** What the toast says once each is set or lifted. */
const RESTRICTION_DONE = {
  ban: { set: 'suspend.done', lifted: 'suspend.lifted' },
  silence: { set: 'silence.done', lifted: 'silence.lifted' },
} as const satisfies Record<Restriction, { set: MessageKey<'dialogs'>; lifted: MessageKey<'dialogs'> }>;

/**
 * Suspends or silences a member until `until` (null: until lifted) or lifts it (`false`); the
 * dialog says a refusal in its form, a success with a toast. Answers the restriction that holds now.
 */
export const setRestriction = createApiThunk(
  'moderation/setRestriction',
  async (
    { kind, uid, name, until, reason }: { kind: Restriction; uid: number; name: string; until: number | null | false; reason: string },
    { dispatch },
  ) => {
    let held: HeldSuspension | null = null;
    if (until === false) await api.liftRestriction(kind, uid, reason);
    else held = await api.restrictMember(kind, uid, until, reason);
    dispatch(addToast(said('dialogs', RESTRICTION_DONE[kind][until === false ? 'lifted' : 'set'], { name }), 'success'));
    return held;
  },
  { toast: false },
);

const restrictionsSlice = createSlice({
  name: 'restrictions',
  initialState: {} as Record<number, MemberRestrictions>,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadRestriction.fulfilled, (state, action) => {
        const { kind, uid } = action.meta.arg;
        state[uid] = { ...state[uid], [kind]: action.payload };
      })
      .addCase(setRestriction.fulfilled, (state, action) => {
        const { kind, uid } = action.meta.arg;
        state[uid] = { ...state[uid], [kind]: action.payload };
      })
      // What moderators (or the member) read is nobody else's.
      .addCase(loggedOut, () => ({}))
      .addCase(viewerChanged, () => ({}));
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof restrictionsSlice> {}
}

const injected = restrictionsSlice.injectInto(rootReducer);

/** A member's restrictions as last read or set; undefined before anything was read. */
export const selectMemberRestrictions = (state: RootState, uid: number): MemberRestrictions | undefined => injected.selectSlice(state)[uid];
