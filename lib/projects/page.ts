import { eventFiltersFromQuery, eventFiltersToQuery, type EventFilters } from '@/lib/events/feed';
import { normalizeTag } from '@/lib/discussions/rules';
import { pageNumber } from '@/lib/pageNumber';
import type { RouterQuery } from '@/lib/filters';
import type { ProjectFilters } from './filters';
import { projectPath } from './paths';
import type { ProjectListAnswer } from './types';
import { readHighlights } from '@/lib/discussions/feed';
import type { PostData, SearchResponse, SearchResultSet } from '@/lib/discussions/types';
import { eventsFeedParams, eventsOfSearch } from '@/lib/events/page';
import type { EventData } from '@/lib/events/types';
import type { PageHeadProps } from '@/lib/seo/head';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { addressQuery, feedPage, idParam, pageSeed, segmentsOf, type FeedPage } from '@/lib/ssr/page';
import type { CommunitySeed, PageSeed, ProjectListSeed, ProjectPageProps, ProjectPageSeed, TopicSeed } from '@/lib/ssr/seed';

/**
 * The project page's addresses (R1.11, R1.15): which view of a project an address names, and the
 * address of a view. Read the same way by the page's loader (server/ssr/projects.ts) and the
 * browser, so both ask the server the same question.
 *
 * `/projects/{id}/{name}` is the feed; `/questions`, `/events`, `/community` and `/faq` after it are
 * the other tabs; `/resources/{blog|podcast|ama}` lists one type; `/questions/{tid}/{words}` is a
 * faq topic in the project's frame.
 */

export { projectPath };

export const PROJECT_FEED_TYPES = ['ama', 'podcast', 'blog'] as const;
export type ProjectFeedType = (typeof PROJECT_FEED_TYPES)[number];

