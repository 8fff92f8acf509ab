import { z } from 'zod';
import { pageQueryValue, pathId } from '@/lib/params';
import { csrfField, text } from '@/lib/strings';
import { errorKeyMessage } from '@/lib/errors/keys';
import { isSuspensionEnd } from './suspension';
import { MODERATION_LIMITS, SLOW_MODE_INTERVALS } from './types';

/** Input of the moderation calls (also the source of their OpenAPI description). */

const csrf = { _csrf: csrfField, csrf_token: csrfField };

/** A moderator's reason: optional, up to 500 characters ('' when none). */
const reason = text().trim().max(MODERATION_LIMITS.reasonMax).optional();

/**
 * A moderator's action with only a reason: PUT|DELETE /api/v3/topics/{tid}/lock (the path as
 * lib/discussions/schemas.ts `tidParams`), DELETE /api/v3/users/{uid}/ban.
 */
export const reasonBody = z.object({ reason, ...csrf });

/** GET /api/v3/users/{uid}/moderation (`?page=`, lenient: missing or invalid is 1), and /ban. */
export const memberParams = z.object({ uid: pathId('invalid-uid') });
export const moderationLogQuery = z.object({ page: pageQueryValue });

/**
 * PUT /api/v3/users/{uid}/ban: `until` is when the suspension ends (unix ms) or null (until lifted);
 * left out, or not in the future, it is `ban-expiry-missing` (lib/moderation/suspension.ts), in
 * the suspend dialog before sending as on the server.
 */
export const suspendBody = z
  .object({
    reason,
    until: z.number().int().nonnegative().nullable().optional(),
    ...csrf,
  })
  .refine((body) => isSuspensionEnd(body.until, Date.now()), { error: errorKeyMessage('ban-expiry-missing'), path: ['until'] });

/** PUT /api/v3/topics/{tid}/slow-mode: the interval (one of SLOW_MODE_INTERVALS, seconds) and why. */
export const slowModeBody = z.object({ seconds: z.literal(SLOW_MODE_INTERVALS), reason, ...csrf });
