import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { Agent } from '../support/agent';
import { createEvent, createPublished, setUpEventsApp, signUpAll, row, type Json, type Member } from './events-support';
import { createTopic } from './discussions-support';

/**
 * The player's calls (R3.17, R4.15): tracks resolved for the viewer (podcast posts and event
 * recordings; what the viewer may not see drops out), the member's saved queue (never trusting
 * the client) and plays (once per member per track per UTC day), on real PostgreSQL.
 */

const app = setUpEventsApp();
const E = '/api/events/v1';

let admin: Member;
let host: Member;
let listener: Member;
let other: Member;
let visitor: Agent;

async function podcast(member: Member, content: string, metaData: Record<string, unknown> = {}): Promise<Json> {
  return createTopic(member, {
    postType: 'podcast',
    title: `Maintainers talk episode ${Math.random().toString(36).slice(2, 8)}`,
    content,
    metaData: { audioUrl: '/audio/maintainers-corner-01.mp3', duration: 600, ...metaData },
  });
}

async function recordedEvent(member: Member, overrides: Record<string, unknown> = {}): Promise<Json> {
  return createPublished(member, { recording_url: '/audio/release-notes-01.mp3', recording_status: 'available', ...overrides });
}

beforeAll(async () => {
  [admin, host, listener, other] = await signUpAll(app, 'playadmin', 'playhost', 'listener', 'otherone');
  visitor = new Agent(app().url);
  await visitor.config();
});

describe('R3.17 GET /api/player/tracks', () => {
  it('R3.17 resolves podcast posts and event recordings in the asked order with artist, artwork, chapters and plays', async () => {
    const topic = await podcast(host, 'Notes for this episode.\n\n00:00 Welcome\n1:30 The release\n- [12:05] Questions from **members**\n99:00 past the end', { duration: 3600 });
    const pid = topic.mainPid as number;
    const event = await recordedEvent(host, { images: { cover: '/images/cover-1.png' } });
    const reply = await visitor.get(`/api/player/tracks?ids=event:${event.id},post:${pid},post:${pid},nonsense,post:999999`);
    expect(reply.status).toBe(200);
    expect(reply.body.tracks.map((t: Json) => t.id)).toEqual([`event:${event.id}`, `post:${pid}`]);
    const [recording, episode] = reply.body.tracks;
    expect(episode).toMatchObject({
      kind: 'podcast',
      link: `/posts/${topic.slug}`,
      title: topic.title,
      artist: 'playhost',
      src: '/audio/maintainers-corner-01.mp3',
      type: 'audio/mpeg',
      duration: 3600,
      plays: 0,
      chapters: [
        { start: 0, title: 'Welcome' },
        { start: 90, title: 'The release' },
        { start: 725, title: 'Questions from members' },
      ],
    });
    expect(recording).toMatchObject({
      kind: 'recording',
      link: `/events/${event.slug}`,
      title: event.title,
      artist: 'playhost',
      artwork: '/images/cover-1.png',
      src: '/audio/release-notes-01.mp3',
      duration: null,
    });
  });

  it('R3.17 leaves out posts that are not podcasts, events without a recording and what the viewer may not see', async () => {
    const question = await createTopic(host, {});
    const noRecording = await createPublished(host, {});
    const processing = await recordedEvent(host, { recording_status: 'processing' });
    const draftEvent = await createEvent(host, { recording_url: '/audio/release-notes-01.mp3', recording_status: 'available' });
    const deletedTopic = await podcast(host, 'Soon gone.');
    expect((await host.agent.delete(`/api/v3/topics/${deletedTopic.tid}/state`)).status).toBe(200);
    const draftTopic = await createTopic(host, {
      postType: 'podcast',
      draft: true,
      metaData: { audioUrl: '/audio/maintainers-corner-01.mp3' },
    });
    const ids = [
      `post:${question.mainPid}`,
      `event:${noRecording.id}`,
      `event:${processing.id}`,
      `event:${draftEvent.id}`,
      `post:${deletedTopic.mainPid}`,
      `post:${draftTopic.mainPid}`,
    ].join(',');
    const asVisitor = await visitor.get(`/api/player/tracks?ids=${ids}`);
    expect(asVisitor.body.tracks).toEqual([]);
    expect((await other.agent.get(`/api/player/tracks?ids=${ids}`)).body.tracks).toEqual([]);
    // The author sees their own deleted and draft episodes; the host their draft event's recording.
    const own = await host.agent.get(`/api/player/tracks?ids=${ids}`);
    expect(own.body.tracks.map((t: Json) => t.id).sort()).toEqual(
      [`event:${draftEvent.id}`, `post:${deletedTopic.mainPid}`, `post:${draftTopic.mainPid}`].sort(),
    );
    // Moderators see deleted topics, not other members' drafts.
    const asAdmin = await admin.agent.get(`/api/player/tracks?ids=${ids}`);
    expect(asAdmin.body.tracks.map((t: Json) => t.id)).toEqual([`post:${deletedTopic.mainPid}`]);
  });

  it('R3.17 an unpublished event’s recording is played only by its hosts and registered members', async () => {
    const event = await recordedEvent(host);
    expect((await listener.agent.post(`${E}/event/${event.id}/participant`, {})).status).toBe(200);
    expect((await host.agent.put(`${E}/event/${event.id}`, { event_status: 'unpublish' })).status).toBe(200);
    const path = `/api/player/tracks?ids=event:${event.id}`;
    expect((await visitor.get(path)).body.tracks).toHaveLength(0);
    expect((await other.agent.get(path)).body.tracks).toHaveLength(0);
    expect((await listener.agent.get(path)).body.tracks).toHaveLength(1);
    expect((await host.agent.get(path)).body.tracks).toHaveLength(1);
  });

  it('R3.17 a hidden project gives no artwork to members; the author picture stands in', async () => {
    await getDb().execute(sql`UPDATE users SET picture = '/avatars/host.png' WHERE uid = ${host.uid}`);
    const project = await row(sql`INSERT INTO projects (name, slug, logo, hidden) VALUES ('Hidden tools', 'hidden-tools', '/images/hidden.png', true) RETURNING id`);
    const topic = await podcast(host, 'An episode about hidden tools.');
    await getDb().execute(sql`INSERT INTO topic_projects (tid, project_id, position) VALUES (${topic.tid}, ${project.id}, 0)`);
    const path = `/api/player/tracks?ids=post:${topic.mainPid}`;
    expect((await other.agent.get(path)).body.tracks[0].artwork).toBe('/avatars/host.png');
    expect((await admin.agent.get(path)).body.tracks[0].artwork).toBe('/images/hidden.png');
    await getDb().execute(sql`UPDATE projects SET hidden = false WHERE id = ${project.id}`);
    expect((await other.agent.get(path)).body.tracks[0].artwork).toBe('/images/hidden.png');
  });

  it('R3.17 bad ids never fail the call: an empty list', async () => {
    for (const query of ['', '?ids=', '?ids=post:0', '?ids=post:99999999999', '?ids=event:-1', '?ids[]=x', '?ids=post:1&ids=post:2']) {
      const reply = await visitor.get(`/api/player/tracks${query}`);
      expect(reply.status).toBe(200);
      expect(Array.isArray(reply.body.tracks)).toBe(true);
    }
  });
});

