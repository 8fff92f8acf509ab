import { z } from 'zod';

/** Input schemas for invite links. */

export const inviteParams = z.object({
  uid: z.coerce.number().int().positive(),
  /** When the link was made, in milliseconds (seconds are accepted too). */
  timestamp: z.coerce.number().int().positive(),
});
