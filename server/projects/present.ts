import { projectPath } from '@/lib/projects/rules';
import type { ProjectLayer } from '@/lib/personal/types';
import type { ProjectData } from '@/lib/projects/types';
import { excerptOf, postUser } from '../discussions/present';
import type { Viewer } from '../users/viewer';
import { mayEditProject } from './permissions';
import * as q from './queries';
import type { ProjectRow } from './repository';
import { usersByUids } from '../users/repository';

/**
 * Projects as the API answers them (`ProjectData`), a whole list at once: one query each for the
 * maintainers, the members shown and the viewer's follows, never one per project.
 */
/** A visitor's relation to any project. */
const NO_RELATION: Omit<ProjectLayer, 'descriptionRaw'> = { is_following: false, is_maintainer: false, can_edit: false };

/**
 * The viewer's relation to projects by id (empty for a visitor): the follow, whether they maintain
 * it and whether they may edit it. What every presented project and the personal layer
 * (server/personal) show, read in one prepared statement (viewerProjectRelations).
 */
export async function viewerProjectStates(viewer: Viewer | null, ids: number[]): Promise<Map<number, Omit<ProjectLayer, 'descriptionRaw'>>> {
  const states = new Map<number, Omit<ProjectLayer, 'descriptionRaw'>>();
  if (!viewer || ids.length === 0) return states;
  for (const row of await q.viewerProjectRelations(viewer.uid, ids)) {
    states.set(Number(row.id), { is_following: row.follows, is_maintainer: row.maintains, can_edit: mayEditProject(viewer, row.maintains) });
  }
  return states;
}

export async function presentProjects(rows: ProjectRow[], viewer: Viewer | null): Promise<ProjectData[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const maintainers = await q.maintainersOf(ids);
  const states = await viewerProjectStates(viewer, ids);
  const creators = rows.map((r) => r.createdBy).filter((uid): uid is number => uid !== null);
  const users = await usersByUids([...creators, ...maintainers.map((m) => m.uid)]);
  const userById = new Map(users.map((u) => [u.uid, u]));
  const maintainersById = new Map<number, number[]>();
  for (const m of maintainers) maintainersById.set(m.projectId, [...(maintainersById.get(m.projectId) ?? []), m.uid]);
  return rows.map((row) => {
    const uids = maintainersById.get(row.id) ?? [];
    const state = states.get(row.id) ?? NO_RELATION;
    const data: ProjectData = {
      id: row.id,
      name: row.name,
      slug: row.slug,
      url: projectPath(row),
      description: row.descriptionHtml,
      summary: excerptOf(row.descriptionHtml),
      logo: row.logo,
      repository_url: row.repositoryUrl,
      website: row.website,
      licence: row.licence,
      language: row.language,
      tags: row.tags,
      created_by: row.createdBy !== null && userById.has(row.createdBy) ? postUser(userById.get(row.createdBy)) : null,
      maintainers: uids.map((uid) => postUser(userById.get(uid))),
      follower_count: row.followerCount,
      topic_count: row.topicCount,
      hidden: row.hidden,
      created_at: row.createdAt.getTime(),
      updated_at: row.updatedAt.getTime(),
      last_activity_at: row.activityAt.getTime(),
      ...state,
    };
    if (state.can_edit) data.descriptionRaw = row.description;
    return data;
  });
}

export async function presentProject(row: ProjectRow, viewer: Viewer | null): Promise<ProjectData> {
  const [data] = await presentProjects([row], viewer);
  return data!;
}
