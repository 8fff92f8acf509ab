import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '../db';
import { projectMaintainers, projects, topicProjects } from '../db/schema';

/**
 * Data access for projects. Minimal for now (id, name, slug, maintainers): topics carry
 * `project_details`, and maintainers of a topic's first project may pin it. The projects
 * capability extends this module.
 */

type ProjectRow = typeof projects.$inferSelect;

export async function insertProject(values: { name: string; slug: string }): Promise<ProjectRow> {
  const [row] = await getDb()
    .insert(projects)
    .values(values)
    .onConflictDoUpdate({ target: projects.slug, set: { name: values.name } })
    .returning();
  return row!;
}

export async function addMaintainer(projectId: number, uid: number): Promise<void> {
  await getDb().insert(projectMaintainers).values({ projectId, uid }).onConflictDoNothing();
}

export async function listProjects(): Promise<ProjectRow[]> {
  return getDb().select().from(projects).orderBy(asc(projects.name));
}

export async function findProjectsByIds(ids: number[]): Promise<ProjectRow[]> {
  if (ids.length === 0) return [];
  return getDb().select().from(projects).where(inArray(projects.id, ids));
}

/** The first project attached to a topic (position 0), if any. */
export async function firstProjectOfTopic(tid: number): Promise<number | null> {
  const [row] = await getDb()
    .select({ projectId: topicProjects.projectId })
    .from(topicProjects)
    .where(eq(topicProjects.tid, tid))
    .orderBy(asc(topicProjects.position))
    .limit(1);
  return row?.projectId ?? null;
}

export async function isMaintainer(projectId: number, uid: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ uid: projectMaintainers.uid })
    .from(projectMaintainers)
    .where(and(eq(projectMaintainers.projectId, projectId), eq(projectMaintainers.uid, uid)))
    .limit(1);
  return Boolean(row);
}
