import { z } from 'zod';
import { pageQueryValue, pathId } from '@/lib/params';
import { csrfField, text } from '@/lib/strings';
import { MODERATION_LIMITS } from './types';

/** Input of the moderation calls (also the source of their OpenAPI description). */

const csrf = { _csrf: csrfField, csrf_token: csrfField };

/** A moderator's reason: optional, up to 500 characters ('' when none). */
const reason = text().trim().max(MODERATION_LIMITS.reasonMax).optional();

/** PUT|DELETE /api/v3/topics/{tid}/lock (the path as lib/discussions/schemas.ts `tidParams`). */
export const lockBody = z.object({ reason, ...csrf });

/** GET /api/v3/users/{uid}/moderation (`?page=`, lenient: missing or invalid is 1). */
export const moderationLogParams = z.object({ uid: pathId('invalid-uid') });
export const moderationLogQuery = z.object({ page: pageQueryValue });
