import { createAction } from '@reduxjs/toolkit';

/**
 * Logout (R4.12): topic, config and modal state clear and login state sets `loggedout`. Every
 * slice holding member-specific state resets on this one action.
 */
export const loggedOut = createAction('session/loggedOut');

/**
 * A configuration answer named another viewer (a login, a logout's visitor configuration, another
 * member): `uid` is the new viewer (-1 for a visitor), `known` whether a session was known before.
 * Lists that show member state listen to it and fetch again (store/listeners.ts).
 */
export const viewerChanged = createAction<{ uid: number; known: boolean }>('session/viewerChanged');
