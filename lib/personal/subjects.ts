import type { PageSubjects } from './types';

/**
 * Which items of a page the personal layer is asked about (./types.ts), found in the page's data
 * by the member fields themselves: a post carries `upvoted` and `bookmarked`, a topic `isFollowing`
 * and `privileges`, an event `current_user_role`, a project `is_following` and `is_maintainer`, a
 * profile's member `uid` with `viewerFollows` and `blocked`, an event's poll `my_vote` with its
 * `options`. Whatever list or page shows them, the layer
 * covers exactly the items whose member state the HTML shows as a visitor's.
 */

/** At most this many of each kind are asked about (a page shows far fewer). */
export const SUBJECT_LIMITS: Readonly<Record<keyof PageSubjects, number>> = { posts: 300, topics: 10, events: 100, projects: 100, members: 10, polls: 50 };

const KINDS = ['posts', 'topics', 'events', 'projects', 'members', 'polls'] as const;

/** How deep the page data is searched (seeds nest lists in pages in slices, a few levels). */
const MAX_DEPTH = 12;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function collect(value: unknown, found: { [K in keyof PageSubjects]: Set<number> }, depth: number): void {
  if (depth > MAX_DEPTH || !isRecord(value)) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, found, depth + 1);
    return;
  }
  if (isId(value.pid) && typeof value.upvoted === 'boolean' && typeof value.bookmarked === 'boolean') found.posts.add(value.pid);
  if (isId(value.tid) && typeof value.isFollowing === 'boolean' && isRecord(value.privileges)) found.topics.add(value.tid);
  if (isId(value.id) && typeof value.current_user_role === 'string') found.events.add(value.id);
  if (isId(value.id) && typeof value.is_following === 'boolean' && typeof value.is_maintainer === 'boolean') found.projects.add(value.id);
  if (isId(value.uid) && typeof value.viewerFollows === 'boolean' && typeof value.blocked === 'boolean') found.members.add(value.uid);
  if (isId(value.id) && isId(value.event_id) && 'my_vote' in value && Array.isArray(value.options)) found.polls.add(value.id);
  for (const child of Object.values(value)) collect(child, found, depth + 1);
}

/**
 * What every page's props carry besides its data (server/ssr/appState.ts): not searched. The
 * messages alone are a few hundred compiled entries, more than the rest of most pages' data.
 */
const APP_WIDE_PROPS: ReadonlySet<string> = new Set(['messages', 'appConfig', 'origin', 'renderedAt']);

/** The subjects of a page's props (its data in any shape), each kind sorted and within its limit. */
export function subjectsOf(pageProps: unknown): PageSubjects {
  const found = { posts: new Set<number>(), topics: new Set<number>(), events: new Set<number>(), projects: new Set<number>(), members: new Set<number>(), polls: new Set<number>() };
  if (isRecord(pageProps) && !Array.isArray(pageProps)) {
    for (const [key, value] of Object.entries(pageProps)) if (!APP_WIDE_PROPS.has(key)) collect(value, found, 1);
  } else collect(pageProps, found, 0);
  const list = (kind: keyof PageSubjects) => [...found[kind]].sort((a, b) => a - b).slice(0, SUBJECT_LIMITS[kind]);
  return { posts: list('posts'), topics: list('topics'), events: list('events'), projects: list('projects'), members: list('members'), polls: list('polls') };
}

/** The query string of `GET /api/personal` for the subjects (`posts=1,2&topics=3`; empty kinds left out). */
export function subjectsQuery(subjects: PageSubjects): string {
  const params = new URLSearchParams();
  for (const kind of KINDS) if (subjects[kind].length > 0) params.set(kind, subjects[kind].join(','));
  return params.toString();
}
