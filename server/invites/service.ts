import { signatureMatches, signFor } from '../auth/signatures';
import { fail } from '../http/errors';
import { publicUrl } from '../http/origin';
import { findUserByUid, type UserRow } from '../users/repository';
import type { Viewer } from '../users/viewer';
import { inviteExpiresAt, inviteLinkProblem } from '@/lib/invites/rules';
import type { InviteInfo, InviteLink } from '@/lib/invites/types';
import { visibleFullname } from '@/lib/users/rules';
import { settingsSchema } from '@/lib/users/schemas';

/**
 * Invite links `/join/{uid}/{timestamp}?sig=…` (R1.12): valid for 30 days from the timestamp; an
 * unknown inviter, a timestamp more than a day in the future, or a wrong signature makes the link
 * invalid. A link of the spec's bare shape, without a signature, still opens the join page (the
 * inviter shown, sign-up offered) but records no referral. Only the server signs links
 * (hardening 6): the signature is an HMAC of the uid and timestamp under a key derived from the
 * session secret, so nobody can make a referral for another member or another date.
 */

const INVITE_PURPOSE = 'invite-links/v1';

/** The signature of `/join/{uid}/{timestamp}` (base64url HMAC-SHA-256, server/auth/signatures.ts). */
export function signInvite(uid: number, timestamp: number): string {
  return signFor(INVITE_PURPOSE, `${uid}:${timestamp}`);
}

/**
 * The inviter of a usable link, and whether the server signed it (only a signed link records the
 * referral); throws invite-invalid (404: a wrong signature, an unknown inviter, a date more than a
 * day ahead) or invite-expired (410).
 */
export async function checkInviteLink(
  uid: number,
  timestamp: number,
  sig: string | undefined,
  now = Date.now(),
): Promise<{ inviter: UserRow; signed: boolean }> {
  const signed = sig !== undefined;
  const inviter = await findUserByUid(uid);
  const problem = inviteLinkProblem(
    { signed, signatureMatches: signed && signatureMatches(INVITE_PURPOSE, `${uid}:${timestamp}`, sig), inviterKnown: !!inviter, timestamp },
    now,
  );
  if (problem || !inviter) throw fail(problem ?? 'invite-invalid');
  return { inviter, signed };
}

/** GET /api/join/{uid}/{timestamp}?sig=: who invites, and until when the link works. */
export async function describeInvite(uid: number, timestamp: number, sig: string | undefined): Promise<InviteInfo> {
  const { inviter, signed } = await checkInviteLink(uid, timestamp, sig);
  const settings = settingsSchema.pick({ showfullname: true }).safeParse(inviter.settings ?? {}).data;
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
    signed,
  };
}

/** GET /api/invites/link: a new signed link for the signed-in member, dated now. */
export function issueInviteLink(viewer: Viewer, now = Date.now()): InviteLink {
  const sig = signInvite(viewer.uid, now);
  const path = `/join/${viewer.uid}/${now}?sig=${sig}`;
  return { uid: viewer.uid, timestamp: now, sig, path, url: publicUrl(path), expiresAt: inviteExpiresAt(now) };
}
