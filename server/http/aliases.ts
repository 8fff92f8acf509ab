/**
 * Spec paths with a blank base that collide with page paths are answered by routing on the
 * method (DECISIONS.md "Paths"): the custom server rewrites them to their /api handlers before
 * Next sees the request, so `GET /register/complete` is the page and `POST` is the call.
 */
const RULES: Array<{ method: string; pattern: RegExp; target: (m: RegExpMatchArray) => string; json?: true }> = [
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
  // The global search (R1.5): the /search page for browsers, the call when JSON is preferred.
  { method: 'GET', pattern: /^\/search\/?$/, target: () => '/api/search', json: true },
  // What crawlers read (server/seo/api.ts), GET and HEAD.
  ...(['GET', 'HEAD'] as const).flatMap((method) => [
    { method, pattern: /^\/robots\.txt$/, target: () => '/api/seo/robots' },
    { method, pattern: /^\/sitemap\.xml$/, target: () => '/api/seo/sitemap' },
    { method, pattern: /^\/sitemaps\/([a-z]{1,40})-(\d{1,10})\.xml$/, target: (m: RegExpMatchArray) => `/api/seo/sitemap/${m[1]}/${m[2]}` },
  ]),
  // The podcast feeds (server/player/api.ts), GET and HEAD.
  ...(['GET', 'HEAD'] as const).flatMap((method) => [
    { method, pattern: /^\/podcast\.xml$/, target: () => '/api/player/feed' },
    { method, pattern: /^\/projects\/(\d{1,10})\/podcast\.xml$/, target: (m: RegExpMatchArray) => `/api/player/feed/${m[1]}` },
  ]),
];

/**
 * How an Accept header ranks a media type: the quality (0..1) of the most specific range that
 * matches it (the exact type 2, its type wildcard 1, any 0; none: quality 0, specificity -1).
 */
function rank(accept: string, type: string): { q: number; specificity: number } {
  const [major] = type.split('/');
  let q = 0;
  let specificity = -1;
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const name = range.trim();
    const level = name === type ? 2 : name === `${major}/*` ? 1 : name === '*/*' ? 0 : -1;
    if (level === -1 || level < specificity) continue;
    const given = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = given ? Number(given.slice(2)) : 1;
    specificity = level;
    q = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  }
  return { q, specificity };
}

/**
 * The request's Accept header prefers JSON to HTML: `application/json` has the higher quality,
 * or the same one through a more specific range (`application/json` followed by the any-type
 * range asks for JSON; a browser's `text/html` first with the any-type range at q=0.8, for the page).
 */
function prefersJson(accept: string | undefined): boolean {
  if (!accept) return false;
  const json = rank(accept, 'application/json');
  const html = rank(accept, 'text/html');
  if (json.q <= 0) return false;
  return json.q > html.q || (json.q === html.q && json.specificity > html.specificity);
}

/** Whether the path is answered by Accept (a page for browsers, the API for JSON): its answers say `Vary: Accept`. */
export function variesOnAccept(url: string | undefined): boolean {
  const pathname = (url ?? '').split('?')[0] ?? '';
  return RULES.some((rule) => rule.json === true && rule.pattern.test(pathname));
}

/**
 * The URL the request should be served from, or null when it is not an alias. Rules marked
 * `json` apply only when the Accept header prefers JSON (a browser asking for the page gets it).
 */
export function resolveAlias(method: string | undefined, url: string | undefined, accept?: string): string | null {
  if (!url) return null;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  for (const rule of RULES) {
    if (rule.method !== (method ?? 'GET').toUpperCase()) continue;
    if (rule.json && !prefersJson(accept)) continue;
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
