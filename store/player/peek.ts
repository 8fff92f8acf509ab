import type { TrackId } from '@/lib/player/types';
import type { RootState } from '../index';
import type { PlayerState } from './state';

/**
 * Reading the player without loading it: the play buttons on every page and the mount point use
 * these (the `player` slice is injected with the player's code, store/player/slice.ts, and is
 * absent from the state until then).
 */

const playerOf = (state: RootState): PlayerState | undefined => (state as { player?: PlayerState }).player;

/** Whether the player's code has loaded (its slice is in the state). */
export const selectPlayerLoaded = (state: RootState): boolean => playerOf(state) !== undefined;

/**
 * Whether the player is in use in this store: something was put on it, or it has started (restored
 * what was kept). The mount point renders the player from then on.
 */
export const selectPlayerInUse = (state: RootState): boolean => {
  const player = playerOf(state);
  return player !== undefined && (player.restored || player.queue.length > 0);
};

/** Whether the player has applied what this browser (and, for a member, the server) kept. */
export const selectPlayerRestored = (state: RootState): boolean => playerOf(state)?.restored === true;

/** How a track stands in the player: current and playing, current and paused, queued, or not there. */
export type TrackStatus = 'playing' | 'paused' | 'queued' | null;

export function selectTrackStatus(state: RootState, id: TrackId): TrackStatus {
  const player = playerOf(state);
  if (!player) return null;
  const current = player.queue[player.index];
  if (current?.id === id) return player.playing ? 'playing' : 'paused';
  return player.queue.some((track) => track.id === id) ? 'queued' : null;
}

/** Where the current track is (seconds played, its length): null unless `id` is the current track. */
export function selectTrackProgress(state: RootState, id: TrackId): { currentTime: number; duration: number } | null {
  const player = playerOf(state);
  const current = player?.queue[player.index];
  if (!player || current?.id !== id) return null;
  return { currentTime: player.currentTime, duration: player.duration || current.duration || 0 };
}
