import type { Locale } from '@/lib/i18n/locales';
import type { ConfirmationMail, EmailConfirmed } from '@/lib/users/types';
import { consume, LIMITS } from '../auth/rateLimit';
import { signatureMatches, signFor } from '../auth/signatures';
import { fail } from '../http/errors';
import { sendAccountMail } from './accountMail';
import { findUserByUid, markEmailConfirmed, type UserRow } from './repository';
import type { Viewer } from './viewer';

/**
 * Confirmed e-mail (issue 35). Sign-up sends a mail with a signed link
 * `/confirm-email/{uid}/{timestamp}?sig=`: the signature (server/auth/signatures.ts, its own
 * purpose) covers the member, their address and the time, so a link works for 24 hours
 * (`confirm-email-expired` after) and only for the address it was sent to (`email-confirm-failed`
 * for a changed address or a wrong signature). Until then a new member cannot post
 * (lib/users/posting.ts); they may ask for a new mail once every few minutes.
 */

const CONFIRM_PURPOSE = 'confirm-email/v1';
/** How long a confirmation link works. */
const CONFIRM_LINK_MS = 24 * 3600 * 1000;

const signedText = (uid: number, email: string, timestamp: number) => `${uid}:${email.toLowerCase()}:${timestamp}`;

/** The page address of a new confirmation link for the member's current address. */
export function confirmationPath(uid: number, email: string, now = Date.now()): string {
  return `/confirm-email/${uid}/${now}?sig=${signFor(CONFIRM_PURPOSE, signedText(uid, email, now))}`;
}

/** Mails the member a new confirmation link (nothing for a member without an address). */
export async function sendConfirmationMail(user: Pick<UserRow, 'uid' | 'email' | 'username'>, locale: Locale): Promise<void> {
  if (!user.email) return;
  await sendAccountMail('confirm', user, confirmationPath(user.uid, user.email), locale);
}

/**
 * "Resend the confirmation mail": a new link, at most once per LIMITS.confirmMailsPerMember
 * (`confirm-email-already-sent` with the minutes); `no-email-to-confirm` without an address.
 */
export async function resendConfirmationMail(viewer: Viewer, locale: Locale): Promise<ConfirmationMail> {
  const user = await findUserByUid(viewer.uid);
  if (!user) throw fail('no-user');
  if (user.emailConfirmed) return { confirmed: true, sent: false };
  if (!user.email) throw fail('no-email-to-confirm');
  await consume(LIMITS.confirmMailsPerMember, String(user.uid));
  await sendConfirmationMail(user, locale);
  return { confirmed: false, sent: true };
}

/**
 * Follows a confirmation link: the signature must be the server's for the member's current
 * address (else `email-confirm-failed`), made within CONFIRM_LINK_MS (else
 * `confirm-email-expired`); an address confirmed already stays so.
 */
export async function confirmEmail(uid: number, timestamp: number, sig: string | undefined, now = Date.now()): Promise<EmailConfirmed> {
  const user = await findUserByUid(uid);
  if (!user?.email || !signatureMatches(CONFIRM_PURPOSE, signedText(uid, user.email, timestamp), sig)) throw fail('email-confirm-failed');
  if (user.emailConfirmed) return { uid, confirmed: true };
  if (now - timestamp > CONFIRM_LINK_MS) throw fail('confirm-email-expired');
  if (!(await markEmailConfirmed(uid, user.email))) throw fail('email-confirm-failed');
  return { uid, confirmed: true };
}
