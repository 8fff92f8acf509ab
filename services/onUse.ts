import { loadOnUse } from './http';

/**
 * The service modules that the core pages' stores call, each loaded with its first call and not
 * with the page (docs/features/what-the-browser-loads.md). One loader per module: every store that
 * calls it waits for the same load, and a failed load fails each call as an unreachable server.
 */
export const discussionCalls = loadOnUse(() => import('./discussions'));
export const moderationCalls = loadOnUse(() => import('./moderation'));
export const userCalls = loadOnUse(() => import('./users'));
