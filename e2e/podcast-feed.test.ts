import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { cleanupAll, startApp, type AppProcess } from './support/app';

/**
 * R3.17 in the built app with the demo: the podcast feed a podcast app subscribes to is valid RSS
 * whose every enclosure names its real size and answers byte ranges there (as the audio element
 * and podcast apps seek), and episode pages carry PodcastEpisode JSON-LD.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed XML and JSON-LD, checked field by field
type Json = any;

let app: AppProcess;
beforeAll(async () => {
  app = await startApp({ demoSeed: true });
});
afterAll(async () => {
  await cleanupAll();
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => name === 'item' });

const jsonLd = (html: string): Json[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

it('R3.17 /podcast.xml names its owner and lists the demo episodes and recordings, each with its duration; each enclosure has its size and answers a byte range', async () => {
  const res = await fetch(`${app.baseUrl}/podcast.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
  const text = await res.text();
  expect(XMLValidator.validate(text)).toBe(true);
  const channel = parser.parse(text).rss.channel;
  // Whom podcast directories contact (PODCAST_OWNER_NAME / PODCAST_OWNER_EMAIL, else the site and podcast@ its host).
  expect(channel['itunes:owner']).toEqual({ 'itunes:name': 'Open Source Community', 'itunes:email': `podcast@${new URL(app.baseUrl).hostname}` });
  const items: Json[] = channel.item;
  expect(items.length).toBeGreaterThanOrEqual(6);
  for (const item of items) {
    // Every episode and recording names its length, read from its file (the durations job).
    expect({ title: item.title, duration: Number(item['itunes:duration']) > 0 }).toEqual({ title: item.title, duration: true });
    const url = item.enclosure['@_url'] as string;
    expect(url.startsWith(`${app.baseUrl}/`)).toBe(true);
    const length = Number(item.enclosure['@_length']);
    expect(length).toBeGreaterThan(10_000);
    const part = await fetch(url, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  }
});

it('R3.17 a podcast topic page is a PodcastEpisode; an event page with a recording names it as recordedIn', async () => {
  const feed = parser.parse(await (await fetch(`${app.baseUrl}/podcast.xml`)).text()).rss.channel.item as Json[];
  const topic = feed.find((i) => new URL(i.link).pathname.startsWith('/posts/'));
  const event = feed.find((i) => new URL(i.link).pathname.startsWith('/events/'));
  const topicLd = jsonLd(await (await fetch(topic.link)).text());
  expect(topicLd[0]).toMatchObject({ '@type': 'PodcastEpisode', associatedMedia: { '@type': 'AudioObject', contentUrl: topic.enclosure['@_url'] } });
  const eventLd = jsonLd(await (await fetch(event.link)).text());
  expect(eventLd[0]).toMatchObject({ '@type': 'Event', recordedIn: { '@type': 'PodcastEpisode', associatedMedia: { contentUrl: event.enclosure['@_url'] } } });
  // Pages offer the feed to feed readers.
  expect(await (await fetch(`${app.baseUrl}/discussions`)).text()).toContain(`<link rel="alternate" type="application/rss+xml" title="Open Source Community podcast" href="${app.baseUrl}/podcast.xml"`);
});
