import { z } from 'zod';
import { dbId, inviteTimestamp } from '@/lib/params';

/** Input schemas for invite links. */

export const inviteParams = z.object({
  uid: dbId,
  /** When the link was made, in milliseconds (seconds are accepted too). */
  timestamp: inviteTimestamp,
});

/**
 * The link's signature (`?sig=`, made by the server, hardening 6). Anything that is not one reads
 * as no signature, so a missing, cut or garbled signature is `[[error:invite-invalid]]`.
 */
export const inviteSignature = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}$/)
  .optional()
  .catch(undefined);

export const inviteQuery = z.object({ sig: inviteSignature });

/** An invite as the join page keeps it and sign-up sends it: the link's values and signature. */
export const inviteRef = inviteParams.extend({ sig: inviteSignature });
