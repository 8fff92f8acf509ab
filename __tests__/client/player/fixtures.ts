import type { Track, TrackId } from '@/lib/player/types';

/** Tracks as GET /api/player/tracks answers them, for the player's client tests. */
export function track(n: number, overrides: Partial<Track> = {}): Track {
  const id: TrackId = `post:${n}`;
  return {
    id,
    kind: 'podcast',
    link: `/post/episode-${n}`,
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
