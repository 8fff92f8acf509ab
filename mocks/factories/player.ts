import type { SavedQueue, Track, TrackId } from '@/lib/player/types';

/**
 * A track as `GET /api/player/tracks` answers it (R3.17): podcast episode `post:n`, or the track
 * `ref` names (`event:n` is an event's recording), with the fields a test names changed.
 */
export function track(ref: number | TrackId, overrides: Partial<Track> = {}): Track {
  const id: TrackId = typeof ref === 'number' ? `post:${ref}` : ref;
  const n = Number(id.slice(id.indexOf(':') + 1));
  const recording = id.startsWith('event:');
  return {
    id,
    kind: recording ? 'recording' : 'podcast',
    link: recording ? `/events/${n}/event-${n}` : `/posts/${n}/episode-${n}`,
    title: `Episode ${n}`,
    artist: 'Mei Tanaka',
    artwork: null,
    src: `/audio/episode-${n}.mp3`,
    type: 'audio/mpeg',
    duration: 600 + n,
    chapters: [],
    plays: 0,
    ...overrides,
  };
}

/** A member's saved queue as `GET /api/player/queue` answers it (R4.15): empty unless `overrides` says otherwise. */
export function savedQueue(overrides: Partial<SavedQueue> = {}): SavedQueue {
  return { tracks: [], index: -1, position: 0, updatedAt: null, ...overrides };
}
