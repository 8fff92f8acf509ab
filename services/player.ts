import type { PlayBody, PlayResponse, SavedQueue, SaveQueueBody, TrackId, TracksResponse } from '@/lib/player/types';
import { get, send } from './http';

/**
 * The audio player's calls (R3.17, R4.15; docs/API.md "Player"): the tracks of ids, the member's
 * saved queue, and one play of a track. Loaded with the player (components/player/entry.ts), never
 * with a page's first load.
 */

/** `GET /api/player/tracks?ids=post:1,event:2`: the tracks the viewer may play, in the asked order. */
export const fetchTracks = (ids: readonly TrackId[]) => get<TracksResponse>('/api/player/tracks', { ids: ids.join(',') });

/** `GET /api/player/queue`: the member's saved queue. */
export const fetchSavedQueue = () => get<SavedQueue>('/api/player/queue');

/** `PUT /api/player/queue`: saves the member's queue (ids in order, the current index and position). */
export const saveQueue = (body: SaveQueueBody) => send<SavedQueue>('put', '/api/player/queue', body);

/** `POST /api/player/plays`: one play of a track (counted once per member per track per day). */
export const countPlay = (id: TrackId) => send<PlayResponse>('post', '/api/player/plays', { id } satisfies PlayBody);
