import { PAGE_ROUTES } from '@/lib/analytics/routes';

/**
 * What search engines may do with each page (one place, typed by the page table, so a new page
 * must be listed here to compile): `index` pages carry a description, a canonical address,
 * OpenGraph and Twitter tags; `noindex` pages are private or personal (a member's own lists,
 * forms, one-time links) and carry `<meta name="robots" content="noindex">`; robots.txt disallows
 * them too. `redirect` routes render nothing (`/` is a permanent redirect to the feed).
 */

export type PageRoute = (typeof PAGE_ROUTES)[number];
export type PageIndexing = 'index' | 'noindex' | 'redirect';

export const PAGE_INDEXING: Readonly<Record<PageRoute, PageIndexing>> = {
  '/': 'redirect',
  // Administrators only (a 403 for other members, 404 for visitors).
  '/admin/searches': 'noindex',
  // Moderators and administrators only (a 403 for other members, 404 for visitors).
  '/admin/review': 'noindex',
  // The listener's own queue (it lives in their browser, and on the server for members).
  '/audioqueue': 'noindex',
  // A member's own chats (issue 36).
  '/chats': 'noindex',
  '/chats/[roomId]': 'noindex',
  '/compose': 'noindex',
  // One-time links of the account mails (issue 35).
  '/confirm-email/[uid]/[timestamp]': 'noindex',
  '/discussions': 'index',
  '/events': 'index',
  // Published events are indexed; drafts and failures say noindex on the page itself.
  '/events/[...slug]': 'index',
  '/events/conference/[id]': 'index',
  '/events/host': 'noindex',
  '/events/myevents': 'noindex',
  // Tag landing pages (`?tags=x`) too; combinations of tags and empty ones say noindex on the page.
  '/explore': 'index',
  '/join/[uid]/[timestamp]': 'noindex',
  '/login': 'noindex',
  // The member's own notifications.
  '/notifications': 'noindex',
  // The installable app's offline page (issue 37): what a page not saved on the device shows offline.
  '/offline': 'noindex',
  '/onboarding/basic': 'noindex',
  // The audio player's popup window.
  '/player': 'noindex',
  // The short topic address shows the topic; its canonical names /posts/{tid}/{words}.
  '/post/[...slug]': 'index',
  '/posts/[...slug]': 'index',
  '/projects': 'index',
  // A project's tabs, resources and questions in its frame; hidden projects and failures say noindex on the page.
  '/projects/[id]/[...slug]': 'index',
  '/projects/my-projects': 'noindex',
  '/register/complete': 'noindex',
  '/savedlist': 'noindex',
  // Search results are not pages of their own (DECISIONS.md "Search engines and sharing").
  '/search': 'noindex',
  '/unlock-account/[uid]/[timestamp]': 'noindex',
  '/user/[slug]': 'index',
  '/user/[slug]/settings': 'noindex',
};

/**
 * A route pattern as a robots.txt path: dynamic segments become `*`, and trailing ones are left
 * out (a rule is a prefix): `/user/[slug]/settings` → `/user/*\/settings`, `/join/[uid]/[timestamp]` → `/join/`.
 */
export function robotsPath(route: string): string {
  const segments = route.split('/').slice(1).map((s) => (s.startsWith('[') ? '*' : s));
  while (segments.length > 0 && segments[segments.length - 1] === '*') segments.pop();
  const joined = `/${segments.join('/')}`;
  return segments.length < route.split('/').length - 1 ? `${joined === '/' ? '' : joined}/` : joined;
}

/** The robots.txt `Disallow` paths: every noindex page and the API. */
export function disallowedPaths(): string[] {
  const pages = (Object.keys(PAGE_INDEXING) as PageRoute[]).filter((r) => PAGE_INDEXING[r] === 'noindex').map(robotsPath);
  return ['/api/', ...pages.sort()];
}

/** A topic's canonical path: `/posts/{tid}/{words}` (each segment of its slug encoded). */
export function topicPath(slug: string): string {
  return `/posts/${slug.split('/').map(encodeURIComponent).join('/')}`;
}
