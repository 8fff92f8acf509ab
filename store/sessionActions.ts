import { createAction } from '@reduxjs/toolkit';

/**
 * Logout (R4.12): topic, config and modal state clear and login state sets `loggedout`. Every
 * slice holding member-specific state resets on this one action.
 */
export const loggedOut = createAction('session/loggedOut');
