import { createSelector } from '@reduxjs/toolkit';
import { canPostAs } from '@/lib/users/posting';
import type { ConfigUser } from '@/services/session';
import type { RootState } from './index';

/**
 * Small selectors shared by the shell, dialogs and thunks. The login state (R3.16) is derived from
 * the configuration (`GET /api/config`), never copied: the login slice keeps only what the
 * configuration does not say (a config load in flight, "just logged out").
 */
export const selectConfig = (state: RootState) => state.config.data;
export const selectModal = (state: RootState) => state.modals;
export const selectToasts = (state: RootState) => state.toasts.items;


export const selectLoggedIn = (state: RootState): boolean => state.config.data?.loggedIn === true;
/**
 * A signed-in member whose registration is complete: the server answers their member calls (a
 * newcomer's are answered with the registration-completion prompt, R1.14), so features that call
 * on their own (the player's saved queue) wait for this, not for a login.
 */
export const selectMember = (state: RootState): boolean => selectLoggedIn(state) && state.config.data?.registrationComplete !== false;
/** The member's uid; -1 for a visitor (R4.12). */
export const selectUid = (state: RootState): number => {
  const config = state.config.data;
  return config?.loggedIn ? config.uid : -1;
};
/** The signed-in member's configuration user; null for a visitor. */
export const selectUser = (state: RootState): ConfigUser | null => {
  const config = state.config.data;
  return config?.loggedIn ? config.user : null;
};
/** R4.14 (lib/users/posting.ts): a member of a group, not suspended. */
const selectCanPost = (state: RootState): boolean => selectLoggedIn(state) && canPostAs(selectUser(state));
/** A configuration answer is on its way (the first, or one after a login). */
export const selectLoginLoading = (state: RootState): boolean => state.login.loading;
/**
 * False until the first configuration answer (and while one is loading after a login), and while a
 * shared page's personal layer is on its way (the page shows a visitor's state until it arrives).
 */
export const selectSessionKnown = (state: RootState): boolean => !state.login.loading && !state.login.layerPending;

/** R3.16: loggedIn, uid (-1 when logged out), user, canPost, loggedout, loading, in one object. */
export const selectLogin = createSelector(
  [selectLoggedIn, selectUid, selectUser, selectCanPost, (state: RootState) => state.login],
  (loggedIn, uid, user, canPost, { loggedout, loading }) => ({ loggedIn, uid, user, canPost, loggedout, loading }),
);
