import { commaItems } from '@/lib/filters';
import { emptySearchResponse, searchResponse } from '../search/response';
import type { PostData, SearchResponse } from '@/lib/discussions/types';
import { clampPage } from '@/lib/pageNumber';
import { normalizeProjectTags, projectPath, projectSort } from '@/lib/projects/rules';
import type { ProjectListQuery, ProjectPostsQuery, ProjectSearchQuery } from '@/lib/projects/schemas';
import {
  PROJECT_FAQ_SIZE,
  PROJECT_LIMITS,
  PROJECT_PAGE_SIZE,
  type ProjectData,
  type ProjectFaqAnswer,
  type ProjectListAnswer,
  type ProjectSearchResponse,
  type ProjectSort,
} from '@/lib/projects/types';
import { searchHighlights } from '../discussions/highlights';
import { presentPosts } from '../discussions/present';
import { postsByPids } from '../discussions/queries';
import { fail } from '../http/errors';
import { runSearch, type SearchRequest } from '../search/engine';
import type { Viewer } from '../users/viewer';
import { maySeeProject } from './permissions';
import { presentProject, presentProjects } from './present';
import * as q from './queries';
import { visibleProject } from './service';

/**
 * The read side of projects (R1.10, R1.11, R5.2, R5.4, R7.4): one project, the list, My projects,
 * project search, and a project's feed and questions. The list, My projects and the search are
 * one source of the search engine (`projectSearchSource`); the feed and questions are the
 * highlights feed filtered to the project.
 */

/** How many tags the list's facet gives. */
const TAG_FACET_LIMIT = 20;
/** R5.2: the post types of a project's feed. */
const FEED_TYPES = ['ama', 'podcast', 'blog'] as const;

const termOf = (value: string | undefined): string | null => {
  const term = (value ?? '').trim().slice(0, PROJECT_LIMITS.termMax);
  return term === '' ? null : term;
};

/** `GET /api/projects/v1/project/{id}`: a project the viewer may see (hidden ones: moderators only). */
export async function getProject(id: number, viewer: Viewer | null): Promise<ProjectData> {
  return presentProject(await visibleProject(id, viewer), viewer);
}

/** `GET /api/projects/v1/slug/{slug}`: the same, by address. */
export async function getProjectBySlug(slug: string, viewer: Viewer | null): Promise<ProjectData> {
  const row = await q.findProjectBySlug(slug.trim().toLowerCase());
  if (!row || !maySeeProject(row, viewer)) throw fail('no-project');
  return presentProject(row, viewer);
}

/** The search request of a projects list: hidden projects only for moderators. */
function listRequest(
  viewer: Viewer | null,
  values: { term: string | null; tags: string[]; sort: ProjectSort; member: number | null; page: number; size: number },
): SearchRequest {
  return {
    term: values.term,
    filters: {
      tags: values.tags,
      shown: viewer?.isModerator ? [] : [1],
      member: values.member === null ? [] : [values.member],
    },
    sort: values.sort,
    pinnedFirst: false,
    limit: values.size,
    offset: (values.page - 1) * values.size,
  };
}

async function listAnswer(request: SearchRequest, page: number, viewer: Viewer | null): Promise<ProjectListAnswer> {
  const answer = await runSearch(q.projectSearchSource, request, TAG_FACET_LIMIT);
  return {
    projects: await presentProjects(await q.projectsByIds(answer.ids), viewer),
    found: answer.found,
    page,
    per_page: request.limit,
    tags: answer.facets,
  };
}

/**
 * `GET /api/projects/v1/projects` (R1.10): projects matching the term and any of the tags, sorted
 * active (default; by relevance with a term), newest or followers, 10 per page, with tag counts.
 */
export async function listProjects(query: ProjectListQuery, viewer: Viewer | null): Promise<ProjectListAnswer> {
  const page = clampPage(query.page);
  const size = PROJECT_PAGE_SIZE.list;
  const request = listRequest(viewer, {
    term: termOf(query.term),
    tags: normalizeProjectTags(commaItems(query.tags)),
    sort: projectSort(query.sort),
    member: null,
    page,
    size,
  });
  return listAnswer(request, page, viewer);
}

/** `GET /api/projects/v1/my-projects` (R1.10): the projects the member maintains or follows, most active first. */
export async function myProjects(viewer: Viewer, pageValue: number): Promise<ProjectListAnswer> {
  const page = clampPage(pageValue);
  const size = PROJECT_PAGE_SIZE.mine;
  const request = listRequest(viewer, { term: null, tags: [], sort: 'active', member: viewer.uid, page, size });
  return listAnswer(request, page, viewer);
}

