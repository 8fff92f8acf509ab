import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { getDb } from '../../server/db';
import { createStaticAssets } from '../../server/http/staticAssets';
import { measureDurationsOnce } from '../../server/player/durations';
import { podcastsWithoutDuration, recordingsWithoutDuration } from '../../server/player/durationsRepository';
import { planOf } from '../support/plans';
import { createTopic } from './discussions-support';
import { createEvent, createPublished, row, setUpEventsApp, signUpAll, type Json, type Member } from './events-support';

/**
 * The podcast feeds (R3.17): RSS 2.0 with iTunes tags for the site and per project, parsed with
 * a real XML parser; every enclosure answers a byte range (206 with the right Content-Range), as
 * podcast apps and the browser's audio element need to seek.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podcast-feed-test-'));
process.env.DATA_DIR = dataDir;
process.env.UPLOAD_RATE_LIMIT = '1000';
const ORIGIN = 'https://community.example.org';
process.env.PUBLIC_URL = ORIGIN;

const app = setUpEventsApp();
const repoRoot = path.resolve(__dirname, '..', '..');

let host: Member;
/** The production server answers public/audio itself (server/http/staticAssets.ts): the same code, alone. */
let audioServer: http.Server;
let audioBase: string;

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => name === 'item' });

beforeAll(async () => {
  [, host] = await signUpAll(app, 'feedadmin', 'feedhost');
  const assets = createStaticAssets(repoRoot);
  audioServer = http.createServer((req, res) => {
    if (assets.answer(req, res)) return;
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => audioServer.listen(0, '127.0.0.1', resolve));
  audioBase = `http://127.0.0.1:${(audioServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => audioServer.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function uploadAudio(member: Member, file: string): Promise<string> {
  const form = new FormData();
  const data = fs.readFileSync(path.join(repoRoot, 'public', 'audio', file));
  form.append('files[]', new Blob([new Uint8Array(data)], { type: 'audio/mpeg' }), file);
  const res = await fetch(`${app().url}/api/post/upload`, {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json', Cookie: member.agent.cookieHeader(), 'X-XSRF-TOKEN': member.agent.csrf! },
  });
  const body = (await res.json()) as Json;
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
  return body[0].url as string;
}

async function feed(pathname: string): Promise<{ status: number; type: string | null; text: string; doc: Json }> {
  const res = await fetch(`${app().url}${pathname}`);
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), text, doc: res.status === 200 ? parser.parse(text) : null };
}

/** Asks for the first 100 bytes of an enclosure where the production server would answer it. */
async function rangeOf(url: string): Promise<Response> {
  const { pathname, origin } = new URL(url);
  expect(origin).toBe(ORIGIN);
  const base = pathname.startsWith('/audio/') ? audioBase : app().url;
  return fetch(`${base}${pathname}`, { headers: { Range: 'bytes=0-99' } });
}

describe('R3.17 podcast feeds', () => {
  let episode: Json;
  let uploaded: Json;
  let recording: Json;
  let projectId: number;

  beforeAll(async () => {
    const project = await row(sql`INSERT INTO projects (name, slug, logo) VALUES ('Release tools', 'release-tools', '/images/projects/release-tools.png') RETURNING id`);
    projectId = project.id;
    episode = await createTopic(host, {
      postType: 'podcast',
      title: 'Maintainers & friends: <the> first episode',
      content: 'We talk about maintaining.\n\n00:00 Hello\n01:10 Triage',
      metaData: { audioUrl: '/audio/maintainers-corner-01.mp3', duration: 29 },
    });
    const upload = await uploadAudio(host, 'release-notes-01.mp3');
    uploaded = await createTopic(host, { postType: 'podcast', title: 'Release notes read aloud', metaData: { audioUrl: upload } });
    await getDb().execute(sql`INSERT INTO topic_projects (tid, project_id, position) VALUES (${uploaded.tid}, ${projectId}, 0)`);
    recording = await createPublished(host, {
      title: 'Release tools live session',
      summary: 'The session, recorded.',
      projects: [projectId],
      recording_url: '/audio/first-contributions-01.mp3',
      recording_status: 'available',
      timestamp: Date.now() - 3 * 86_400_000,
    });
    // Never in a feed: a draft episode, an unpublished event's recording.
    await createTopic(host, { postType: 'podcast', title: 'A draft episode nobody sees', draft: true, metaData: { audioUrl: '/audio/maintainers-corner-02.mp3' } });
    await createEvent(host, { title: 'A draft event with audio', recording_url: '/audio/maintainers-corner-02.mp3', recording_status: 'available' });
  });

  it('R3.17 the site feed is valid RSS 2.0 with the iTunes tags, listing episodes and recordings a visitor may play', async () => {
    const { status, type, text, doc } = await feed('/podcast.xml');
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/rss\+xml/);
    expect(XMLValidator.validate(text)).toBe(true);
    expect(doc.rss['@_version']).toBe('2.0');
    expect(doc.rss['@_xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
    const channel = doc.rss.channel;
    expect(channel.title).toBe('Open Source Community podcast');
    expect(channel.link).toBe(`${ORIGIN}/discussions?postType=podcast`);
    expect(channel['atom:link']['@_href']).toBe(`${ORIGIN}/podcast.xml`);
    expect(channel['itunes:image']['@_href']).toBe(`${ORIGIN}/images/podcast-cover.png`);
    expect(channel['itunes:category']['@_text']).toBe('Technology');
    expect(channel['itunes:explicit']).toBe(false);
    expect(channel['itunes:author']).toBe('Open Source Community');
    // The owner podcast directories contact: the site's name and podcast@ its public host by default.
    expect(channel['itunes:owner']).toEqual({ 'itunes:name': 'Open Source Community', 'itunes:email': 'podcast@community.example.org' });
    expect(fs.existsSync(path.join(repoRoot, 'public', 'images', 'podcast-cover.png'))).toBe(true);

    const items: Json[] = channel.item;
    const titles = items.map((i) => i.title);
    expect(titles).toEqual(expect.arrayContaining([episode.title, uploaded.title, recording.title]));
    expect(titles.join()).not.toMatch(/draft/i);
    // Newest first: the event started three days ago.
    expect(titles[titles.length - 1]).toBe(recording.title);

    const first = items.find((i) => i.title === episode.title);
    expect(first).toMatchObject({
      link: `${ORIGIN}/posts/${episode.slug}`,
      'itunes:duration': 29,
      'itunes:author': 'feedhost',
      'itunes:explicit': false,
    });
    expect(first.guid).toMatchObject({ '#text': `community.example.org:post:${episode.mainPid}`, '@_isPermaLink': 'false' });
    expect(new Date(first.pubDate).getTime()).toBeGreaterThan(Date.now() - 600_000);
    expect(first.enclosure).toMatchObject({
      '@_url': `${ORIGIN}/audio/maintainers-corner-01.mp3`,
      '@_type': 'audio/mpeg',
      '@_length': String(fs.statSync(path.join(repoRoot, 'public', 'audio', 'maintainers-corner-01.mp3')).size),
    });
    const event = items.find((i) => i.title === recording.title);
    expect(event.link).toBe(`${ORIGIN}/events/${recording.slug}`);
    expect(event.description).toBe('The session, recorded.');
    // Its length is not known until the durations job has read the file.
    expect(event['itunes:duration']).toBeUndefined();
  });

  it("issue 34: with `lang` the site's words, the links and the channel's language are in that language; Apple's category stays", async () => {
    const { status, doc } = await feed('/podcast.xml?lang=es');
    expect(status).toBe(200);
    const channel = doc.rss.channel;
    expect(channel.title).toBe('Pódcast de Open Source Community');
    expect(channel.description).toBe('Episodios de pódcast y grabaciones de eventos de Open Source Community.');
    expect(channel.language).toBe('es');
    expect(channel.link).toBe(`${ORIGIN}/es/discussions?postType=podcast`);
    expect(channel['atom:link']['@_href']).toBe(`${ORIGIN}/podcast.xml?lang=es`);
    expect(channel['itunes:category']['@_text']).toBe('Technology');
    const items: Json[] = channel.item;
    expect(items.find((i) => i.title === episode.title)!.link).toMatch(new RegExp(`^${ORIGIN}/es/posts/`));
    expect((await feed('/podcast.xml')).doc.rss.channel.language).toBe('en');
  });

  it('R3.17 the durations job reads the length of every episode and recording on the site\'s files, so every item names its itunes:duration', async () => {
    const before: Json[] = (await feed('/podcast.xml')).doc.rss.channel.item;
    expect(before.filter((i) => i['itunes:duration'] === undefined).map((i) => i.title).sort()).toEqual([recording.title, uploaded.title].sort());
    // These two, and the draft episode and draft event (known by the time they are published).
    expect(await measureDurationsOnce()).toBe(4);
    const items: Json[] = (await feed('/podcast.xml')).doc.rss.channel.item;
    const seconds = Object.fromEntries(items.map((i) => [i.title, i['itunes:duration']]));
    // public/audio/README.md: release-notes-01 is 24 s, first-contributions-01 27 s, maintainers-corner-01 29 s (given).
    expect(seconds).toMatchObject({ [uploaded.title]: 24, [recording.title]: 27, [episode.title]: 29 });
    for (const item of items) expect(item['itunes:duration']).toBeGreaterThan(0);
    // Stored: the next run has nothing left to read, and the player's tracks carry the lengths too.
    expect(await measureDurationsOnce()).toBe(0);
    const tracks = await fetch(`${app().url}/api/player/tracks?ids=event:${recording.id}`);
    expect(tracks.status).toBe(200);
    expect(JSON.stringify(await tracks.json())).toContain('"duration":27');
    // A new recording is a new file to read: its length is forgotten until the job reads it.
    expect((await host.agent.put(`/api/events/v1/event/${recording.id}`, { recording_url: '/audio/maintainers-corner-02.mp3' })).status).toBe(200);
    expect((await feed('/podcast.xml')).doc.rss.channel.item.find((i: Json) => i.title === recording.title)['itunes:duration']).toBeUndefined();
    expect(await measureDurationsOnce()).toBe(1);
    expect((await feed('/podcast.xml')).doc.rss.channel.item.find((i: Json) => i.title === recording.title)['itunes:duration']).toBe(24);
  });

  it('R3.17 the durations job, every minute, reads only its partial indexes of what is left to measure, never every post or event', async () => {
    expect(await planOf(podcastsWithoutDuration(10))).toContain('posts_unmeasured_audio_idx');
    expect(await planOf(recordingsWithoutDuration(10))).toContain('events_unmeasured_recording_idx');
  });

  it('R3.17 the feeds\' owner is configured with PODCAST_OWNER_NAME and PODCAST_OWNER_EMAIL', async () => {
    process.env.PODCAST_OWNER_NAME = 'Community team';
    process.env.PODCAST_OWNER_EMAIL = 'shows@community.example.org';
    try {
      const { doc } = await feed(`/projects/${projectId}/podcast.xml`);
      expect(doc.rss.channel['itunes:owner']).toEqual({ 'itunes:name': 'Community team', 'itunes:email': 'shows@community.example.org' });
    } finally {
      delete process.env.PODCAST_OWNER_NAME;
      delete process.env.PODCAST_OWNER_EMAIL;
    }
  });

  it('R3.17 every enclosure answers a byte range with the right Content-Range (files of public/ and uploads)', async () => {
    const { doc } = await feed('/podcast.xml');
    const enclosures: Json[] = doc.rss.channel.item.map((i: Json) => i.enclosure);
    expect(enclosures.some((e) => new URL(e['@_url']).pathname.startsWith('/uploads/'))).toBe(true);
    for (const enclosure of enclosures) {
      const length = Number(enclosure['@_length']);
      expect(length).toBeGreaterThan(1000);
      const res = await rangeOf(enclosure['@_url']);
      expect(res.status).toBe(206);
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('content-range')).toBe(`bytes 0-99/${length}`);
      expect((await res.arrayBuffer()).byteLength).toBe(100);
      const past = await fetch(`${new URL(enclosure['@_url']).pathname.startsWith('/audio/') ? audioBase : app().url}${new URL(enclosure['@_url']).pathname}`, {
        headers: { Range: `bytes=${length}-` },
      });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${length}`);
    }
  });

  it('R3.17 a project feed lists only that project’s episodes; unknown and hidden projects are 404', async () => {
    const { status, text, doc } = await feed(`/projects/${projectId}/podcast.xml`);
    expect(status).toBe(200);
    expect(XMLValidator.validate(text)).toBe(true);
    const channel = doc.rss.channel;
    expect(channel.title).toBe('Release tools · Open Source Community');
    expect(channel.link).toBe(`${ORIGIN}/projects/${projectId}/release-tools`);
    expect(channel['itunes:image']['@_href']).toBe(`${ORIGIN}/images/projects/release-tools.png`);
    expect(channel.item.map((i: Json) => i.title).sort()).toEqual([recording.title, uploaded.title].sort());
    // The project's logo is the episode's artwork.
    expect(channel.item.find((i: Json) => i.title === uploaded.title)['itunes:image']['@_href']).toBe(`${ORIGIN}/images/projects/release-tools.png`);

    expect((await feed('/projects/999999/podcast.xml')).status).toBe(404);
    await getDb().execute(sql`UPDATE projects SET hidden = true WHERE id = ${projectId}`);
    const hidden = await feed(`/projects/${projectId}/podcast.xml`);
    expect(hidden.status).toBe(404);
    expect(JSON.parse(hidden.text).error).toBe('[[error:no-project]]');
    await getDb().execute(sql`UPDATE projects SET hidden = false WHERE id = ${projectId}`);
  });

  it('R3.17 titles with markup stay text, and a deleted episode leaves the feed', async () => {
    const { text, doc } = await feed('/podcast.xml');
    expect(text).toContain('Maintainers &amp; friends: &lt;the&gt; first episode');
    expect(doc.rss.channel.item.map((i: Json) => i.title)).toContain('Maintainers & friends: <the> first episode');
    expect((await host.agent.delete(`/api/v3/topics/${episode.tid}/state`)).status).toBe(200);
    const after = await feed('/podcast.xml');
    expect(after.doc.rss.channel.item.map((i: Json) => i.title)).not.toContain(episode.title);
    // HEAD answers too (feed readers check before fetching).
    expect((await fetch(`${app().url}/podcast.xml`, { method: 'HEAD' })).status).toBe(200);
  });
});
