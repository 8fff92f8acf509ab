import { chaptersOf } from '@/lib/player/chapters';
import { playContract, savedQueueContract, tracksContract } from '@/lib/player/contracts';
import { audioTypeOf } from '@/lib/player/rules';
import { parseTrackId, QUEUE_MAX, type SavedQueue, type Track, type TrackId } from '@/lib/player/types';
import { memberByUid, postByPid, topicByTid, type MockDb } from '../db';
import { mockEndpoint, mockFail } from '../endpoint';

/** The player's calls (R3.17, R4.15): tracks, the member's saved queue, plays. */

function trackOf(db: MockDb, id: TrackId): Track | null {
  const pid = Number(id.slice(id.indexOf(':') + 1));
  const main = id.startsWith('post:') ? postByPid(db, pid) : undefined;
  const topic = main?.isMainPost ? topicByTid(db, main.tid) : undefined;
  const src = main?.metaData.audioUrl;
  if (!main || !topic || topic.postType !== 'podcast' || typeof src !== 'string') return null;
  const author = memberByUid(db, main.uid);
  const duration = typeof main.metaData.duration === 'number' ? main.metaData.duration : null;
  return {
    id,
    kind: 'podcast',
    link: `/posts/${topic.slug}`,
    title: topic.title,
    artist: author?.fullname ?? '',
    artwork: author?.picture ?? null,
    src,
    type: audioTypeOf(src),
    duration,
    chapters: chaptersOf(main.markdown, duration),
    plays: db.plays.get(pid) ?? 0,
  };
}

function tracksOf(db: MockDb, ids: readonly TrackId[]): Track[] {
  return ids.map((id) => trackOf(db, id)).filter((t): t is Track => t !== null);
}

function idsOf(values: unknown): TrackId[] {
  const list = Array.isArray(values) ? values : typeof values === 'string' ? values.split(',') : [];
  return [...new Set(list.map(parseTrackId).filter((id): id is TrackId => id !== null))].slice(0, QUEUE_MAX);
}

function savedQueue(db: MockDb, uid: number): SavedQueue {
  const kept = db.queues.get(uid);
  if (!kept) return { tracks: [], index: -1, position: 0, updatedAt: null };
  const tracks = tracksOf(db, kept.items);
  const index = Math.min(kept.index, tracks.length - 1);
  return { tracks, index, position: index >= 0 ? kept.position : 0, updatedAt: kept.updatedAt };
}

/** The generated podcast episodes' track ids (the examples' requests). */
const episodeIds = (db: MockDb): TrackId[] => db.topics.filter((t) => t.postType === 'podcast').map((t) => `post:${t.mainPid}` as const);

export const playerMocks = [
  mockEndpoint(
    {
      method: 'GET',
      path: '/api/player/tracks',
      family: 'read',
      access: 'public',
      response: tracksContract,
      example: (db) => ({ url: `/api/player/tracks?ids=${episodeIds(db).join(',')}` }),
    },
    ({ db, query }) => ({ tracks: tracksOf(db, idsOf(query.get('ids') ?? '')) }),
  ),
  mockEndpoint(
    { method: 'GET', path: '/api/player/queue', family: 'read', access: 'member', response: savedQueueContract },
    ({ db, viewer }) => savedQueue(db, viewer!.uid),
  ),
  mockEndpoint(
    {
      method: 'PUT',
      path: '/api/player/queue',
      family: 'read',
      access: 'member',
      response: savedQueueContract,
      example: (db) => ({ body: { items: episodeIds(db).reverse(), index: 1, position: 3 } }),
    },
    ({ db, viewer, body }) => {
      const items = tracksOf(db, idsOf(body.items)).map((t) => t.id);
      const index = Math.max(-1, Math.min(Number(body.index) || 0, items.length - 1));
      const position = index >= 0 ? Math.max(0, Number(body.position) || 0) : 0;
      db.queues.set(viewer!.uid, { items, index, position, updatedAt: new Date().toISOString() });
      return savedQueue(db, viewer!.uid);
    },
  ),
  mockEndpoint(
    { method: 'POST', path: '/api/player/plays', family: 'read', access: 'public', response: playContract, example: (db) => ({ body: { id: episodeIds(db)[0] } }) },
    ({ db, viewer, body }) => {
      const id = parseTrackId(body.id);
      const track = id ? trackOf(db, id) : null;
      if (!id || !track) throw mockFail('no-track');
      const pid = Number(id.slice(id.indexOf(':') + 1));
      const key = `${viewer?.uid ?? 0}:${id}`;
      const counted = viewer !== null && !db.playsToday.has(key);
      if (counted) {
        db.playsToday.add(key);
        db.plays.set(pid, (db.plays.get(pid) ?? 0) + 1);
      }
      return { id, plays: db.plays.get(pid) ?? 0, counted };
    },
  ),
];