/**
 * `GET /api/events/v1/search?type=project` (R7.4, R9.2): projects matching the term by relevance,
 * `perPage` at most 10, in the spec's `results[0]` shape with `<mark>` highlights of name and
 * description. An empty term answers an empty result (R5.4).
 */
export async function searchProjects(query: ProjectSearchQuery, viewer: Viewer | null): Promise<ProjectSearchResponse> {
  const page = clampPage(query.page);
  const size = query.perPage;
  const term = termOf(query.term);
  if (term === null) return emptySearchResponse(page, size);
  const request = listRequest(viewer, { term, tags: [], sort: 'active', member: null, page, size });
  const answer = await runSearch(q.projectSearchSource, request, TAG_FACET_LIMIT);
  const [documents, headlines] = await Promise.all([
    q.projectsByIds(answer.ids).then((rows) => presentProjects(rows, viewer)),
    q.projectHeadlines(answer.ids, term),
  ]);
  const byId = new Map(headlines.map((h) => [h.id, h]));
  return searchResponse({
    documents,
    headlines: (d) => {
      const h = byId.get(d.id);
      return h && { name: h.name, description: h.description };
    },
    found: answer.found,
    page,
    outOf: answer.outOf,
    perPage: size,
    term,
    tags: answer.facets,
  });
}

/**
 * `GET /api/projects/v1/project/{id}/feed` (R5.2, R1.15): the project's main posts of types ama,
 * podcast and blog (a `postType` among those narrows it; any other is ignored), 10 per page, in
 * the highlights feed's shape.
 */
export async function projectFeed(id: number, query: ProjectPostsQuery, viewer: Viewer | null): Promise<SearchResponse<PostData>> {
  const project = await visibleProject(id, viewer);
  const asked = commaItems(query.postType).filter((t): t is (typeof FEED_TYPES)[number] => (FEED_TYPES as readonly string[]).includes(t));
  return searchHighlights(
    {
      projects: project.slug,
      postType: (asked.length > 0 ? asked : FEED_TYPES).join(','),
      tags: query.tags,
      term: query.term,
      sortBy: query.sortBy,
      page: query.page,
    },
    viewer,
  );
}

/**
 * `GET /api/projects/v1/project/{id}/resources/{tab}` (R1.11): the project's feed items of one
 * type, `blog`, `podcast` or `ama`; any other tab is `not-found`.
 */
export async function projectResources(
  id: number,
  tab: string,
  query: ProjectPostsQuery,
  viewer: Viewer | null,
): Promise<SearchResponse<PostData>> {
  if (!(FEED_TYPES as readonly string[]).includes(tab)) throw fail('not-found');
  return projectFeed(id, { ...query, postType: tab }, viewer);
}

/**
 * `GET /api/projects/v1/project/{id}/questions` (R5.2, R1.15): the project's faq topics only,
 * filtered by `tags`, with the tag facet and the found count, 10 per page.
 */
export async function projectQuestions(id: number, query: ProjectPostsQuery, viewer: Viewer | null): Promise<SearchResponse<PostData>> {
  const project = await visibleProject(id, viewer);
  return searchHighlights(
    { projects: project.slug, postType: 'faq', tags: query.tags, term: query.term, sortBy: query.sortBy, page: query.page },
    viewer,
  );
}

/**
 * `GET /api/projects/v1/project/{id}/faq`: the project's answered questions (faq topics whose
 * question has an accepted answer), most upvoted first, each with its accepted answer, at most
 * PROJECT_FAQ_SIZE; the FAQ page crawlers index (FAQPage JSON-LD) reads this.
 */
export async function projectFaq(id: number, viewer: Viewer | null): Promise<ProjectFaqAnswer> {
  const project = await visibleProject(id, viewer);
  const pairs = await q.answeredQuestions(project.id, PROJECT_FAQ_SIZE);
  const rows = await postsByPids([...pairs.map((p) => p.pid), ...pairs.map((p) => p.aid)]);
  const presented = await presentPosts(rows, viewer);
  const byPid = new Map(presented.map((p) => [p.pid, p]));
  const entries: ProjectFaqAnswer['entries'] = [];
  for (const pair of pairs) {
    const question = byPid.get(pair.pid);
    const answer = byPid.get(pair.aid);
    if (question && answer && !answer.deleted) entries.push({ question, answer });
  }
  return { project: { id: project.id, name: project.name, slug: project.slug, url: projectPath(project) }, entries };
}
