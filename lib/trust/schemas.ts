import { z } from 'zod';
import { csrfField, text } from '@/lib/strings';
import { MODERATION_LIMITS } from '@/lib/moderation/types';
import { TRUST_LEVELS } from './levels';

/** Input of the trust calls (also the source of their OpenAPI description); the path is lib/moderation/schemas.ts `memberParams`. */

const csrf = { _csrf: csrfField, csrf_token: csrfField };
const reason = text().trim().max(MODERATION_LIMITS.reasonMax).optional();

/**
 * PUT /api/v3/users/{uid}/trust: the level (0 to 4); `locked` (default true) keeps the promotion
 * job from changing it; the reason goes to the member's moderation log.
 */
export const setTrustBody = z.object({ level: z.literal(TRUST_LEVELS), locked: z.boolean().optional(), reason, ...csrf });

/** DELETE /api/v3/users/{uid}/trust: hands the level back to the promotion job. */
export const unlockTrustBody = z.object({ reason, ...csrf });
