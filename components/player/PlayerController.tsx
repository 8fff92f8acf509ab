import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { durationKnown, pause, playbackStopped, selectCurrentTrack, selectPlayer, setSleep, timeUpdated, trackEnded } from '@/store/player';
import { writePosition } from '@/store/player/persist';
import { said } from '@/lib/i18n/said';
import { addToast } from '@/store/toasts/slice';
import { RESUME_MARGIN, useAudioElement } from './useAudioElement';
import { useMediaSession } from './useMediaSession';
import { usePlayCount } from './usePlayCount';

/**
 * The one controller of the one `<audio>` element (R3.17): it follows the `player` slice (track,
 * play or pause, seek, speed, volume) and reports the audio's time, length and end back. It is
 * rendered by the player inside the app shell, so it outlives every page; the store never holds
 * the element (`useAudioElement`). It also keeps each episode's position (resume), counts a play
 * once a track has played for 30 seconds or to its end (`usePlayCount`), runs the sleep timer and
 * speaks to the Media Session (`useMediaSession`).
 */
export function PlayerController({ active = true }: { active?: boolean }) {
  const dispatch = useAppDispatch();
  const audioRef = useRef<HTMLAudioElement>(null);
  const track = useAppSelector(selectCurrentTrack);
  const player = useAppSelector(selectPlayer);
  const { playing, speed, volume, muted, seekTime, sleep } = player;
  const shouldPlay = active && playing;
  const src = track?.src ?? '';
  const id = track?.id ?? null;

  const plays = usePlayCount(id, src);
  useAudioElement(audioRef, { track, shouldPlay, speed, volume, muted, seekTime });

  // The sleep timer: at a time, pause.
  useEffect(() => {
    if (sleep.kind !== 'at') return;
    const timer = setTimeout(() => {
      dispatch(pause());
      dispatch(setSleep({ kind: 'off' }));
    }, Math.max(0, sleep.at - Date.now()));
    return () => clearTimeout(timer);
  }, [sleep, dispatch]);

  useMediaSession(active, track, player);

  const onTimeUpdate = () => {
    const audio = audioRef.current;
    if (!audio || !id) return;
    const t = audio.currentTime;
    dispatch(timeUpdated(t));
    const length = Number.isFinite(audio.duration) ? audio.duration : 0;
    plays.heard(id, t, audio.paused, length);
    if (Math.floor(t) % 5 === 0) {
      const keep = t > RESUME_MARGIN && (length === 0 || t < length - RESUME_MARGIN);
      writePosition(id, keep ? t : 0);
    }
  };

  const onEnded = () => {
    if (id) {
      writePosition(id, 0);
      plays.ended(id);
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
        if (track) dispatch(addToast(said('player', 'toast.notPlayed', { title: track.title }), 'error'));
      }}
    />
  );
}
