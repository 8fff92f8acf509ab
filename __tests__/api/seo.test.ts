import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db';
import { Agent } from '../support/agent';
import { createTopic, replyTo, setUpDiscussionsApp, signUpAll, type Member } from './discussions-support';
import { createEvent, createPublished } from './events-support';

/**
 * What a crawler reads, against the real database: robots.txt and the sitemaps (an index of child
 * sitemaps, paged by id ranges; SITEMAP_PAGE_SIZE is set small here so a few topics fill pages).
 */

const app = setUpDiscussionsApp();
const saved = { PUBLIC_URL: process.env.PUBLIC_URL, SITEMAP_PAGE_SIZE: process.env.SITEMAP_PAGE_SIZE };
const ORIGIN = 'https://community.example.org';

beforeAll(() => {
  process.env.PUBLIC_URL = ORIGIN;
  process.env.SITEMAP_PAGE_SIZE = '3';
});

afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

/** The `<loc>` values of a sitemap index, or a sitemap's at the English (bare) addresses. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!).filter((loc) => !/^https?:\/\/[^/]+\/(es|de|ar)(\/|\?|$)/.test(loc));

async function fetchText(path: string) {
  const res = await fetch(app().url + path, { redirect: 'manual' });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
}

let members: Member[];
/** tid → canonical path of the public topics made below. */
const publicTopics = new Map<number, string>();
let deletedTid = 0;
let draftTid = 0;

beforeAll(async () => {
  members = await signUpAll(app, 'crawladmin', 'crawlwriter');
  const writer = members[1]!;
  for (let i = 0; i < 7; i += 1) {
    const topic = await createTopic(writer);
    publicTopics.set(topic.tid, topic.url);
  }
  const deleted = await createTopic(writer);
  expect((await writer.agent.delete(`/api/v3/topics/${deleted.tid}/state`)).status).toBe(200);
  deletedTid = deleted.tid;
  const draft = await createTopic(writer, { draft: true });
  draftTid = draft.tid;
});

