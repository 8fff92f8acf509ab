import { useEffect, useRef } from 'react';
import type { TrackId } from '@/lib/player/types';
import * as service from '@/services/player';
import { useAppDispatch } from '@/store/hooks';
import { selectPlayer, trackUpdated } from '@/store/player';

/** Seconds of listening after which a track counts as played (or its end, when shorter). */
const PLAY_COUNT_SECONDS = 30;

/**
 * Counting plays: a track counts once it has played for 30 seconds (or to its end when shorter),
 * once per track in this page's life; seeking is a jump, not listening. The count the server
 * answers updates the queued track.
 */
export function usePlayCount(id: TrackId | null, src: string) {
  const dispatch = useAppDispatch();
  const listened = useRef<{ id: TrackId | null; seconds: number; last: number; counted: boolean }>({ id: null, seconds: 0, last: 0, counted: false });
  const counted = useRef(new Set<TrackId>());

  // A new track starts with nothing heard.
  useEffect(() => {
    listened.current = { id, seconds: 0, last: 0, counted: id !== null && counted.current.has(id) };
  }, [id, src]);

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

  return {
    /** The audio is at `t` seconds of `length` (0: unknown): adds what was played since the last time. */
    heard(trackId: TrackId, t: number, paused: boolean, length: number) {
      const seen = listened.current;
      const delta = t - seen.last;
      // Played time only (a seek is a jump, not listening).
      if (!paused && delta > 0 && delta < 2) seen.seconds += delta;
      seen.last = t;
      if (!seen.counted && seen.seconds >= Math.min(PLAY_COUNT_SECONDS, length > 0 ? length - 1 : PLAY_COUNT_SECONDS)) countPlay(trackId);
    },
    /** The track played to its end: a short one counts if any of it was heard. */
    ended(trackId: TrackId) {
      if (!listened.current.counted && listened.current.seconds > 0) countPlay(trackId);
    },
  };
}
