/** What other features use of the profile pages: applying a member's theme setting. */
export { applyTheme } from './theme';
