/**
 * The audio player's store (R3.17, R4.15, R9.5). Importing this module loads the player's slice
 * (injected into the store); code on every page's first load imports `./peek` and
 * `@/components/player/entry` instead.
 *
 * - State: `PlayerState` (`selectPlayer`), `selectCurrentTrack`, `selectQueue`, `selectRemaining`.
 * - Controls: play, pause, togglePlay, next, prev, skip(seconds), seek(seconds), setSpeed,
 *   stepSpeedBy(±1), setMode, setTrack(index), setVolume, setMuted, setAutoPlayNext, setSleep.
 * - Queue (R4.15): queueLoaded, queueAdded (jump to a queued track, else append and play),
 *   queueAppended ("Add to queue": append without starting), queueRemoved(index),
 *   queueOrdered({from, to}) (a negative index clears), queuePlayed(index) ("play from here").
 * - Thunks: addTrack(idOrTrack, 'play' | 'queue'), toggleTrack(idOrTrack), loadTracks(ids),
 *   startPlayer() (restores once per store; `restored` / `selectPlayerRestored` then say so).
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Track } from '@/lib/player/types';
import type { RootState } from '../index';
import { selectPlayer } from './slice';
import { currentTrackOf } from './state';

export * from './slice';
export * from './thunks';
export { selectPlayerInUse, selectPlayerLoaded, selectPlayerRestored, selectTrackProgress, selectTrackStatus, type TrackStatus } from './peek';
export { startPlayer, playerFeature } from './listeners';
export { initialPlayerState, stepSpeed, clampSpeed, type PlayerState, type SleepTimer } from './state';

export const selectQueue = (state: RootState): Track[] => selectPlayer(state).queue;
export const selectCurrentTrack = (state: RootState): Track | null => currentTrackOf(selectPlayer(state));

/**
 * Seconds left to play in the queue from the current position: the rest of the current track
 * and every track after it (tracks of unknown length count 0).
 */
export const selectRemaining = createSelector([selectPlayer], (player): number => {
  if (player.index < 0) return player.queue.reduce((sum, t) => sum + (t.duration ?? 0), 0);
  const current = player.queue[player.index];
  const length = player.duration || current?.duration || 0;
  const rest = player.queue.slice(player.index + 1).reduce((sum, t) => sum + (t.duration ?? 0), 0);
  return Math.max(0, length - player.currentTime) + rest;
});
