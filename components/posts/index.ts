/** Post controls every post list shares (feed, topic page, saved list): upvote, save, post type. */
export { PostTypeBadge } from './PostTypeBadge';
export { SaveButton } from './SaveButton';
export { VoteButton } from './VoteButton';
/** A control's name whose words around the seen part are for screen readers only. */
export { NamedText, SHOWN_PART } from './NamedText';
