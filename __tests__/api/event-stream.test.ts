import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { runEventJobsOnce } from '../../server/events/lifecycleJob';
import { attachEventRooms } from '../../server/events/realtime';
import { Agent } from '../support/agent';
import { createEvent, createPublished, row, setStart, setUpEventsApp, signUpAll } from './events-support';
import type { Json, Member } from './events-support';
import { realtimeForFile } from './socket-support';

/**
 * Issue 36, the live room's stream: hosts name a stream address (`stream_url`), checked against the
 * site's allow-list (lib/events/stream.ts); the event answer carries what the live room plays
 * (`stream`) to everyone who may see the event while it is live, the address itself to its hosts
 * only; the page cache hears the lifecycle change; the CSP frames exactly the allowed players.
 */

// The site's stream settings for this file (read on every request).
process.env.STREAM_PEERTUBE_HOSTS = 'video.example.org';
process.env.STREAM_JITSI_HOSTS = 'meet.jit.si, meet.example.org';
process.env.STREAM_MEDIA_HOSTS = 'media.example.org';

// Before the app's own hooks: socket.io's adapter holds a pool connection.
const realtime = realtimeForFile(attachEventRooms);

const app = setUpEventsApp();
const E = '/api/events/v1';
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const YOUTUBE_EMBED = { kind: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };

let host: Member, cohost: Member, alice: Member;
let visitor: Agent;

beforeAll(async () => {
  [, host, cohost, alice] = await signUpAll(app, 'streamadmin', 'streamhost', 'streamcohost', 'streamalice');
  visitor = new Agent(app().url);
  await visitor.config();
});

const read = async (who: Agent, id: number): Promise<Json> => {
  const reply = await who.get(`${E}/event/${id}`);
  expect(reply.status).toBe(200);
  return reply.body;
};

