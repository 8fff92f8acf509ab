import type { NextApiResponse } from 'next';
import { playContract, savedQueueContract, tracksContract } from '@/lib/player/contracts';
import { feedQuery, playBody, projectFeedParams, saveQueueBody, tracksQuery } from '@/lib/player/schemas';
import { endpoint } from '../http/route';
import { projectFeed, siteFeed } from './feed';
import * as service from './service';

/**
 * Endpoints of the audio player (R3.17, R4.15) under `/api/player`, in the read family (the
 * object, errors as `{error}`): tracks for the viewer, the member's saved queue, plays, and the
 * podcast feeds (RSS, reached at `/podcast.xml` and `/projects/{id}/podcast.xml` through the
 * server's aliases). The rules are in ./service.ts, the resolver in ./tracks.ts, the feeds in ./feed.ts.
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
  response: tracksContract,
  handle: ({ query, viewer }) => service.getTracks(query.ids, viewer),
});

export const getQueueEndpoint = endpoint({
  method: 'GET',
  path: '/api/player/queue',
  summary: "The member's saved queue, resolved for them now (tracks, index, position, updatedAt). Visitors: not-logged-in.",
  tag: TAG,
  family: 'read',
  access: 'member',
  response: savedQueueContract,
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
  ownStateOnly: true,
  body: saveQueueBody,
  response: savedQueueContract,
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
  ownStateOnly: true,
  body: playBody,
  response: playContract,
  handle: ({ body, viewer }) => service.recordPlay(viewer, body.id),
});

const RSS = 'application/rss+xml';

function sendFeed(res: NextApiResponse, body: string): void {
  res.setHeader('Content-Type', `${RSS}; charset=utf-8`);
  res.setHeader('Cache-Control', 'public, max-age=900');
  res.status(200).end(body);
}

export const siteFeedEndpoint = endpoint({
  method: 'GET',
  path: '/api/player/feed',
  aliases: ['GET /podcast.xml'],
  summary:
    "The site's podcast feed: RSS 2.0 with iTunes tags, podcast posts and event recordings a visitor may play, newest first (100); " +
    '`lang` (es, de, ar): the words the site writes and the links in that language.',
  tag: TAG,
  family: 'read',
  access: 'public',
  beforeConsent: true,
  lenientQuery: true,
  produces: RSS,
  query: feedQuery,
  handle: async ({ res, query }) => sendFeed(res, await siteFeed(query.lang)),
});

export const projectFeedEndpoint = endpoint({
  method: 'GET',
  path: '/api/player/feed/{id}',
  aliases: ['GET /projects/{id}/podcast.xml'],
  summary: "A project's podcast feed (its podcast posts and event recordings); `lang` as for the site's; an unknown or hidden project: no-project.",
  tag: TAG,
  family: 'read',
  access: 'public',
  beforeConsent: true,
  lenientQuery: true,
  produces: RSS,
  params: projectFeedParams,
  query: feedQuery,
  handle: async ({ params, res, query }) => sendFeed(res, await projectFeed(params.id, query.lang)),
});
