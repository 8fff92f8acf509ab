import { z } from 'zod';
import type { ErrorIssue } from '@/lib/errors/validation';
import {
  normalizeProjectTags,
  projectSlugFromName,
  projectSlugIssue,
  projectTagsIssue,
  projectUrlIssue,
} from '@/lib/projects/rules';
import type { CreateProjectBody, MaintainerBody, UpdateProjectBody } from '@/lib/projects/schemas';
import { PROJECT_LIMITS, type ProjectData, type ProjectFollowAnswer, type ProjectMaintainersAnswer } from '@/lib/projects/types';
import { consume, LIMITS } from '../auth/rateLimit';
import { renderMarkdown } from '../discussions/markdown';
import { AppError, fail } from '../http/errors';
import type { Viewer } from '../users/viewer';
import { projectLogo } from './logo';
import { assertMayCreateProject, mayEditProject, mayHideProject, maySeeProject } from './permissions';
import { presentProject, presentProjects } from './present';
import * as q from './queries';
import * as repo from './repository';
import type { ProjectRow, ProjectValues } from './repository';
import { assertNotBlocked } from '../users/follows';

/**
 * The write side of projects (R1.10, R1.11): add a project (its creator is its first maintainer),
 * edit it (maintainers; moderators and administrators any), hide and show it (moderators and
 * administrators), maintainers (never fewer than one) and follows. Reads are in ./reads.ts.
 */

function check(problem: ErrorIssue | null): void {
  if (problem) throw fail(problem.key, ...problem.args);
}

/** The part of a driver error that names the unique index a concurrent write broke. */
const uniqueViolation = z.object({ cause: z.object({ constraint: z.string() }) });

/** A duplicate name or slug that a concurrent write created between the check and the insert. */
function duplicateRefusal(err: unknown): AppError | null {
  const constraint = uniqueViolation.safeParse(err).data?.cause.constraint;
  if (constraint === 'projects_name_lower_idx') return fail('project-name-taken');
  if (constraint === 'projects_slug_idx') return fail('project-slug-taken');
  return null;
}

async function assertFree(name: string, slug: string, exceptId?: number): Promise<void> {
  const taken = await q.projectTaken(name, slug, exceptId);
  if (taken === 'name') throw fail('project-name-taken');
  if (taken === 'slug') throw fail('project-slug-taken');
}

/** A project the viewer may see, else `no-project`. */
export async function visibleProject(id: number, viewer: Viewer | null): Promise<ProjectRow> {
  const row = await q.findProject(id);
  if (!row || !maySeeProject(row, viewer)) throw fail('no-project');
  return row;
}

/** A project the viewer may edit: `no-project` when they may not see it, else `no-privileges`. */
async function editableProject(id: number, viewer: Viewer): Promise<ProjectRow> {
  const row = await visibleProject(id, viewer);
  if (!mayEditProject(viewer, await repo.isMaintainer(id, viewer.uid))) throw fail('no-privileges');
  return row;
}

/** The optional text fields of a create or an edit, checked and in stored form. */
async function fieldChanges(viewer: Viewer, body: UpdateProjectBody, current: ProjectRow | null): Promise<Partial<ProjectValues>> {
  const changes: Partial<ProjectValues> = {};
  if (body.description !== undefined) {
    changes.description = body.description;
    changes.descriptionHtml = renderMarkdown(body.description);
  }
  for (const [field, key] of [
    ['repository_url', 'repositoryUrl'],
    ['website', 'website'],
  ] as const) {
    const value = body[field];
    if (value === undefined) continue;
    check(projectUrlIssue(value));
    changes[key] = value;
  }
  if (body.licence !== undefined) changes.licence = body.licence;
  if (body.language !== undefined) changes.language = body.language;
  if (body.tags !== undefined) {
    const tags = normalizeProjectTags(body.tags);
    check(projectTagsIssue(tags));
    changes.tags = tags;
  }
  if (body.logo !== undefined && body.logo !== current?.logo) changes.logo = await projectLogo(viewer, body.logo);
  return changes;
}

