import type { GetServerSidePropsContext } from 'next';
import { localeOr } from '@/lib/i18n/locales';
import { eventSearchQuery } from '@/lib/events/schemas';
import {
  failedProjectPage,
  loadedProjectPage,
  projectEventsList,
  projectEventsParams,
  projectListKey,
  projectListPastEnd,
  projectPageAddress,
  projectPostsList,
  projectPostsParams,
  questionTopicPath,
  renamedProjectPath,
  type ProjectView,
} from '@/lib/projects/page';
import { projectPostsQuery } from '@/lib/projects/schemas';
import type { ProjectData } from '@/lib/projects/types';
import type { ProjectListSeed, ProjectPageProps, TopicSeed } from '@/lib/ssr/seed';
import { topicSort } from '@/lib/topicSort';
import { searchEvents } from '../events/reads';
import { getProject, projectFaq, projectFeed, projectQuestions, projectResources } from '../projects/reads';
import type { Viewer } from '../users/viewer';
import type { SsrContext } from './appState';
import { projectPageHead } from '../seo/projectHead';
import { errorTextsIn } from '../i18n/errors';
import { readFailure, siteOrigin } from './request';
import { loadCommunitySeed } from './community';
import { readTopic } from './topic';

/**
 * The project page (R1.11, R1.15): the project for the viewer and the list its view shows, read
 * through the projects and events read modules the API uses, so visitors and crawlers get every
 * tab as HTML (JSON-LD and OpenGraph included) and the browser store starts from the seed. Reads only.
 */

/** The list a view shows, read for the viewer. */
async function readProjectList(project: ProjectData, view: ProjectView, viewer: Viewer | null, now = Date.now()): Promise<ProjectListSeed> {
  if (view.tab === 'feed' || view.tab === 'questions' || view.tab === 'resources') {
    const query = projectPostsQuery.parse(projectPostsParams(view));
    const answer =
      view.tab === 'feed'
        ? await projectFeed(project.id, query, viewer)
        : view.tab === 'questions'
          ? await projectQuestions(project.id, query, viewer)
          : await projectResources(project.id, view.type, query, viewer);
    return projectPostsList(project, view, answer);
  }
  if (view.tab === 'events') {
    const query = eventSearchQuery.parse(projectEventsParams(project, view, now));
    return projectEventsList(project, view, (await searchEvents(query, viewer)).results[0]);
  }
  const key = projectListKey(project.id, view);
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
  const { id, name, view } = projectPageAddress(ctx.params, ctx.query);
  const locale = localeOr(ctx.locale);
  const { errorText } = errorTextsIn(locale);
  const fail = (code: number, message: string) => {
    ctx.res.statusCode = code;
    return failedProjectPage(id, view, code, message);
  };
  if (id === null) return fail(404, errorText('no-project'));
  let project: ProjectData;
  try {
    project = await getProject(id, viewer);
  } catch (err) {
    const failure = readFailure(err, locale);
    if (!failure.expected) console.error('[projects] project page load failed', { id }, err);
    return fail(failure.code, failure.message);
  }
  if (view === null) return fail(404, errorText('not-found'));
  const renamed = renamedProjectPath(project, view, name, ctx.resolvedUrl);
  if (renamed) return { redirect: { destination: renamed, permanent: true } };
  let topic: TopicSeed | undefined;
  if (view.tab === 'question') {
    topic = await readTopic({ tid: view.tid, sort: topicSort(ctx.query.sort), page: 1 }, viewer, locale);
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
    const failure = readFailure(err, locale);
    if (!failure.expected) console.error('[projects] project list load failed', { id, tab: view.tab }, err);
    return fail(failure.code, failure.message);
  }
  if (projectListPastEnd(list)) ctx.res.statusCode = 404;
  // The community tab (R1.15): the summary of the address's interval and the graph, seeded for its slice.
  const community = view.tab === 'community' ? await loadCommunitySeed(project.id, ctx.query) : undefined;
  const head = projectPageHead(project, view, siteOrigin(), { topic, list }, locale);
  return loadedProjectPage({ loaded: true, project, view, list }, { topic, community }, head);
}