export const PROJECT_TABS = ['feed', 'questions', 'events', 'community', 'faq'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

/** Each tab's name (the `projects` messages). */
export const PROJECT_TAB_LABELS: Record<ProjectTab, MessageKey<'projects'>> = {
  feed: 'tab.feed',
  questions: 'tab.questions',
  events: 'tab.events',
  community: 'tab.community',
  faq: 'tab.faq',
};

/** Each type's name as a list of resources ("Blog posts"). */
export const PROJECT_RESOURCE_LABELS: Record<ProjectFeedType, MessageKey<'projects'>> = { ama: 'resources.ama', podcast: 'resources.podcast', blog: 'resources.blog' };

export type ProjectView =
  | { tab: 'feed'; postType: ProjectFeedType | null; page: number }
  | { tab: 'questions'; tag: string | null; page: number }
  | { tab: 'events'; filters: EventFilters; page: number }
  | { tab: 'community' }
  | { tab: 'faq' }
  | { tab: 'resources'; type: ProjectFeedType; page: number }
  | { tab: 'question'; tid: number; rest: string };

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

const feedType = (value: unknown): ProjectFeedType | null =>
  (PROJECT_FEED_TYPES as readonly string[]).includes(String(value)) ? (value as ProjectFeedType) : null;

/**
 * The view the path segments after the project's name name (`[]`, `['questions']`,
 * `['resources', 'blog']`, `['questions', '12', 'words']`…) with the query's filters; null when
 * they name none (404).
 */
export function projectViewOf(rest: readonly string[], query: RouterQuery): ProjectView | null {
  const page = pageNumber(query.page);
  const [first, second, ...more] = rest;
  if (first === undefined) return { tab: 'feed', postType: feedType(single(query.postType)), page };
  if (first === 'questions' && second === undefined) {
    const tag = normalizeTag(single(query.tags) ?? '');
    return { tab: 'questions', tag: tag === '' ? null : tag, page };
  }
  if (first === 'questions') {
    const match = /^(\d{1,10})$/.exec(second ?? '');
    const tid = match ? Number(match[1]) : 0;
    return tid >= 1 && tid <= 2_147_483_647 ? { tab: 'question', tid, rest: more.join('/') } : null;
  }
  if (second !== undefined && first !== 'resources') return null;
  if (first === 'events') return { tab: 'events', filters: eventFiltersFromQuery(query), page };
  if (first === 'community') return { tab: 'community' };
  if (first === 'faq') return { tab: 'faq' };
  if (first === 'resources' && more.length === 0) {
    const type = feedType(second);
    return type ? { tab: 'resources', type, page } : null;
  }
  return null;
}

/** The tab a view belongs to (resources belong to the feed, a question to the questions). */
export function tabOfView(view: ProjectView): ProjectTab {
  if (view.tab === 'resources') return 'feed';
  if (view.tab === 'question') return 'questions';
  return view.tab;
}

/** The address of a tab (its default filters). */
export function projectTabPath(project: { id: number; slug: string }, tab: ProjectTab): string {
  return tab === 'feed' ? projectPath(project) : `${projectPath(project)}/${tab}`;
}

/** The address of a view, filters and page (from 2) included: one address per view. */
export function projectViewPath(project: { id: number; slug: string }, view: ProjectView): string {
  const base = projectPath(project);
  const params = new URLSearchParams();
  let path = base;
  switch (view.tab) {
    case 'feed':
      if (view.postType) params.set('postType', view.postType);
      break;
    case 'questions':
      path = `${base}/questions`;
      if (view.tag) params.set('tags', view.tag);
      break;
    case 'events':
      path = `${base}/events`;
      for (const [key, value] of Object.entries(eventFiltersToQuery(view.filters))) params.set(key, value);
      break;
    case 'resources':
      path = `${base}/resources/${view.type}`;
      break;
    case 'question':
      return `${base}/questions/${view.tid}${view.rest ? `/${view.rest.split('/').map(encodeURIComponent).join('/')}` : ''}`;
    default:
      return `${base}/${view.tab}`;
  }
  if ('page' in view && view.page > 1) params.set('page', String(view.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A question's address in its project's frame (R1.11): `/projects/{id}/{name}/questions/{tid}/{words}`
 * under the topic's first project, whose frame shows it (under any other the frame redirects
 * there); null for a topic without a project.
 */
export function projectQuestionPath(post: { tid: number; slug: string; project_details: ReadonlyArray<{ id: number; slug: string }> }): string | null {
  const first = post.project_details[0];
  if (!first) return null;
  const words = post.slug.startsWith(`${post.tid}/`) ? post.slug.slice(String(post.tid).length + 1) : '';
  return projectViewPath(first, { tab: 'question', tid: post.tid, rest: words });
}

/** The same view on another page of its list. */
export function withPage(view: ProjectView, page: number): ProjectView {
  return 'page' in view ? { ...view, page } : view;
}

/** One string per list a view shows (its filters, not its page): the store reloads when it changes. */
export function projectListKey(id: number, view: ProjectView): string {
  switch (view.tab) {
    case 'feed':
      return `${id}:feed:${view.postType ?? ''}`;
    case 'questions':
      return `${id}:questions:${view.tag ?? ''}`;
    case 'resources':
      return `${id}:resources:${view.type}`;
    case 'events':
      return `${id}:events:${JSON.stringify(eventFiltersToQuery(view.filters))}`;
    default:
      return `${id}:${view.tab}`;
  }
}

/** The request values of a posts view (feed, questions, resources): empty ones left out (R5.6). */
export function projectPostsParams(view: ProjectView): { postType?: string; tags?: string; page: number } {
  if (view.tab === 'feed') return view.postType ? { postType: view.postType, page: view.page } : { page: view.page };
  if (view.tab === 'questions') return view.tag ? { tags: view.tag, page: view.page } : { page: view.page };
  if (view.tab === 'resources') return { page: view.page };
  return { page: 1 };
}

/**
 * The project page's own address when the address names the project by another name (a rename, a
 * typo): the same view under the current name, its first page, with the address's query kept.
 * Null when the name is right. Both the page's loader and the mocked one redirect with it.
 */
export function renamedProjectPath(project: { id: number; slug: string }, view: ProjectView, name: string, resolvedUrl: string): string | null {
  if (name === project.slug) return null;
  const query = addressQuery(resolvedUrl);
  const path = projectViewPath(project, view.tab === 'question' ? view : { ...view, ...('page' in view ? { page: 1 } : {}) });
  return `${path.split('?')[0]}${query}`;
}

/**
 * A project question's address for its topic: a topic that is not a question of a project goes to
 * its own page; one of another project, or under other words, to its right address. Null when the
 * address is right.
 */
export function questionTopicPath(
  topic: { slug: string; postType: string; project_details: ReadonlyArray<{ id: number; slug: string }> },
  project: { id: number; slug: string },
  view: { tid: number; rest: string },
): string | null {
  const first = topic.project_details[0];
  if (topic.postType !== 'faq' || !first) return `/posts/${topic.slug.split('/').map(encodeURIComponent).join('/')}`;
  const words = topic.slug.split('/').slice(1).join('/');
  if (first.id === project.id && view.rest === words) return null;
  const frame = first.id === project.id ? project : { id: first.id, slug: first.slug };
  return projectViewPath(frame, { tab: 'question', tid: view.tid, rest: words });
}

/**
 * What a project page's address names (`/projects/{id}/{name}/…`): the project id (null: none),
 * the name the address gives it, and the view of the segments after the name (null: none, 404).
 */
export function projectPageAddress(
  params: Readonly<Partial<Record<string, string | string[]>>> | undefined,
  query: RouterQuery,
): { id: number | null; name: string; view: ProjectView | null } {
  const [name = '', ...rest] = segmentsOf(params?.slug);
  return { id: idParam(params?.id), name, view: projectViewOf(rest, query) };
}

/** The event search's values for a project's events tab (R1.11): the feed's, limited to the project. */
export function projectEventsParams(project: { slug: string }, view: Extract<ProjectView, { tab: 'events' }>, now: number) {
  return { ...eventsFeedParams(view.filters, view.page, now), projects: project.slug };
}

/** A posts view's list (feed, questions, resources) from the project's posts answer. */
export function projectPostsList(project: { id: number }, view: ProjectView & { page: number }, answer: SearchResponse<PostData>): ProjectListSeed {
  const { posts, found, tags } = readHighlights(answer);
  return { kind: 'posts', key: projectListKey(project.id, view), page: view.page, posts, found, tags };
}

/** The events tab's list from the event search's set. */
export function projectEventsList(
  project: { id: number },
  view: Extract<ProjectView, { tab: 'events' }>,
  set: Pick<SearchResultSet<EventData>, 'hits' | 'found'> | undefined,
): ProjectListSeed {
  return { kind: 'events', key: projectListKey(project.id, view), page: view.page, ...eventsOfSearch(set) };
}

/** True when a paged list's page is past its end (the page then answers 404). */
export function projectListPastEnd(list: ProjectListSeed): boolean {
  if (list.kind !== 'posts' && list.kind !== 'events') return false;
  return list.page > 1 && (list.kind === 'posts' ? list.posts : list.events).length === 0;
}

/** The project page's props when it failed (the loader sets the status `code`). */
export function failedProjectPage(id: number | null, view: ProjectView | null, code: number, message: string): { props: ProjectPageProps } {
  const project: ProjectPageSeed = { loaded: false, id: id ?? 0, code, message };
  return { props: { id: id ?? 0, view, head: null, seed: pageSeed({ project }) } };
}

/** The project page's props: the project, its view's list, the question's topic and the community tab's data when there are. */
export function loadedProjectPage(
  project: ProjectPageSeed & { loaded: true },
  parts: { topic?: TopicSeed; community?: CommunitySeed },
  head: PageHeadProps | null,
): { props: ProjectPageProps } {
  const seed: Omit<PageSeed, 'id'> = { project };
  if (parts.topic) seed.topic = parts.topic;
  if (parts.community) seed.community = parts.community;
  return { props: { id: project.project.id, view: project.view, head, seed: pageSeed(seed) } };
}

/** The `/projects` list's page (R1.10) from the list answer. */
export function projectsListPage(filters: ProjectFilters, page: number, answer: Pick<ProjectListAnswer, 'projects' | 'found' | 'tags'>): FeedPage {
  const { projects, found, tags } = answer;
  return feedPage(page, projects, { projectsList: { filters, page, projects, found, tags } });
}
