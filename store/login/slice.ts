import { createSlice } from '@reduxjs/toolkit';
import type { BadgeState, ConfigUser } from '@/services/session';
import * as session from '@/services/session';
import { acknowledgeBadge as acknowledgeBadgeCall } from '@/services/users';
import { setMonitoringUser } from '@/services/monitoring';
import { loadConfig } from '../config/slice';
import { hideModal } from '../modals/slice';
import { loggedOut } from '../sessionActions';
import { createApiThunk } from '../thunks';

/** Login state (R3.16): loggedIn, uid (-1 when logged out), user, canPost, loggedout, loading. */

export interface LoginState {
  loggedIn: boolean;
  uid: number;
  user: ConfigUser | null;
  canPost: boolean;
  loggedout: boolean;
  loading: boolean;
}

const initialState: LoginState = { loggedIn: false, uid: -1, user: null, canPost: false, loggedout: false, loading: true };

/** R4.14: a member may post once they belong to at least one group. */
export const canPostFor = (user: Pick<ConfigUser, 'groups'> | null | undefined) => (user?.groups.length ?? 0) > 0;

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

/** R4.13: acknowledging a badge sets its notified flag. */
export const acknowledgeBadge = createApiThunk('login/acknowledgeBadge', async (badgeId: number, { getState }) => {
  const uid = getState().login.uid;
  return acknowledgeBadgeCall(uid, badgeId);
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
        const config = action.payload;
        state.loading = false;
        state.loggedIn = config.loggedIn;
        // R4.12: a configuration with loggedIn false means uid -1.
        state.uid = config.loggedIn ? config.uid : -1;
        state.user = config.loggedIn ? config.user : null;
        state.canPost = config.loggedIn && canPostFor(config.user);
        if (config.loggedIn) state.loggedout = false;
      })
      .addCase(loadConfig.rejected, (state) => {
        state.loading = false;
      })
      .addCase(loggedOut, () => ({ ...initialState, loading: false, loggedout: true }))
      .addCase(acknowledgeBadge.fulfilled, (state, action) => {
        const badge = state.user?.badges.find((b: BadgeState) => b.id === action.payload.id);
        if (badge) badge.notified = true;
      });
  },
});

export const loginReducer = loginSlice.reducer;
