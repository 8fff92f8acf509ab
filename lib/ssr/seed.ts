import type { HighlightsFilters, TagFacet } from '@/lib/discussions/feed';
import type { EventFilters } from '@/lib/events/feed';
import type { ActiveMemberInterval, CommunityGraph, CommunitySummary } from '@/lib/community/types';
import type { ProjectFilters } from '@/lib/projects/filters';
import type { ProjectData } from '@/lib/projects/types';
import type { ConferenceSummary, EventData, PollData } from '@/lib/events/types';
import type { StreamAllow } from '@/lib/events/stream';
import type { PostData, QuestionsPage, TopicData } from '@/lib/discussions/types';
import type { TopicSort } from '@/lib/topicSort';
import type { PageHeadProps } from '@/lib/seo/head';
import type { ProjectView } from '@/lib/projects/page';
import type { GlobalSearchQuery } from '@/lib/search/global';
import type { ShownSearchResponse } from '@/lib/search/shown';
import type { MemberRelation } from '@/lib/users/types';

/**
 * What a page's server-side loader (server/ssr/<page>.ts) hands the browser store: one `PageSeed`
 * per server render, as the page's `seed` prop (plain JSON). Each part belongs to one slice,
 * whose `hydrate<Part>` thunk applies it (store/seed.ts); `useServerSeed(seed)` applies the whole
 * seed once, before the first paint. A capability that renders a list on the server adds its part.
 */

/** The highlights feed's first page, loaded for the viewer (store/discussions). */
export interface FeedSeed {
  filters: HighlightsFilters;
  /** The page of the feed the address asked for (`?page=`), 1 for the first. */
  page: number;
  posts: PostData[];
  found: number;
  tags: TagFacet[];
}

/** Which topic page the address asks for. */
export type TopicAddress = {
  /** 0 when the address names no topic. */
  tid: number;
  sort: TopicSort;
  page: number;
};

/** The topic page's load (store/topic): the topic and its first questions, or the failure (R8.5). */
export type TopicSeed = TopicAddress &
  ({ loaded: true; topic: TopicData; questions: QuestionsPage } | { loaded: false; code: number; message: string });

/** A member's profile: the first page of their posts (store/profile/posts.ts). */
export interface MemberPostsSeed {
  uid: number;
  posts: PostData[];
}

/** The events feed's page the address asks for (store/events). */
export interface EventsFeedSeed {
  filters: EventFilters;
  page: number;
  events: EventData[];
  found: number;
}

/** The projects list's page the address asks for (store/projects). */
interface ProjectsListSeed {
  filters: ProjectFilters;
  page: number;
  projects: ProjectData[];
  found: number;
  tags: Array<{ value: string; count: number }>;
}

/** The event page's event, or the failure with its status (R8.5). */
/**
 * The event page's event, or its failure. `polls` (R3.11) are the event's polls as the page was
 * rendered for (a visitor's, on a shared page: the member's choices come with the personal layer);
 * without them (a failed read) the page asks for them in the browser.
 */
export type EventPageSeed = { loaded: true; event: EventData; polls?: PollData[] } | { loaded: false; id: number; code: number; message: string };

/** A community tab's data (store/community): the interval's summary and the graph of a project, or of the site (null). */
export interface CommunitySeed {
  project_id: number | null;
  interval: ActiveMemberInterval;
  /** Null when it could not be read: the tab then asks for it in the browser. */
  summary: CommunitySummary | null;
  graph: CommunityGraph | null;
}

export interface PageSeed {
  /** One id per server render: the same render is applied once. */
  id: string;
  feed?: FeedSeed;
  topic?: TopicSeed;
  memberPosts?: MemberPostsSeed;
  events?: EventsFeedSeed;
  event?: EventPageSeed;
  /** Events a page lists from its own read (a conference's): they join the entity cache. */
  eventList?: EventData[];
  community?: CommunitySeed;
  /** The `/projects` list's page. */
  projectsList?: ProjectsListSeed;
  project?: ProjectPageSeed;
  /** The `/search` page's answer (store/search). */
  search?: SearchSeed;
  /** A profile's relation between the reader and the member (store/profile/relation.ts). */
  memberRelation?: MemberRelation;
}

/**
 * The `/search` page's search (store/search): the query the address asks for and the answer, or
 * the failure; `response` null and no failure when the address has no term (R5.4: nothing asked).
 * The answer's documents hold what the page shows of them (lib/search/shown.ts).
 */
export interface SearchSeed {
  query: GlobalSearchQuery;
  response: ShownSearchResponse | null;
  failure?: { code: number; message: string };
}

/** Props of both topic routes (`/posts/[...slug]`, `/post/[...slug]`; server/ssr/topic.ts). */
export type TopicPageProps = TopicAddress & {
  /** The topic's head for search engines and link previews (server/seo/topicHead.ts); null when it failed to load. */
  head: PageHeadProps | null;
  /** The server's topic load, applied to the store before the first render. */
  seed: PageSeed | null;
};

/** Props of the event page (`/events/{id}/{words}`, server/ssr/events.ts). */
export type EventPageProps = {
  /** The event id the address names (0: none). */
  id: number;
  seed: PageSeed | null;
  /**
   * A published event's head for search engines and link previews (lib/events/seo.ts
   * `eventPageHead`, its JSON-LD with the `PodcastEpisode` of an audio recording); null otherwise.
   */
  head: PageHeadProps | null;
};

/** Props of a conference page (`/events/conference/{id}`, server/ssr/events.ts). */
export type ConferencePageProps =
  | { state: 'ok'; conference: ConferenceSummary & { created_at: string }; eventIds: number[]; seed: PageSeed | null }
  | { state: 'failed'; code: number; message: string; seed: null };

/** Props of the host form (`/events/host`, `?id=` edits one of the member's events). */
export type EventHostPageProps =
  | { state: 'login' }
  | { state: 'notFound' | 'forbidden'; id: number }
  | { state: 'ok'; editing: EventData | null; streams: StreamAllow };

/** Props of a page whose loader seeds the store. */
export type SeededPageProps = {
  seed: PageSeed | null;
};

/**
 * The list a project page's view shows (store/projects/page.ts): a page of posts (feed, questions,
 * resources), of events, or the FAQ's answered questions.
 */
export type ProjectListSeed =
  | { kind: 'posts'; key: string; page: number; posts: PostData[]; found: number; tags: TagFacet[] }
  | { kind: 'events'; key: string; page: number; events: EventData[]; found: number }
  | { kind: 'faq'; key: string; entries: Array<{ question: PostData; answer: PostData }> }
  | { kind: 'none'; key: string };

/** The project page's project and its view's list, or the failure with its status (R8.5). */
export type ProjectPageSeed =
  | { loaded: true; project: ProjectData; view: ProjectView; list: ProjectListSeed }
  | { loaded: false; id: number; code: number; message: string };

/** Props of the project page (`/projects/{id}/{name}/…`, server/ssr/projects.ts). */
export type ProjectPageProps = {
  id: number;
  /** The view the address names; null: none (404). */
  view: ProjectView | null;
  /** The view's head for search engines and link previews (server/seo/projectHead.ts); null when it failed to load. */
  head: PageHeadProps | null;
  seed: PageSeed | null;
};
