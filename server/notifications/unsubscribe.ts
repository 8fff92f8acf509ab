import { createHmac, timingSafeEqual } from 'node:crypto';
import { getConfig } from '../config';
import { publicUrl } from '../http/origin';

/**
 * The digest's one-click unsubscribe link: `/api/notifications/unsubscribe?uid=&sig=`, signed with
 * an HMAC of the member's uid under a key derived from SESSION_SECRET (as invite links are), so
 * only the server makes them and one works without signing in.
 */

function key(): Buffer {
  return createHmac('sha256', getConfig().sessionSecret).update('digest-unsubscribe/v1').digest();
}

export function signUnsubscribe(uid: number): string {
  return createHmac('sha256', key()).update(String(uid)).digest('base64url');
}

export function unsubscribeMatches(uid: number, sig: string): boolean {
  const expected = Buffer.from(signUnsubscribe(uid));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The absolute link a digest carries (in its text and its List-Unsubscribe header). */
export function unsubscribeUrl(uid: number): string {
  return publicUrl(`/api/notifications/unsubscribe?uid=${uid}&sig=${signUnsubscribe(uid)}`);
}
