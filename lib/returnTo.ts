/**
 * Where to go after signing in or onboarding: only a same-site path ('/x', never '//host' or
 * '/\host', which browsers treat as another site), else the fallback (the feed).
 */
const DEFAULT_AFTER_LOGIN = '/discussions';

export function safeReturnTo(value: unknown, fallback = DEFAULT_AFTER_LOGIN): string {
  const path = Array.isArray(value) ? value[0] : value;
  if (typeof path !== 'string' || !path.startsWith('/')) return fallback;
  if (path.startsWith('//') || path.includes('\\')) return fallback;
  // Control characters (tabs and newlines are dropped by URL parsers: '/\t/host' is '//host').
  for (let i = 0; i < path.length; i += 1) {
    const code = path.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  return path;
}
