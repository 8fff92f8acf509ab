import { PLAYER_DEFAULTS, PLAYER_SPEED_MAX, PLAYER_SPEED_MIN, PLAYER_SPEEDS, type PlayerMode, type Track, type TrackId } from '@/lib/player/types';

/**
 * The `player` slice's state (R3.17) and the pure rules the slice applies (R4.15). Free of Redux
 * and of the slice module, so the play buttons every page renders can read the player
 * (store/player/peek.ts) without loading it.
 */

/** The sleep timer: off, at a time (ms since the epoch), or at the end of the current episode. */
export type SleepTimer = { kind: 'off' } | { kind: 'at'; at: number; minutes: number } | { kind: 'end' };

export interface PlayerState {
  /** The queue of tracks (id, link and what playing them needs). */
  queue: Track[];
  /** The current track's index in the queue, -1 when none. */
  index: number;
  hasNext: boolean;
  hasPrev: boolean;
  /** Playback is asked for (the controller plays the audio while this is true). */
  playing: boolean;
  /** A current track is loaded and not playing. */
  paused: boolean;
  /** Playback rate, 0.5–3 (R9.5: 1.0). */
  speed: number;
  /** 0–1. */
  volume: number;
  muted: boolean;
  /** The current track's length in seconds (0 until known). */
  duration: number;
  /** Seconds into the current track, as the audio last reported. */
  currentTime: number;
  /** A seek asked for and not yet applied by the controller (seconds), else null. */
  seekTime: number | null;
  /** Seconds the skip buttons move back and forward. */
  skipTime: { back: number; forward: number };
  /** R9.5: on. */
  autoPlayNext: boolean;
  mode: PlayerMode;
  sleep: SleepTimer;
  /** What this browser kept (and, for a member, the saved queue) has been applied. */
  restored: boolean;
}

export const initialPlayerState: PlayerState = {
  queue: [],
  index: -1,
  hasNext: false,
  hasPrev: false,
  playing: false,
  paused: false,
  speed: PLAYER_DEFAULTS.speed,
  volume: PLAYER_DEFAULTS.volume,
  muted: false,
  duration: 0,
  currentTime: 0,
  seekTime: null,
  skipTime: { back: PLAYER_DEFAULTS.skipBack, forward: PLAYER_DEFAULTS.skipForward },
  autoPlayNext: PLAYER_DEFAULTS.autoPlayNext,
  mode: 'closed',
  sleep: { kind: 'off' },
  restored: false,
};

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** A speed within 0.5–3×, to two decimals. */
export const clampSpeed = (speed: number): number =>
  Number.isFinite(speed) ? Math.round(clamp(speed, PLAYER_SPEED_MIN, PLAYER_SPEED_MAX) * 100) / 100 : PLAYER_DEFAULTS.speed;

/** The next offered speed up (`direction` 1) or down (-1) from `speed`. */
export function stepSpeed(speed: number, direction: 1 | -1): number {
  if (direction > 0) return PLAYER_SPEEDS.find((s) => s > speed + 1e-9) ?? PLAYER_SPEED_MAX;
  return [...PLAYER_SPEEDS].reverse().find((s) => s < speed - 1e-9) ?? PLAYER_SPEED_MIN;
}

export const currentTrackOf = (state: Pick<PlayerState, 'queue' | 'index'>): Track | null => state.queue[state.index] ?? null;

export const queueIndexOf = (state: Pick<PlayerState, 'queue'>, id: TrackId): number => state.queue.findIndex((track) => track.id === id);
