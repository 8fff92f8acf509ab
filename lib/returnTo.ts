/**
 * Where to go after signing in or onboarding: the one rule the server (GET /api/login's
 * X-Return-To, GitHub sign-in's return path, the /login and /onboarding loaders) and the client
 * (the login page and onboarding's navigation) both follow. Only a path on this site is followed,
 * else the fallback (the feed).
 */
const DEFAULT_AFTER_LOGIN = '/discussions';

/** Longer return paths are not ones this site makes. */
export const RETURN_PATH_MAX = 1000;

/**
 * C0 controls, DEL, C1 controls and the Unicode line and paragraph separators. URL parsers drop
 * tabs and newlines ('/\t/host' becomes '//host', another site), so none may appear.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const ORIGIN = 'http://return-path.invalid';

/** The path once every layer of percent-encoding is undone (null when the encoding is broken). */
function decoded(path: string): string | null {
  let current = path;
  for (let i = 0; i < 4; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * True for a same-site path: starts with one '/', no backslash, no control character, neither as
 * typed nor once percent-decoded ('/%09/host', '/%5Chost'), and a URL parser resolves it to this
 * site. Absolute ('https://host', 'javascript:...') and protocol-relative ('//host') URLs fail.
 */
export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX) return false;
  const plain = decoded(value);
  if (plain === null) return false;
  for (const form of [value, plain]) {
    if (!form.startsWith('/') || form.startsWith('//')) return false;
    if (form.includes('\\') || CONTROL.test(form)) return false;
  }
  try {
    return new URL(value, ORIGIN).origin === ORIGIN;
  } catch {
    return false;
  }
}

/** The return path if it is safe (see isSafeReturnPath), else the fallback. */
export function safeReturnTo(value: unknown, fallback = DEFAULT_AFTER_LOGIN): string {
  const path = Array.isArray(value) ? value[0] : value;
  return isSafeReturnPath(path) ? path : fallback;
}