describe('robots.txt', () => {
  it('disallows the API and the private pages, allows the rest, and names the sitemap on the public origin', async () => {
    const res = await fetchText('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    expect(disallowed).toEqual(
      expect.arrayContaining(['/api/', '/compose', '/login', '/savedlist', '/events/myevents', '/onboarding/basic', '/register/complete', '/join/', '/user/*/settings']),
    );
    // Public pages stay crawlable.
    for (const path of disallowed) {
      for (const open of ['/discussions', '/posts/', '/post/', '/user/amara', '/events', '/events/12/plugin-night']) expect(open.startsWith(path)).toBe(false);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('sitemap: the index lists one topic sitemap per page of topics, the static pages and the members, on the public origin', async () => {
    const res = await fetchText('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const tids = [...publicTopics.keys(), deletedTid, draftTid];
    const pages = [...new Set([...publicTopics.keys()].map((tid) => Math.ceil(tid / 3)))].sort((a, b) => a - b);
    expect(Math.max(...tids)).toBeGreaterThan(6);
    expect(locs(res.body)).toEqual([
      `${ORIGIN}/sitemaps/pages-1.xml`,
      ...pages.map((p) => `${ORIGIN}/sitemaps/topics-${p}.xml`),
      `${ORIGIN}/sitemaps/members-1.xml`,
      `${ORIGIN}/sitemaps/tags-1.xml`,
    ]);
  });

  it('sitemap: each topic page is one id range with lastmod from the last activity; deleted and draft topics never appear', async () => {
    const writer = members[1]!;
    const [firstTid] = [...publicTopics.keys()];
    await replyTo(writer, firstTid!);
    const index = locs((await fetchText('/sitemap.xml')).body).filter((l) => l.includes('/sitemaps/topics-'));
    const listed: string[] = [];
    for (const loc of index) {
      const page = await fetchText(new URL(loc).pathname);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
      const urls = [...page.body.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/g)].filter((m) => locs(`<loc>${m[1]}</loc>`).length > 0);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(3);
      listed.push(...urls.map((u) => u[1]!));
      const n = Number(/topics-(\d+)\.xml$/.exec(loc)![1]);
      for (const [, url] of urls) {
        const tid = Number(/\/posts\/(\d+)\//.exec(url!)![1]);
        expect(Math.ceil(tid / 3)).toBe(n);
      }
    }
    expect(listed.sort()).toEqual([...publicTopics.values()].map((path) => `${ORIGIN}${path}`).sort());
    expect(listed.some((u) => u.includes(`/posts/${deletedTid}/`) || u.includes(`/posts/${draftTid}/`))).toBe(false);

    const stored = await getDb().execute<{ last: Date }>(sql`SELECT last_post_at AS last FROM topics WHERE tid = ${firstTid!}`);
    const page = await fetchText(`/sitemaps/topics-${Math.ceil(firstTid! / 3)}.xml`);
    expect(page.body).toContain(`<loc>${ORIGIN}${publicTopics.get(firstTid!)}</loc><lastmod>${new Date(stored.rows[0]!.last).toISOString()}</lastmod>`);
  });

  it('issue 34 sitemap: each page at every language\'s address, each naming all of them and the x-default', async () => {
    const body = (await fetchText('/sitemaps/pages-1.xml')).body;
    const urls = [...body.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    const events = urls.filter((url) => /<loc>[^<]*\/events<\/loc>/.test(url));
    expect(events.map((url) => /<loc>([^<]*)<\/loc>/.exec(url)![1])).toEqual([`${ORIGIN}/events`, `${ORIGIN}/es/events`, `${ORIGIN}/de/events`, `${ORIGIN}/ar/events`]);
    for (const url of events) {
      expect([...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]])).toEqual([
        ['en', `${ORIGIN}/events`],
        ['es', `${ORIGIN}/es/events`],
        ['de', `${ORIGIN}/de/events`],
        ['ar', `${ORIGIN}/ar/events`],
        ['x-default', `${ORIGIN}/events`],
      ]);
    }
  });

  it('sitemap: a page holding only deleted or draft topics is left out of the index and answers 404', async () => {
    // Delete every public topic of the last page: it must leave the index.
    const writer = members[1]!;
    const lastPage = Math.max(...[...publicTopics.keys()].map((tid) => Math.ceil(tid / 3)));
    for (const tid of [...publicTopics.keys()].filter((t) => Math.ceil(t / 3) === lastPage)) {
      expect((await writer.agent.delete(`/api/v3/topics/${tid}/state`)).status).toBe(200);
      publicTopics.delete(tid);
    }
    const index = locs((await fetchText('/sitemap.xml')).body);
    expect(index).not.toContain(`${ORIGIN}/sitemaps/topics-${lastPage}.xml`);
    const gone = await fetchText(`/sitemaps/topics-${lastPage}.xml`);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.body)).toEqual({ error: '[[error:not-found]]' });
  });

  it('sitemap: the static pages and member profiles are listed; unknown sources and pages answer 404', async () => {
    const pages = await fetchText('/sitemaps/pages-1.xml');
    expect(locs(pages.body)).toEqual([`${ORIGIN}/discussions`, `${ORIGIN}/events`, `${ORIGIN}/explore`, `${ORIGIN}/projects`]);
    const profiles = await fetchText('/sitemaps/members-1.xml');
    expect(locs(profiles.body)).toEqual([`${ORIGIN}/user/crawladmin`, `${ORIGIN}/user/crawlwriter`]);
    for (const path of ['/sitemaps/pages-2.xml', '/sitemaps/events-1.xml', '/sitemaps/projects-1.xml', '/sitemaps/topics-999999.xml', '/api/seo/sitemap/topics/0', '/api/seo/sitemap/topics/2147483648']) {
      const res = await fetchText(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it('R1.4 sitemap: every child sitemap in the index carries its lastmod, the newest of its entries, and every entry carries its own', async () => {
    const host = members[1]!;
    await createPublished(host, { title: 'Dated plugin night', conference: { title: 'Dated week', description: 'Dates' } });
    expect((await host.agent.post('/api/projects/v1/project', { name: 'Dated Kit' })).status).toBe(200);
    const index = (await fetchText('/sitemap.xml')).body;
    const children = [...index.matchAll(/<sitemap>(.*?)<\/sitemap>/g)].map((m) => m[1]!);
    expect(children.length).toBeGreaterThanOrEqual(6);
    for (const child of children) {
      const [, loc, lastmod] = /^<loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>$/.exec(child) ?? [child, '', ''];
      expect({ child, dated: lastmod !== '' }).toEqual({ child, dated: true });
      const body = (await fetchText(new URL(loc!).pathname)).body;
      const urls = [...body.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
      expect(urls.length).toBeGreaterThan(0);
      const dates = urls.map((url) => /<lastmod>([^<]*)<\/lastmod>/.exec(url)?.[1]);
      expect({ loc, undated: urls.filter((_, i) => dates[i] === undefined) }).toEqual({ loc, undated: [] });
      expect(lastmod).toBe(new Date(Math.max(...dates.map((d) => Date.parse(d!)))).toISOString());
    }
  });

  it('R1.6 sitemap: each tag visible topics carry has its explore landing page', async () => {
    const tags = await fetchText('/sitemaps/tags-1.xml');
    expect(tags.status).toBe(200);
    expect(locs(tags.body)).toEqual([`${ORIGIN}/explore?tags=build`, `${ORIGIN}/explore?tags=help`]);
  });

  it('sitemap: a member who has not finished registration has no listed profile', async () => {
    await getDb().execute(sql`DELETE FROM rate_limits WHERE key LIKE 'signup-ip:%'`);
    const newcomer = new Agent(app().url);
    await newcomer.config();
    const signup = await newcomer.post('/api/v3/users', { username: 'halfway', password: 'correct horse battery', email: 'halfway@example.test' });
    expect(signup.status).toBe(200);
    const profiles = locs((await fetchText('/sitemaps/members-1.xml')).body);
    expect(profiles).not.toContain(`${ORIGIN}/user/halfway`);
  });

  it('R1.4 sitemap: published events are listed at their page address; drafts are not', async () => {
    const host = members[1]!;
    const published = await createPublished(host, { title: 'Plugin night live' });
    const draft = await createEvent(host, { title: 'A draft night' });
    const index = locs((await fetchText('/sitemap.xml')).body);
    expect(index).toContain(`${ORIGIN}/sitemaps/events-1.xml`);
    const listed = locs((await fetchText('/sitemaps/events-1.xml')).body);
    expect(listed).toContain(`${ORIGIN}/events/${published.id}/plugin-night-live`);
    expect(listed.some((u) => u.includes(`/events/${draft.id}/`))).toBe(false);
  });

  it('R1.11 sitemap: projects are listed at their page address; hidden ones are not', async () => {
    const maker = members[1]!;
    const shown = await maker.agent.post('/api/projects/v1/project', { name: 'Crawlable Kit' });
    const hidden = await maker.agent.post('/api/projects/v1/project', { name: 'Quiet Kit' });
    expect([shown.status, hidden.status]).toEqual([200, 200]);
    const hiddenId = (hidden.body as { id: number }).id;
    await getDb().execute(sql`UPDATE projects SET hidden = true WHERE id = ${hiddenId}`);
    const index = locs((await fetchText('/sitemap.xml')).body).filter((l) => l.includes('/sitemaps/projects-'));
    expect(index.length).toBeGreaterThan(0);
    const listed: string[] = [];
    for (const loc of index) listed.push(...locs((await fetchText(new URL(loc).pathname)).body));
    expect(listed).toContain(`${ORIGIN}/projects/${(shown.body as { id: number }).id}/crawlable-kit`);
    expect(listed.some((u) => u.includes(`/projects/${hiddenId}/`))).toBe(false);
  });
});