describe('R3.17 R4.15 the saved queue', () => {
  it('R3.17 visitors get not-logged-in for reading and saving', async () => {
    const read = await visitor.get('/api/player/queue');
    expect(read.status).toBe(401);
    expect(read.body.error).toBe('[[error:not-logged-in]]');
    const save = await visitor.put('/api/player/queue', { items: [], index: -1, position: 0 });
    expect(save.status).toBe(401);
    expect(save.body.error).toBe('[[error:not-logged-in]]');
  });

  it('R3.17 a member with no saved queue reads an empty one', async () => {
    const reply = await other.agent.get('/api/player/queue');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ tracks: [], index: -1, position: 0, updatedAt: null });
  });

  it('R3.17 saves and reads back the queue, resolved again, with index and position clamped', async () => {
    const a = await podcast(host, 'Episode A.', { duration: 300 });
    const b = await podcast(host, 'Episode B.', { duration: 200 });
    const event = await recordedEvent(host);
    const items = [`post:${a.mainPid}`, 'garbage', `post:${a.mainPid}`, `event:${event.id}`, `post:${b.mainPid}`, 'post:999999'];
    // index 4 is b in the client's list; its position is past b's length.
    const saved = await listener.agent.put('/api/player/queue', { items, index: 4, position: 9999 });
    expect(saved.status).toBe(200);
    expect(saved.body.tracks.map((t: Json) => t.id)).toEqual([`post:${a.mainPid}`, `event:${event.id}`, `post:${b.mainPid}`]);
    expect(saved.body).toMatchObject({ index: 2, position: 200 });
    expect(typeof saved.body.updatedAt).toBe('string');
    const read = await listener.agent.get('/api/player/queue');
    expect(read.body).toEqual(saved.body);
    // Another device of the same member reads the same queue.
    const stored = await row(sql`SELECT items, current_index AS "index", position FROM player_queues WHERE uid = ${listener.uid}`);
    expect(stored).toEqual({ items: [`post:${a.mainPid}`, `event:${event.id}`, `post:${b.mainPid}`], index: 2, position: 200 });

    // An index beyond the list is the last track; a negative one none.
    expect((await listener.agent.put('/api/player/queue', { items, index: 50, position: 10 })).body).toMatchObject({ index: 2, position: 0 });
    expect((await listener.agent.put('/api/player/queue', { items, index: -1, position: 10 })).body).toMatchObject({ index: -1, position: 0 });

    // A track deleted after saving drops out on the next read; the current one moves with it.
    expect((await listener.agent.put('/api/player/queue', { items, index: 4, position: 50 })).body).toMatchObject({ index: 2, position: 50 });
    expect((await host.agent.delete(`/api/v3/topics/${a.tid}/state`)).status).toBe(200);
    const after = await listener.agent.get('/api/player/queue');
    expect(after.body.tracks.map((t: Json) => t.id)).toEqual([`event:${event.id}`, `post:${b.mainPid}`]);
    expect(after.body).toMatchObject({ index: 1, position: 50 });
    // When the current track itself goes, the next one becomes current from its start.
    expect((await host.agent.delete(`/api/v3/topics/${b.tid}/state`)).status).toBe(200);
    const gone = await listener.agent.get('/api/player/queue');
    expect(gone.body).toMatchObject({ index: 0, position: 0 });
    expect(gone.body.tracks.map((t: Json) => t.id)).toEqual([`event:${event.id}`]);
  });

  it('R3.17 keeps at most QUEUE_MAX tracks and refuses what cannot be read', async () => {
    const topic = await podcast(host, 'One more episode.');
    const items = Array.from({ length: 300 }, (_, i) => (i === 0 ? `post:${topic.mainPid}` : `post:${1_000_000 + i}`));
    const saved = await listener.agent.put('/api/player/queue', { items, index: 0, position: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body.tracks).toHaveLength(1);
    for (const body of [{}, { items: 'post:1' }, { items: [1, 2] }, { items: [], index: 'x' }, { items: [], position: -1 }, { items: Array(1001).fill('post:1') }]) {
      const reply = await listener.agent.put('/api/player/queue', body);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatch(/^\[\[error:/);
    }
  });

  it('R3.17 a queue of more than QUEUE_MAX playable tracks keeps the first 200', async () => {
    const rowsIn = await getDb().execute<{ pid: number }>(sql`SELECT pid FROM posts WHERE is_main_post LIMIT 1`);
    expect(rowsIn.rows.length).toBe(1);
    // Many real episodes: insert them straight (the API's posting limit is not what is tested here).
    const created = await getDb().execute<{ pid: number }>(sql`
      WITH t AS (
        INSERT INTO topics (cid, uid, title, slug, post_type)
        SELECT 1, ${host.uid}, 'Bulk episode ' || g, g || '/bulk-episode', 'podcast' FROM generate_series(1, 210) g
        RETURNING tid
      )
      INSERT INTO posts (tid, uid, is_main_post, content, content_html, meta_data)
      SELECT tid, ${host.uid}, true, 'x', 'x', '{"audioUrl": "/audio/release-notes-01.mp3"}'::jsonb FROM t
      RETURNING pid`);
    const items = created.rows.map((r) => `post:${r.pid}`);
    const saved = await listener.agent.put('/api/player/queue', { items, index: 205, position: 3 });
    expect(saved.status).toBe(200);
    expect(saved.body.tracks).toHaveLength(200);
    expect(saved.body.tracks.map((t: Json) => t.id)).toEqual(items.slice(0, 200));
    expect(saved.body).toMatchObject({ index: 199, position: 0 });
  });
});

describe('R3.17 POST /api/player/plays', () => {
  it('R3.17 counts once per member per track per UTC day, never for visitors; the count shows on the post and the event', async () => {
    const topic = await podcast(host, 'Play me.');
    const event = await recordedEvent(host);
    const id = `post:${topic.mainPid}`;
    expect((await listener.agent.post('/api/player/plays', { id })).body).toEqual({ id, plays: 1, counted: true });
    expect((await listener.agent.post('/api/player/plays', { id })).body).toEqual({ id, plays: 1, counted: false });
    expect((await other.agent.post('/api/player/plays', { id })).body).toEqual({ id, plays: 2, counted: true });
    expect((await visitor.post('/api/player/plays', { id })).body).toEqual({ id, plays: 2, counted: false });
    // Yesterday's play does not keep today's from counting.
    await getDb().execute(sql`UPDATE track_plays SET day = day - 1 WHERE track = ${id} AND uid = ${listener.uid}`);
    expect((await listener.agent.post('/api/player/plays', { id })).body).toEqual({ id, plays: 3, counted: true });

    // Parallel plays of one member count once.
    const eid = `event:${event.id}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => listener.agent.post('/api/player/plays', { id: eid })));
    expect(answers.filter((a) => a.body.counted)).toHaveLength(1);
    expect((await row(sql`SELECT plays FROM track_play_counts WHERE track = ${eid}`)).plays).toBe(1);

    const tracks = await visitor.get(`/api/player/tracks?ids=${id},${eid}`);
    expect(tracks.body.tracks.map((t: Json) => t.plays)).toEqual([3, 1]);
    expect((await visitor.get(`/api/topic/${topic.tid}`)).body.posts[0].plays).toBe(3);
    expect((await visitor.get(`${E}/event/${event.id}`)).body.plays).toBe(1);
  });

  it('R3.17 refuses invalid ids and tracks the viewer may not play', async () => {
    const draft = await createEvent(host, { recording_url: '/audio/release-notes-01.mp3', recording_status: 'available' });
    expect((await listener.agent.post('/api/player/plays', { id: 'post:abc' })).body.error).toBe('[[error:invalid-track]]');
    expect((await listener.agent.post('/api/player/plays', {})).status).toBe(400);
    const hidden = await listener.agent.post('/api/player/plays', { id: `event:${draft.id}` });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toBe('[[error:no-track]]');
    expect((await host.agent.post('/api/player/plays', { id: `event:${draft.id}` })).body.counted).toBe(true);
  });
});
