import { z } from 'zod';
import { CHAT_ROOM_KINDS } from '@/lib/chat/types';
import { contractFor } from '@/lib/contracts';
import type { OwnHeldPage } from './mine';
import { FLAG_CATEGORIES, HOLD_SIGNALS, REVIEW_TYPES, type HeldAnswer, type ReviewItem, type ReviewPage } from './types';

/** What the review queue's calls answer (lib/contracts); times are unix milliseconds. */

const id = z.number().int().positive();

const memberContract = z.strictObject({ uid: id, username: z.string(), userslug: z.string(), picture: z.string() });

const itemContract = contractFor<ReviewItem>()(
  z.strictObject({
    key: z.string(),
    type: z.enum(REVIEW_TYPES),
    targetId: id,
    post: z
      .strictObject({
        pid: id,
        tid: id,
        isMainPost: z.boolean(),
        title: z.string(),
        slug: z.string(),
        excerpt: z.string(),
        deleted: z.boolean(),
        locked: z.boolean(),
        timestamp: z.number().int(),
      })
      .nullable(),
    held: z
      .strictObject({
        kind: z.enum(['topic', 'reply']),
        title: z.string(),
        excerpt: z.string(),
        topic: z.strictObject({ tid: id, title: z.string(), slug: z.string() }).nullable(),
        signals: z.array(z.enum(HOLD_SIGNALS)),
      })
      .nullable(),
    place: z.strictObject({ id, title: z.string(), path: z.string(), excerpt: z.string(), removed: z.boolean() }).nullable(),
    chat: z
      .strictObject({
        mid: id,
        roomId: id,
        roomName: z.string().nullable(),
        roomKind: z.enum(CHAT_ROOM_KINDS),
        path: z.string(),
        excerpt: z.string(),
        deleted: z.boolean(),
        timestamp: z.number().int(),
      })
      .nullable(),
    member: memberContract.nullable(),
    reportCount: z.number().int().nonnegative(),
    categories: z.partialRecord(z.enum(FLAG_CATEGORIES), z.number().int().positive()),
    reports: z.array(
      z.strictObject({
        id,
        category: z.enum(FLAG_CATEGORIES),
        reason: z.string(),
        reporter: memberContract.nullable(),
        timestamp: z.number().int(),
      }),
    ),
    timestamp: z.number().int(),
  }),
);

/** GET /api/v3/review. */
export const reviewPageContract = contractFor<ReviewPage>()(
  z.strictObject({ items: z.array(itemContract), page: z.number().int().positive(), hasMore: z.boolean(), total: z.number().int().nonnegative() }),
);

/** POST /api/v3/review/{type}/{id}: how many reports the action closed, and how many items are still open. */
export const reviewActionContract = contractFor<{ closed: number; count: number }>()(
  z.strictObject({ closed: z.number().int().nonnegative(), count: z.number().int().nonnegative() }),
);

/** What creating a topic or replying answers when the post is held for review (lib/discussions/contracts.ts joins it to theirs). */
export const heldAnswerContract = contractFor<HeldAnswer>()(
  z.strictObject({ held: z.strictObject({ id, kind: z.enum(['topic', 'reply']), tid: id.nullable() }) }),
);

/** GET /api/v3/users/{uid}/held. */
export const ownHeldPageContract = contractFor<OwnHeldPage>()(
  z.strictObject({
    items: z.array(
      z.strictObject({
        id,
        kind: z.enum(['topic', 'reply']),
        title: z.string(),
        content: z.string(),
        topic: z.strictObject({ tid: id, title: z.string(), slug: z.string() }).nullable(),
        timestamp: z.number().int(),
      }),
    ),
    page: z.number().int().positive(),
    hasMore: z.boolean(),
  }),
);
