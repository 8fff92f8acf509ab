import { projectPath } from '@/lib/projects/rules';
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
export async function presentProjects(rows: ProjectRow[], viewer: Viewer | null): Promise<ProjectData[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [maintainers, followed] = await Promise.all([q.maintainersOf(ids), viewer ? q.followedIds(viewer.uid, ids) : Promise.resolve([])]);
  const creators = rows.map((r) => r.createdBy).filter((uid): uid is number => uid !== null);
  const users = await usersByUids([...creators, ...maintainers.map((m) => m.uid)]);
  const userById = new Map(users.map((u) => [u.uid, u]));
  const maintainersById = new Map<number, number[]>();
  for (const m of maintainers) maintainersById.set(m.projectId, [...(maintainersById.get(m.projectId) ?? []), m.uid]);
  const following = new Set(followed);
  return rows.map((row) => {
    const uids = maintainersById.get(row.id) ?? [];
    const maintainer = viewer !== null && uids.includes(viewer.uid);
    const canEdit = mayEditProject(viewer, maintainer);
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
      is_following: following.has(row.id),
      is_maintainer: maintainer,
      can_edit: canEdit,
    };
    if (canEdit) data.descriptionRaw = row.description;
    return data;
  });
}

export async function presentProject(row: ProjectRow, viewer: Viewer | null): Promise<ProjectData> {
  const [data] = await presentProjects([row], viewer);
  return data!;
}
