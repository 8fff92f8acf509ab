import { useEffect, useRef, type RefObject } from 'react';
import type { Track } from '@/lib/player/types';
import { useAppDispatch } from '@/store/hooks';
import { playbackStopped, seek, seekApplied, selectPlayer } from '@/store/player';
import { readPosition } from '@/store/player/persist';
import type { PlayerState } from '@/store/player/state';

/** Within this many seconds of either end an episode's position is not kept. */
export const RESUME_MARGIN = 5;

type AudioState = Pick<PlayerState, 'speed' | 'volume' | 'muted' | 'seekTime'> & {
  track: Track | null;
  /** Whether the audio should be playing (the player plays and is active here). */
  shouldPlay: boolean;
};

/**
 * The `<audio>` element follows the store: a new track loads (and resumes where it was left),
 * play or pause, speed, volume, and a seek asked for once the audio knows its length.
 */
export function useAudioElement(audioRef: RefObject<HTMLAudioElement | null>, { track, shouldPlay, speed, volume, muted, seekTime }: AudioState) {
  const dispatch = useAppDispatch();
  const src = track?.src ?? '';
  const id = track?.id ?? null;
  // The track the audio element was last loaded for: a track is its id (kind and id), not its file.
  const loadedFor = useRef<{ id: Track['id'] | null; src: string }>({ id: null, src: '' });

  // A new track: where it was left, unless a seek is already asked for.
  useEffect(() => {
    const audio = audioRef.current;
    // Another track with the same file (an event's recording and a post of it): the element keeps
    // its src, so it is loaded again, or it would go on from the other track's position or stay ended.
    const before = loadedFor.current;
    if (audio && id && before.id && before.id !== id && before.src === src) audio.load();
    loadedFor.current = { id, src };
    if (!id) return;
    if (audio) audio.playbackRate = speed;
    const position = readPosition(id);
    if (position > RESUME_MARGIN && (!track?.duration || position < track.duration - RESUME_MARGIN)) {
      // Read from the store after the track change settled (a loaded queue may bring its own position).
      queueMicrotask(() => dispatch((_d, getState) => {
        if (selectPlayer(getState()).seekTime === null && selectPlayer(getState()).currentTime < 1) dispatch(seek(position));
      }));
    }
    // Only a change of track restarts this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, src]);

  // Play or pause.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !src) return;
    if (shouldPlay) {
      audio.play().catch((err: unknown) => {
        // Refused (no user gesture yet) or failed: the store shows it paused.
        if (err instanceof Error && err.name === 'AbortError') return;
        dispatch(playbackStopped());
      });
    } else if (!audio.paused) {
      audio.pause();
    }
    // A new track plays even when its file is the one before's (reloaded above).
  }, [shouldPlay, src, id, dispatch, audioRef]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.defaultPlaybackRate = speed;
    audio.playbackRate = speed;
  }, [speed, src, audioRef]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = volume;
    audio.muted = muted;
  }, [volume, muted, audioRef]);

  // A seek asked for: applied once the audio knows its length.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || seekTime === null || !src) return;
    const apply = () => {
      audio.currentTime = seekTime;
      dispatch(seekApplied());
    };
    if (audio.readyState >= 1) apply();
    else {
      audio.addEventListener('loadedmetadata', apply, { once: true });
      return () => audio.removeEventListener('loadedmetadata', apply);
    }
  }, [seekTime, src, id, dispatch, audioRef]);
}
