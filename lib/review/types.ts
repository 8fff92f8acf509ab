import type { ChatRoomKind } from '@/lib/chat/types';

/**
 * The review queue (issue 35; docs/features/review.md): what members report to the moderators,
 * grouped by what they reported, and what a moderator does about it. The server
 * (server/review), the client (store/review, components/review) and the flag form share these.
 */

/** Why a member reports something; the queue filters by it. */
export const FLAG_CATEGORIES = ['spam', 'rude', 'off-topic', 'other'] as const;
export type FlagCategory = (typeof FLAG_CATEGORIES)[number];

/** What can be reported: a post (a topic is its main post), a member, an event, a project or a chat message (issue 36). */
export const REPORT_TYPES = ['post', 'user', 'event', 'project', 'chat'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Body of `POST /api/flag`: what is reported, why in a word (`other` when left out) and in the member's words. */
export interface ReportInput {
  id: number;
  type: ReportType;
  reason: string;
  category?: FlagCategory;
}

/** The queue's kinds of item: reports of a post, a member, an event, a project or a chat message, and a post held for approval. */
export const REVIEW_TYPES = [...REPORT_TYPES, 'held'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

/**
 * What a moderator does with an item; every one closes its open reports and is written to the
 * moderation log. `dismiss` keeps the content (the reports were wrong); `hide` deletes the post
 * the way a moderator's delete does (restorable by a moderator); `delete` removes a reply for good;
 * `lock` locks the post's topic; `warn` writes a warning into the author's log; `silence` holds the
 * author's new posts for review and `suspend` suspends them (each with an end, as the suspend dialog
 * sends it). A held post is `approve`d (posted as
 * its author wrote it) or `reject`ed (never posted). A chat message's author is `silence-room`ed:
 * silenced in the message's room only (issue 36), until `until` (null: until lifted).
 */
export const REVIEW_ACTIONS = ['dismiss', 'hide', 'delete', 'lock', 'warn', 'silence', 'suspend', 'approve', 'reject', 'silence-room'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export const REVIEW_LIMITS = {
  /** Items per page of the queue. */
  perPage: 20,
  /** The newest reports shown with an item (the count says how many there are). */
  reportsShown: 10,
  /** The length of a reported post's excerpt. */
  excerptLength: 600,
} as const;

/** A member as the queue shows them. */
export interface ReviewMember {
  uid: number;
  username: string;
  userslug: string;
  picture: string;
}

/** One report of an item. */
interface ReviewReport {
  id: number;
  category: FlagCategory;
  /** What the reporter wrote ('' when they only chose a category). */
  reason: string;
  reporter: ReviewMember | null;
  timestamp: number;
}

/** The reported post of a `post` item. */
export interface ReviewPost {
  pid: number;
  tid: number;
  isMainPost: boolean;
  /** The topic's title and slug, for the link. */
  title: string;
  slug: string;
  /** The post's text (Markdown stripped), cut to REVIEW_LIMITS.excerptLength. */
  excerpt: string;
  deleted: boolean;
  locked: boolean;
  timestamp: number;
}

/** The reported event or project of an `event` or `project` item. */
export interface ReviewPlace {
  id: number;
  /** The event's title or the project's name. */
  title: string;
  /** The page's address (lib/seo/pages.ts eventPath, projectPath). */
  path: string;
  /** Its description (Markdown stripped), cut to REVIEW_LIMITS.excerptLength. */
  excerpt: string;
  /** Deleted (an event) or hidden (a project) already. */
  removed: boolean;
}

/** The reported message of a `chat` item (issue 36): moderators read it whatever the room, a direct chat's too. */
export interface ReviewChatMessage {
  mid: number;
  roomId: number;
  /** The room's name; null for an unnamed direct chat. */
  roomName: string | null;
  roomKind: ChatRoomKind;
  /** The room's page (`/chats/{roomId}`). */
  path: string;
  /** The message's text (Markdown stripped), cut to REVIEW_LIMITS.excerptLength ('' once deleted). */
  excerpt: string;
  deleted: boolean;
  timestamp: number;
}

/** Why a post was held (server/review/holding.ts). */
export const HOLD_SIGNALS = ['links', 'mentions', 'duplicate', 'link-spree', 'fast', 'silenced'] as const;
export type HoldSignal = (typeof HOLD_SIGNALS)[number];

/** A post held for review: what the new member wrote, where, and why it waits. */
export interface HeldPost {
  kind: 'topic' | 'reply';
  /** A new topic's title ('' for a reply). */
  title: string;
  /** The text as written, cut to REVIEW_LIMITS.excerptLength. */
  excerpt: string;
  /** The topic a reply answers. */
  topic: { tid: number; title: string; slug: string } | null;
  signals: HoldSignal[];
}

/** What `POST /api/v3/topics` and `POST /api/v3/topics/{tid}` answer for a post held for review. */
export interface HeldAnswer {
  held: { id: number; kind: 'topic' | 'reply'; tid: number | null };
}

/** Whether a write's answer is a held post rather than the post. */
export function isHeldAnswer(answer: object): answer is HeldAnswer {
  return 'held' in answer;
}

/** One item of the queue: everything reported about one post, member, event or project, or a held post. */
export interface ReviewItem {
  /** `${type}:${targetId}`: the key of the item in lists and in realtime messages. */
  key: string;
  type: ReviewType;
  targetId: number;
  /** The post (post items); null for members and held posts. */
  post: ReviewPost | null;
  /** The held post (held items); null otherwise. */
  held: HeldPost | null;
  /** The event or project (event and project items); null otherwise, and when it is gone. */
  place: ReviewPlace | null;
  /** The chat message (chat items); null otherwise, and when it is gone. */
  chat: ReviewChatMessage | null;
  /** The post's author, the reported member, the event's or project's creator, the message's author; null when the account is gone. */
  member: ReviewMember | null;
  /** Open reports, and how many of each category. */
  reportCount: number;
  categories: Partial<Record<FlagCategory, number>>;
  /** The newest reports (REVIEW_LIMITS.reportsShown), newest first. */
  reports: ReviewReport[];
  /** The newest report's time. */
  timestamp: number;
}

/** GET /api/v3/review: one page of open items, newest report first, and how many items are open in all. */
export interface ReviewPage {
  items: ReviewItem[];
  page: number;
  hasMore: boolean;
  /** Open items matching the filters. */
  total: number;
}

/** The queue's filters (both optional). */
export interface ReviewFilters {
  type?: ReviewType;
  category?: FlagCategory;
}

/** What names an item for an action on it (the suspend dialog carries it from the queue). */
export type ReviewTarget = Pick<ReviewItem, 'key' | 'type' | 'targetId'>;

/** The key of an item. */
export function reviewKey(type: ReviewType, targetId: number): string {
  return `${type}:${targetId}`;
}

/** `event:review` (to moderators): the open items' count, and the item that came or went. */
export interface ReviewChange {
  count: number;
  added?: string;
  removed?: string;
}
