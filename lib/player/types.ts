/**
 * The audio player's contract (R1.8, R3.17, R4.15, R9.5; DECISIONS.md "Audio player"): the
 * playable items (tracks), the player's modes and defaults, and the shapes of the player's calls
 * (`/api/player/*`), shared by the server (server/player/), the client's service
 * (services/player.ts), the `player` slice (store/player/) and the components that play audio.
 * Zod-free: play buttons on every page import it; the request schemas are lib/player/schemas.ts.
 */

/** What a track is: a podcast post's episode, or an event's audio recording. */
type TrackKind = 'podcast' | 'recording';

/**
 * A track's id: `post:{pid}` for a podcast post (its main post's pid), `event:{id}` for an
 * event's audio recording. Stable across reloads and devices; the server resolves ids to tracks
 * for the viewer (what they may no longer see drops out).
 */
export type TrackId = `post:${number}` | `event:${number}`;

/** A chapter of an episode: a timestamp (`12:34` or `1:02:03`) at the start of a line of its text. */
export interface Chapter {
  /** Seconds from the start. */
  start: number;
  title: string;
}

/** One playable item (R3.17 "queue of tracks (id, link)"). */
export interface Track {
  id: TrackId;
  kind: TrackKind;
  /** The episode's page: the topic (`/post/{slug}`) or the event (`/events/{id}/{slug}`). */
  link: string;
  title: string;
  /** Who made it: the post's author or the event's first host (full name, else username). */
  artist: string;
  /** The artwork's address (project image, event cover or author picture), or null. */
  artwork: string | null;
  /** The audio file's address (same-origin path or absolute URL). */
  src: string;
  /** The audio's MIME type when known (`audio/mpeg`). */
  type: string | null;
  /** Length in seconds when known (the post's `metaData.duration`), else null until the audio says. */
  duration: number | null;
  /** Chapters read from the episode's text (empty when it has no timestamps). */
  chapters: Chapter[];
  /** Times it was listened to (R: a play counts once per member per episode per day). */
  plays: number;
}

/** R3.17 / DECISIONS "Audio player": closed, minimized (a bar), maximized (full view), popup (own window). */
export type PlayerMode = 'closed' | 'minimized' | 'maximized' | 'popup';

/** R9.5 and the issue's controls. */
export const PLAYER_DEFAULTS = {
  speed: 1.0,
  autoPlayNext: true,
  volume: 1,
  /** Skip back and forward, seconds. */
  skipBack: 15,
  skipForward: 30,
} as const;

/** Speeds offered, 0.5–3× (R3.17 speed). */
export const PLAYER_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;
export const PLAYER_SPEED_MIN = 0.5;
export const PLAYER_SPEED_MAX = 3;

/** The longest queue kept (locally and on the server). */
export const QUEUE_MAX = 200;

/**
 * `GET /api/player/queue` (member) and the answer of `PUT /api/player/queue`: the member's saved
 * queue, resolved for them, with the index of the current track (-1: none) and its position.
 */
export interface SavedQueue {
  tracks: Track[];
  index: number;
  /** Seconds into the current track. */
  position: number;
  /** When it was last saved (ISO), null when never. */
  updatedAt: string | null;
}

/** `PUT /api/player/queue` body: track ids in order, the current index and position. */
export interface SaveQueueBody {
  items: TrackId[];
  index: number;
  position: number;
}

/** `GET /api/player/tracks?ids=post:1,event:2`: the tracks the viewer may play, in the asked order. */
export interface TracksResponse {
  tracks: Track[];
}

/** `POST /api/player/plays` body and answer: one play of a track (counted once per member per track per day). */
export interface PlayBody {
  id: TrackId;
}
export interface PlayResponse {
  id: TrackId;
  plays: number;
  /** False when this member's play of this track was already counted today, or for visitors. */
  counted: boolean;
}

/** Parses a track id; null when it is not one. */
export function parseTrackId(value: unknown): TrackId | null {
  if (typeof value !== 'string') return null;
  const match = /^(post|event):([1-9]\d{0,9})$/.exec(value);
  if (!match || Number(match[2]) > 2147483647) return null;
  return value as TrackId;
}

/** The track id of a podcast post or an event's recording. */
export const postTrackId = (pid: number): TrackId => `post:${pid}`;
export const eventTrackId = (id: number): TrackId => `event:${id}`;
