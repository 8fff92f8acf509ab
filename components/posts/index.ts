/** Post controls every post list shares (feed, topic page, saved list): upvote, save, post type. */
export { PostTypeBadge } from './PostTypeBadge';
export { SaveButton } from './SaveButton';
export { VoteButton } from './VoteButton';
