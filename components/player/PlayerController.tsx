import { useEffect, useRef } from 'react';
import type { TrackId } from '@/lib/player/types';
import * as service from '@/services/player';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  durationKnown,
  next,
  pause,
  play,
  playbackStopped,
  prev,
  seek,
  seekApplied,
  selectCurrentTrack,
  selectPlayer,
  setSleep,
  skip,
  timeUpdated,
  trackEnded,
  trackUpdated,
} from '@/store/player';
import { readPosition, writePosition } from '@/store/player/persist';
import { addToast } from '@/store/toasts/slice';
import { setMediaActions, setMediaMetadata, setMediaPlaybackState, setMediaPosition } from './mediaSession';

/** Seconds of listening after which a track counts as played (or its end, when shorter). */
export const PLAY_COUNT_SECONDS = 30;

/** Within this many seconds of either end an episode's position is not kept. */
const RESUME_MARGIN = 5;

/**
 * The one controller of the one `<audio>` element (R3.17): it follows the `player` slice (track,
 * play or pause, seek, speed, volume) and reports the audio's time, length and end back. It is
 * rendered by the player inside the app shell, so it outlives every page; the store never holds
 * the element. It also keeps each episode's position (resume), counts a play once a track has
 * played for 30 seconds (or to its end), runs the sleep timer and speaks to the Media Session.
 */
export function PlayerController({ active = true }: { active?: boolean }) {
  const dispatch = useAppDispatch();
  const audioRef = useRef<HTMLAudioElement>(null);
  const track = useAppSelector(selectCurrentTrack);
  const { playing, speed, volume, muted, seekTime, currentTime, duration, sleep, skipTime, hasNext, hasPrev } = useAppSelector(selectPlayer);
  const shouldPlay = active && playing;
  const listened = useRef<{ id: TrackId | null; seconds: number; last: number; counted: boolean }>({ id: null, seconds: 0, last: 0, counted: false });
  const counted = useRef(new Set<TrackId>());

  const src = track?.src ?? '';
  const id = track?.id ?? null;
  // The track the audio element was last loaded for: a track is its id (kind and id), not its file.
  const loadedFor = useRef<{ id: TrackId | null; src: string }>({ id: null, src: '' });

  // A new track: where it was left, unless a seek is already asked for.
  useEffect(() => {
    listened.current = { id, seconds: 0, last: 0, counted: id !== null && counted.current.has(id) };
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
  }, [shouldPlay, src, id, dispatch]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.defaultPlaybackRate = speed;
    audio.playbackRate = speed;
  }, [speed, src]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = volume;
    audio.muted = muted;
  }, [volume, muted]);

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
  }, [seekTime, src, id, dispatch]);

  // The sleep timer: at a time, pause.
  useEffect(() => {
    if (sleep.kind !== 'at') return;
    const timer = setTimeout(() => {
      dispatch(pause());
      dispatch(setSleep({ kind: 'off' }));
    }, Math.max(0, sleep.at - Date.now()));
    return () => clearTimeout(timer);
  }, [sleep, dispatch]);

  // Media Session: what plays, the controls, the position.
  useEffect(() => {
    if (active) setMediaMetadata(track);
  }, [track, active]);
  useEffect(() => {
    if (active) setMediaPlaybackState(playing, track !== null);
  }, [playing, track, active]);
  useEffect(() => {
    if (active) setMediaPosition(currentTime, duration, speed);
  }, [Math.floor(currentTime / 5), duration, speed, active]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!active) return;
    return setMediaActions({
      play: () => dispatch(play()),
      pause: () => dispatch(pause()),
      seekbackward: (d) => dispatch(skip(-(d.seekOffset ?? skipTime.back))),
      seekforward: (d) => dispatch(skip(d.seekOffset ?? skipTime.forward)),
      seekto: (d) => {
        if (typeof d.seekTime === 'number') dispatch(seek(d.seekTime));
      },
      ...(hasPrev ? { previoustrack: () => dispatch(prev()) } : { previoustrack: undefined }),
      ...(hasNext ? { nexttrack: () => dispatch(next()) } : { nexttrack: undefined }),
    });
  }, [active, hasNext, hasPrev, skipTime, dispatch]);

  const countPlay = (trackId: TrackId) => {
    if (counted.current.has(trackId)) return;
    counted.current.add(trackId);
    listened.current.counted = true;
    service
      .countPlay(trackId)
      .then((answer) => {
        dispatch((_d, getState) => {
          const queued = selectPlayer(getState()).queue.find((t) => t.id === trackId);
          if (queued && queued.plays !== answer.plays) dispatch(trackUpdated({ ...queued, plays: answer.plays }));
        });
      })
      .catch(() => counted.current.delete(trackId));
  };

  const onTimeUpdate = () => {
    const audio = audioRef.current;
    if (!audio || !id) return;
    const t = audio.currentTime;
    dispatch(timeUpdated(t));
    const seen = listened.current;
    const delta = t - seen.last;
    // Played time only (a seek is a jump, not listening).
    if (!audio.paused && delta > 0 && delta < 2) seen.seconds += delta;
    seen.last = t;
    const length = Number.isFinite(audio.duration) ? audio.duration : 0;
    if (!seen.counted && seen.seconds >= Math.min(PLAY_COUNT_SECONDS, length > 0 ? length - 1 : PLAY_COUNT_SECONDS)) countPlay(id);
    if (Math.floor(t) % 5 === 0) {
      const keep = t > RESUME_MARGIN && (length === 0 || t < length - RESUME_MARGIN);
      writePosition(id, keep ? t : 0);
    }
  };

  const onEnded = () => {
    if (id) {
      writePosition(id, 0);
      if (!listened.current.counted && listened.current.seconds > 0) countPlay(id);
    }
    dispatch(trackEnded());
  };

  const onPause = () => {
    const audio = audioRef.current;
    // Paused by the system (another app, a device unplugged), not by the player: follow it.
    if (audio && !audio.ended && shouldPlay && audio.readyState > 0) dispatch(playbackStopped());
    if (audio && id) writePosition(id, audio.currentTime > RESUME_MARGIN ? audio.currentTime : 0);
  };

  if (!active) return null;
  return (
    <audio
      ref={audioRef}
      src={src || undefined}
      preload="metadata"
      data-testid="player-audio"
      onTimeUpdate={onTimeUpdate}
      onDurationChange={(e) => dispatch(durationKnown(e.currentTarget.duration))}
      onLoadedMetadata={(e) => dispatch(durationKnown(e.currentTarget.duration))}
      onEnded={onEnded}
      onPause={onPause}
      onError={() => {
        // The file is missing or cannot be played: say so and stop (the queue stays).
        dispatch(playbackStopped());
        if (track) dispatch(addToast(`${track.title} could not be played.`, 'error'));
      }}
    />
  );
}