describe('issue 36: hosts set the stream address', () => {
  it('issue 36 a host sets a stream on create and on edit; the address is stored as given and shown to its hosts only', async () => {
    const event = await createPublished(host, { stream_url: YOUTUBE, organizers: [{ user_id: cohost.uid }] });
    expect(event.stream_url).toBe(YOUTUBE);
    expect((await row(sql`SELECT stream_url FROM events WHERE id = ${event.id}`)).stream_url).toBe(YOUTUBE);

    const edited = await host.agent.put(`${E}/event/${event.id}`, { stream_url: 'https://www.twitch.tv/SomeChannel' });
    expect(edited.status).toBe(200);
    expect(edited.body.stream_url).toBe('https://www.twitch.tv/SomeChannel');
    expect((await read(cohost.agent, event.id)).stream_url).toBe('https://www.twitch.tv/SomeChannel');

    // Members and visitors never see the address; not live yet, nobody gets a stream.
    for (const who of [alice.agent, visitor]) {
      const seen = await read(who, event.id);
      expect(seen).not.toHaveProperty('stream_url');
      expect(seen.stream).toBeNull();
    }
    expect((await read(host.agent, event.id)).stream).toBeNull();

    // '' removes it.
    expect((await host.agent.put(`${E}/event/${event.id}`, { stream_url: '' })).body.stream_url).toBe('');
  });

  it.each([
    ['another host', 'https://evil.example/live.m3u8'],
    ['http', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['javascript:', 'javascript:alert(1)'],
    ['a user-info trick', 'https://youtube.com@evil.example/watch?v=dQw4w9WgXcQ'],
    ['a port', 'https://media.example.org:8443/live.m3u8'],
    ['a PeerTube instance not on the list', 'https://tube.example.net/w/kkGMgK9ZtnKfYAgnEtQxbv'],
  ])('issue 36 a refused address (%s) is the catalogue’s invalid-url, and the event keeps its stream', async (_what, address) => {
    const event = await createEvent(host, { stream_url: 'https://meet.example.org/weekly-call' });
    const refused = await host.agent.put(`${E}/event/${event.id}`, { stream_url: address, title: 'Not saved either' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: '[[error:invalid-url]]' });
    const kept = await read(host.agent, event.id);
    expect(kept).toMatchObject({ stream_url: 'https://meet.example.org/weekly-call', title: event.title });
    expect((await host.agent.post(`${E}/conference`, { title: 'Refused on create', timestamp: Date.now() + 86_400_000, stream_url: address })).body).toEqual({
      error: '[[error:invalid-url]]',
    });
  });

  it('issue 36 a member who is not a host cannot set it', async () => {
    const event = await createPublished(host);
    expect((await alice.agent.put(`${E}/event/${event.id}`, { stream_url: YOUTUBE })).body).toEqual({ error: '[[error:no-privileges]]' });
  });
});

describe('issue 36: the stream while the event is live', () => {
  it('issue 36 everyone who may see the event gets `stream` once a host starts it early, and not after it ended', async () => {
    const event = await createPublished(host, { stream_url: 'https://video.example.org/w/kkGMgK9ZtnKfYAgnEtQxbv' });
    const started = await host.agent.put(`${E}/event/${event.id}`, { event_lifecycle: 'live' });
    const peertube = { kind: 'peertube', src: 'https://video.example.org/videos/embed/kkGMgK9ZtnKfYAgnEtQxbv' };
    expect(started.body).toMatchObject({ event_lifecycle: 'live', stream: peertube, stream_url: 'https://video.example.org/w/kkGMgK9ZtnKfYAgnEtQxbv' });
    for (const who of [visitor, alice.agent]) {
      const seen = await read(who, event.id);
      expect(seen).toMatchObject({ event_lifecycle: 'live', stream: peertube });
      expect(seen).not.toHaveProperty('stream_url');
    }
    // The events search carries it too (one presenter).
    const found = await visitor.get(`${E}/search?type=event&term=${encodeURIComponent(event.title)}`);
    const hit = (found.body.results[0].hits as Json[]).find((h) => h.document.id === event.id);
    expect(hit?.document.stream).toEqual(peertube);

    await host.agent.put(`${E}/event/${event.id}`, { event_lifecycle: 'ended' });
    expect((await read(visitor, event.id)).stream).toBeNull();
  });

  it('issue 36 the clock makes it live too; HLS and audio from a media host; an unpublished event shows none', async () => {
    const hls = await createPublished(host, { stream_url: 'https://media.example.org/live/main.m3u8?token=abc' });
    await setStart(hls.id, Date.now() - 60_000);
    expect((await read(visitor, hls.id)).stream).toEqual({ kind: 'hls', src: 'https://media.example.org/live/main.m3u8?token=abc' });

    const audio = await createPublished(host, { stream_url: 'https://media.example.org/radio/live.opus' });
    await host.agent.put(`${E}/event/${audio.id}`, { event_lifecycle: 'live' });
    expect((await read(alice.agent, audio.id)).stream).toEqual({ kind: 'audio', src: 'https://media.example.org/radio/live.opus' });
    await host.agent.put(`${E}/event/${audio.id}`, { event_status: 'unpublish' });
    expect((await read(host.agent, audio.id)).stream).toBeNull();
  });

  it('issue 36 an address saved before the allow-list changed stays the hosts’, plays nothing, and other edits still save', async () => {
    const event = await createPublished(host, { stream_url: 'https://media.example.org/live/old.m3u8' });
    await host.agent.put(`${E}/event/${event.id}`, { event_lifecycle: 'live' });
    process.env.STREAM_MEDIA_HOSTS = '';
    try {
      const edited = await host.agent.put(`${E}/event/${event.id}`, { stream_url: 'https://media.example.org/live/old.m3u8', summary: 'Still saved' });
      expect(edited.body).toMatchObject({ summary: 'Still saved', stream_url: 'https://media.example.org/live/old.m3u8', stream: null });
    } finally {
      process.env.STREAM_MEDIA_HOSTS = 'media.example.org';
    }
  });
});

describe('issue 36: open pages and the page cache follow the lifecycle', () => {
  const open = (): Promise<Socket> => realtime.open();
  const join = (socket: Socket, id: number) => realtime.joinEvent(socket, id);

  it('issue 36 viewers of the page hear the stream with the lifecycle: from a host’s early start and from the lifecycle job', async () => {
    const early = await createPublished(host, { stream_url: YOUTUBE });
    const clock = await createPublished(host, { stream_url: 'https://meet.jit.si/OurCommunityCall' });
    const socket = await open();
    expect(await join(socket, early.id)).toEqual({ joined: true });
    expect(await join(socket, clock.id)).toEqual({ joined: true });
    const heard: Json[] = [];
    socket.on('event:lifecycle', (payload: Json) => heard.push(payload));

    await host.agent.put(`${E}/event/${early.id}`, { event_lifecycle: 'live' });
    await setStart(clock.id, Date.now() - 60_000);
    await runEventJobsOnce();
    await host.agent.put(`${E}/event/${early.id}`, { event_lifecycle: 'ended' });
    for (let i = 0; i < 50 && heard.length < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual(
      expect.arrayContaining([
        { id: early.id, event_lifecycle: 'live', stream: YOUTUBE_EMBED },
        { id: clock.id, event_lifecycle: 'live', stream: { kind: 'jitsi', src: 'https://meet.jit.si/OurCommunityCall' } },
        { id: early.id, event_lifecycle: 'ended', stream: null },
      ]),
    );
    expect(heard).toHaveLength(3);
  });

  it('issue 36 a host’s start and end, and the job storing the clock’s live, evict the event’s cached pages', async () => {
    const early = await createPublished(host, { stream_url: YOUTUBE });
    const clock = await createPublished(host, { stream_url: YOUTUBE });
    await setStart(clock.id, Date.now() - 60_000);
    const listener = new Client({ connectionString: app().databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => {
      if (n.channel === 'page_cache' && n.payload) heard.push(n.payload);
    });
    try {
      await listener.query('LISTEN page_cache');
      await host.agent.put(`${E}/event/${early.id}`, { event_lifecycle: 'live' });
      await listener.query('SELECT 1');
      expect(heard).toEqual([`events event:${early.id}`]);
      await runEventJobsOnce();
      await listener.query('SELECT 1');
      expect(heard.slice(1).join(' ')).toContain(`event:${clock.id}`);
      heard.length = 0;
      await host.agent.put(`${E}/event/${early.id}`, { event_lifecycle: 'ended' });
      await listener.query('SELECT 1');
      expect(heard).toEqual([`events event:${early.id}`]);
    } finally {
      await listener.end();
    }
  });
});

describe('issue 36: the Content-Security-Policy', () => {
  it('issue 36 frames exactly the players and the configured PeerTube and Jitsi hosts; the media hosts may be fetched and played', async () => {
    const reply = await visitor.get('/api/config');
    const csp = new Map(
      String(reply.headers.get('content-security-policy'))
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );
    expect(csp.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.twitch.tv',
      'https://video.example.org',
      'https://meet.jit.si',
      'https://meet.example.org',
    ]);
    expect(csp.get('media-src')).toContain('https://media.example.org');
    expect(csp.get('connect-src')).toContain('https://media.example.org');
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
