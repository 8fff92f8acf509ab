import * as session from '@/services/session';
import { setMonitoringUser } from '@/services/monitoring';
import type { ToWorker } from '@/lib/pwa/protocol';
import { loadConfig } from '../config/slice';
import { hideModal } from '../modals/slice';
import { loggedOut } from '../sessionActions';
import { createApiThunk } from '../thunks';

/**
 * The session calls (R3.16): sign in, sign up, sign out and the registration consents. Apart from
 * the login slice (store/login/slice.ts), so that they load with the forms and the menu that make
 * them, not with every page.
 */

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
