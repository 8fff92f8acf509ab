import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import { MODERATION_ACTIONS, type ModerationEntry, type ModerationLogPage } from './types';

/** What `GET /api/v3/users/{uid}/moderation` answers (lib/contracts); the lock calls answer `emptyAnswer`. */

const moderationEntryContract = contractFor<ModerationEntry>()(
  z.strictObject({
    id: z.number().int().positive(),
    action: z.enum(MODERATION_ACTIONS),
    reason: z.string(),
    timestamp: z.number().int(),
    topic: z.strictObject({ tid: z.number().int().positive(), title: z.string(), slug: z.string() }).nullable(),
    moderator: z.strictObject({ uid: z.number().int().positive(), username: z.string(), userslug: z.string() }).nullable(),
  }),
);

export const moderationLogContract = contractFor<ModerationLogPage>()(
  z.strictObject({ items: z.array(moderationEntryContract), page: z.number().int().positive(), hasMore: z.boolean() }),
);
