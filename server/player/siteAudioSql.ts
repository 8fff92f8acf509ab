import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The durations job's conditions (./durations.ts) in SQL, shared with the partial indexes that
 * serve it (server/db/schema.ts: posts_unmeasured_audio_idx, events_unmeasured_recording_idx), so
 * its reads walk a few index entries instead of every post and event row on each run.
 */

/** An address of a file of this site (`/uploads/…`, `/audio/…`): the only ones measured. */
function siteAudioSql(address: AnyColumn | SQL): SQL {
  return sql`(${address} LIKE '/uploads/%' OR ${address} LIKE '/audio/%')`;
}

/** A post's audio address (`meta_data.audioUrl`). */
export function postAudioSql(metaData: AnyColumn): SQL<string> {
  return sql<string>`(${metaData} ->> 'audioUrl')`;
}

/** A main post, not deleted, with audio on this site whose length is not stored yet. */
export function unmeasuredPostAudioSql(t: { isMainPost: AnyColumn; deleted: AnyColumn; metaData: AnyColumn }): SQL {
  return sql`${t.isMainPost} AND NOT ${t.deleted} AND ${siteAudioSql(postAudioSql(t.metaData))} AND NOT (${t.metaData} ? 'duration')`;
}

/** An event whose available recording is a file of this site of unknown length. */
export function unmeasuredRecordingSql(t: { recordingStatus: AnyColumn; recordingDuration: AnyColumn; recordingUrl: AnyColumn }): SQL {
  return sql`${t.recordingStatus} = 'available' AND ${t.recordingDuration} IS NULL AND ${siteAudioSql(t.recordingUrl)}`;
}
