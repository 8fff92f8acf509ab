import { readerFacts } from '../db/readerFacts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { feedEntries, posts, projectFollowers, projectMaintainers, projects, users } from '../db/schema';
import { escapeHtmlSql, type SearchSource } from '../search/engine';
import type { ProjectRow } from './repository';
import { inOrderOf } from '../db/inOrderOf';
import { TEXT_SEARCH } from '../db/textSearch';

/**
 * Read-side data access for projects (the write side lives in repository.ts): single projects,
 * what a list page's rows refer to (one query per kind), and the search engine's source.
 */


export async function findProject(id: number): Promise<ProjectRow | null> {
  const [row] = await getDb().select().from(projects).where(eq(projects.id, id));
  return row ?? null;
}

export async function findProjectBySlug(slug: string): Promise<ProjectRow | null> {
  const [row] = await getDb().select().from(projects).where(eq(projects.slug, slug));
  return row ?? null;
}

/** Which project (other than `exceptId`) already has this name (in any case) or this slug. */
export async function projectTaken(name: string, slug: string, exceptId?: number): Promise<'name' | 'slug' | null> {
  const rows = await getDb()
    .select({ id: projects.id, name: projects.name, slug: projects.slug })
    .from(projects)
    .where(sql`(lower(${projects.name}) = lower(${name}) OR ${projects.slug} = ${slug})${exceptId !== undefined ? sql` AND ${projects.id} <> ${exceptId}` : sql``}`)
    .limit(2);
  if (rows.some((r) => r.name.toLowerCase() === name.toLowerCase())) return 'name';
  return rows.length > 0 ? 'slug' : null;
}

/** Projects by id, in the order of `ids` (unknown ids are left out). */
export async function projectsByIds(ids: number[]): Promise<ProjectRow[]> {
  if (ids.length === 0) return [];
  const rows = await getDb().select().from(projects).where(inArray(projects.id, ids));
  return inOrderOf(ids, rows, (r) => r.id);
}

/** Maintainers of these projects, each project's in the order they joined. */
export async function maintainersOf(projectIds: number[]): Promise<Array<{ projectId: number; uid: number }>> {
  if (projectIds.length === 0) return [];
  return getDb()
    .select({ projectId: projectMaintainers.projectId, uid: projectMaintainers.uid })
    .from(projectMaintainers)
    .where(inArray(projectMaintainers.projectId, projectIds))
    .orderBy(asc(projectMaintainers.projectId), asc(projectMaintainers.createdAt), asc(projectMaintainers.uid));
}

/**
 * What a member is to each of these projects, in one prepared statement (the projects' presenter and
 * the personal layer, issue 33): maintainer, follower.
 */
export const viewerProjectRelations = readerFacts('viewer_project_relations', (id, uid) => ({
  maintains: sql<boolean>`EXISTS (SELECT 1 FROM ${projectMaintainers} m WHERE m.project_id = ${id} AND m.uid = ${uid})`,
  follows: sql<boolean>`EXISTS (SELECT 1 FROM ${projectFollowers} f WHERE f.project_id = ${id} AND f.uid = ${uid})`,
}));

/** Whether a member exists. */
export async function memberExists(uid: number): Promise<boolean> {
  const [row] = await getDb().select({ uid: users.uid }).from(users).where(eq(users.uid, uid));
  return row !== undefined;
}

/** `<mark>` headlines of the name and description of these projects for a term (escaped text). */
export async function projectHeadlines(ids: number[], term: string): Promise<Array<{ id: number; name: string; description: string }>> {
  if (ids.length === 0) return [];
  const query = sql`websearch_to_tsquery(${TEXT_SEARCH}, ${term})`;
  const options = 'StartSel=<mark>, StopSel=</mark>, HighlightAll=true';
  const short = 'StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=10';
  const result = await getDb().execute<{ id: number; name: string; description: string }>(sql`
    SELECT id,
      ts_headline(${TEXT_SEARCH}, ${escapeHtmlSql(sql`name`)}, ${query}, ${options}) AS name,
      ts_headline(${TEXT_SEARCH}, ${escapeHtmlSql(sql`description`)}, ${query}, ${short}) AS description
    FROM projects WHERE id IN ${ids}`);
  return result.rows.map((r) => ({ id: Number(r.id), name: String(r.name), description: String(r.description) }));
}

/**
 * A project's FAQ: its visible faq topics whose question has an accepted answer, best first (most
 * upvoted, then newest), at most `limit`. Answers the main post and accepted answer pids.
 */
export async function answeredQuestions(projectId: number, limit: number): Promise<Array<{ pid: number; aid: number }>> {
  const rows = await getDb()
    .select({ pid: feedEntries.pid, aid: posts.aid })
    .from(feedEntries)
    .innerJoin(posts, eq(posts.pid, feedEntries.pid))
    .where(
      and(
        sql`${feedEntries.projects} @> ARRAY[${projectId}]::integer[]`,
        eq(feedEntries.postType, 'faq'),
        sql`${posts.aid} <> 0`,
        sql`EXISTS (SELECT 1 FROM ${posts} a WHERE a.pid = ${posts.aid} AND a.deleted = false)`,
      ),
    )
    .orderBy(sql`${feedEntries.upvotes} DESC`, sql`${feedEntries.createdAt} DESC`, sql`${feedEntries.pid} DESC`)
    .limit(limit);
  return rows;
}

/**
 * The projects list and project search as a source of the search engine (server/search/): the
 * projects table itself. Sorts: `active` (last activity; ranked by relevance with a term),
 * `newest`, `followers`; filters: `tags` (any of them), `shown` (not hidden: everyone but
 * moderators), `member` (projects the member maintains or follows: My projects). Projects are
 * never pinned, so the source has no pinned column.
 */
export const projectSearchSource: SearchSource = {
  table: projects,
  id: projects.id,
  search: projects.search,
  sorts: {
    active: { columns: [projects.activityAt, projects.id], ranked: true },
    newest: { columns: [projects.createdAt, projects.id], ranked: false },
    followers: { columns: [projects.followerCount, projects.activityAt, projects.id], ranked: false },
  },
  filters: {
    tags: (values) => sql`${projects.tags} && ARRAY[${sql.join(values.map((v) => sql`${String(v)}`), sql`, `)}]::text[]`,
    shown: () => sql`${projects.hidden} = false`,
    member: (values) => {
      const uid = Number(values[0]);
      return sql`(${projects.id} IN (SELECT project_id FROM ${projectMaintainers} WHERE uid = ${uid})
        OR ${projects.id} IN (SELECT project_id FROM ${projectFollowers} WHERE uid = ${uid}))`;
    },
  },
  facet: projects.tags,
};
