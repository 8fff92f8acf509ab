/** What other features use of the account pages: the consent checkboxes. */
export { ConsentChecks } from './ConsentChecks';
