import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { QUEUE_MAX, type PlayerMode, type Track } from '@/lib/player/types';
import { rootReducer, type RootState } from '../index';
import { loggedOut } from '../sessionActions';
import { clamp, clampSpeed, currentTrackOf, initialPlayerState, queueIndexOf, stepSpeed, type PlayerState, type SleepTimer } from './state';

/**
 * The audio player (R3.17, R4.15, R9.5): the queue, the current track and how it plays. The
 * audio element is never here: the controller (components/player/PlayerController.tsx) follows
 * this state and reports the audio's time, length and end back.
 *
 * R4.15's rules: adding a track already queued jumps to it, otherwise it is appended and played
 * (`queueAdded`); closing stops playback (`setMode('closed')`); next and previous stay within the
 * queue; reorder and remove go by index, and a negative index clears the queue.
 *
 * Injected (store/index.ts `LazyLoadedSlices`): it loads with the player, not with every page.
 */

type Draft = PlayerState;

/** What follows from the queue and the index: hasNext, hasPrev, paused; no track, no playback. */
function settle(state: Draft): void {
  if (state.queue.length === 0) state.index = -1;
  else state.index = clamp(state.index, -1, state.queue.length - 1);
  state.hasPrev = state.index > 0;
  state.hasNext = state.index >= 0 && state.index < state.queue.length - 1;
  // No track, nothing plays; while the popup window plays, this window never does.
  if (state.index < 0 || state.mode === 'popup') state.playing = false;
  state.paused = state.index >= 0 && !state.playing;
}

/** Makes `index` the current track, from its start (or from `position`). */
function select(state: Draft, index: number, position = 0): void {
  const changed = index !== state.index;
  state.index = index;
  const track = currentTrackOf(state);
  if (changed || position > 0) {
    state.currentTime = position;
    state.duration = track?.duration ?? 0;
    state.seekTime = position > 0 ? position : null;
  }
}

/** The player shows when something is put on it. */
function open(state: Draft): void {
  if (state.mode === 'closed') state.mode = 'minimized';
}

function clear(state: Draft): void {
  state.queue = [];
  state.index = -1;
  state.playing = false;
  state.currentTime = 0;
  state.duration = 0;
  state.seekTime = null;
  state.sleep = { kind: 'off' };
}

/** Appends a track, dropping the oldest track other than the current one when the queue is full. */
function append(state: Draft, track: Track): number {
  if (state.queue.length >= QUEUE_MAX) {
    const drop = state.index === 0 ? 1 : 0;
    state.queue.splice(drop, 1);
    if (drop < state.index) state.index -= 1;
  }
  state.queue.push(track);
  return state.queue.length - 1;
}

