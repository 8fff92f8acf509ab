import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { EVENT_THUMBNAIL_SIZES } from '@/lib/events/types';
import { rasterizeSvg } from '../../server/discussions/card';
import { topicInput } from './discussions-support';
import { createEvent, createPublished, rows, setUpEventsApp, signUpAll } from './events-support';
import type { Json, Member } from './events-support';

/**
 * R3.3 Hosting: a cover the host uploads gets its desktop and mobile thumbnails drawn on the
 * server (16:9 PNGs), stored as the host's uploads and claimed by the event; a cover elsewhere,
 * or someone else's upload, gets none.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'covers-test-'));
process.env.DATA_DIR = dataDir;

const app = setUpEventsApp();
const E = '/api/events/v1';
let host: Member;
let other: Member;

beforeAll(async () => {
  [, host, other] = await signUpAll(app, 'coveradmin', 'coverhost', 'coverother');
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function uploadImage(member: Member, data: Buffer): Promise<string> {
  const form = new FormData();
  form.append('files[]', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'cover.png');
  const res = await fetch(`${app().url}/api/post/upload`, {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json', Cookie: member.agent.cookieHeader(), 'X-XSRF-TOKEN': member.agent.csrf! },
  });
  const body = (await res.json()) as Json;
  if (res.status !== 200) throw new Error(`upload failed ${res.status} ${JSON.stringify(body)}`);
  return body[0].url;
}

/** Width and height from a PNG's header. */
async function pngSize(url: string): Promise<{ type: string | null; width: number; height: number }> {
  const res = await fetch(`${app().url}${url}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { type: res.headers.get('content-type'), width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const picture = async (width: number, height: number) =>
  (await rasterizeSvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#0f766e"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fde68a"/></svg>`, width)).png;

describe('R3.3 cover thumbnails drawn on the server', () => {
  it('an uploaded cover gets desktop and mobile 16:9 PNG thumbnails the event claims', async () => {
    const cover = await uploadImage(host, await picture(1200, 900));
    const event = await createPublished(host, { images: { cover } });
    expect(event.images.cover).toBe(cover);
    const { desktop, mobile } = event.images.thumbnail;
    expect(desktop).toMatch(/^\/uploads\/event-thumbnails\/\d{4}\/[0-9a-f]{32}\.png$/);
    expect(mobile).toMatch(/^\/uploads\/event-thumbnails\/\d{4}\/[0-9a-f]{32}\.png$/);
    expect(await pngSize(desktop)).toEqual({ type: 'image/png', ...EVENT_THUMBNAIL_SIZES.desktop });
    expect(await pngSize(mobile)).toEqual({ type: 'image/png', ...EVENT_THUMBNAIL_SIZES.mobile });
    const claimed = await rows(sql`SELECT u.url FROM event_uploads eu JOIN uploads u ON u.id = eu.upload_id WHERE eu.event_id = ${event.id} ORDER BY u.url`);
    expect(claimed.map((r) => r.url).sort()).toEqual([cover, desktop, mobile].sort());
  });

  it('a new cover on edit draws new thumbnails; saving the same cover again draws none', async () => {
    const event = await createEvent(host, { images: { cover: await uploadImage(host, await picture(800, 450)) } });
    const first = event.images.thumbnail;
    const again = await host.agent.put(`${E}/event/${event.id}`, { images: { cover: event.images.cover } });
    expect(again.body.images.thumbnail).toEqual(first);
    const next = await host.agent.put(`${E}/event/${event.id}`, { images: { cover: await uploadImage(host, await picture(640, 640)) } });
    expect(next.body.images.thumbnail.desktop).not.toBe(first.desktop);
    expect(await pngSize(next.body.images.thumbnail.desktop)).toMatchObject(EVENT_THUMBNAIL_SIZES.desktop);
  });

  it('a cover elsewhere or another member’s upload gets no thumbnails', async () => {
    const elsewhere = await createEvent(host, { images: { cover: 'https://images.example.org/cover.jpg' } });
    expect(elsewhere.images.thumbnail).toEqual({ mobile: '', desktop: '' });
    const theirs = await uploadImage(other, await picture(800, 450));
    const borrowed = await createEvent(host, { images: { cover: theirs } });
    expect(borrowed.images.thumbnail).toEqual({ mobile: '', desktop: '' });
  });
});

describe('hardening 22: media addresses are the site’s uploads or https: addresses of public hosts', () => {
  it('hardening 22: a cover, thumbnail, backdrop or recording on a loopback, private or link-local host, or over http:, is refused; a podcast’s audio too', async () => {
    const event = await createEvent(host);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ images: { cover: 'http://169.254.169.254/latest/meta-data/iam' } }, '[[error:invalid-url]]'],
      [{ images: { cover: 'https://169.254.169.254/latest/meta-data/iam' } }, '[[error:reserved-ip-address]]'],
      [{ images: { backdrop: 'https://[::1]/backdrop.png' } }, '[[error:reserved-ip-address]]'],
      [{ images: { thumbnail: { desktop: 'https://10.0.0.8/t.png' } } }, '[[error:reserved-ip-address]]'],
      [{ recording_url: 'https://localhost/talk.mp3' }, '[[error:reserved-ip-address]]'],
      [{ recording_url: 'https://[fd00::5]/talk.mp3' }, '[[error:reserved-ip-address]]'],
      [{ recording_url: 'http://cdn.example.org/talk.mp3' }, '[[error:invalid-url]]'],
    ];
    for (const [change, error] of cases) {
      const reply = await host.agent.put(`${E}/event/${event.id}`, change);
      expect([JSON.stringify(change), reply.status, reply.body]).toEqual([JSON.stringify(change), 400, { error }]);
    }
    const fine = await host.agent.put(`${E}/event/${event.id}`, { images: { cover: 'https://images.example.org/c.png' }, recording_url: '/audio/maintainers-corner-01.mp3' });
    expect(fine.status).toBe(200);
    expect(fine.body.images.cover).toBe('https://images.example.org/c.png');

    const podcast = await host.agent.post('/api/v3/topics', topicInput({ postType: 'podcast', metaData: { audioUrl: 'https://192.168.0.10/episode.mp3' } }));
    expect(podcast.status).toBe(400);
    expect(JSON.stringify(podcast.body)).toContain('[[error:audio-url-required]]');
  });
});
