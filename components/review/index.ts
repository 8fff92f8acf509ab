/** The review queue's screens (issue 35; docs/features/review.md). */
export { ReviewLinkMount } from './ReviewLinkMount';
export { ReviewQueue } from './ReviewQueue';
