import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { events, posts, topics } from '../db/schema';

/**
 * Data of the durations job (./durations.ts): the podcast episodes and event recordings on this
 * site's own files whose length is not known yet, and where it is stored once measured (a podcast
 * main post's `meta_data.duration`, an event's `recording_duration`), in seconds.
 */

/** A site file's address (`/uploads/…`, `/audio/…`): the only ones measured. */
const SITE_AUDIO = (column: unknown) => sql`(${column} LIKE '/uploads/%' OR ${column} LIKE '/audio/%')`;

/** Podcast main posts (not deleted) with an audio file of the site and no duration: pid and address, oldest first. */
export async function podcastsWithoutDuration(limit: number): Promise<Array<{ pid: number; src: string }>> {
  const audio = sql<string>`${posts.metaData}->>'audioUrl'`;
  const rows = await getDb()
    .select({ pid: posts.pid, src: audio })
    .from(posts)
    .innerJoin(topics, eq(topics.tid, posts.tid))
    .where(
      and(
        eq(topics.postType, 'podcast'),
        eq(posts.isMainPost, true),
        sql`NOT ${posts.deleted}`,
        SITE_AUDIO(audio),
        sql`NOT (${posts.metaData} ? 'duration')`,
      ),
    )
    .orderBy(posts.pid)
    .limit(limit);
  return rows;
}

/** Events with an available recording on a site file and no duration: id and address, oldest first. */
export async function recordingsWithoutDuration(limit: number): Promise<Array<{ id: number; src: string }>> {
  return getDb()
    .select({ id: events.id, src: events.recordingUrl })
    .from(events)
    .where(and(eq(events.recordingStatus, 'available'), isNull(events.recordingDuration), SITE_AUDIO(events.recordingUrl)))
    .orderBy(events.id)
    .limit(limit);
}

/** Stores a podcast episode's length, unless its audio changed meanwhile. */
export async function setPodcastDuration(pid: number, src: string, seconds: number): Promise<void> {
  await getDb()
    .update(posts)
    .set({ metaData: sql`${posts.metaData} || jsonb_build_object('duration', ${seconds}::integer)` })
    .where(and(eq(posts.pid, pid), sql`${posts.metaData}->>'audioUrl' = ${src}`));
}

/** Stores a recording's length, unless the recording changed meanwhile. */
export async function setRecordingDuration(id: number, src: string, seconds: number): Promise<void> {
  await getDb()
    .update(events)
    .set({ recordingDuration: seconds })
    .where(and(eq(events.id, id), eq(events.recordingUrl, src)));
}
