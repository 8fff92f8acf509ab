import { splitLocalePath } from '@/lib/i18n/locales';
import { tidFromSlug } from '../ssr/topic';

/**
 * The pages visitors get from the page cache: one entry per page kind, with the tags its content
 * depends on (what evicts it, see drizzle/0009_page_cache_notify.sql). Event and project pages
 * join with one entry each. A page not listed here is never cached.
 */

export interface CacheablePage {
  /** The page kind, for logs and headers. */
  kind: string;
  /** Tags whose change evicts this page. */
  tags: string[];
  /** A topic page counts a view of this topic (server/discussions/views.ts). */
  viewsOf?: number;
  /** An event page counts a view of this event (server/events/reads.ts countEventPageViews). */
  eventViewsOf?: number;
  /**
   * Members get the visitors' page too, their own state coming from the personal layer
   * (lib/personal): every item whose member state the page shows is a post, a topic, an event or
   * a project.
   */
  shared?: boolean;
  /**
   * A profile's member (the slug as stored): their own profile is rendered for them (it shows them
   * what others do not, such as a hidden full name or e-mail).
   */
  ownerSlug?: string;
  /**
   * Stored from the second request for its address within a page's age (a search page): the first
   * is the shared page sent and not stored (to a member too, whose state comes with its personal
   * layer), since storing costs more than sending and most addresses of such a page are asked once.
   */
  storedWhenAskedAgain?: boolean;
}

/** A page kind: what is the same for each of its addresses, and how a path names one. */
interface PageRoute extends Pick<CacheablePage, 'kind' | 'shared' | 'storedWhenAskedAgain'> {
  /** The page's tags for a path (no query), or null when the path is not this page. */
  match(pathname: string): Omit<CacheablePage, keyof PageRoute> | null;
}

const CACHEABLE_PAGES: PageRoute[] = [
  {
    kind: 'topic',
    shared: true,
    match(pathname) {
      const found = /^\/posts?\/([^/]+)(?:\/.*)?$/.exec(pathname);
      const tid = found ? tidFromSlug(decodeURIComponent(found[1]!)) : null;
      return tid === null ? null : { tags: [`topic:${tid}`], viewsOf: tid };
    },
  },
  { kind: 'feed', shared: true, match: (pathname) => (pathname === '/discussions' || pathname === '/discussions/' ? { tags: ['feed'] } : null) },
  // The events feed and an event's page: the events capability's triggers notify `events` and `event:{id}`.
  { kind: 'events', shared: true, match: (pathname) => (pathname === '/events' || pathname === '/events/' ? { tags: ['events'] } : null) },
  {
    kind: 'event',
    shared: true,
    match(pathname) {
      if (/^\/events\/(myevents|host)(\/|$)/.test(pathname)) return null;
      const found = /^\/events\/(\d{1,10})(?:\/[^/]*)?\/?$/.exec(pathname);
      const id = found ? Number(found[1]) : 0;
      return id >= 1 && id <= 2147483647 ? { tags: [`event:${id}`], eventViewsOf: id } : null;
    },
  },
  // A conference lists its events: any event change may show there.
  { kind: 'conference', shared: true, match: (pathname) => (/^\/events\/conference\/\d{1,10}\/?$/.test(pathname) ? { tags: ['events'] } : null) },
  // A member's profile lists their posts: any post change may show there.
  {
    // A project's page and its views: its own changes (project:{id}), its topics and posts (feed:
    // a topic's reply or pin notifies topic:{tid} and feed, never the project) and its events.
    kind: 'project',
    shared: true,
    match(pathname) {
      if (/^\/projects\/my-projects(\/|$)/.test(pathname)) return null;
      const found = /^\/projects\/(\d{1,10})\/[^/]+(?:\/.*)?$/.exec(pathname);
      const id = found ? Number(found[1]) : 0;
      return id >= 1 && id <= 2147483647 ? { tags: [`project:${id}`, 'feed', 'events'] } : null;
    },
  },
  // The projects list: every listed project's counts and activity (each change notifies
  // project:{id}, which tagsOf extends with `projects`); new, hidden or renamed projects flush all.
  { kind: 'projects', shared: true, match: (pathname) => (pathname === '/projects' || pathname === '/projects/' ? { tags: ['projects'] } : null) },
  // The explore page and its tag landing pages: posts and topics' tags (feed), events and projects.
  { kind: 'explore', shared: true, match: (pathname) => (pathname === '/explore' || pathname === '/explore/' ? { tags: ['feed', 'events', 'projects'] } : null) },
  // The search page for a term, its filters and page (the address's whole query is the key): its
  // posts and topics (feed), events, projects and members (a sign-up notifies `members`,
  // drizzle/0031_…). Each hit counts the search in the log again (./servings.ts). Stored when
  // asked again: a search asked once is sent, not stored.
  { kind: 'search', shared: true, storedWhenAskedAgain: true, match: (pathname) => (pathname === '/search' || pathname === '/search/' ? { tags: ['feed', 'events', 'projects', 'members'] } : null) },
  // A member's profile: their posts (feed) and their followers (profile:{slug}, drizzle/0024_…).
  // Shared, but a member's own profile is rendered for them (ownerSlug).
  { kind: 'profile', shared: true, match: (pathname) => profileTags(pathname) },
];

/** A profile path's tags: `feed` and `profile:{slug}` (the slug as stored: lower case, decoded), and its member. */
function profileTags(pathname: string): { tags: string[]; ownerSlug?: string } | null {
  const found = /^\/user\/([^/]+)\/?$/.exec(pathname);
  if (!found) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(found[1]!).toLowerCase();
  } catch {
    return { tags: ['feed'] };
  }
  return { tags: ['feed', `profile:${slug}`], ownerSlug: slug };
}

/**
 * The page a request path names, page requests and Next's client-side navigation data
 * (`/_next/data/{build}/posts/12/x.json`) alike, in any language (`/es/posts/12/x`: each
 * language's address is its own entry, evicted by the same tags); null for anything else.
 */
export function cacheablePage(pathname: string): (CacheablePage & { data: boolean }) | null {
  let path = pathname;
  let data = false;
  const dataPath = /^\/_next\/data\/[^/]+(\/.*)\.json$/.exec(pathname);
  if (dataPath) {
    path = dataPath[1] === '/index' ? '/' : dataPath[1]!;
    data = true;
  }
  path = splitLocalePath(path).path;
  for (const { match, ...kindOf } of CACHEABLE_PAGES) {
    let found: Omit<CacheablePage, keyof PageRoute> | null = null;
    try {
      found = match(path);
    } catch {
      found = null; // a malformed escape names no page
    }
    if (found) return { ...kindOf, ...found, data };
  }
  return null;
}
