import { inviteParams } from '@/lib/invites/schemas';
import { INVITE_VALID_DAYS, type InviteInfo, type InviteRef } from '@/lib/invites/types';
import { get } from './http';

/**
 * Invite links `/join/{uid}/{timestamp}` (R1.12): valid for 30 days; a member who signs up
 * through one is recorded as invited by `uid`.
 *
 * The join page keeps the invite in sessionStorage under `community.invite` until the visitor
 * signs up; the login dialog (and the /login page) send it with the sign-up call.
 */

export const INVITE_STORAGE_KEY = 'community.invite';
export { INVITE_VALID_DAYS };
export type { InviteInfo, Inviter } from '@/lib/invites/types';

export const fetchInvite = (uid: number, timestamp: number) => get<InviteInfo>(`/api/join/${uid}/${timestamp}`);

/** The link a member shares: `/join/{uid}/{now}`, absolute when an origin is given. */
export function inviteLink(uid: number, now = Date.now(), origin = ''): string {
  return `${origin}/join/${uid}/${now}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy modes); the invite is then simply not remembered.
    return null;
  }
}

export function storeInvite(invite: InviteRef): void {
  storage()?.setItem(INVITE_STORAGE_KEY, JSON.stringify({ uid: invite.uid, timestamp: invite.timestamp }));
}

/** The invite remembered by the join page, or null when none (or not well formed). */
export function readStoredInvite(): InviteRef | null {
  const raw = storage()?.getItem(INVITE_STORAGE_KEY);
  if (!raw) return null;
  try {
    // The same rule as the join link's path values (lib/invites/schemas.ts).
    const value = inviteParams.safeParse(JSON.parse(raw));
    return value.success ? { uid: value.data.uid, timestamp: value.data.timestamp } : null;
  } catch {
    return null;
  }
}

/** Forget the invite once the sign-up that used it succeeded. */
export function clearStoredInvite(): void {
  storage()?.removeItem(INVITE_STORAGE_KEY);
}
