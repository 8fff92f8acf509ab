import { DAY_MS, toUnixMs } from '@/lib/time';
import { INVITE_VALID_DAYS } from './types';

/**
 * When an invite link `/join/{uid}/{timestamp}?sig=…` works (R1.12), for the server
 * (server/invites/service.ts) and the mocked API alike; each checks the signature its own way.
 */

/** When the link stops working: INVITE_VALID_DAYS after its timestamp, Unix milliseconds. */
export function inviteExpiresAt(timestamp: number): number {
  return toUnixMs(timestamp) + INVITE_VALID_DAYS * DAY_MS;
}

export interface InviteLinkFacts {
  /** The link carries a signature (a link of the spec's bare shape has none). */
  signed: boolean;
  /** A signature it carries is the server's; ignored for an unsigned link. */
  signatureMatches: boolean;
  /** The inviter is a member. */
  inviterKnown: boolean;
  timestamp: number;
}

/**
 * Why a link does not work, or null when it does: a wrong signature, an unknown inviter or a date
 * more than a day ahead is `invite-invalid`; older than INVITE_VALID_DAYS, `invite-expired`. An
 * unsigned link works (the join page opens) but records no referral.
 */
export function inviteLinkProblem(link: InviteLinkFacts, now: number): 'invite-invalid' | 'invite-expired' | null {
  if (link.signed && !link.signatureMatches) return 'invite-invalid';
  const age = now - toUnixMs(link.timestamp);
  if (age < -DAY_MS || !link.inviterKnown) return 'invite-invalid';
  if (age > INVITE_VALID_DAYS * DAY_MS) return 'invite-expired';
  return null;
}