const playerSlice = createSlice({
  name: 'player',
  initialState: initialPlayerState,
  reducers: {
    play(state) {
      if (state.index < 0 && state.queue.length > 0) select(state, 0);
      if (state.index >= 0) {
        state.playing = true;
        open(state);
      }
      settle(state);
    },
    pause(state) {
      state.playing = false;
      settle(state);
    },
    togglePlay(state) {
      if (state.playing) state.playing = false;
      else if (state.index >= 0 || state.queue.length > 0) {
        if (state.index < 0) select(state, 0);
        state.playing = true;
        open(state);
      }
      settle(state);
    },
    /** R4.15: stays within the queue (no wrap-around). */
    next(state) {
      if (state.index < state.queue.length - 1) select(state, state.index + 1);
      settle(state);
    },
    /** R4.15: stays within the queue. */
    prev(state) {
      if (state.index > 0) select(state, state.index - 1);
      settle(state);
    },
    /** Moves by `seconds` (negative: back), within the track. */
    skip(state, action: PayloadAction<number>) {
      if (state.index < 0) return;
      const max = state.duration > 0 ? state.duration : Number.MAX_SAFE_INTEGER;
      state.seekTime = clamp((state.seekTime ?? state.currentTime) + action.payload, 0, max);
      state.currentTime = state.seekTime;
    },
    seek(state, action: PayloadAction<number>) {
      if (state.index < 0 || !Number.isFinite(action.payload)) return;
      const max = state.duration > 0 ? state.duration : Number.MAX_SAFE_INTEGER;
      state.seekTime = clamp(action.payload, 0, max);
      state.currentTime = state.seekTime;
    },
    setSpeed(state, action: PayloadAction<number>) {
      state.speed = clampSpeed(action.payload);
    },
    /** The next offered speed up (1) or down (-1). */
    stepSpeedBy(state, action: PayloadAction<1 | -1>) {
      state.speed = stepSpeed(state.speed, action.payload);
    },
    /** R4.15: closing stops playback. */
    setMode(state, action: PayloadAction<PlayerMode>) {
      state.mode = action.payload;
      if (action.payload === 'closed' || action.payload === 'popup') {
        state.playing = false;
        if (action.payload === 'closed') state.sleep = { kind: 'off' };
      }
      settle(state);
    },
    /** Makes the track at `index` current without changing whether it plays (out of range: nothing). */
    setTrack(state, action: PayloadAction<number>) {
      if (action.payload >= 0 && action.payload < state.queue.length) select(state, action.payload);
      settle(state);
    },
    setVolume(state, action: PayloadAction<number>) {
      if (!Number.isFinite(action.payload)) return;
      state.volume = clamp(action.payload, 0, 1);
      if (state.volume > 0) state.muted = false;
    },
    setMuted(state, action: PayloadAction<boolean>) {
      state.muted = action.payload;
    },
    setAutoPlayNext(state, action: PayloadAction<boolean>) {
      state.autoPlayNext = action.payload;
    },
    setSleep(state, action: PayloadAction<SleepTimer>) {
      state.sleep = action.payload;
    },
    /** The listener's settings kept in this browser (store/player/persist.ts). */
    settingsRestored(state, action: PayloadAction<{ speed: number; volume: number; muted: boolean; autoPlayNext: boolean }>) {
      const { speed, volume, muted, autoPlayNext } = action.payload;
      state.speed = clampSpeed(speed);
      state.volume = clamp(Number.isFinite(volume) ? volume : 1, 0, 1);
      state.muted = muted;
      state.autoPlayNext = autoPlayNext;
    },

    /** Replaces the queue (a saved queue, the other window's), the current index and its position. */
    queueLoaded(state, action: PayloadAction<{ tracks: Track[]; index: number; position?: number; play?: boolean }>) {
      const { tracks, index, position = 0, play = false } = action.payload;
      const before = currentTrackOf(state);
      state.queue = tracks.slice(-QUEUE_MAX);
      const nextIndex = state.queue.length === 0 ? -1 : clamp(index, 0, state.queue.length - 1);
      const after = state.queue[nextIndex];
      if (before && after && before.id === after.id && position <= 0) {
        state.index = nextIndex;
      } else {
        state.index = -2; // forces a change of track
        select(state, nextIndex, position);
      }
      if (play && state.index >= 0) {
        state.playing = true;
        open(state);
      }
      if (state.index >= 0 && !play) open(state);
      settle(state);
    },
    /** R4.15: a track already queued becomes current; otherwise it is appended; either way it plays. */
    queueAdded(state, action: PayloadAction<Track>) {
      const at = queueIndexOf(state, action.payload.id);
      const index = at >= 0 ? at : append(state, action.payload);
      if (index !== state.index) select(state, index);
      else if (state.duration > 0 && state.currentTime >= state.duration - 0.5) {
        // It had played to its end: it starts again.
        state.seekTime = 0;
        state.currentTime = 0;
      }
      state.playing = true;
      open(state);
      settle(state);
    },
    /**
     * "Add to queue": appends a track that is not queued yet without starting it; on an empty
     * player it becomes the current track, paused.
     */
    queueAppended(state, action: PayloadAction<Track>) {
      if (queueIndexOf(state, action.payload.id) >= 0) return;
      const index = append(state, action.payload);
      if (state.index < 0) {
        select(state, index);
        open(state);
      }
      settle(state);
    },
    /** R4.15: removes the track at `index`; a negative index clears the queue. */
    queueRemoved(state, action: PayloadAction<number>) {
      const index = action.payload;
      if (index < 0) clear(state);
      else if (index < state.queue.length) {
        const wasCurrent = index === state.index;
        state.queue.splice(index, 1);
        if (index < state.index) state.index -= 1;
        else if (wasCurrent) {
          // The track after it plays in its place (the one before when it was the last).
          const next = Math.min(index, state.queue.length - 1);
          state.index = -2;
          select(state, next);
          if (next < 0) state.playing = false;
        }
      }
      settle(state);
    },
    /** R4.15: moves the track at `from` to `to`; a negative index clears the queue. */
    queueOrdered(state, action: PayloadAction<{ from: number; to: number }>) {
      const { from, to } = action.payload;
      if (from < 0 || to < 0) clear(state);
      else if (from < state.queue.length && from !== to) {
        const target = Math.min(to, state.queue.length - 1);
        const current = currentTrackOf(state);
        const [moved] = state.queue.splice(from, 1);
        state.queue.splice(target, 0, moved);
        if (current) state.index = queueIndexOf(state, current.id);
      }
      settle(state);
    },
    /** Plays the queue from `index` (out of range: nothing). */
    queuePlayed(state, action: PayloadAction<number>) {
      if (action.payload < 0 || action.payload >= state.queue.length) return;
      select(state, action.payload);
      state.playing = true;
      open(state);
      settle(state);
    },
    /** Replaces one track's data (e.g. its length once the audio knows it) wherever it is queued. */
    trackUpdated(state, action: PayloadAction<Track>) {
      const at = queueIndexOf(state, action.payload.id);
      if (at >= 0) state.queue[at] = action.payload;
    },

    // Reported by the controller (the audio element's events).
    timeUpdated(state, action: PayloadAction<number>) {
      if (state.seekTime === null && Number.isFinite(action.payload)) state.currentTime = Math.max(0, action.payload);
    },
    durationKnown(state, action: PayloadAction<number>) {
      if (Number.isFinite(action.payload) && action.payload > 0) state.duration = action.payload;
    },
    seekApplied(state) {
      state.seekTime = null;
    },
    /** The audio stopped on its own (a failure, the system): the store follows. */
    playbackStopped(state) {
      state.playing = false;
      settle(state);
    },
    /** The current track played to its end: the next plays (autoPlayNext, no end-of-episode sleep). */
    trackEnded(state) {
      const sleepAtEnd = state.sleep.kind === 'end';
      if (sleepAtEnd) state.sleep = { kind: 'off' };
      if (!sleepAtEnd && state.autoPlayNext && state.index < state.queue.length - 1) {
        select(state, state.index + 1);
      } else {
        state.playing = false;
        state.currentTime = state.duration;
      }
      settle(state);
    },
    /** The player's start has applied what this browser and the server kept. */
    playerRestored(state) {
      state.restored = true;
    },
    /** Empties the player (a member's queue after logout belongs to them). */
    playerReset(state) {
      clear(state);
      state.mode = 'closed';
      settle(state);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state) => {
      clear(state);
      state.mode = 'closed';
      settle(state);
    });
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof playerSlice> {}
}

// Loads with the player (components/player/entry.ts), not with every page (store/index.ts).
const injected = playerSlice.injectInto(rootReducer);

/** The player's state (the initial state until the slice has seen an action). */
export const selectPlayer = (state: RootState): PlayerState => injected.selectSlice(state);

export const playerActions = playerSlice.actions;
export const {
  play,
  pause,
  togglePlay,
  next,
  prev,
  skip,
  seek,
  setSpeed,
  stepSpeedBy,
  setMode,
  setTrack,
  setVolume,
  setMuted,
  setAutoPlayNext,
  setSleep,
  settingsRestored,
  queueLoaded,
  queueAdded,
  queueAppended,
  queueRemoved,
  queueOrdered,
  queuePlayed,
  trackUpdated,
  timeUpdated,
  durationKnown,
  seekApplied,
  playbackStopped,
  trackEnded,
  playerRestored,
  playerReset,
} = playerSlice.actions;
export const playerReducer = playerSlice.reducer;
