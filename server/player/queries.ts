import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { events, feedEntries, playerQueues, posts, projects, topicProjects, topics, trackPlayCounts, trackPlays } from '../db/schema';

/**
 * Read-side data access of the player (R3.17, R4.15): podcast main posts with their topics, the
 * projects' pictures, play counts, saved queues and the episodes of the podcast feeds. One query
 * per kind of lookup for a whole list of tracks.
 */

/** A podcast topic's main post with what a track needs of its topic. */
export interface PodcastPostRow {
  pid: number;
  tid: number;
  uid: number | null;
  content: string;
  contentHtml: string;
  summary: string;
  metaData: Record<string, unknown>;
  deleted: boolean;
  createdAt: Date;
  editedAt: Date | null;
  title: string;
  slug: string;
  topicUid: number | null;
  topicDeleted: boolean;
  draft: boolean;
}

const podcastColumns = {
  pid: posts.pid,
  tid: posts.tid,
  uid: posts.uid,
  content: posts.content,
  contentHtml: posts.contentHtml,
  summary: posts.summary,
  metaData: posts.metaData,
  deleted: posts.deleted,
  createdAt: posts.createdAt,
  editedAt: posts.editedAt,
  title: topics.title,
  slug: topics.slug,
  topicUid: topics.uid,
  topicDeleted: topics.deleted,
  draft: topics.draft,
};

/** Main posts of podcast topics among `pids` (other posts are left out), in no particular order. */
export async function podcastPosts(pids: number[]): Promise<PodcastPostRow[]> {
  if (pids.length === 0) return [];
  return getDb()
    .select(podcastColumns)
    .from(posts)
    .innerJoin(topics, eq(topics.tid, posts.tid))
    .where(and(inArray(posts.pid, pids), eq(posts.isMainPost, true), eq(topics.postType, 'podcast')));
}

/**
 * The newest visible podcast episodes (topic neither deleted nor a draft, main post not deleted),
 * of one project when `projectId` is given: their pids, newest first. Read from the feed's own
 * table (`feed_entries`, visible main posts only), backwards along its recent index.
 */
export async function latestPodcastPids(limit: number, projectId?: number): Promise<number[]> {
  const rows = await getDb()
    .select({ pid: feedEntries.pid })
    .from(feedEntries)
    .where(
      and(
        eq(feedEntries.postType, 'podcast'),
        projectId === undefined ? undefined : sql`${feedEntries.projects} @> ARRAY[${projectId}]::integer[]`,
      ),
    )
    .orderBy(desc(feedEntries.createdAt), desc(feedEntries.pid))
    .limit(limit);
  return rows.map((r) => r.pid);
}

/** Published events with an available recording, of one project when given: their ids, newest first. */
export async function latestRecordedEventIds(limit: number, projectId?: number): Promise<number[]> {
  const rows = await getDb()
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.eventStatus, 'published'),
        eq(events.recordingStatus, 'available'),
        sql`${events.recordingUrl} <> ''`,
        projectId === undefined ? undefined : sql`${projectId} = ANY(${events.projects})`,
      ),
    )
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The projects of topics with their pictures, in each topic's order. */
export async function topicProjectPictures(
  tids: number[],
): Promise<Array<{ tid: number; id: number; logo: string; hidden: boolean }>> {
  if (tids.length === 0) return [];
  return getDb()
    .select({ tid: topicProjects.tid, id: projects.id, logo: projects.logo, hidden: projects.hidden })
    .from(topicProjects)
    .innerJoin(projects, eq(projects.id, topicProjects.projectId))
    .where(inArray(topicProjects.tid, tids))
    .orderBy(asc(topicProjects.tid), asc(topicProjects.position), asc(projects.id));
}

/** Projects by id with their pictures. */
export async function projectPictures(ids: number[]): Promise<Array<{ id: number; logo: string; hidden: boolean }>> {
  if (ids.length === 0) return [];
  return getDb().select({ id: projects.id, logo: projects.logo, hidden: projects.hidden }).from(projects).where(inArray(projects.id, ids));
}

/** What a project's podcast feed names: the project, or null when there is none. */
export async function findFeedProject(
  id: number,
): Promise<{ id: number; name: string; slug: string; descriptionHtml: string; logo: string; hidden: boolean } | null> {
  const [row] = await getDb()
    .select({
      id: projects.id,
      name: projects.name,
      slug: projects.slug,
      descriptionHtml: projects.descriptionHtml,
      logo: projects.logo,
      hidden: projects.hidden,
    })
    .from(projects)
    .where(eq(projects.id, id));
  return row ?? null;
}

/** Play counts of tracks (track id → plays; tracks never played are left out). */
export async function playCounts(tracks: string[]): Promise<Map<string, number>> {
  if (tracks.length === 0) return new Map();
  const rows = await getDb()
    .select({ track: trackPlayCounts.track, plays: trackPlayCounts.plays })
    .from(trackPlayCounts)
    .where(inArray(trackPlayCounts.track, [...new Set(tracks)]));
  return new Map(rows.map((r) => [r.track, r.plays]));
}

/** Who has ever played each of `tracks` (track id → member ids; tracks never played are left out). */
export async function trackListeners(tracks: string[]): Promise<Map<string, Set<number>>> {
  const listeners = new Map<string, Set<number>>();
  if (tracks.length === 0) return listeners;
  const rows = await getDb()
    .selectDistinct({ track: trackPlays.track, uid: trackPlays.uid })
    .from(trackPlays)
    .where(inArray(trackPlays.track, [...new Set(tracks)]));
  for (const { track, uid } of rows) listeners.set(track, (listeners.get(track) ?? new Set()).add(uid));
  return listeners;
}

export type QueueRow = typeof playerQueues.$inferSelect;

/** A member's saved queue, or null when they never saved one. */
export async function findQueue(uid: number): Promise<QueueRow | null> {
  const [row] = await getDb().select().from(playerQueues).where(eq(playerQueues.uid, uid));
  return row ?? null;
}
