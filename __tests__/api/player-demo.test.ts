import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { DEMO_STEPS, type DemoContext } from '../../server/demo/seed';
import { DEMO_PASSWORD } from '../../server/demo/members';
import { findUserBySlug, type UserRow } from '../../server/users/repository';
import { Agent } from '../support/agent';
import { DAY_MS } from '@/lib/time';
import { setUpTestApp } from '../support/testApp';

const app = setUpTestApp({ demo: true });
const PUBLIC_DIR = path.join(__dirname, '..', '..', 'public');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers checked field by field
type Json = any;

async function logIn(username: string): Promise<Agent> {
  const agent = new Agent(app().url);
  await agent.config();
  expect((await agent.post('/api/v3/utilities/login', { username, password: DEMO_PASSWORD })).status).toBe(200);
  return agent;
}

const counts = async () =>
  (await getDb().execute(sql`SELECT (SELECT count(*) FROM track_plays)::int AS plays, (SELECT sum(plays) FROM track_play_counts)::int AS total, (SELECT count(*) FROM player_queues)::int AS queues`)).rows[0];

describe('R3.17 demo community: the player', () => {
  it('R3.17 mei has a saved queue: the four podcast episodes and a past event’s recording, all real files', async () => {
    const mei = await logIn('mei');
    const queue = (await mei.get('/api/player/queue')).body;
    expect(queue.tracks.map((t: Json) => t.kind)).toEqual(['podcast', 'podcast', 'podcast', 'podcast', 'recording']);
    expect(queue).toMatchObject({ index: 1, position: 12 });
    for (const track of queue.tracks) {
      expect(track.src).toMatch(/^\/audio\/[a-z0-9-]+\.mp3$/);
      expect(fs.existsSync(path.join(PUBLIC_DIR, track.src))).toBe(true);
      expect(track.artist).not.toBe('');
      expect(track.artwork).toBeTruthy();
    }
    // Episodes and the recording carry their length (the recordings' read from their files when the demo loads).
    expect(queue.tracks.every((t: Json) => typeof t.duration === 'number' && t.duration > 0)).toBe(true);
    // Another member has none.
    expect((await (await logIn('carlos')).get('/api/player/queue')).body.tracks).toEqual([]);
  });

  it('R3.17 past demo events have audio recordings, and plays show on episodes and recordings', async () => {
    const recorded = (await getDb().execute(sql`
      SELECT id FROM events WHERE event_status = 'published' AND recording_status = 'available' AND recording_url LIKE '/audio/%' AND starts_at < now()`)).rows;
    expect(recorded.length).toBeGreaterThanOrEqual(2);
    const visitor = new Agent(app().url);
    const ids = [...(await getDb().execute(sql`SELECT p.pid FROM posts p JOIN topics t ON t.tid = p.tid WHERE t.post_type = 'podcast' AND p.is_main_post`)).rows.map((r: Json) => `post:${r.pid}`), ...recorded.map((r: Json) => `event:${r.id}`)];
    const tracks = (await visitor.get(`/api/player/tracks?ids=${ids.join(',')}`)).body.tracks;
    expect(tracks.length).toBe(ids.length);
    expect(tracks.filter((t: Json) => t.plays > 0).length).toBeGreaterThanOrEqual(4);
  });

  it('running the step again changes nothing, on the same day or a later one', async () => {
    const before = await counts();
    const members = new Map<string, UserRow>();
    for (const name of ['mei', 'jonas', 'carlos', 'amara', 'liam', 'sofia', 'priya']) members.set(name, (await findUserBySlug(name))!);
    const ctx: DemoContext = { members };
    const step = DEMO_STEPS.find((s) => s.name === 'player')!;
    await step.run(ctx);
    expect(await counts()).toEqual(before);
    // The plays' days count back from today: a run two days later (or one crossing midnight) adds none.
    const now = Date.now();
    const later = jest.spyOn(Date, 'now').mockReturnValue(now + 2 * DAY_MS);
    try {
      await step.run(ctx);
    } finally {
      later.mockRestore();
    }
    expect(await counts()).toEqual(before);
  });
});
