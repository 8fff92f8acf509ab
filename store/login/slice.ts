import { createSlice } from '@reduxjs/toolkit';
import * as session from '@/services/session';
import { setMonitoringUser } from '@/services/monitoring';
import { loadConfig } from '../config/slice';
import type { AppThunk } from '../index';
import { hideModal, showModal, type LoginReason } from '../modals/slice';
import { selectLoggedIn } from '../selectors';
import { loggedOut, personalLoaded, personalPending, personalSettled } from '../sessionActions';
import { createApiThunk } from '../thunks';
import type { ToWorker } from '@/lib/pwa/protocol';

/**
 * Login (R3.16): the session calls, and what the configuration does not say. Who is signed in
 * (loggedIn, uid, user, canPost) is derived from the configuration by selectors (store/selectors.ts
 * `selectLogin`, `selectLoggedIn`, `selectUid`, `selectCanPost`).
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
}

const initialState: LoginState = { loggedout: false, loading: true };

export const logIn = createApiThunk('login/logIn', async (body: { username: string; password: string }, { dispatch }) => {
  const result = await session.logIn(body);
  await dispatch(loadConfig());
  return result;
}, { toast: false });

export const signUp = createApiThunk('login/signUp', async (body: session.SignUpBody, { dispatch }) => {
  const result = await session.signUp(body);
  await dispatch(loadConfig());
  return result;
}, { toast: false });

/** POST /logout, clear member state (R4.12), fetch the visitor configuration; answers where to go. */
export const logOut = createApiThunk('login/logOut', async (_: void, { dispatch }) => {
  const result = await session.logOut();
  // The pages and answers this browser saved for the member are forgotten (issue 37, worker/sw.ts).
  if (typeof navigator !== 'undefined') navigator.serviceWorker?.controller?.postMessage({ type: 'clear-personal' } satisfies ToWorker);
  dispatch(loggedOut());
  setMonitoringUser(-1);
  await dispatch(loadConfig());
  return result.next;
});

/** The member agreed to the registration consents: post them and answer the retrying request. */
export const giveConsent = createApiThunk('login/giveConsent', async (_: void, { getState, dispatch, extra }) => {
  const token = getState().config.data?.csrf_token;
  if (!token) throw new Error('CSRF not avaialble');
  await session.completeRegistration(token);
  await dispatch(loadConfig());
  dispatch(hideModal('consent'));
  extra.consent.pending.splice(0).forEach((resolve) => resolve(true));
  return true;
}, { toast: false });

/** The member closed the consent step without agreeing: the waiting request fails. */
export const declineConsent = createApiThunk('login/declineConsent', async (_: void, { dispatch, extra }) => {
  dispatch(hideModal('consent'));
  extra.consent.pending.splice(0).forEach((resolve) => resolve(false));
  return false;
});

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
      .addCase(personalLoaded, (state, action) => {
        delete state.layerPending;
        state.layerShown = true;
        if (action.payload.config.loggedIn) state.loggedout = false;
      })
      .addCase(loggedOut, () => ({ loading: false, loggedout: true }));
  },
});

export const loginReducer = loginSlice.reducer;
