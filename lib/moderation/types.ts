/**
 * Moderation (issue 35): what moderators do, written to the moderation log, and what a member
 * reads of it about their own content (docs/features/moderation.md).
 */

/** The actions the log records (a CHECK of `moderation_log.action` lists the same). */
export const MODERATION_ACTIONS = ['lock', 'unlock'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_LIMITS = {
  /** The longest reason a moderator gives. */
  reasonMax: 500,
  /** Entries per page of a member's log. */
  logPerPage: 20,
} as const;

/** The topic an entry concerned. */
interface ModeratedTopic {
  tid: number;
  title: string;
  /** Its slug (`{tid}/{words}`), for lib/seo/pages.ts `topicPath`. */
  slug: string;
}

/** Who took an action: named to moderators; to the member it concerned, "a moderator" (null). */
interface Moderator {
  uid: number;
  username: string;
  userslug: string;
}

/** One entry of a member's moderation log: an action on their content. */
export interface ModerationEntry {
  id: number;
  action: ModerationAction;
  /** Why, as the moderator wrote it ('' when they gave no reason). */
  reason: string;
  /** When, in unix milliseconds. */
  timestamp: number;
  /** The topic it concerned; null when the topic is gone. */
  topic: ModeratedTopic | null;
  moderator: Moderator | null;
}

/** GET /api/v3/users/{uid}/moderation: one page of the log, newest first. */
export interface ModerationLogPage {
  items: ModerationEntry[];
  page: number;
  hasMore: boolean;
}
