import { sql } from 'drizzle-orm';
import { getDb } from '../db';
import { playerQueues } from '../db/schema';
import type { QueueRow } from './queries';

/**
 * Write-side data access of the player: saved queues (one row per member, replaced) and plays
 * (one row per track, member and day by primary key; the count moves in the same statement).
 */

/** Replaces the member's saved queue; answers the row as stored. */
export async function saveQueue(uid: number, items: string[], index: number, position: number): Promise<QueueRow> {
  const [row] = await getDb()
    .insert(playerQueues)
    .values({ uid, items, currentIndex: index, position, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: playerQueues.uid,
      set: { items, currentIndex: index, position, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/**
 * Records one play of `track` by `uid` on `day` (YYYY-MM-DD, UTC): counted when it is the
 * member's first play of the track that day (the primary key decides, so parallel plays count
 * once). One statement: the play row, the count's upsert when it was new, and the count.
 */
export async function recordPlay(track: string, uid: number, day: string): Promise<{ counted: boolean; plays: number }> {
  const { rows } = await getDb().execute<{ counted: boolean; plays: number | string | null }>(sql`
    WITH ins AS (
      INSERT INTO track_plays (track, uid, day) VALUES (${track}, ${uid}, ${day}::date)
      ON CONFLICT DO NOTHING
      RETURNING track
    ), up AS (
      INSERT INTO track_play_counts AS c (track, plays)
      SELECT track, 1 FROM ins
      ON CONFLICT (track) DO UPDATE SET plays = c.plays + 1
      RETURNING plays
    )
    SELECT EXISTS (SELECT 1 FROM ins) AS counted,
      COALESCE((SELECT plays FROM up), (SELECT plays FROM track_play_counts WHERE track = ${track}), 0) AS plays
  `);
  const row = rows[0];
  return { counted: Boolean(row?.counted), plays: Number(row?.plays ?? 0) };
}
