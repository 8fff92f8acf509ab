import { z } from 'zod';

/** Input schemas for page views. */

export const PATH_MAX = 500;

export const pageViewBody = z
  .object({
    /** The page's path; query and hash are dropped before it is stored. */
    path: z
      .string()
      .trim()
      .min(1)
      .max(PATH_MAX)
      .regex(/^\/(?!\/)/, { message: 'field-invalid' }),
    referrer: z.string().trim().max(PATH_MAX).optional(),
    _csrf: z.string().optional(),
  })
  .strict();

export const pageViewStatsQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(7),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
