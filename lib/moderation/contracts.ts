import { z } from 'zod';
import { ROLES } from '@/lib/roles/types';
import { contractFor } from '@/lib/contracts';
import { TRUST_LEVELS } from '@/lib/trust/levels';
import { MODERATION_ACTIONS, type ModerationEntry, type ModerationLogPage, type SilenceState, type Suspension, type SuspensionState } from './types';

/**
 * What the moderation calls answer (lib/contracts): a member's log, their suspension; the lock
 * calls and lifting a suspension answer `emptyAnswer`.
 */

const moderationEntryContract = contractFor<ModerationEntry>()(
  z.strictObject({
    id: z.number().int().positive(),
    action: z.enum(MODERATION_ACTIONS),
    reason: z.string(),
    timestamp: z.number().int(),
    topic: z.strictObject({ tid: z.number().int().positive(), title: z.string(), slug: z.string() }).nullable(),
    place: z.strictObject({ type: z.enum(['event', 'project']), id: z.number().int().positive(), title: z.string(), path: z.string() }).nullable(),
    moderator: z.strictObject({ uid: z.number().int().positive(), username: z.string(), userslug: z.string() }).nullable(),
    until: z.number().int().nullable(),
    level: z.literal(TRUST_LEVELS).nullable(),
    role: z.enum(ROLES).nullable(),
  }),
);

export const moderationLogContract = contractFor<ModerationLogPage>()(
  z.strictObject({ items: z.array(moderationEntryContract), page: z.number().int().positive(), hasMore: z.boolean() }),
);

/** A suspension as the configuration carries it to the suspended member (lib/session/contracts.ts). */
export const suspensionContract = contractFor<Suspension>()(z.strictObject({ reason: z.string(), until: z.number().int().nullable() }));

const heldContract = z.strictObject({ reason: z.string(), until: z.number().int().nullable(), since: z.number().int() });

/** GET and PUT /api/v3/users/{uid}/ban. */
export const suspensionStateContract = contractFor<SuspensionState>()(z.strictObject({ suspension: heldContract.nullable() }));

/** GET and PUT /api/v3/users/{uid}/silence. */
export const silenceStateContract = contractFor<SilenceState>()(z.strictObject({ silence: heldContract.nullable() }));
