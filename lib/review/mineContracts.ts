import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import type { OwnHeldPage } from './mine';

/** What a member's own held posts' calls answer (lib/contracts); times are unix milliseconds. */

const id = z.number().int().positive();

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
