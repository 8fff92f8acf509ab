/**
 * Spec paths with a blank base that collide with page paths are answered by routing on the
 * method (DECISIONS.md "Paths"): the custom server rewrites them to their /api handlers before
 * Next sees the request, so `GET /register/complete` is the page and `POST` is the call.
 */
const RULES: Array<{ method: string; pattern: RegExp; target: (m: RegExpMatchArray) => string }> = [
  { method: 'POST', pattern: /^\/logout\/?$/, target: () => '/api/logout' },
  { method: 'POST', pattern: /^\/register\/complete\/?$/, target: () => '/api/register/complete' },
  { method: 'GET', pattern: /^\/user\/([^/]+)\/hovercard\/?$/, target: (m) => `/api/user/${m[1]}/hovercard` },
];

/** The URL the request should be served from, or null when it is not an alias. */
export function resolveAlias(method: string | undefined, url: string | undefined): string | null {
  if (!url) return null;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  for (const rule of RULES) {
    if (rule.method !== (method ?? 'GET').toUpperCase()) continue;
    const match = pathname.match(rule.pattern);
    if (match) return rule.target(match) + search;
  }
  return null;
}
