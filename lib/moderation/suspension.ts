import { DAY_MS } from '@/lib/time';
import type { ErrorKey } from '@/lib/errors/keys';
import { MODERATION_LIMITS, type Suspension } from './types';

/**
 * Suspensions (issue 35; docs/features/moderation.md): the rules the server, the suspend dialog
 * and the banner share.
 */

/** The lengths a moderator picks from; `date` asks for a day, `lifted` has no end (a ban). */
export const SUSPENSION_LENGTHS = ['1', '3', '7', '30', 'date', 'lifted'] as const;
export type SuspensionLength = (typeof SUSPENSION_LENGTHS)[number];

/**
 * Whether `until` may end a suspension that starts `now`: null (until lifted) or a time after now
 * and before MODERATION_LIMITS.suspensionEndMax. An end that is missing or already past is
 * `ban-expiry-missing` on the server and in the dialog.
 */
export function isSuspensionEnd(until: number | null | undefined, now: number): until is number | null {
  if (until === null) return true;
  return typeof until === 'number' && Number.isFinite(until) && until > now && until <= MODERATION_LIMITS.suspensionEndMax;
}

/**
 * The end a length gives: days from now, the end of the chosen day (`day`, the unix ms of its
 * last moment in the moderator's time zone), or null for until lifted; undefined when `date` was
 * picked without a day.
 */
export function suspensionEndOf(length: SuspensionLength, now: number, day: number | null): number | null | undefined {
  if (length === 'lifted') return null;
  if (length === 'date') return day ?? undefined;
  return now + Number(length) * DAY_MS;
}

/**
 * The catalogue error a suspended member's refused request answers: with the end (an ISO time the
 * reader's language formats, lib/errors/catalogue.ts) and the reason when there are.
 */
export function suspensionError(suspension: Suspension): { key: ErrorKey; args: string[] } {
  if (suspension.until !== null) return { key: 'user-banned-reason-until', args: [new Date(suspension.until).toISOString(), suspension.reason] };
  if (suspension.reason) return { key: 'user-banned-reason', args: [suspension.reason] };
  return { key: 'user-banned', args: [] };
}

/** Who takes part in a suspension: their uid and roles. */
interface Party {
  uid: number;
  isAdmin: boolean;
  isModerator: boolean;
}

/**
 * Why `actor` (a moderator) may not suspend `member`, or null when they may: administrators are
 * never suspended (`cant-ban-other-admins`); nobody suspends themselves, and only an administrator
 * suspends a moderator (`no-privileges`). The server refuses with it; a profile leaves Suspend out.
 */
export function suspensionRefusal(actor: Party, member: Party): ErrorKey | null {
  if (member.isAdmin) return 'cant-ban-other-admins';
  if (member.uid === actor.uid || (member.isModerator && !actor.isAdmin)) return 'no-privileges';
  return null;
}
