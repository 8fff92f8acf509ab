/** What other features use of the account pages: the consent checkboxes and safe return paths. */
export { ConsentChecks } from './ConsentChecks';
export { safeReturnTo } from './returnTo';
