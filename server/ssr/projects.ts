import type { GetServerSidePropsContext } from 'next';
import { readHighlights } from '@/lib/discussions/feed';
import { errorText, translateMessage } from '@/lib/errors/catalogue';
import { eventSearchParams } from '@/lib/events/feed';
import { eventSearchQuery } from '@/lib/events/schemas';
import type { EventData } from '@/lib/events/types';
import { dbId } from '@/lib/params';
import { projectListKey, projectPostsParams, projectViewOf, questionTopicPath, renamedProjectPath, type ProjectView } from '@/lib/projects/page';
import { projectPostsQuery } from '@/lib/projects/schemas';
import type { ProjectData } from '@/lib/projects/types';
import type { PageSeed, ProjectListSeed, ProjectPageProps, ProjectPageSeed, TopicSeed } from '@/lib/ssr/seed';
import { topicSort } from '@/lib/filters';
import { searchEvents } from '../events/reads';
import { AppError } from '../http/errors';
import { getProject, projectFaq, projectFeed, projectQuestions, projectResources } from '../projects/reads';
import type { Viewer } from '../users/viewer';
import type { SsrContext } from './appState';
import { pageSeed } from './request';
import { loadCommunitySeed } from './community';
import { readTopic } from './topic';

/**
 * The project page (R1.11, R1.15): the project for the viewer and the list its view shows, read
 * through the projects and events read modules the API uses, so visitors and crawlers get every
 * tab as HTML (JSON-LD and OpenGraph included) and the browser store starts from the seed. Reads only.
 */

function failureOf(err: unknown): { code: number; message: string; expected: boolean } {
  if (err instanceof AppError && err.status >= 400 && err.status < 600) {
    return { code: err.status, message: translateMessage(err.message), expected: err.status < 500 };
  }
  return { code: 500, message: 'Something went wrong', expected: false };
}

/** The list a view shows, read for the viewer. */
export async function readProjectList(project: ProjectData, view: ProjectView, viewer: Viewer | null, now = Date.now()): Promise<ProjectListSeed> {
  const key = projectListKey(project.id, view);
  if (view.tab === 'feed' || view.tab === 'questions' || view.tab === 'resources') {
    const query = projectPostsQuery.parse(projectPostsParams(view));
    const answer =
      view.tab === 'feed'
        ? await projectFeed(project.id, query, viewer)
        : view.tab === 'questions'
          ? await projectQuestions(project.id, query, viewer)
          : await projectResources(project.id, view.type, query, viewer);
    const { posts, found, tags } = readHighlights(answer);
    return { kind: 'posts', key, page: view.page, posts, found, tags };
  }
  if (view.tab === 'events') {
    const query = eventSearchQuery.parse({ type: 'event', ...eventSearchParams(view.filters, view.page, now), projects: project.slug });
    const set = (await searchEvents(query, viewer)).results[0];
    const events = set.hits.map((hit) => hit.document).filter((event): event is EventData => Boolean(event));
    return { kind: 'events', key, page: view.page, events, found: set.found };
  }
  if (view.tab === 'faq') return { kind: 'faq', key, entries: (await projectFaq(project.id, viewer)).entries };
  return { kind: 'none', key };
}

type Redirect = { redirect: { destination: string; permanent: boolean } };

/**
 * `/projects/{id}/{name}/…`: the project, its view's list (or, for `questions/{tid}/…`, the faq
 * topic in the project's frame). A name that is not the project's goes to the canonical address
 * (308); a question whose first project is another goes to that project's frame (307), a topic that
 * is not a question to its own page. A failure sets the status.
 */
export async function loadProjectPage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<{ props: ProjectPageProps } | Redirect> {
  const rawId = ctx.params?.id;
  const id = dbId.safeParse(Array.isArray(rawId) ? rawId[0] : rawId).data ?? null;
  const parts = ctx.params?.slug;
  const [name = '', ...rest] = Array.isArray(parts) ? parts : parts ? [parts] : [];
  const view = projectViewOf(rest, ctx.query);
  const fail = (code: number, message: string): { props: ProjectPageProps } => {
    ctx.res.statusCode = code;
    const project: ProjectPageSeed = { loaded: false, id: id ?? 0, code, message };
    return { props: { id: id ?? 0, view, seed: pageSeed({ project }) } };
  };
  if (id === null) return fail(404, errorText('no-project'));
  let project: ProjectData;
  try {
    project = await getProject(id, viewer);
  } catch (err) {
    const failure = failureOf(err);
    if (!failure.expected) console.error('[projects] project page load failed', { id }, err);
    return fail(failure.code, failure.message);
  }
  if (view === null) return fail(404, errorText('not-found'));
  const renamed = renamedProjectPath(project, view, name, ctx.resolvedUrl);
  if (renamed) return { redirect: { destination: renamed, permanent: true } };
  let topic: TopicSeed | undefined;
  if (view.tab === 'question') {
    topic = await readTopic({ tid: view.tid, sort: topicSort(ctx.query.sort), page: 1 }, viewer);
    if (topic.loaded) {
      const elsewhere = questionTopicPath(topic.topic, project, view);
      if (elsewhere) return { redirect: { destination: elsewhere, permanent: false } };
    } else {
      ctx.res.statusCode = topic.code;
    }
  }
  let list: ProjectListSeed;
  try {
    list = await readProjectList(project, view, viewer);
  } catch (err) {
    const failure = failureOf(err);
    if (!failure.expected) console.error('[projects] project list load failed', { id, tab: view.tab }, err);
    return fail(failure.code, failure.message);
  }
  if (list.kind !== 'none' && list.kind !== 'faq' && list.page > 1 && (list.kind === 'posts' ? list.posts : list.events).length === 0) {
    ctx.res.statusCode = 404;
  }
  const parts2: Omit<PageSeed, 'id'> = { project: { loaded: true, project, view, list } };
  if (topic) parts2.topic = topic;
  // The community tab (R1.15): the summary of the address's interval and the graph, seeded for its slice.
  if (view.tab === 'community') parts2.community = await loadCommunitySeed(project.id, ctx.query);
  return { props: { id, view, seed: pageSeed(parts2) } };
}
