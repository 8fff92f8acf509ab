import type { PostData, SearchResponse, UploadedFile } from '@/lib/discussions/types';
import type { CreateProjectBody, projectListQuery, projectPostsQuery, projectSearchQuery, UpdateProjectBody } from '@/lib/projects/schemas';
import {
  PROJECT_PAGE_SIZE,
  type ProjectData,
  type ProjectFaqAnswer,
  type ProjectFollowAnswer,
  type ProjectListAnswer,
  type ProjectMaintainersAnswer,
  type ProjectSearchResponse,
  type ProjectSort,
} from '@/lib/projects/types';
import { BASES, get, send, type QueryOf } from './http';

/**
 * The projects service calls (R1.10, R1.11, R5.2, R7.4), one thin typed function per call of
 * `/api/projects/v1`, plus project search on the events search route. Query values left empty are
 * dropped by the axios layer (R5.6). Writes carry the csrf token like every write.
 */

export type {
  ProjectData,
  ProjectFaqAnswer,
  ProjectFollowAnswer,
  ProjectListAnswer,
  ProjectMaintainersAnswer,
  ProjectSearchResponse,
};

const PROJECTS = '/api/projects/v1';

/** `GET /projects`: the list (R1.10); `tags` a comma list (any of them); 10 per page. */
export type ProjectListParams = Omit<QueryOf<typeof projectListQuery>, 'sort'> & { sort?: ProjectSort };

export const fetchProjects = (params: ProjectListParams = {}) => get<ProjectListAnswer>(`${PROJECTS}/projects`, { ...params });

/** `GET /my-projects`: the projects the member maintains or follows, most active first. */
export const fetchMyProjects = (page = 1) => get<ProjectListAnswer>(`${PROJECTS}/my-projects`, { page });

/** Project search (R7.4, R9.2): `type=project`, at most 10 a page; an empty term answers empty (R5.4). */
export type ProjectSearchParams = Omit<QueryOf<typeof projectSearchQuery>, 'type' | 'term'> & { term: string };

export const searchProjects = ({ term, page, perPage = PROJECT_PAGE_SIZE.search }: ProjectSearchParams, signal?: AbortSignal) =>
  get<ProjectSearchResponse>(`${BASES.events}/search`, { type: 'project', term, page, perPage }, signal ? { signal } : undefined);

/** The projects of a search answer (its `results[0]` hits) with the found count. */
export function readProjectSearch(answer: ProjectSearchResponse): { projects: ProjectData[]; found: number } {
  const set = answer?.results?.[0];
  const projects = (set?.hits ?? []).map((hit) => hit.document).filter((p): p is ProjectData => Boolean(p));
  return { projects, found: set?.found ?? 0 };
}

export const fetchProject = (id: number) => get<ProjectData>(`${PROJECTS}/project/${id}`);

/** Adds a project; the member becomes its first maintainer. Duplicates: project-name-taken / project-slug-taken. */
export const createProject = (body: CreateProjectBody) => send<ProjectData>('post', `${PROJECTS}/project`, body);
/** Edits any subset of a project's fields (maintainers, moderators, administrators). */
export const updateProject = (id: number, body: UpdateProjectBody) => send<ProjectData>('put', `${PROJECTS}/project/${id}`, body);

export const addProjectMaintainer = (id: number, uid: number) =>
  send<ProjectMaintainersAnswer>('post', `${PROJECTS}/project/${id}/maintainers`, { uid });
export const removeProjectMaintainer = (id: number, uid: number) =>
  send<ProjectMaintainersAnswer>('delete', `${PROJECTS}/project/${id}/maintainers/${uid}`, {});

/** Follow (true) or unfollow (false); both idempotent. */
export const setProjectFollowing = (id: number, following: boolean) =>
  send<ProjectFollowAnswer>(following ? 'put' : 'delete', `${PROJECTS}/project/${id}/follow`, {});

/** A project's feed, questions and resources: the highlights feed's shape (R5.2). */
/** `postType`: a comma list of ama, podcast, blog (feed only). */
export type ProjectPostsParams = QueryOf<typeof projectPostsQuery>;

export const fetchProjectFeed = (id: number, params: ProjectPostsParams = {}) =>
  get<SearchResponse<PostData>>(`${PROJECTS}/project/${id}/feed`, { ...params });
export const fetchProjectQuestions = (id: number, params: Omit<ProjectPostsParams, 'postType'> = {}) =>
  get<SearchResponse<PostData>>(`${PROJECTS}/project/${id}/questions`, { ...params });
export const fetchProjectResources = (id: number, tab: 'blog' | 'podcast' | 'ama', params: Omit<ProjectPostsParams, 'postType'> = {}) =>
  get<SearchResponse<PostData>>(`${PROJECTS}/project/${id}/resources/${tab}`, { ...params });
export const fetchProjectFaq = (id: number) => get<ProjectFaqAnswer>(`${PROJECTS}/project/${id}/faq`);

/**
 * A logo: the image is uploaded like any file (`POST /api/post/upload`), and its address is sent as
 * the project's `logo`; the server draws it into a 256 px square PNG.
 */
export function uploadProjectLogo(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('files[]', file);
  const config = onProgress
    ? { onUploadProgress: (e: { loaded: number; total?: number }) => e.total && onProgress(Math.min(1, e.loaded / e.total)) }
    : undefined;
  return send<UploadedFile[]>('post', '/api/post/upload', form, config);
}
