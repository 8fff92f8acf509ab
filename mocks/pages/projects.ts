import { intervalFromQuery } from '@/lib/community/display';
import { GRAPH_DAYS, type CommunityGraph, type CommunitySummary } from '@/lib/community/types';
import { readHighlights } from '@/lib/discussions/feed';
import type { PostData, QuestionsPage, SearchResponse, TopicData } from '@/lib/discussions/types';
import { errorText } from '@/lib/errors/catalogue';
import { eventSearchParams } from '@/lib/events/feed';
import type { EventData } from '@/lib/events/types';
import { topicSort } from '@/lib/filters';
import { pageNumber } from '@/lib/pageNumber';
import { dbId } from '@/lib/params';
import { projectFilterParams, projectFiltersFromQuery } from '@/lib/projects/filters';
import { projectListKey, projectPostsParams, projectViewOf, questionTopicPath, renamedProjectPath, type ProjectView } from '@/lib/projects/page';
import type { ProjectData, ProjectFaqAnswer, ProjectListAnswer } from '@/lib/projects/types';
import type { CommunitySeed, PageSeed, ProjectListSeed, ProjectPageSeed, TopicSeed } from '@/lib/ssr/seed';
import type { MockApi } from '../node';
import type { MockPageLoader } from '../ssr';
import { query, seed } from './seed';

/** The projects pages in `npm run dev:mock`: the list and the project page (server/ssr/projectsList.ts, projects.ts). */

const loadProjectsListPage: MockPageLoader = async (ctx, api) => {
  const filters = projectFiltersFromQuery(ctx.query);
  const page = pageNumber(ctx.query.page);
  const answer = await api.get<ProjectListAnswer>(`/api/projects/v1/projects?${query({ ...projectFilterParams(filters), page })}`);
  if (!answer.data) return { props: { seed: null } };
  if (page > 1 && answer.data.projects.length === 0) ctx.res.statusCode = 404;
  const { projects, found, tags } = answer.data;
  return { props: { seed: seed({ projectsList: { filters, page, projects, found, tags } }) } };
};

/** The list a view shows, as server/ssr/projects.ts `readProjectList` reads it. */
async function projectList(api: MockApi, project: ProjectData, view: ProjectView): Promise<ProjectListSeed | number> {
  const key = projectListKey(project.id, view);
  const base = `/api/projects/v1/project/${project.id}`;
  if (view.tab === 'feed' || view.tab === 'questions' || view.tab === 'resources') {
    const path = view.tab === 'resources' ? `resources/${view.type}` : view.tab;
    const answer = await api.get<SearchResponse<PostData>>(`${base}/${path}?${query(projectPostsParams(view))}`);
    if (!answer.data) return answer.status;
    const { posts, found, tags } = readHighlights(answer.data);
    return { kind: 'posts', key, page: view.page, posts, found, tags };
  }
  if (view.tab === 'events') {
    const answer = await api.get<SearchResponse<EventData>>(
      `/api/events/v1/search?${query({ type: 'event', ...eventSearchParams(view.filters, view.page, Date.now()), projects: project.slug })}`,
    );
    const set = answer.data?.results[0];
    const events = (set?.hits ?? []).map((hit) => hit.document).filter((event): event is EventData => Boolean(event));
    return { kind: 'events', key, page: view.page, events, found: set?.found ?? 0 };
  }
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

async function topicSeed(api: MockApi, tid: number, sort: ReturnType<typeof topicSort>): Promise<TopicSeed> {
  const address = { tid, sort, page: 1 };
  const topic = await api.get<TopicData>(`/api/topic/${tid}`);
  if (!topic.data) return { ...address, loaded: false, code: topic.status, message: errorText(topic.status === 404 ? 'no-topic' : 'internal-error') };
  const questions = await api.get<QuestionsPage>(`/api/questions/${tid}/${sort}?page_size=10&page=1`);
  if (!questions.data) return { ...address, loaded: false, code: questions.status, message: errorText('internal-error') };
  return { ...address, loaded: true, topic: topic.data, questions: questions.data };
}

const loadProjectPage: MockPageLoader = async (ctx, api) => {
  const rawId = ctx.params?.id;
  const id = dbId.safeParse(Array.isArray(rawId) ? rawId[0] : rawId).data ?? null;
  const parts = ctx.params?.slug;
  const [name = '', ...rest] = Array.isArray(parts) ? parts : parts ? [parts] : [];
  const view = projectViewOf(rest, ctx.query);
  const fail = (code: number, message: string) => {
    ctx.res.statusCode = code;
    const project: ProjectPageSeed = { loaded: false, id: id ?? 0, code, message };
    return { props: { id: id ?? 0, view, seed: seed({ project }) } };
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
    topic = await topicSeed(api, view.tid, topicSort(ctx.query.sort));
    if (topic.loaded) {
      const elsewhere = questionTopicPath(topic.topic, project, view);
      if (elsewhere) return { redirect: { destination: elsewhere, permanent: false } };
    } else {
      ctx.res.statusCode = topic.code;
    }
  }
  const list = await projectList(api, project, view);
  if (typeof list === 'number') return fail(list, errorText(list === 404 ? 'not-found' : 'internal-error'));
  if (list.kind !== 'none' && list.kind !== 'faq' && list.page > 1 && (list.kind === 'posts' ? list.posts : list.events).length === 0) {
    ctx.res.statusCode = 404;
  }
  const parts2: Omit<PageSeed, 'id'> = { project: { loaded: true, project, view, list } };
  if (topic) parts2.topic = topic;
  if (view.tab === 'community') parts2.community = await communitySeed(api, project.id, ctx.query.interval);
  return { props: { id, view, seed: seed(parts2) } };
};

export const projectsPages: Record<string, MockPageLoader> = { loadProjectsListPage, loadProjectPage };
