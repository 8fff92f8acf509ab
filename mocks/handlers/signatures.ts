/**
 * Signed links of the mocked API (invite links, a digest's unsubscribe link, the private calendar
 * feed): signed as server/auth/signatures.ts signs them, an HMAC-SHA-256 of the link's text under a
 * key of its own for each purpose (itself an HMAC of the purpose under the secret), written
 * base64url, so the links look and check like the real ones. Web Crypto (`crypto.subtle`) does
 * it in the browser's worker and in Node alike; the mock's secret is a fixed, public string.
 */

export const MOCK_SIGNING_SECRET = 'mocked-api-signing-secret';

export const SIGNATURE_PURPOSES = {
  invite: 'invite-links/v1',
  unsubscribe: 'digest-unsubscribe/v1',
  calendarFeed: 'calendar-feeds/v1',
} as const;

const encoder = new TextEncoder();

async function hmac(key: BufferSource, text: string): Promise<Uint8Array<ArrayBuffer>> {
  const subtle = globalThis.crypto.subtle;
  const imported = await subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle.sign('HMAC', imported, encoder.encode(text)));
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The signature of `text` for `purpose`. */
export async function mockSign(purpose: string, text: string): Promise<string> {
  const key = await hmac(encoder.encode(MOCK_SIGNING_SECRET), purpose);
  return base64url(await hmac(key, text));
}

/** Whether `given` is the signature of `text` for `purpose`. */
export async function mockSignatureMatches(purpose: string, text: string, given: string | null | undefined): Promise<boolean> {
  return typeof given === 'string' && given === (await mockSign(purpose, text));
}

/** What each link signs, as the server's invites, unsubscribe and calendar modules write it. */
export const inviteSignature = (uid: number, timestamp: number) => mockSign(SIGNATURE_PURPOSES.invite, `${uid}:${timestamp}`);
export const unsubscribeSignature = (uid: number) => mockSign(SIGNATURE_PURPOSES.unsubscribe, String(uid));
export const calendarFeedSignature = (uid: number, version: number) => mockSign(SIGNATURE_PURPOSES.calendarFeed, `${uid}:${version}`);
