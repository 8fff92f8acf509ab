import type { PostData, PostUser, SearchResponse } from '@/lib/discussions/types';

/**
 * The projects capability's answers, limits and page sizes (R1.10, R1.11, R7.4, R9.2), shared by
 * the server (server/projects/present.ts builds `ProjectData`) and the client.
 */

export const PROJECT_LIMITS = {
  nameMin: 2,
  nameMax: 60,
  slugMin: 2,
  slugMax: 60,
  /** Markdown source. */
  descriptionMax: 20_000,
  urlMax: 500,
  licenceMax: 60,
  languageMax: 40,
  tagsMax: 5,
  tagMin: 2,
  tagMax: 30,
  termMax: 200,
  /** Maintainers one project may have. */
  maintainersMax: 20,
} as const;

/** How many answered questions a project's FAQ shows. */
export const PROJECT_FAQ_SIZE = 20;

/** R9.2: project search answers 10 per page; the list and My projects use the same size. */
export const PROJECT_PAGE_SIZE = {
  search: 10,
  list: 10,
  mine: 10,
} as const;

/** The logo every project gets: a square PNG of this many pixels, drawn by the server. */
export const PROJECT_LOGO_SIZE = 256;

/**
 * Sorts of the projects list: `active` (the latest topic attached, then the latest change),
 * `newest` (created), `followers` (most followed).
 */
export const PROJECT_SORTS = ['active', 'newest', 'followers'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** A member as a project shows them (creator, maintainers). */
export type ProjectMember = PostUser;

/** One project as the API answers it (`GET /api/projects/v1/project/{id}`, lists, search hits). */
export interface ProjectData {
  id: number;
  name: string;
  slug: string;
  /** The project page: `/projects/{id}/{slug}`. */
  url: string;
  /** Sanitised HTML of the description. */
  description: string;
  /** The description as plain text, shortened by R9.3 (cards, explore, the page's head). */
  summary: string;
  /** The Markdown source, for those who may edit the project only. */
  descriptionRaw?: string;
  /** A square PNG address (`/uploads/…`) or '' (none). */
  logo: string;
  repository_url: string;
  website: string;
  licence: string;
  language: string;
  tags: string[];
  created_by: ProjectMember | null;
  maintainers: ProjectMember[];
  follower_count: number;
  /** Topics attached to the project. */
  topic_count: number;
  /** Hidden by a moderator: seen only by moderators and administrators. */
  hidden: boolean;
  /** Unix milliseconds. */
  created_at: number;
  updated_at: number;
  last_activity_at: number;
  /** The viewer's relation (false for visitors). */
  is_following: boolean;
  is_maintainer: boolean;
  /** The viewer may edit the project and its maintainers (a maintainer, moderator or administrator). */
  can_edit: boolean;
}

/** `GET /api/projects/v1/projects` and `GET /api/projects/v1/my-projects`: one page. */
export interface ProjectListAnswer {
  projects: ProjectData[];
  /** How many projects match (bounded by SEARCH_COUNT_CAP, lib/search/types.ts). */
  found: number;
  page: number;
  per_page: number;
  /** Tags of the matching projects with their counts, most used first. */
  tags: Array<{ value: string; count: number }>;
}

/** `GET /api/events/v1/search?type=project` (R7.4): the spec's search shape. */
export type ProjectSearchResponse = SearchResponse<ProjectData>;

/** Follow and unfollow answer the viewer's state and the new count. */
export interface ProjectFollowAnswer {
  is_following: boolean;
  follower_count: number;
}

/** Adding and removing maintainers answer the new list. */
export interface ProjectMaintainersAnswer {
  maintainers: ProjectMember[];
}

/** `GET /api/projects/v1/project/{id}/faq`: answered questions with their accepted answers, best first. */
export interface ProjectFaqAnswer {
  project: { id: number; name: string; slug: string; url: string };
  entries: Array<{ question: PostData; answer: PostData }>;
}
