import { z } from 'zod';
import { pageQueryValue, pathId, PG_INT_MAX } from '@/lib/params';
import { csrfField, line, text } from '@/lib/strings';
import { PROJECT_LIMITS, PROJECT_PAGE_SIZE } from './types';

/**
 * Input schemas of the projects service (also the source of its OpenAPI description). Rules that
 * need more than the shape (slug form, tags, addresses, duplicates, who may do what) are checked
 * by server/projects/service.ts with their own catalogue keys. Query values are lenient: a bad
 * value is the default, never an error (R5.1).
 */

const csrf = { _csrf: csrfField, csrf_token: csrfField };

/** A positive integer id within PostgreSQL's integer range, also from a string. */
const id = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
  z.number().int().positive().max(PG_INT_MAX),
);

const name = line().trim().min(PROJECT_LIMITS.nameMin).max(PROJECT_LIMITS.nameMax);
const url = line().trim().max(PROJECT_LIMITS.urlMax);

/** The fields a project takes on create and edit (each optional on edit). */
const projectFields = {
  /** The address `/projects/{id}/{slug}`; derived from the name when left out on create. */
  slug: line().trim().toLowerCase().max(PROJECT_LIMITS.slugMax).optional(),
  /** Markdown; rendered and sanitised on the server. */
  description: text().trim().max(PROJECT_LIMITS.descriptionMax).optional(),
  /** An image the caller uploaded (`/uploads/…`, POST /api/post/upload), drawn into a square PNG; '' removes it. */
  logo: url.optional(),
  repository_url: url.optional(),
  website: url.optional(),
  licence: line().trim().max(PROJECT_LIMITS.licenceMax).optional(),
  language: line().trim().max(PROJECT_LIMITS.languageMax).optional(),
  /** Tag names (normalised and bounded by the service). */
  tags: z.array(line().max(200)).max(50).optional(),
};

/** POST /api/projects/v1/project: a new project; the caller becomes its first maintainer. */
export const createProjectBody = z.object({ name, ...projectFields, ...csrf });
export type CreateProjectBody = z.infer<typeof createProjectBody>;

/** PUT /api/projects/v1/project/{id}: the fields to change. */
export const updateProjectBody = z.object({ name: name.optional(), ...projectFields, ...csrf });
export type UpdateProjectBody = z.infer<typeof updateProjectBody>;

/** POST /api/projects/v1/project/{id}/maintainers: the member to add. */
export const maintainerBody = z.object({ uid: id, ...csrf });
export type MaintainerBody = z.infer<typeof maintainerBody>;

/** A body-less toggle (follow, hide) may still carry the csrf token. */
export const toggleBody = z.object({ ...csrf });

/** `{id}` of a project path. */
export const projectParams = z.object({ id: pathId('no-project') });

/** `{id}` and `{uid}` of a maintainer path. */
export const maintainerParams = z.object({ id: pathId('no-project'), uid: pathId('no-user') });

/** `{id}` and `{tab}` (blog, podcast or ama; checked by the service) of a project's resources. */
export const resourcesParams = z.object({ id: pathId('no-project'), tab: line().max(40) });

/** `{slug}` of `GET /api/projects/v1/slug/{slug}`. */
export const projectSlugParams = z.object({ slug: line().max(200) });

// --- Queries (lenient: a bad value is the default) -----------------------------------------

const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** A query string value, or undefined. */
const queryText = (max: number) => z.preprocess(firstValue, line().max(max).optional()).catch(undefined);

/** A comma list (or repeated parameter) as one comma list, or undefined. */
const queryList = (max: number) =>
  z.preprocess((v) => (Array.isArray(v) ? v.join(',') : v), line().max(max).optional()).catch(undefined);

/**
 * GET /api/projects/v1/projects: `term`, `sort` active | newest | followers, `tags` (comma list:
 * any of them), `page` (10 per page).
 */
export const projectListQuery = z.object({
  term: queryText(PROJECT_LIMITS.termMax * 2),
  sort: queryText(20),
  tags: queryList(500),
  page: pageQueryValue,
});
export type ProjectListQuery = z.infer<typeof projectListQuery>;

/** GET /api/projects/v1/my-projects: the projects you maintain or follow, `page` (10 per page). */
export const myProjectsQuery = z.object({ page: pageQueryValue });

/**
 * `GET /api/events/v1/search?type=project` (R7.4): `term` (required: empty answers empty, R5.4),
 * `page`, `perPage` (at most 10).
 */
export const projectSearchQuery = z.object({
  type: queryText(20),
  term: queryText(PROJECT_LIMITS.termMax * 2),
  page: pageQueryValue,
  perPage: z
    .preprocess(firstValue, z.string().trim().regex(/^\d{1,3}$/).pipe(z.coerce.number<string>().int().min(1).max(PROJECT_PAGE_SIZE.search)))
    .catch(PROJECT_PAGE_SIZE.search),
});
export type ProjectSearchQuery = z.infer<typeof projectSearchQuery>;

/**
 * A project's feed (R5.2: postType ama, podcast or blog; others are dropped, none: all three) and
 * its questions (faq only; `tags` filter with facet counts): the highlights feed's values.
 */
export const projectPostsQuery = z.object({
  term: queryText(PROJECT_LIMITS.termMax * 2),
  postType: queryList(200),
  tags: queryList(500),
  sortBy: queryText(20),
  page: pageQueryValue,
});
export type ProjectPostsQuery = z.infer<typeof projectPostsQuery>;
