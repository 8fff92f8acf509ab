/**
 * What other features use from the notifications: the header's bell (tiny; it loads the rest after
 * the page). The list page and the settings section import their own modules.
 */
export { BellMount } from './BellMount';
