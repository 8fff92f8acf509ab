import { playBody, saveQueueBody, tracksQuery } from '@/lib/player/schemas';
import { endpoint } from '../http/route';
import * as service from './service';

/**
 * Endpoints of the audio player (R3.17, R4.15) under `/api/player`, in the read family (the
 * object, errors as `{error}`): tracks for the viewer, the member's saved queue, plays. The rules
 * are in ./service.ts, the resolver in ./tracks.ts.
 */

const TAG = 'player';

export const tracksEndpoint = endpoint({
  method: 'GET',
  path: '/api/player/tracks',
  summary:
    'The tracks the viewer may play for `ids` (comma list of `post:{pid}` and `event:{id}`, at most 200), in the order asked; ' +
    'unknown, invalid and hidden ones are left out.',
  tag: TAG,
  family: 'read',
  access: 'public',
  query: tracksQuery,
  handle: ({ query, viewer }) => service.getTracks(query.ids, viewer),
});

export const getQueueEndpoint = endpoint({
  method: 'GET',
  path: '/api/player/queue',
  summary: "The member's saved queue, resolved for them now (tracks, index, position, updatedAt). Visitors: not-logged-in.",
  tag: TAG,
  family: 'read',
  access: 'member',
  handle: ({ viewer }) => service.getQueue(viewer),
});

export const saveQueueEndpoint = endpoint({
  method: 'PUT',
  path: '/api/player/queue',
  summary:
    "Replaces the member's saved queue: `items` (track ids in order), `index` (-1: none) and `position` (seconds). " +
    'Ids are resolved again (unplayable ones dropped, at most 200 kept), index and position clamped; answers the queue as kept.',
  tag: TAG,
  family: 'read',
  access: 'member',
  body: saveQueueBody,
  handle: ({ body, viewer }) => service.saveQueue(viewer, body),
});

export const playEndpoint = endpoint({
  method: 'POST',
  path: '/api/player/plays',
  summary:
    'One listen of a track: counted once per member per track per UTC day (`counted`), never for visitors; answers the play count. ' +
    'A track the viewer may not play: no-track.',
  tag: TAG,
  family: 'read',
  access: 'public',
  body: playBody,
  handle: ({ body, viewer }) => service.recordPlay(viewer, body.id),
});
