import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../db';
import { projectFollowers, projectMaintainers, projects, topicProjects } from '../db/schema';

/**
 * Write-side data access for projects (reads and the search source live in ./queries.ts).
 * Counters change only in single atomic statements inside the write's transaction: a follow is
 * guarded by its primary key (`ON CONFLICT DO NOTHING RETURNING`), so a double follow cannot
 * count twice; removing a maintainer locks the project's row so the last one always stays.
 */

export type ProjectRow = typeof projects.$inferSelect;

/** The stored fields of a project a create or an edit writes. */
export interface ProjectValues {
  name: string;
  slug: string;
  description: string;
  descriptionHtml: string;
  logo: string;
  repositoryUrl: string;
  website: string;
  licence: string;
  language: string;
  tags: string[];
}

/**
 * A project by slug, created when missing (the name is refreshed when it exists): the demo seed
 * and tests make projects this way.
 */
export async function insertProject(values: { name: string; slug: string }): Promise<ProjectRow> {
  const [row] = await getDb()
    .insert(projects)
    .values(values)
    .onConflictDoUpdate({ target: projects.slug, set: { name: values.name } })
    .returning();
  return row!;
}

/** A new project with its creator as the first maintainer, in one transaction. */
export async function createProject(values: ProjectValues, creatorUid: number): Promise<ProjectRow> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({ ...values, createdBy: creatorUid })
      .returning();
    await tx.insert(projectMaintainers).values({ projectId: row!.id, uid: creatorUid });
    return row!;
  });
}

/**
 * Changes a project's fields (and its `updated_at`; an edit is activity too unless `touch` is
 * false); null when there is no such project.
 */
export async function updateProject(
  id: number,
  changes: Partial<ProjectValues> & { createdBy?: number },
  { touch = true }: { touch?: boolean } = {},
): Promise<ProjectRow | null> {
  const [row] = await getDb()
    .update(projects)
    .set({ ...changes, updatedAt: new Date(), ...(touch ? { activityAt: sql`greatest(${projects.activityAt}, now())` } : {}) })
    .where(eq(projects.id, id))
    .returning();
  return row ?? null;
}

/**
 * Sets every project's last activity from the topics attached to it (their creation times) or
 * its own creation: for loads that back-date topics (the demo), as the migration's backfill does.
 */
export async function recomputeProjectActivity(): Promise<void> {
  await getDb().execute(sql`
    UPDATE ${projects} p SET activity_at = greatest(p.created_at, coalesce(
      (SELECT max(t.created_at) FROM topic_projects tp JOIN topics t ON t.tid = tp.tid WHERE tp.project_id = p.id), p.created_at))`);
}

export async function setProjectHidden(id: number, hidden: boolean): Promise<ProjectRow | null> {
  const [row] = await getDb().update(projects).set({ hidden, updatedAt: new Date() }).where(eq(projects.id, id)).returning();
  return row ?? null;
}

/** `joinedAt`: when they became a maintainer (now unless given; the demo community gives it). */
export async function addMaintainer(projectId: number, uid: number, joinedAt?: Date): Promise<void> {
  await getDb()
    .insert(projectMaintainers)
    .values({ projectId, uid, ...(joinedAt ? { createdAt: joinedAt } : {}) })
    .onConflictDoNothing();
}

/**
 * Removes a maintainer unless they are the last one (the project's row is locked, so two
 * removals at once cannot leave none). Answers 'removed', 'last' or 'none' (not a maintainer).
 */
