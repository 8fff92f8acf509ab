import { COUNTED_NOTIFICATION_TYPE } from '@/lib/constants';

/**
 * The notifications contract (R3.10, R7.6, spec section 9; DECISIONS.md "Notifications"):
 * what the server answers and pushes, shared by the server's presenter and the client. Request
 * shapes are the zod schemas of ./schemas.ts.
 */

/** Every kind of notification the server writes. */
export const NOTIFICATION_TYPES = [
  /** A reply to your topic, your question or your answer (the type the unread badge counts). */
  'new-reply',
  /** Your answer was accepted. */
  'answer-accepted',
  /** Someone upvoted your post (grouped per post). */
  'upvote',
  /** Someone wrote `@yourslug` in a post. */
  'mention',
  /** A new reply in a topic you follow. */
  'followed-topic',
  /** A new topic in a project you follow. */
  'project-new-topic',
  /** A newly published event in a project you follow. */
  'project-new-event',
  /** An event you registered for starts within the hour. */
  'event-reminder',
  /** A seat freed up: you moved from the waitlist to the participants. */
  'event-waitlist-promoted',
  /** An event you registered for was cancelled. */
  'event-cancelled',
  /** You were awarded a badge. */
  'badge-awarded',
  /** A member joined through your invite link. */
  'invitee-joined',
  /** A member started following you (grouped per day). */
  'new-follower',
  /** A moderator approved your post that waited for review: it is public now (issue 35). */
  'post-approved',
  /** A moderator did not publish your post that waited for review (issue 35). */
  'post-rejected',
  /** Someone wrote `@yourslug` in a chat room you may read (grouped per room and day; issue 36). */
  'chat-mention',
  /** An event you hold a seat at is starting now (issue 36). */
  'event-live',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const isNotificationType = (value: unknown): value is NotificationType =>
  typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);

/** The type the unread badge counts (spec section 9), and `event:notifications.updateCount` carries. */
export const COUNTED_TYPE: NotificationType = COUNTED_NOTIFICATION_TYPE;

/** What a notification is about. */
export type NotificationObjectType = 'topic' | 'post' | 'event' | 'project' | 'badge' | 'user' | 'chat';

/** One member who caused a notification. */
export interface NotificationActor {
  uid: number;
  username: string;
  userslug: string;
  /** Empty when the member does not show it. */
  fullname: string;
  picture: string;
}

/** A notification as the client shows it (the list, the dropdown, `event:new_notification`). */
export interface NotificationData {
  /** The row's id: what mark-read takes. */
  id: number;
  /** The grouping key, unique per member (`upvote:{pid}`, `new-reply:{pid}`, ...). */
  nid: string;
  type: NotificationType;
  /** Milliseconds since 1970: the last time something joined it (the list is newest first by this). */
  datetime: number;
  read: boolean;
  /** The most recent actors first, at most `ACTORS_SHOWN`; empty for the site's own notices (reminders, badges). */
  actors: NotificationActor[];
  /** How many distinct members caused it (actors beyond the first few: `actorCount - actors.length`). */
  actorCount: number;
  /** What it is about: its kind, id and title (a topic's title, an event's title, a badge's name). */
  object: { type: NotificationObjectType; id: number; title: string } | null;
  /** Where opening it leads (a site path). */
  path: string;
  /** What the sentence quotes, as stored: a topic's or event's title, a member's name, a badge's key (`first-post`). */
  title: string;
  /** One plain-text sentence in English: "Priya and 3 others upvoted your post "…"" (the app says it in the page's language, lib/notifications/text.ts). */
  bodyShort: string;
  /** How many times it happened while grouped (each new actor counts one). */
  count: number;
}

/** How a member wants one type: in the web app, in the web app and the e-mail digest, or not at all. */
export const NOTIFICATION_MODES = ['web', 'email', 'off'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

/** How often the e-mail digest comes: never (the default: members opt in), daily or weekly. */
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** Every type's mode when the member has not chosen: shown in the app and, once opted in, in the digest. */
export const DEFAULT_MODE: NotificationMode = 'email';

/** A member's choices (`GET /api/notifications/settings`, `PUT /api/v3/notifications/settings`). */
export interface NotificationPreferences {
  /** Every type, with the default filled in. */
  types: Record<NotificationType, NotificationMode>;
  digest: DigestFrequency;
  /** Topics the member muted (no notification about them), latest muted first. */
  mutedTopics: number[];
  /** The same topics with their titles and paths, for the settings list. */
  mutedTopicList: MutedTopic[];
}

/** A muted topic as the settings list shows it. */
export interface MutedTopic {
  tid: number;
  /** Empty for a topic deleted since. */
  title: string;
  /** The topic's page. */
  path: string;
}

/** The unread counts (`GET /api/notifications/count`). */
export interface NotificationCounts {
  /** Unread notifications of the counted type (`new-reply`): the unread badge, as the spec says. */
  count: number;
  /** Every unread notification. */
  total: number;
}

/** `GET /api/notifications`: one page of the member's notifications, newest first. */
export interface NotificationList extends NotificationCounts {
  notifications: NotificationData[];
  filter: NotificationFilter;
  page: number;
  /** True when a following page has more. */
  hasMore: boolean;
}

export const NOTIFICATION_FILTERS = ['all', 'unread', 'read'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** `notifications.get` (socket): the same as the list call's first page of everything. */
export type NotificationsGetAnswer = NotificationList | { error: string };

/** A member this member blocked (`GET /api/notifications/blocks`). */
export type BlockedMember = NotificationActor;

/** One stored digest (`GET /api/admin/outbox`, administrators only). */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  created_at: number;
  /** When it went out through SMTP; null while only stored (no `SMTP_URL`). */
  sent_at: number | null;
  error: string | null;
}

export const NOTIFICATION_LIMITS = {
  /** Notifications on one page of the list. */
  pageSize: 20,
  /** Actors named in one notification; the rest are counted. */
  actorsShown: 3,
  /** Mentions honoured in one post (more are rendered as text). */
  mentionsPerPost: 10,
  /** Notifications in one digest mail. */
  digestMax: 50,
  /** Topics one member may mute. */
  mutedTopicsMax: 1000,
} as const;
