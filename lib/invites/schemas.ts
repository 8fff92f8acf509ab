import { z } from 'zod';
import { dbId, inviteTimestamp } from '@/lib/params';

/** Input schemas for invite links. */

export const inviteParams = z.object({
  uid: dbId,
  /** When the link was made, in milliseconds (seconds are accepted too). */
  timestamp: inviteTimestamp,
});
