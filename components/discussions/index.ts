/** What other features use of the discussions feed: the post card of every post list. */
export { PostCard } from './PostCard';
export { PostCardSkeletons } from './PostCardSkeleton';