export async function removeMaintainer(projectId: number, uid: number): Promise<'removed' | 'last' | 'none'> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM ${projects} WHERE ${projects.id} = ${projectId} FOR UPDATE`);
    const rows = await tx
      .select({ uid: projectMaintainers.uid })
      .from(projectMaintainers)
      .where(eq(projectMaintainers.projectId, projectId));
    if (!rows.some((r) => r.uid === uid)) return 'none';
    if (rows.length <= 1) return 'last';
    await tx.delete(projectMaintainers).where(and(eq(projectMaintainers.projectId, projectId), eq(projectMaintainers.uid, uid)));
    return 'removed';
  });
}

/** Follows a project (once); answers the follower count after. */
export async function follow(projectId: number, uid: number): Promise<number> {
  return getDb().transaction(async (tx) => {
    const added = await tx.insert(projectFollowers).values({ projectId, uid }).onConflictDoNothing().returning({ uid: projectFollowers.uid });
    const [row] = await tx
      .update(projects)
      .set({ followerCount: sql`${projects.followerCount} + ${added.length}` })
      .where(eq(projects.id, projectId))
      .returning({ n: projects.followerCount });
    return row?.n ?? 0;
  });
}

/** Stops following a project (nothing when not following); answers the follower count after. */
export async function unfollow(projectId: number, uid: number): Promise<number> {
  return getDb().transaction(async (tx) => {
    const removed = await tx
      .delete(projectFollowers)
      .where(and(eq(projectFollowers.projectId, projectId), eq(projectFollowers.uid, uid)))
      .returning({ uid: projectFollowers.uid });
    const [row] = await tx
      .update(projects)
      .set({ followerCount: sql`greatest(${projects.followerCount} - ${removed.length}, 0)` })
      .where(eq(projects.id, projectId))
      .returning({ n: projects.followerCount });
    return row?.n ?? 0;
  });
}

/* Reads the discussions capability uses (topics carry project_details; maintainers may pin). */

export async function listProjects(): Promise<ProjectRow[]> {
  return getDb().select().from(projects).where(eq(projects.hidden, false)).orderBy(asc(projects.name));
}

export async function findProjectsByIds(ids: number[]): Promise<ProjectRow[]> {
  if (ids.length === 0) return [];
  return getDb().select().from(projects).where(inArray(projects.id, ids));
}

/**
 * The first project of a topic that is not hidden, if any: the project whose label comes first
 * wherever the topic is shown (a hidden one is no label, R1.10), whose maintainers pin the topic.
 * As SQL (a subquery of one id or NULL) for statements that read it with other facts.
 */
export const firstProjectOfTopicSql = (tid: SQL | number): SQL =>
  sql`(SELECT tp.project_id FROM ${topicProjects} tp JOIN ${projects} p ON p.id = tp.project_id
       WHERE tp.tid = ${tid} AND NOT p.hidden ORDER BY tp.position LIMIT 1)`;

/** Whether `uid` maintains the project `projectId` (an id or a subquery of one), as SQL. */
export const maintainsSql = (projectId: SQL | number, uid: SQL | number): SQL =>
  sql`EXISTS (SELECT 1 FROM ${projectMaintainers} m WHERE m.project_id = ${projectId} AND m.uid = ${uid})`;

export async function firstProjectOfTopic(tid: number): Promise<number | null> {
  const { rows } = await getDb().execute<{ id: number | null }>(sql`SELECT ${firstProjectOfTopicSql(tid)} AS id`);
  return rows[0]?.id ?? null;
}

export async function isMaintainer(projectId: number, uid: number): Promise<boolean> {
  const { rows } = await getDb().execute<{ yes: boolean }>(sql`SELECT ${maintainsSql(projectId, uid)} AS yes`);
  return rows[0]?.yes === true;
}

/** A new topic or event of followed projects, as its followers are told of it. */
export interface FollowerNotice {
  kind: 'topic' | 'event';
  id: number;
  title: string;
  path: string;
  actorUid: number;
  projectIds: number[];
}

/** The hidden projects a topic is attached to, with their places among its projects, in order. */
export async function hiddenProjectsOfTopic(tid: number): Promise<Array<{ projectId: number; position: number }>> {
  return getDb()
    .select({ projectId: topicProjects.projectId, position: topicProjects.position })
    .from(topicProjects)
    .innerJoin(projects, eq(projects.id, topicProjects.projectId))
    .where(and(eq(topicProjects.tid, tid), eq(projects.hidden, true)))
    .orderBy(asc(topicProjects.position));
}

/** The projects a topic is attached to, in order. */
export async function projectIdsOfTopic(tid: number): Promise<number[]> {
  const rows = await getDb()
    .select({ projectId: topicProjects.projectId })
    .from(topicProjects)
    .where(eq(topicProjects.tid, tid))
    .orderBy(asc(topicProjects.position));
  return rows.map((r) => r.projectId);
}
