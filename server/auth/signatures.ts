import { createHmac, timingSafeEqual } from 'node:crypto';
import { sessionSecret } from '../config';

/**
 * Links the server signs so they work without signing in (invite links, private calendar feeds,
 * a digest's unsubscribe link): an HMAC-SHA-256 of the link's text under a key of its own for each
 * purpose, derived from the session secret (SESSION_SECRET, or the one kept in DATA_DIR), written base64url. Changing SESSION_SECRET voids them all.
 */
function purposeKey(purpose: string): Buffer {
  return createHmac('sha256', sessionSecret()).update(purpose).digest();
}

/** The signature of `text` for `purpose` (e.g. `invite-links/v1`). */
export function signFor(purpose: string, text: string): string {
  return createHmac('sha256', purposeKey(purpose)).update(text).digest('base64url');
}

/** Whether `given` is the signature of `text` for `purpose` (compared in constant time). */
export function signatureMatches(purpose: string, text: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(signFor(purpose, text));
  const presented = Buffer.from(given);
  return expected.length === presented.length && timingSafeEqual(expected, presented);
}
