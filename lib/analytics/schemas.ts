import { z } from 'zod';
import { csrfField, line } from '@/lib/strings';

/** Input schemas for page views. */

export const PATH_MAX = 500;

export const pageViewBody = z
  .object({
    /** The page's path; query and hash are dropped before it is stored. */
    path: line()
      .trim()
      .min(1)
      .max(PATH_MAX)
      .regex(/^\/(?!\/)/, { message: 'field-invalid' }),
    referrer: line().trim().max(PATH_MAX).optional(),
    _csrf: csrfField,
  })
  .strict();

export const pageViewStatsQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(7),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
