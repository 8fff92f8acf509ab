import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { signatureMatches, signFor } from '../auth/signatures';
import { publicUrl } from '../http/origin';

/**
 * The digest's one-click unsubscribe link: `/api/notifications/unsubscribe?uid=&sig=`, signed with
 * an HMAC of the member's uid (server/auth/signatures.ts, as invite links are), so only the
 * server makes them and one works without signing in.
 */

const PURPOSE = 'digest-unsubscribe/v1';

function signUnsubscribe(uid: number): string {
  return signFor(PURPOSE, String(uid));
}

export function unsubscribeMatches(uid: number, sig: string): boolean {
  return signatureMatches(PURPOSE, String(uid), sig);
}

/** The absolute link a digest carries (in its text and its List-Unsubscribe header). */
export function unsubscribeUrl(uid: number, locale: Locale = DEFAULT_LOCALE): string {
  return publicUrl(`/api/notifications/unsubscribe?uid=${uid}&sig=${signUnsubscribe(uid)}${locale === DEFAULT_LOCALE ? '' : `&lang=${locale}`}`);
}
