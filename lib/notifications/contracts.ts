import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import { memberSuggestionContract } from '@/lib/users/contracts';
import {
  DIGEST_FREQUENCIES,
  NOTIFICATION_FILTERS,
  NOTIFICATION_MODES,
  NOTIFICATION_TYPES,
  type BlockedMember,
  type NotificationActor,
  type NotificationCounts,
  type NotificationData,
  type NotificationList,
  type NotificationPreferences,
  type OutboxMessage,
} from './types';

/**
 * What the notification calls answer (lib/contracts; R3.10, R7.6): the list, the unread counts
 * (which marking read answers too), the preferences with muted topics, blocked members, the
 * administrators' outbox and the digest's one-click unsubscribe. Muting, unmuting, blocking and
 * unblocking answer `emptyAnswer`. Times are unix milliseconds.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
const unixMs = z.number().int();

/** A member who caused a notification, or one the viewer blocked: the member lookup's card (full name '' unless shown). */
export const notificationActorContract = contractFor<NotificationActor>()(memberSuggestionContract);

export const notificationContract = contractFor<NotificationData>()(
  z.strictObject({
    id,
    nid: z.string().min(1),
    type: z.enum(NOTIFICATION_TYPES),
    datetime: unixMs,
    read: z.boolean(),
    actors: z.array(notificationActorContract),
    actorCount: count,
    object: z
      .strictObject({
        type: z.enum(['topic', 'post', 'event', 'project', 'badge', 'user', 'chat']),
        id: count,
        title: z.string(),
      })
      .nullable(),
    path: z.string(),
    title: z.string(),
    bodyShort: z.string(),
    count: count,
  }),
);

const countsFields = { count, total: count };

/** `GET /api/notifications/count`, and what marking one or all read answers. */
export const notificationCountsContract = contractFor<NotificationCounts>()(z.strictObject(countsFields));

export const notificationListContract = contractFor<NotificationList>()(
  z.strictObject({
    ...countsFields,
    notifications: z.array(notificationContract),
    filter: z.enum(NOTIFICATION_FILTERS),
    page: z.number().int().positive(),
    hasMore: z.boolean(),
  }),
);

export const notificationPreferencesContract = contractFor<NotificationPreferences>()(
  z.strictObject({
    types: z.strictObject(
      Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, z.enum(NOTIFICATION_MODES)])) as Record<
        (typeof NOTIFICATION_TYPES)[number],
        z.ZodEnum<{ [M in (typeof NOTIFICATION_MODES)[number]]: M }>
      >,
    ),
    digest: z.enum(DIGEST_FREQUENCIES),
    mutedTopics: z.array(id),
    mutedTopicList: z.array(z.strictObject({ tid: id, title: z.string(), path: z.string() })),
  }),
);

export const blockedMembersContract = contractFor<{ users: BlockedMember[] }>()(
  z.strictObject({ users: z.array(notificationActorContract) }),
);

export const outboxMessageContract = contractFor<OutboxMessage>()(
  z.strictObject({
    id,
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    headers: z.record(z.string(), z.string()),
    created_at: unixMs,
    sent_at: unixMs.nullable(),
    error: z.string().nullable(),
  }),
);

/** `GET /api/admin/outbox` (administrators): one page of stored mail, newest first. */
export const outboxPageContract = contractFor<{ messages: OutboxMessage[]; page: number; hasMore: boolean }>()(
  z.strictObject({ messages: z.array(outboxMessageContract), page: z.number().int().positive(), hasMore: z.boolean() }),
);

/** `POST /api/notifications/unsubscribe` (RFC 8058 one-click). */
export const unsubscribedContract = contractFor<{ unsubscribed: true; uid: number }>()(
  z.strictObject({ unsubscribed: z.literal(true), uid: id }),
);
