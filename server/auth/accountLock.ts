import type { Locale } from '@/lib/i18n/locales';
import type { AccountUnlocked } from '@/lib/users/types';
import { getConfig } from '../config';
import { fail } from '../http/errors';
import { sendAccountMail } from '../users/accountMail';
import { liftAccountLock } from './rateLimit';
import { signatureMatches, signFor } from './signatures';

/**
 * The account lock's way out (issue 35): when failed passwords lock an account
 * (server/auth/rateLimit.ts), its owner gets one mail for that lock with a signed link
 * `/unlock-account/{uid}/{lockStart}?sig=`, which lifts the lock at once. The signature
 * (server/auth/signatures.ts, its own purpose) covers the member and the lock's start, so a link
 * works only for its member and only while its lock could still hold.
 */

const UNLOCK_PURPOSE = 'account-unlock/v1';

const signedText = (uid: number, lockedAt: number) => `${uid}:${lockedAt}`;

/** The page address that lifts the lock that began at `lockedAt` (unix ms). */
export function unlockPath(uid: number, lockedAt: number): string {
  return `/unlock-account/${uid}/${lockedAt}?sig=${signFor(UNLOCK_PURPOSE, signedText(uid, lockedAt))}`;
}

/** Mails the member the unlock link of the lock that just began (nothing without an address). */
export async function sendUnlockMail(user: { uid: number; email: string; username: string }, lockedAt: Date, locale: Locale): Promise<void> {
  if (!user.email) return;
  await sendAccountMail('unlock', user, unlockPath(user.uid, lockedAt.getTime()), locale);
}

/**
 * Follows an unlock link: a signature that is not the server's is `account-unlock-failed`; a link
 * whose lock has ended by itself lifts nothing (`unlocked: false`); else the lock and the
 * account's failure counts are gone, and the right password signs in again.
 */
export async function unlockAccount(uid: number, timestamp: number, sig: string | undefined, now = Date.now()): Promise<AccountUnlocked> {
  if (!signatureMatches(UNLOCK_PURPOSE, signedText(uid, timestamp), sig)) throw fail('account-unlock-failed');
  if (now - timestamp > getConfig().accountLock.lockSeconds * 1000) return { unlocked: false };
  return { unlocked: await liftAccountLock(`uid:${uid}`) };
}
