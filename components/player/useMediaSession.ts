import { useEffect } from 'react';
import { useT } from '@/lib/i18n/useT';
import type { Track } from '@/lib/player/types';
import { useAppDispatch } from '@/store/hooks';
import { next, pause, play, prev, seek, skip } from '@/store/player';
import type { PlayerState } from '@/store/player/state';
import { setMediaActions, setMediaMetadata, setMediaPlaybackState, setMediaPosition } from './mediaSession';

type SessionState = Pick<PlayerState, 'playing' | 'currentTime' | 'duration' | 'speed' | 'skipTime' | 'hasNext' | 'hasPrev'>;

/** The Media Session (the system's media controls): what plays, the controls, the position. Only while `active`. */
export function useMediaSession(active: boolean, track: Track | null, { playing, currentTime, duration, speed, skipTime, hasNext, hasPrev }: SessionState) {
  const t = useT('player');
  const dispatch = useAppDispatch();
  const album = track ? t(track.kind === 'recording' ? 'media.recording' : 'media.podcast') : '';
  useEffect(() => {
    if (active) setMediaMetadata(track, album);
  }, [track, album, active]);
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
}
