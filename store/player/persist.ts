import { parseTrackId, QUEUE_MAX, type Track } from '@/lib/player/types';
import type { PlayerState } from './state';

/**
 * The player in this browser's local storage (for everyone; members' queues also go to the
 * server, store/player/listeners.ts): the queue with its tracks, the current index and position,
 * speed, volume; and the position of every episode started (resume where you left off).
 * Storage that is full, disabled or holds something else is treated as empty.
 */

export const SAVED_KEY = 'player:queue';
export const POSITIONS_KEY = 'player:positions';
/**
 * Session storage: the uid of the member whose saved queue was empty when this browser session
 * asked, so the mount point does not load the player on every page for nothing
 * (components/player/PlayerMount.tsx reads the same key).
 */
export const NO_SAVED_QUEUE_KEY = 'player:no-saved-queue';
/** Episodes whose position is kept (the most recent). */
const POSITIONS_MAX = 300;

export interface LocalPlayer {
  /** Whose queue it is: a member's uid, or -1 for a visitor's. */
  owner: number;
  tracks: Track[];
  index: number;
  position: number;
  speed: number;
  volume: number;
  muted: boolean;
  autoPlayNext: boolean;
  /** When it was saved (ms since the epoch). */
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readJson(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the player still works, it is just not kept.
  }
}

const isTrack = (value: unknown): value is Track => {
  if (!value || typeof value !== 'object') return false;
  const t = value as Record<string, unknown>;
  return parseTrackId(t.id) !== null && typeof t.src === 'string' && typeof t.title === 'string' && typeof t.link === 'string';
};

const num = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** Whether a saved queue is there (read by the mount point to load the player at once). */
export function hasSavedQueue(): boolean {
  const saved = readLocalPlayer();
  return saved !== null && saved.tracks.length > 0;
}

export function readLocalPlayer(): LocalPlayer | null {
  const value = readJson(SAVED_KEY);
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const tracks = Array.isArray(v.tracks) ? v.tracks.filter(isTrack).slice(0, QUEUE_MAX).map((t) => ({ ...t, chapters: Array.isArray(t.chapters) ? t.chapters : [] })) : [];
  return {
    owner: num(v.owner, -1),
    tracks,
    index: Math.trunc(num(v.index, tracks.length > 0 ? 0 : -1)),
    position: Math.max(0, num(v.position, 0)),
    speed: num(v.speed, 1),
    volume: num(v.volume, 1),
    muted: v.muted === true,
    autoPlayNext: v.autoPlayNext !== false,
    savedAt: num(v.savedAt, 0),
  };
}

export function writeLocalPlayer(state: PlayerState, owner: number, now = Date.now()): void {
  const saved: LocalPlayer = {
    owner,
    tracks: state.queue,
    index: state.index,
    position: Math.floor(state.currentTime),
    speed: state.speed,
    volume: state.volume,
    muted: state.muted,
    autoPlayNext: state.autoPlayNext,
    savedAt: now,
  };
  writeJson(SAVED_KEY, saved);
}

export function clearLocalPlayer(): void {
  try {
    storage()?.removeItem(SAVED_KEY);
    storage()?.removeItem(POSITIONS_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * Positions belong to tracks (`post:{pid}`, `event:{id}`: kind and id), never to files: two tracks
 * of one file keep their own. Any other key kept here (a file's address) is dropped when read.
 */
function readPositions(): Record<string, number> {
  const value = readJson(POSITIONS_KEY);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, number] => parseTrackId(entry[0]) !== null && typeof entry[1] === 'number' && Number.isFinite(entry[1]),
    ),
  );
}

/** Where an episode was left (seconds), 0 when never started or finished. */
export function readPosition(id: string): number {
  return Math.max(0, num(readPositions()[id], 0));
}

/** Keeps an episode's position; 0 (finished) forgets it. */
export function writePosition(id: string, seconds: number): void {
  const positions = readPositions();
  delete positions[id];
  if (seconds > 0) positions[id] = Math.floor(seconds);
  const ids = Object.keys(positions);
  for (const old of ids.slice(0, Math.max(0, ids.length - POSITIONS_MAX))) delete positions[old];
  writeJson(POSITIONS_KEY, positions);
}

/** Remembers for this browser session that the member has no saved queue (or forgets it: `null`). */
export function rememberNoSavedQueue(uid: number | null): void {
  try {
    if (uid === null) window.sessionStorage.removeItem(NO_SAVED_QUEUE_KEY);
    else window.sessionStorage.setItem(NO_SAVED_QUEUE_KEY, String(uid));
  } catch {
    // No session storage: the player loads for members each time.
  }
}
