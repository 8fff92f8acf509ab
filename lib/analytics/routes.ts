/**
 * The pages the app serves, as Next.js route patterns of `pages/` (one place; a test checks it
 * against the folder). Page views of any other path are not stored (hardening 11): a mistyped
 * address, a probe or a made-up path says nothing about what members read.
 */
export const PAGE_ROUTES = [
  '/',
  '/admin/review',
  '/admin/searches',
  '/audioqueue',
  '/chats',
  '/chats/[roomId]',
  '/compose',
  '/confirm-email/[uid]/[timestamp]',
  '/discussions',
  '/events',
  '/events/[...slug]',
  '/events/conference/[id]',
  '/events/host',
  '/events/myevents',
  '/explore',
  '/join/[uid]/[timestamp]',
  '/login',
  '/notifications',
  '/offline',
  '/onboarding/basic',
  '/player',
  '/post/[...slug]',
  '/posts/[...slug]',
  '/projects',
  '/projects/[id]/[...slug]',
  '/projects/my-projects',
  '/register/complete',
  '/savedlist',
  '/search',
  '/unlock-account/[uid]/[timestamp]',
  '/user/[slug]',
  '/user/[slug]/settings',
] as const;

/** Whether a route pattern's segments match a path's (`[x]`: one segment, `[...x]`: one or more, `[[...x]]`: any). */
function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    if (part.startsWith('[[...')) return true;
    if (part.startsWith('[...')) return segments.length > i;
    const segment = segments[i];
    if (segment === undefined) return false;
    if (!part.startsWith('[') && part !== segment) return false;
  }
  return segments.length === parts.length;
}

/**
 * Whether the app serves this path (without query or hash): one of PAGE_ROUTES, with a trailing
 * slash or not. Segments must be non-empty (`/user//x` is no page).
 */
export function isPagePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const segments = trimmed === '/' ? [] : trimmed.slice(1).split('/');
  if (segments.some((s) => s === '')) return false;
  return PAGE_ROUTES.some((pattern) => matches(pattern, segments));
}
