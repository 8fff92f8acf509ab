import type { Track } from '@/lib/player/types';

/**
 * The Media Session API (headphones, the lock screen, the system's media controls): what plays,
 * and which of the player's controls the system may use. Browsers without it are left alone.
 */

export type MediaActions = Partial<Record<'play' | 'pause' | 'seekbackward' | 'seekforward' | 'seekto' | 'previoustrack' | 'nexttrack', (details: MediaSessionActionDetails) => void>>;

const session = (): MediaSession | null => (typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null);

/** The artwork's absolute address (the system reads it outside the page). */
const absolute = (src: string): string => {
  try {
    return new URL(src, window.location.href).href;
  } catch {
    return src;
  }
};

/** `album`: what the track is, in the page's language (a podcast, an event's recording). */
export function setMediaMetadata(track: Track | null, album: string): void {
  const media = session();
  if (!media) return;
  if (!track) {
    media.metadata = null;
    return;
  }
  if (typeof MediaMetadata === 'undefined') return;
  media.metadata = new MediaMetadata({
    title: track.title,
    artist: track.artist,
    album,
    artwork: track.artwork ? [{ src: absolute(track.artwork) }] : [],
  });
}

export function setMediaActions(actions: MediaActions): () => void {
  const media = session();
  if (!media) return () => {};
  const names = Object.keys(actions) as Array<keyof MediaActions>;
  for (const name of names) {
    try {
      media.setActionHandler(name, actions[name] ?? null);
    } catch {
      // An action this browser does not know.
    }
  }
  return () => {
    for (const name of names) {
      try {
        media.setActionHandler(name, null);
      } catch {
        // As above.
      }
    }
  };
}

export function setMediaPlaybackState(playing: boolean, hasTrack: boolean): void {
  const media = session();
  if (media) media.playbackState = hasTrack ? (playing ? 'playing' : 'paused') : 'none';
}

export function setMediaPosition(position: number, duration: number, rate: number): void {
  const media = session();
  if (!media?.setPositionState || !(duration > 0)) return;
  try {
    media.setPositionState({ duration, playbackRate: rate, position: Math.min(Math.max(0, position), duration) });
  } catch {
    // A position the browser refuses (e.g. while the length changes).
  }
}
