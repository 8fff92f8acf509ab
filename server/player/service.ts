import { parseTrackId, QUEUE_MAX, type PlayResponse, type SavedQueue, type Track, type TrackId, type TracksResponse } from '@/lib/player/types';
import type { SaveQueueInput } from '@/lib/player/schemas';
import { fail } from '../http/errors';
import type { Viewer } from '../users/viewer';
import * as q from './queries';
import * as repo from './repository';
import { resolveTracks } from './tracks';

/**
 * The player's rules (R3.17, R4.15, R9.5): tracks for the viewer, the member's saved queue and
 * plays. The server trusts nothing of a saved queue: its ids are resolved again for the member on
 * every save and every read (what they may no longer see drops out), it keeps at most
 * `QUEUE_MAX` tracks, and the index and position are clamped to what it kept.
 */

/** `GET /api/player/tracks`: the tracks the viewer may play, in the order asked. */
export async function getTracks(ids: TrackId[], viewer: Viewer | null): Promise<TracksResponse> {
  return { tracks: await resolveTracks(ids, viewer) };
}

/**
 * Where the current track is in the kept list: the same track when it was kept; when it was
 * dropped, the next kept track after it (else the last one); -1 for an empty queue or no current.
 */
function keptIndex(asked: readonly string[], index: number, kept: readonly Track[]): { index: number; same: boolean } {
  if (kept.length === 0 || index < 0) return { index: -1, same: index < 0 };
  const wanted = index < asked.length ? asked[index] : undefined;
  const found = wanted === undefined ? -1 : kept.findIndex((t) => t.id === wanted);
  if (found >= 0) return { index: found, same: true };
  if (wanted === undefined) return { index: kept.length - 1, same: false };
  const after = new Set(asked.slice(index + 1));
  const next = kept.findIndex((t) => after.has(t.id));
  return { index: next >= 0 ? next : kept.length - 1, same: false };
}

/** A position in seconds within 0..the track's length (when known); 0 without a current track. */
function clampPosition(position: number, track: Track | undefined): number {
  if (!track || !Number.isFinite(position) || position < 0) return 0;
  return track.duration !== null ? Math.min(position, track.duration) : position;
}

function savedQueue(tracks: Track[], index: number, position: number, updatedAt: Date | null): SavedQueue {
  return { tracks, index, position, updatedAt: updatedAt ? updatedAt.toISOString() : null };
}

/** `GET /api/player/queue`: the member's saved queue, resolved for them now. */
export async function getQueue(viewer: Viewer | null): Promise<SavedQueue> {
  if (!viewer) throw fail('not-logged-in');
  const row = await q.findQueue(viewer.uid);
  if (!row) return savedQueue([], -1, 0, null);
  const tracks = await resolveTracks(validIds(row.items), viewer);
  const { index, same } = keptIndex(row.items, row.currentIndex, tracks);
  return savedQueue(tracks, index, same ? clampPosition(row.position, tracks[index]) : 0, row.updatedAt);
}

/** Valid track ids of a list, repeats dropped, in order. */
function validIds(items: readonly string[]): TrackId[] {
  return [...new Set(items.map(parseTrackId).filter((id): id is TrackId => id !== null))];
}

/**
 * `PUT /api/player/queue`: replaces the member's saved queue with the tracks of `items` they may
 * play (invalid, repeated and unplayable ids dropped, the first `QUEUE_MAX` kept); answers it as
 * kept.
 */
export async function saveQueue(viewer: Viewer | null, body: SaveQueueInput): Promise<SavedQueue> {
  if (!viewer) throw fail('not-logged-in');
  const tracks = (await resolveTracks(validIds(body.items).slice(0, QUEUE_MAX * 2), viewer)).slice(0, QUEUE_MAX);
  const { index, same } = keptIndex(body.items, body.index ?? -1, tracks);
  const position = same ? clampPosition(body.position ?? 0, tracks[index]) : 0;
  const row = await repo.saveQueue(
    viewer.uid,
    tracks.map((t) => t.id),
    index,
    position,
  );
  return savedQueue(tracks, row.currentIndex, row.position, row.updatedAt);
}

/** Today's date in UTC (YYYY-MM-DD): the day a play counts for. */
const utcDay = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/**
 * `POST /api/player/plays`: one listen of a track the viewer may play (else `no-track`). A
 * member's play counts once per track per UTC day; a visitor's does not count (`counted: false`).
 */
export async function recordPlay(viewer: Viewer | null, id: TrackId): Promise<PlayResponse> {
  const [track] = await resolveTracks([id], viewer);
  if (!track) throw fail('no-track');
  if (!viewer) return { id, plays: track.plays, counted: false };
  const { counted, plays } = await repo.recordPlay(id, viewer.uid, utcDay());
  return { id, plays, counted };
}
