import type { z } from 'zod';
import type { inviteRef } from './schemas';

/** Invite links `/join/{uid}/{timestamp}` (R1.12): shared by server/invites and services/invites. */

/** How long an invite link works, from its timestamp. */
export const INVITE_VALID_DAYS = 30;

/** The inviter's uid, the link's timestamp (milliseconds; seconds are accepted too) and signature. */
export type InviteRef = z.infer<typeof inviteRef>;

/** GET /api/invites/link: the signed-in member's invite link, signed by the server (hardening 6). */
export interface InviteLink {
  uid: number;
  timestamp: number;
  sig: string;
  /** `/join/{uid}/{timestamp}?sig=…`, relative to the site. */
  path: string;
  /** The whole link on the site's public address (PUBLIC_URL, never the request's host). */
  url: string;
  /** Unix milliseconds. */
  expiresAt: number;
}

export interface Inviter {
  uid: number;
  username: string;
  userslug: string;
  fullname: string;
  picture: string;
}

/** GET /api/join/{uid}/{timestamp}; fails with `[[error:invite-invalid]]` or `[[error:invite-expired]]`. */
export interface InviteInfo {
  valid: true;
  inviter: Inviter;
  /** Unix milliseconds. */
  expiresAt: number;
  /** Signed by the server: only then does signing up through the link record the inviter. */
  signed: boolean;
}
