import { said } from '@/lib/i18n/said';
import type { Track, TrackId } from '@/lib/player/types';
import * as player from '@/services/player';
import type { AppThunk } from '../index';
import { addToast } from '../toasts/slice';
import { createApiThunk } from '../thunks';
import { pause, play, queueAdded, queueAppended, selectPlayer } from './slice';
import { queueIndexOf } from './state';

/** The tracks of ids, in the asked order (the ones the viewer may play). */
export const loadTracks = createApiThunk('player/loadTracks', async (ids: TrackId[]) => (await player.fetchTracks(ids)).tracks);

export const NOT_PLAYABLE = said('player', 'toast.notPlayable');

/**
 * Puts a track on the player: `play` (R4.15 add: jump to it when queued, else append and play)
 * or `queue` (append without starting). A track given by id is read from the server unless queued.
 */
export const addTrack =
  (idOrTrack: TrackId | Track, how: 'play' | 'queue'): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const id = typeof idOrTrack === 'string' ? idOrTrack : idOrTrack.id;
    const state = selectPlayer(getState());
    let track: Track | null = typeof idOrTrack === 'string' ? (state.queue[queueIndexOf(state, id)] ?? null) : idOrTrack;
    if (!track) {
      const result = await dispatch(loadTracks([id]));
      if (!loadTracks.fulfilled.match(result)) return false;
      track = result.payload.find((t) => t.id === id) ?? null;
      if (!track) {
        dispatch(addToast(NOT_PLAYABLE, 'error'));
        return false;
      }
    }
    dispatch(how === 'play' ? queueAdded(track) : queueAppended(track));
    return true;
  };

/** Play/Pause of one track: pauses it when it is the one playing, else plays it (R4.15 add). */
export const toggleTrack =
  (idOrTrack: TrackId | Track): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const id = typeof idOrTrack === 'string' ? idOrTrack : idOrTrack.id;
    const state = selectPlayer(getState());
    if (state.queue[state.index]?.id === id) {
      dispatch(state.playing ? pause() : play());
      return true;
    }
    return dispatch(addTrack(idOrTrack, 'play'));
  };