/** `POST /api/projects/v1/project`: a new project; the caller becomes its first maintainer. */
export async function createProject(viewer: Viewer | null, body: CreateProjectBody): Promise<ProjectData> {
  if (!viewer) throw fail('not-logged-in');
  assertMayCreateProject(viewer);
  // Adding a project is posting: it shares the member's posting budget (too-many-posts).
  await consume(LIMITS.postsPerMember, String(viewer.uid));
  const name = body.name.trim();
  const slug = body.slug !== undefined && body.slug !== '' ? body.slug : projectSlugFromName(name);
  check(projectSlugIssue(slug));
  await assertFree(name, slug);
  const fields = await fieldChanges(viewer, body, null);
  const values: ProjectValues = {
    name,
    slug,
    description: '',
    descriptionHtml: '',
    logo: '',
    repositoryUrl: '',
    website: '',
    licence: '',
    language: '',
    tags: [],
    ...fields,
  };
  try {
    return presentProject(await repo.createProject(values, viewer.uid), viewer);
  } catch (err) {
    throw duplicateRefusal(err) ?? err;
  }
}

/** `PUT /api/projects/v1/project/{id}`: changes the given fields (maintainers; moderators and administrators any). */
export async function updateProject(viewer: Viewer | null, id: number, body: UpdateProjectBody): Promise<ProjectData> {
  if (!viewer) throw fail('not-logged-in');
  const current = await editableProject(id, viewer);
  const changes = await fieldChanges(viewer, body, current);
  const name = body.name !== undefined ? body.name.trim() : current.name;
  const slug = body.slug !== undefined && body.slug !== '' ? body.slug : current.slug;
  if (name !== current.name || slug !== current.slug) {
    check(projectSlugIssue(slug));
    await assertFree(name, slug, id);
    changes.name = name;
    changes.slug = slug;
  }
  try {
    const row = await repo.updateProject(id, changes);
    if (!row) throw fail('no-project');
    return presentProject(row, viewer);
  } catch (err) {
    throw duplicateRefusal(err) ?? err;
  }
}

/** `PUT` (hide) and `DELETE` (show again) `/api/projects/v1/project/{id}/hidden`: moderators and administrators. */
export async function setHidden(viewer: Viewer | null, id: number, hidden: boolean): Promise<ProjectData> {
  if (!viewer) throw fail('not-logged-in');
  if (!mayHideProject(viewer)) {
    await visibleProject(id, viewer);
    throw fail('no-privileges');
  }
  const row = await repo.setProjectHidden(id, hidden);
  if (!row) throw fail('no-project');
  return presentProject(row, viewer);
}

async function maintainersAnswer(id: number, viewer: Viewer): Promise<ProjectMaintainersAnswer> {
  const row = await q.findProject(id);
  if (!row) throw fail('no-project');
  const [data] = await presentProjects([row], viewer);
  return { maintainers: data!.maintainers };
}

/** `POST /api/projects/v1/project/{id}/maintainers`: adds a member (maintainers; moderators and administrators). */
export async function addMaintainer(viewer: Viewer | null, id: number, body: MaintainerBody): Promise<ProjectMaintainersAnswer> {
  if (!viewer) throw fail('not-logged-in');
  await editableProject(id, viewer);
  if (!(await q.memberExists(body.uid))) throw fail('no-user');
  await assertNotBlocked(viewer.uid, [body.uid], 'maintainer-blocked');
  const current = await q.maintainersOf([id]);
  if (!current.some((m) => m.uid === body.uid)) {
    if (current.length >= PROJECT_LIMITS.maintainersMax) throw fail('field-too-big', 'maintainers', PROJECT_LIMITS.maintainersMax);
    await repo.addMaintainer(id, body.uid);
  }
  return maintainersAnswer(id, viewer);
}

/**
 * `DELETE /api/projects/v1/project/{id}/maintainers/{uid}`: removes a maintainer (maintainers,
 * themselves included; moderators and administrators); never the last one.
 */
export async function removeMaintainer(viewer: Viewer | null, id: number, uid: number): Promise<ProjectMaintainersAnswer> {
  if (!viewer) throw fail('not-logged-in');
  await editableProject(id, viewer);
  const outcome = await repo.removeMaintainer(id, uid);
  if (outcome === 'last') throw fail('project-last-maintainer');
  if (outcome === 'none') throw fail('no-user');
  return maintainersAnswer(id, viewer);
}

/** `PUT` / `DELETE /api/projects/v1/project/{id}/follow`: follow or stop following (idempotent). */
export async function setFollowing(viewer: Viewer | null, id: number, following: boolean): Promise<ProjectFollowAnswer> {
  if (!viewer) throw fail('not-logged-in');
  await visibleProject(id, viewer);
  const count = following ? await repo.follow(id, viewer.uid) : await repo.unfollow(id, viewer.uid);
  return { is_following: following, follower_count: count };
}
