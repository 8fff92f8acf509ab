import { fail } from '../http/errors';
import { findUserByUid, type UserRow } from '../users/repository';
import { INVITE_VALID_DAYS, type InviteInfo } from '@/lib/invites/types';
import { visibleFullname } from '@/lib/users/rules';
import { settingsSchema } from '@/lib/users/schemas';

/**
 * Invite links `/join/{uid}/{timestamp}` (R1.12): valid for 30 days from the timestamp; an unknown
 * inviter, or a timestamp more than a day in the future, makes the link invalid.
 */

export { INVITE_VALID_DAYS };
const DAY_MS = 24 * 3600 * 1000;
/** Below this a timestamp is read as seconds, not milliseconds (before March 1973 in ms). */
const SECONDS_BELOW = 1e11;

function inviteTimestampMs(timestamp: number): number {
  return timestamp < SECONDS_BELOW ? timestamp * 1000 : timestamp;
}

function inviteExpiresAt(timestamp: number): number {
  return inviteTimestampMs(timestamp) + INVITE_VALID_DAYS * DAY_MS;
}

/** The inviter of a valid link; throws invite-invalid (404) or invite-expired (410). */
export async function checkInviteLink(uid: number, timestamp: number, now = Date.now()): Promise<UserRow> {
  const age = now - inviteTimestampMs(timestamp);
  if (age < -DAY_MS) throw fail('invite-invalid');
  const inviter = await findUserByUid(uid);
  if (!inviter) throw fail('invite-invalid');
  if (age > INVITE_VALID_DAYS * DAY_MS) throw fail('invite-expired');
  return inviter;
}

/** GET /api/join/{uid}/{timestamp}: who invites, and until when the link works. */
export async function describeInvite(uid: number, timestamp: number): Promise<InviteInfo> {
  const inviter = await checkInviteLink(uid, timestamp);
  const settings = settingsSchema.safeParse(inviter.settings ?? {}).data;
  return {
    valid: true,
    inviter: {
      uid: inviter.uid,
      username: inviter.username,
      userslug: inviter.userslug,
      fullname: visibleFullname(inviter.fullname, settings),
      picture: inviter.picture,
    },
    expiresAt: inviteExpiresAt(timestamp),
  };
}
