/**
 * Spec paths with a blank base that collide with page paths are answered by routing on the
 * method (DECISIONS.md "Paths"): the custom server rewrites them to their /api handlers before
 * Next sees the request, so `GET /register/complete` is the page and `POST` is the call.
 */
const RULES: Array<{ method: string; pattern: RegExp; target: (m: RegExpMatchArray) => string }> = [
  { method: 'POST', pattern: /^\/logout\/?$/, target: () => '/api/logout' },
  { method: 'POST', pattern: /^\/register\/complete\/?$/, target: () => '/api/register/complete' },
  { method: 'GET', pattern: /^\/user\/([^/]+)\/hovercard\/?$/, target: (m) => `/api/user/${m[1]}/hovercard` },
  // A member's saved events (R7.1): no page has this path, so every GET is the call.
  { method: 'GET', pattern: /^\/user\/([^/]+)\/event_bookmarks\/?$/, target: (m) => `/api/user/${m[1]}/event_bookmarks` },
  // The data service's non-production base (R7.5): the same calls as /api/data/v1.
  { method: 'GET', pattern: /^\/api\/data\/v2\/(community_summary|graph)\/?$/, target: (m) => `/api/data/v1/${m[1]}` },
  // Uploaded files (GET and HEAD): served with byte ranges by pages/api/uploads/[...key].ts.
  { method: 'GET', pattern: /^\/uploads\/(.+)$/, target: (m) => `/api/uploads/${m[1]}` },
  { method: 'HEAD', pattern: /^\/uploads\/(.+)$/, target: (m) => `/api/uploads/${m[1]}` },
  // What crawlers read (server/seo/api.ts), GET and HEAD.
  ...(['GET', 'HEAD'] as const).flatMap((method) => [
    { method, pattern: /^\/robots\.txt$/, target: () => '/api/seo/robots' },
    { method, pattern: /^\/sitemap\.xml$/, target: () => '/api/seo/sitemap' },
    { method, pattern: /^\/sitemaps\/([a-z]{1,40})-(\d{1,10})\.xml$/, target: (m: RegExpMatchArray) => `/api/seo/sitemap/${m[1]}/${m[2]}` },
  ]),
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
  // The spec writes some calls with a trailing slash (`POST /api/v3/topics/`); answer them in
  // place instead of Next's 308 redirect to the slash-less path.
  if (pathname.startsWith('/api/') && pathname.length > 5 && pathname.endsWith('/')) {
    return pathname.replace(/\/+$/, '') + search;
  }
  return null;
}
