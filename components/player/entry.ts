import type { Track, TrackId } from '@/lib/player/types';
import type { AppThunk } from '@/store';

/**
 * The player on demand: the play buttons and any page call these thunks, which load the
 * player's store and services (store/player, one chunk) the first time and then act. Nothing here
 * is in a page's first load but this file.
 *
 *   dispatch(playTrack('post:12'))   // R4.15 add: jump to it when queued, else append and play
 *   dispatch(queueTrack(track))      // "Add to queue": append without starting
 *   dispatch(toggleTrack(id))        // Play/Pause of one track
 */

type PlayerStore = typeof import('@/store/player');

let loading: Promise<PlayerStore> | null = null;

/** Loads the player's store (once); it injects its slice into the store. */
function loadPlayerStore(): Promise<PlayerStore> {
  loading ??= import('@/store/player').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** Plays a track (by id or the track itself); answers whether it is on the player. */
export const playTrack =
  (idOrTrack: TrackId | Track): AppThunk<Promise<boolean>> =>
  async (dispatch) => {
    const { addTrack } = await loadPlayerStore();
    return dispatch(addTrack(idOrTrack, 'play'));
  };

/** Adds a track to the end of the queue without starting it. */
export const queueTrack =
  (idOrTrack: TrackId | Track): AppThunk<Promise<boolean>> =>
  async (dispatch) => {
    const { addTrack } = await loadPlayerStore();
    return dispatch(addTrack(idOrTrack, 'queue'));
  };

/** Pauses the track when it is the one playing, else plays it. */
export const toggleTrack =
  (idOrTrack: TrackId | Track): AppThunk<Promise<boolean>> =>
  async (dispatch) => {
    const store = await loadPlayerStore();
    return dispatch(store.toggleTrack(idOrTrack));
  };
