import { chaptersOf } from '@/lib/player/chapters';
import { playContract, savedQueueContract, tracksContract } from '@/lib/player/contracts';
import { audioTypeOf } from '@/lib/player/rules';
import { parseTrackId, QUEUE_MAX, type SavedQueue, type Track, type TrackId } from '@/lib/player/types';
import type { MockDb } from '../db';
import { mockEndpoint, mockFail } from '../endpoint';

/** The player's calls (R3.17, R4.15): tracks, the member's saved queue, plays. */

function trackOf(db: MockDb, id: TrackId): Track | null {
  const pid = Number(id.slice(id.indexOf(':') + 1));
  const episode = id.startsWith('post:') ? db.episodes.find((e) => e.pid === pid) : undefined;
  if (!episode) return null;
  return {
    id,
    kind: 'podcast',
    link: `/posts/${episode.slug}`,
    title: episode.title,
    artist: episode.author.fullname,
    artwork: episode.author.picture,
    src: episode.audioUrl,
    type: audioTypeOf(episode.audioUrl),
    duration: episode.duration,
    chapters: chaptersOf(episode.content, episode.duration),
    plays: episode.plays,
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

export const playerMocks = [
  mockEndpoint(
    {
      method: 'GET',
      path: '/api/player/tracks',
      family: 'read',
      access: 'public',
      response: tracksContract,
      example: { url: '/api/player/tracks?ids=post:900,post:901' },
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
      example: { body: { items: ['post:901', 'post:900'], index: 1, position: 3 } },
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
    { method: 'POST', path: '/api/player/plays', family: 'read', access: 'public', response: playContract, example: { body: { id: 'post:900' } } },
    ({ db, viewer, body }) => {
      const id = parseTrackId(body.id);
      const track = id ? trackOf(db, id) : null;
      if (!id || !track) throw mockFail('no-track');
      const episode = db.episodes.find((e) => `post:${e.pid}` === id)!;
      const key = `${viewer?.uid ?? 0}:${id}`;
      const counted = viewer !== null && !db.playsToday.has(key);
      if (counted) {
        db.playsToday.add(key);
        episode.plays += 1;
      }
      return { id, plays: episode.plays, counted };
    },
  ),
];
