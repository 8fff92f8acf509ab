import { z } from 'zod';
import { errorKeyMessage } from '@/lib/errors/keys';
import { isSuspensionEnd } from '@/lib/moderation/suspension';
import { MODERATION_LIMITS } from '@/lib/moderation/types';
import { pageQueryValue, pathId } from '@/lib/params';
import { csrfField, text } from '@/lib/strings';
import { isRestrictingAction } from './actions';
import { FLAG_CATEGORIES, REVIEW_ACTIONS, REVIEW_TYPES } from './types';

/** Input of the review queue's calls (also the source of their OpenAPI description). */

const csrf = { _csrf: csrfField, csrf_token: csrfField };

/** An optional filter of a query string: one of `values`, else no filter. */
const filter = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.enum(values).optional()).catch(undefined);

/** GET /api/v3/review (lenient: a filter it does not know is no filter, a bad page is 1). */
export const reviewQuery = z.object({ page: pageQueryValue, type: filter(REVIEW_TYPES), category: filter(FLAG_CATEGORIES) });

/** POST /api/v3/review/{type}/{id}: the item. */
export const reviewParams = z.object({
  type: z.enum(REVIEW_TYPES, { error: errorKeyMessage('invalid-data') }),
  id: pathId('invalid-data'),
});

/**
 * POST /api/v3/review/{type}/{id}: what the moderator does, why (optional but for a warning, up to 500 characters),
 * and for `suspend`, `silence` and `silence-room` (issue 36) until when (unix ms, or null: until lifted), checked as the suspend dialog's.
 */
export const reviewActionBody = z
  .object({
    action: z.enum(REVIEW_ACTIONS),
    reason: text().trim().max(MODERATION_LIMITS.reasonMax).optional(),
    until: z.number().int().nonnegative().nullable().optional(),
    ...csrf,
  })
  .refine((body) => !(isRestrictingAction(body.action) || body.action === 'silence-room') || isSuspensionEnd(body.until, Date.now()), {
    error: errorKeyMessage('ban-expiry-missing'),
    path: ['until'],
  })
  // A warning is its words.
  .refine((body) => body.action !== 'warn' || Boolean(body.reason), { path: ['reason'], params: { fieldKey: 'required-parameters-missing' } });

/* A member's own held posts (lib/review/mine.ts). */

/** GET /api/v3/users/{uid}/held: the member (the viewer themselves). */
export const ownHeldParams = z.object({ uid: pathId('invalid-uid') });

/** `?page=` (lenient: missing or invalid is 1). */
export const ownHeldQuery = z.object({ page: pageQueryValue });

/** DELETE /api/v3/users/{uid}/held/{id}: the member and the held post. */
export const ownHeldPostParams = z.object({ uid: pathId('invalid-uid'), id: pathId('invalid-data') });
