import { z } from 'zod';
import { MODERATION_LIMITS } from '@/lib/moderation/types';
import { csrfField, text } from '@/lib/strings';
import { ROLES } from './types';

/** Input of PUT /api/v3/users/{uid}/role (its path is lib/moderation/schemas.ts `memberParams`): the role, and why (optional, up to 500 characters). */
export const setRoleBody = z.object({
  role: z.enum(ROLES),
  reason: text().trim().max(MODERATION_LIMITS.reasonMax).optional(),
  _csrf: csrfField,
  csrf_token: csrfField,
});
