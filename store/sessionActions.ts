import { createAction } from '@reduxjs/toolkit';
import type { PersonalAnswer } from '@/lib/personal/types';

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

/**
 * A shared page's personal layer arrived (GET /api/personal, store/personal.ts): the session's
 * configuration, and the member's state on the page's items, which every slice holding those
 * items applies (what a visitor's copy shows is the rest).
 */
export const personalLoaded = createAction<PersonalAnswer>('session/personalLoaded');

/** A shared page's personal layer has been asked for and has not arrived (store/personal.ts). */
export const personalPending = createAction('session/personalPending');

/** A shared page's personal layer failed and the configuration asked instead has settled (store/personal.ts). */
export const personalSettled = createAction('session/personalSettled');

/**
 * After a client-side navigation to a shared page's data (the visitors' copy), a member's personal
 * layer for it has been asked for (store/personal.ts `followPageData`); the number names the request.
 */
export const pageLayerRequested = createAction<number>('session/pageLayerRequested');

/** That request has been answered and applied, or has failed. */
export const pageLayerSettled = createAction<number>('session/pageLayerSettled');
