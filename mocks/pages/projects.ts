import { intervalFromQuery } from '@/lib/community/display';
import { GRAPH_DAYS, type CommunityGraph, type CommunitySummary } from '@/lib/community/types';
import type { PostData, SearchResponse } from '@/lib/discussions/types';
import { errorText } from '@/lib/errors/catalogue';
import type { EventData } from '@/lib/events/types';
import { topicSort } from '@/lib/filters';
import { pageNumber } from '@/lib/pageNumber';
import { projectFilterParams, projectFiltersFromQuery } from '@/lib/projects/filters';
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
  projectsListPage,
  questionTopicPath,
  renamedProjectPath,
  type ProjectView,
} from '@/lib/projects/page';
import type { ProjectData, ProjectFaqAnswer, ProjectListAnswer } from '@/lib/projects/types';
import type { CommunitySeed, ProjectListSeed, TopicSeed } from '@/lib/ssr/seed';
import type { MockApi } from '../node';
import type { MockPageLoader } from '../ssr';
import { topicSeed } from './discussions';
import { query } from './seed';

/** The projects pages in `npm run dev:mock`: the list and the project page (server/ssr/projectsList.ts, projects.ts). */

const loadProjectsListPage: MockPageLoader = async (ctx, api) => {
  const filters = projectFiltersFromQuery(ctx.query);
  const page = pageNumber(ctx.query.page);
  const answer = await api.get<ProjectListAnswer>(`/api/projects/v1/projects?${query({ ...projectFilterParams(filters), page })}`);
  if (!answer.data) return { props: { seed: null } };
  const { seed, pastEnd } = projectsListPage(filters, page, answer.data);
  if (pastEnd) ctx.res.statusCode = 404;
  return { props: { seed } };
};

/** The list a view shows, as server/ssr/projects.ts `readProjectList` reads it. */
async function projectList(api: MockApi, project: ProjectData, view: ProjectView): Promise<ProjectListSeed | number> {
  const base = `/api/projects/v1/project/${project.id}`;
  if (view.tab === 'feed' || view.tab === 'questions' || view.tab === 'resources') {
    const path = view.tab === 'resources' ? `resources/${view.type}` : view.tab;
    const answer = await api.get<SearchResponse<PostData>>(`${base}/${path}?${query(projectPostsParams(view))}`);
    return answer.data ? projectPostsList(project, view, answer.data) : answer.status;
  }
  if (view.tab === 'events') {
    const answer = await api.get<SearchResponse<EventData>>(`/api/events/v1/search?${query(projectEventsParams(project, view, Date.now()))}`);
    return projectEventsList(project, view, answer.data?.results[0]);
  }
  const key = projectListKey(project.id, view);
  if (view.tab === 'faq') {
    const answer = await api.get<ProjectFaqAnswer>(`${base}/faq`);
    if (!answer.data) return answer.status;
    return { kind: 'faq', key, entries: answer.data.entries };
  }
  return { kind: 'none', key };
}

async function communitySeed(api: MockApi, projectId: number, asked: unknown): Promise<CommunitySeed> {
  const interval = intervalFromQuery(asked);
  const [summary, graph] = await Promise.all([
    api.get<CommunitySummary>(`/api/data/v1/community_summary?${query({ project_id: projectId, active_member_interval: interval })}`),
    api.get<CommunityGraph>(`/api/data/v1/graph?${query({ project_id: projectId, days: GRAPH_DAYS.fallback })}`),
  ]);
  return { project_id: projectId, interval, summary: summary.data, graph: graph.data };
}

const loadProjectPage: MockPageLoader = async (ctx, api) => {
  const { id, name, view } = projectPageAddress(ctx.params, ctx.query);
  const fail = (code: number, message: string) => {
    ctx.res.statusCode = code;
    return failedProjectPage(id, view, code, message);
  };
  if (id === null) return fail(404, errorText('no-project'));
  const answer = await api.get<ProjectData>(`/api/projects/v1/project/${id}`);
  if (!answer.data) return fail(answer.status, errorText(answer.status === 404 ? 'no-project' : 'internal-error'));
  const project = answer.data;
  if (view === null) return fail(404, errorText('not-found'));
  const renamed = renamedProjectPath(project, view, name, ctx.resolvedUrl);
  if (renamed) return { redirect: { destination: renamed, permanent: true } };
  let topic: TopicSeed | undefined;
  if (view.tab === 'question') {
    topic = await topicSeed(api, { tid: view.tid, sort: topicSort(ctx.query.sort), page: 1 });
    if (topic.loaded) {
      const elsewhere = questionTopicPath(topic.topic, project, view);
      if (elsewhere) return { redirect: { destination: elsewhere, permanent: false } };
    } else {
      ctx.res.statusCode = topic.code;
    }
  }
  const list = await projectList(api, project, view);
  if (typeof list === 'number') return fail(list, errorText(list === 404 ? 'not-found' : 'internal-error'));
  if (projectListPastEnd(list)) ctx.res.statusCode = 404;
  const community = view.tab === 'community' ? await communitySeed(api, project.id, ctx.query.interval) : undefined;
  return loadedProjectPage({ loaded: true, project, view, list }, { topic, community });
};

export const projectsPages: Record<string, MockPageLoader> = { loadProjectsListPage, loadProjectPage };
