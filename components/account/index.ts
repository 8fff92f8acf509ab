/** What other features use of the account pages: the consent checkboxes and the cannot-post note. */
export { CannotPostNote } from './CannotPostNote';
export { ConsentChecks } from './ConsentChecks';
