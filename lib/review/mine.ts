/**
 * A member's own posts held for review (issue 35; docs/features/review.md "Your waiting posts"):
 * what they wrote, which waits for a moderator, listed on their settings page where they can
 * withdraw it. Shared by the server (server/review/mine.ts), the client call (services/heldPosts.ts),
 * the store (store/moderation/heldByMe.ts) and the settings section (components/moderation/HeldByMe.tsx).
 */

export const HELD_BY_ME_LIMITS = {
  /** Held posts per page of the list. */
  perPage: 20,
} as const;

/** One of the member's held posts, as they sent it. */
export interface OwnHeldPost {
  id: number;
  kind: 'topic' | 'reply';
  /** A new topic's title ('' for a reply). */
  title: string;
  /** The text as written (Markdown source, never cut). */
  content: string;
  /** The topic a reply answers (null for a new topic). */
  topic: { tid: number; title: string; slug: string } | null;
  /** When it was sent (unix ms). */
  timestamp: number;
}

/** GET /api/v3/users/{uid}/held: one page, newest first. */
export interface OwnHeldPage {
  items: OwnHeldPost[];
  page: number;
  hasMore: boolean;
}

/**
 * The grouping key of the notification that tells the author a moderator decided on their held
 * post (`post-approved`, `post-rejected`): the store takes the post out of the author's list by it.
 */
export const heldDecisionNid = (id: number): string => `held:${id}`;

/** The held post a notification tells the decision on, or null for any other notification. */
export function heldIdDecided(notification: { type: string; nid: string }): number | null {
  if (notification.type !== 'post-approved' && notification.type !== 'post-rejected') return null;
  const id = Number(/^held:(\d+)$/.exec(notification.nid)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The settings section's anchor (`#held`). */
export const HELD_SECTION_ID = 'held';

/** Where a member reads their waiting posts: their settings page's "Waiting for approval" section. */
export function heldPostsPath(userslug: string): string {
  return `/user/${encodeURIComponent(userslug)}/settings#${HELD_SECTION_ID}`;
}
