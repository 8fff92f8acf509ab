import type { Role } from '@/lib/roles/types';
import type { TrustLevel } from '@/lib/trust/levels';

/**
 * Moderation (issue 35): what moderators do, written to the moderation log, and what a member
 * reads of it about their own content (docs/features/moderation.md).
 */

/** The actions the log records (the CHECK of `moderation_log.action` is made from this list). */
export const MODERATION_ACTIONS = [
  'lock',
  'unlock',
  'suspend',
  'unsuspend',
  // Silenced (new posts held for review until a day) and the silence lifted.
  'silence',
  'unsilence',
  'slow-mode',
  'slow-mode-off',
  // From the review queue (lib/review/types.ts): reports dismissed, a post hidden or removed, a warning.
  'dismiss',
  'hide',
  'delete',
  'warn',
  // A post held for review (a new member's), published or not.
  'approve',
  'reject',
  // A moderator set the member's trust level (lib/trust/levels.ts), or handed it back to the promotion job.
  'trust',
  // An administrator changed the member's role (lib/roles/types.ts).
  'role',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_LIMITS = {
  /** The longest reason a moderator gives. */
  reasonMax: 500,
  /** Entries per page of a member's log. */
  logPerPage: 20,
  /** The latest end a suspension may have (1 January 9999, unix ms): later is "until lifted". */
  suspensionEndMax: Date.UTC(9999, 0, 1),
} as const;

/** Slow mode's intervals (seconds a member waits between replies in the topic): 1, 5, 15 minutes, 1 hour, 1 day. */
export const SLOW_MODE_INTERVALS = [60, 300, 900, 3600, 86_400] as const;
export type SlowModeInterval = (typeof SLOW_MODE_INTERVALS)[number];

/** The topic an entry concerned. */
interface ModeratedTopic {
  tid: number;
  title: string;
  /** Its slug (`{tid}/{words}`), for lib/seo/pages.ts `topicPath`. */
  slug: string;
}

/** The event or project an entry concerned, with its page's address. */
interface ModeratedPlace {
  type: 'event' | 'project';
  id: number;
  title: string;
  path: string;
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
  /** The topic it concerned; null when the topic is gone or the action was about the member. */
  topic: ModeratedTopic | null;
  /** The event or project it concerned (reported ones, from the review queue); null otherwise and when it is gone. */
  place: ModeratedPlace | null;
  /** A suspension's or a silence's end (unix ms); null for other actions and for one until lifted. */
  until: number | null;
  /** The trust level a moderator set (`trust`); null for other actions and when they handed it back to the promotion job. */
  level: TrustLevel | null;
  /** The role an administrator gave (`role`); null for other actions. */
  role: Role | null;
  moderator: Moderator | null;
}

/** GET /api/v3/users/{uid}/moderation: one page of the log, newest first. */
export interface ModerationLogPage {
  items: ModerationEntry[];
  page: number;
  hasMore: boolean;
}

/**
 * A member's suspension (a ban when it has no end): they read everything but cannot write
 * (server/http/route.ts refuses their requests that change what others see, with the reason and
 * the end in the error).
 */
export interface Suspension {
  /** Why, as the moderator wrote it ('' when they gave no reason). */
  reason: string;
  /** When it ends (unix ms); null: until a moderator lifts it. */
  until: number | null;
}

/** A suspension as moderators see it: also since when (unix ms). */
export interface HeldSuspension extends Suspension {
  since: number;
}

/** GET /api/v3/users/{uid}/ban (moderators): a member's suspension while it holds. */
export interface SuspensionState {
  suspension: HeldSuspension | null;
}

/**
 * What a moderator may hold against a member for a while or until lifted (issue 35): `ban`, a
 * suspension (they read but cannot write), and `silence` (they write, but their new topics and
 * replies wait in the review queue). Each is at `/api/v3/users/{uid}/{restriction}`; the same
 * lengths, the same rule for who may (lib/moderation/suspension.ts) and the same dialog.
 */
export type Restriction = 'ban' | 'silence';

/** GET /api/v3/users/{uid}/silence (moderators): a member's silence while it holds (`since` is when it began). */
export interface SilenceState {
  silence: HeldSuspension | null;
}

/** Where a member reads the moderation log of their own content: their settings page's section. */
export function moderationLogPath(userslug: string): string {
  return `/user/${encodeURIComponent(userslug)}/settings#moderation`;
}
