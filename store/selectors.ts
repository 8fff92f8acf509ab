import type { RootState } from './index';

/** Small selectors shared by the shell and dialogs. */
export const selectLogin = (state: RootState) => state.login;
export const selectConfig = (state: RootState) => state.config.data;
export const selectModal = (state: RootState) => state.modals;
export const selectToasts = (state: RootState) => state.toasts.items;
export const selectIsLoggedIn = (state: RootState) => state.login.loggedIn;
