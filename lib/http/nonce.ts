/**
 * The custom server makes a fresh Content-Security-Policy nonce for every request and passes it to
 * the page renderer in this request header (any value a client sent under the name is replaced);
 * `pages/_document.tsx` puts it on every script it writes.
 */
export const NONCE_REQUEST_HEADER = 'x-csp-nonce';

const NONCE_PATTERN = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** The request's nonce, or undefined when there is none (a renderer outside the custom server). */
export function nonceFromHeaders(headers: Record<string, string | string[] | undefined> | undefined): string | undefined {
  const value = headers?.[NONCE_REQUEST_HEADER];
  const nonce = Array.isArray(value) ? value[0] : value;
  return nonce && NONCE_PATTERN.test(nonce) ? nonce : undefined;
}
