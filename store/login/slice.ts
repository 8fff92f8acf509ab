import { createSlice } from '@reduxjs/toolkit';
import { loadConfig } from '../config/slice';
import type { AppThunk } from '../index';
import { showModal, type LoginReason } from '../modals/slice';
import { selectLoggedIn } from '../selectors';
import { loggedOut, pageLayerRequested, pageLayerSettled, personalLoaded, personalPending, personalSettled } from '../sessionActions';
import { createApiThunk } from '../thunks';
import { loadOnUse } from '@/services/http';

/**
 * Login (R3.16): the session calls, and what the configuration does not say. Who is signed in
 * (loggedIn, uid, user, canPost) is derived from the configuration by selectors (store/selectors.ts
 * `selectLogin`, `selectLoggedIn`, `selectUid`, `selectCanPost`). The session calls' thunks are
 * store/login/thunks.ts, loaded by the forms and menus that make them, not with every page; the
 * user menu's "Log out" is `signOut` here, which loads them.
 */

interface LoginState {
  /** Just logged out in this browser session. */
  loggedout: boolean;
  /** A configuration load is in flight (the session is not known yet). */
  loading: boolean;
  /**
   * A shared page's personal layer is on its way (store/personal.ts): the page shows a visitor's
   * state, but the session is not known yet. Kept apart from `loading`, which the header shows.
   */
  layerPending?: boolean;
  /**
   * The personal layer's state (or, when it failed, the configuration's) is in the store: the page
   * may show what it hid for a member (components/shell/PersonalMark.tsx).
   */
  layerShown?: boolean;
  /**
   * A navigation's page layer is on its way (store/personal.ts `followPageData`, the request's
   * number): the page's own controls of the member's state stay unseen until it has arrived.
   */
  pageLayer?: number;
}

const initialState: LoginState = { loggedout: false, loading: true };

/**
 * The one login guard (R5.3, R6.1): a visitor's action opens the login dialog saying why (`from`)
 * instead; answers whether the viewer is a member.
 */
export const requireLogin =
  (from: LoginReason): AppThunk<boolean> =>
  (dispatch, getState) => {
    if (selectLoggedIn(getState())) return true;
    dispatch(showModal({ name: 'login', props: { from } }));
    return false;
  };

// The session calls load with a sign-out, not with every page (store/login/thunks.ts).
const sessionCalls = loadOnUse(() => import('./thunks'));

/**
 * The user menu's sign-out: loads the session calls and logs out (thunks.ts `logOut`). Answers
 * where to go, or null when the logout failed (`logOut` said why); a failed load is said as any
 * call's failure is.
 */
export const signOut = createApiThunk('login/signOut', async (_: void, { dispatch }) => {
  const { logOut } = await sessionCalls('post');
  const result = await dispatch(logOut());
  return logOut.fulfilled.match(result) ? result.payload || '/discussions' : null;
});

const loginSlice = createSlice({
  name: 'login',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadConfig.pending, (state) => {
        state.loading = true;
      })
      .addCase(loadConfig.fulfilled, (state, action) => {
        state.loading = false;
        if (action.meta.requestId !== 'ssr') delete state.layerPending;
        if (action.payload.loggedIn) state.loggedout = false;
      })
      .addCase(loadConfig.rejected, (state) => {
        state.loading = false;
        delete state.layerPending;
      })
      .addCase(personalPending, (state) => {
        state.layerPending = true;
      })
      .addCase(personalSettled, (state) => {
        state.layerShown = true;
      })
      .addCase(pageLayerRequested, (state, action) => {
        state.pageLayer = action.payload;
      })
      .addCase(pageLayerSettled, (state, action) => {
        if (state.pageLayer === action.payload) delete state.pageLayer;
      })
      .addCase(personalLoaded, (state, action) => {
        delete state.layerPending;
        state.layerShown = true;
        if (action.payload.config.loggedIn) state.loggedout = false;
      })
      .addCase(loggedOut, () => ({ loading: false, loggedout: true }));
  },
});

export const loginReducer = loginSlice.reducer;
