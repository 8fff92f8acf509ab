import { inviteRef } from '@/lib/invites/schemas';
import { INVITE_VALID_DAYS, type InviteLink, type InviteRef } from '@/lib/invites/types';
import { get } from './http';

/**
 * Invite links `/join/{uid}/{timestamp}?sig=…` (R1.12): made and signed by the server, valid for
 * 30 days; a member who signs up through one is recorded as invited by `uid`.
 *
 * The join page keeps the invite in sessionStorage under `community.invite` until the visitor
 * signs up; the login dialog (and the /login page) send it with the sign-up call.
 */

export const INVITE_STORAGE_KEY = 'community.invite';
export { INVITE_VALID_DAYS };
export type { InviteLink, Inviter } from '@/lib/invites/types';

/** The signed-in member's invite link, dated now and signed by the server. */
export const fetchInviteLink = () => get<InviteLink>('/api/invites/link');

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy modes); the invite is then simply not remembered.
    return null;
  }
}

export function storeInvite(invite: InviteRef): void {
  storage()?.setItem(INVITE_STORAGE_KEY, JSON.stringify({ uid: invite.uid, timestamp: invite.timestamp, sig: invite.sig }));
}

/** The invite remembered by the join page, or null when none (or not well formed). */
export function readStoredInvite(): InviteRef | null {
  const raw = storage()?.getItem(INVITE_STORAGE_KEY);
  if (!raw) return null;
  try {
    // The same rule as the join link's values (lib/invites/schemas.ts).
    const value = inviteRef.safeParse(JSON.parse(raw));
    return value.success ? value.data : null;
  } catch {
    return null;
  }
}

/** Forget the invite once the sign-up that used it succeeded. */
export function clearStoredInvite(): void {
  storage()?.removeItem(INVITE_STORAGE_KEY);
}
