/** What other features use of the composer: the "New post" entry point. */
export { NewPostButton } from './NewPostButton';
