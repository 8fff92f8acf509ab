import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { events, posts, topics } from '../db/schema';
import { postAudioSql, unmeasuredPostAudioSql, unmeasuredRecordingSql } from './siteAudioSql';

/**
 * Data of the durations job (./durations.ts): the podcast episodes and event recordings on this
 * site's own files whose length is not known yet, and where it is stored once measured (a podcast
 * main post's `meta_data.duration`, an event's `recording_duration`), in seconds.
 */

/**
 * Podcast main posts (not deleted) with an audio file of the site and no duration: pid and
 * address, oldest first. A query (awaited for its rows), so its plan's test can read it: it walks
 * the partial index posts_unmeasured_audio_idx, never the posts table.
 */
export function podcastsWithoutDuration(limit: number) {
  return getDb()
    .select({ pid: posts.pid, src: postAudioSql(posts.metaData) })
    .from(posts)
    .innerJoin(topics, eq(topics.tid, posts.tid))
    .where(and(unmeasuredPostAudioSql(posts), eq(topics.postType, 'podcast')))
    .orderBy(posts.pid)
    .limit(limit);
}

/** Events with an available recording on a site file and no duration: id and address, oldest first (events_unmeasured_recording_idx). */
export function recordingsWithoutDuration(limit: number) {
  return getDb().select({ id: events.id, src: events.recordingUrl }).from(events).where(unmeasuredRecordingSql(events)).orderBy(events.id).limit(limit);
}

/** Stores a podcast episode's length, unless its audio changed meanwhile. */
export async function setPodcastDuration(pid: number, src: string, seconds: number): Promise<void> {
  await getDb()
    .update(posts)
    .set({ metaData: sql`${posts.metaData} || jsonb_build_object('duration', ${seconds}::integer)` })
    .where(and(eq(posts.pid, pid), sql`${postAudioSql(posts.metaData)} = ${src}`));
}

/** Stores a recording's length, unless the recording changed meanwhile. */
export async function setRecordingDuration(id: number, src: string, seconds: number): Promise<void> {
  await getDb()
    .update(events)
    .set({ recordingDuration: seconds })
    .where(and(eq(events.id, id), eq(events.recordingUrl, src)));
}
