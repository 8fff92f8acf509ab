/**
 * The site's name, its podcast feed and absolute addresses: what a page's head (./head.ts), its
 * JSON-LD (./breadcrumbs.ts, ./podcast.ts, a feature's seo module) and the server's feeds and
 * cards share. Kept apart from the head's builder, which the browser loads after the first page
 * (components/ui/PageHead.tsx).
 */

export const SITE_NAME = 'Open Source Community';

/** A feed a page offers (`<link rel="alternate" type="application/rss+xml">`). */
export interface FeedLink {
  title: string;
  /** An absolute URL, or a path on the site. */
  href: string;
}

/** The site's podcast feed (server/player/feed.ts), offered by every indexable page. */
export const SITE_FEED: FeedLink = { title: `${SITE_NAME} podcast`, href: '/podcast.xml' };

/** An absolute URL on the origin for a path (absolute URLs stay as they are). */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}
