import type { BrowserContext, Page } from 'playwright-core';
import { PAGE_ROUTES } from '@/lib/analytics/routes';
import { SITE_NAME } from '@/lib/seo/site';
import { PAGE_INDEXING, type PageRoute } from '@/lib/seo/pages';
import { ApiClient } from './support/apiClient';
import { DEMO_PASSWORD, setUpBrowserApp } from './support/pages';

/**
 * What a crawler and a visitor without JavaScript get from the built app (demo community): every
 * page route is opened as server HTML (JavaScript off) and its head checked against the page table
 * (lib/seo/pages.ts): one title suffix everywhere; indexable pages carry a description, a canonical
 * address on PUBLIC_URL, OpenGraph and Twitter tags; private pages are noindex. A new page route
 * must get an address in SAMPLES (the Record type asks for it) and then passes or fails here.
 * The feed pages through real links, and / redirects permanently.
 */

const env = setUpBrowserApp({ demoSeed: true });
const base = () => env.app().baseUrl;

/** A session from the API: signed in as a demo member, or a new account without consent. */
async function session(kind: { signIn: string } | { signUp: string }): Promise<ApiClient> {
  const client = new ApiClient(base());
  if ('signIn' in kind) return client.signIn(kind.signIn, DEMO_PASSWORD);
  const body = { username: kind.signUp, email: `${kind.signUp}@example.test`, password: 'correct horse battery' };
  expect((await client.request('POST', '/api/v3/users', { csrf: await client.csrf(), body })).status).toBe(200);
  return client;
}

/** The session cookie's value of a session. */
async function sid(client: ApiClient): Promise<string> {
  const value = await client.cookie('community.sid');
  if (!value) throw new Error('the session has no community.sid cookie');
  return value;
}

/** A browser context with JavaScript off: what the server sends is what the page is. */
async function serverHtmlContext(sid?: string): Promise<BrowserContext> {
  const context = await env.browser().newContext({ baseURL: base(), javaScriptEnabled: false });
  if (sid) await context.addCookies([{ name: 'community.sid', value: sid, url: base() }]);
  return context;
}

interface Head {
  title: string;
  robots: string | null;
  description: string | null;
  canonical: string | null;
  prev: string | null;
  next: string | null;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: string[];
}

async function readHead(page: Page): Promise<Head> {
  const head = page.locator('head');
  const attr = async (selector: string, name: string) => {
    const found = head.locator(selector);
    return (await found.count()) > 0 ? found.first().getAttribute(name) : null;
  };
  const pairs = async (selector: string, keyAttr: string) => {
    const out: Record<string, string> = {};
    for (const el of await head.locator(selector).all()) out[(await el.getAttribute(keyAttr))!] = (await el.getAttribute('content')) ?? '';
    return out;
  };
  return {
    title: await page.title(),
    robots: await attr('meta[name="robots"]', 'content'),
    description: await attr('meta[name="description"]', 'content'),
    canonical: await attr('link[rel="canonical"]', 'href'),
    prev: await attr('link[rel="prev"]', 'href'),
    next: await attr('link[rel="next"]', 'href'),
    og: await pairs('meta[property^="og:"]', 'property'),
    twitter: await pairs('meta[name^="twitter:"]', 'name'),
    jsonLd: await head.locator('script[type="application/ld+json"]').allTextContents(),
  };
}

type Who = 'visitor' | 'member' | 'unconsented';
interface Sample {
  path: string;
  who: Who;
  /** What the canonical must name, when not the path itself. */
  canonical?: string;
}

let topic: { tid: string; words: string };
/** A published event's address (`/events/{id}/{words}`), created by a demo member. */
let eventPath: string;
/** A conference of the demo community, from the sitemap (`/events/conference/{id}`). */
let conferencePath: string;
let cookies: Record<Exclude<Who, 'visitor'>, string>;
/** A demo project's page (`/projects/{id}/{slug}`), from the projects list. */
let projectPath: string;

/** An address for every page route, and who opens it (members-only pages send visitors to /login). */
function samples(): Record<PageRoute, Sample> {
  return {
    '/': { path: '/', who: 'visitor' },
    // The demo member is a moderator, not an administrator: the page's 403 state, still noindex.
    '/admin/searches': { path: '/admin/searches', who: 'member' },
    // The demo member is a moderator: the queue itself.
    '/admin/review': { path: '/admin/review', who: 'member' },
    '/audioqueue': { path: '/audioqueue', who: 'visitor' },
    '/chats': { path: '/chats', who: 'member' },
    // The page decides access only (the room loads in the browser): any room id renders it.
    '/chats/[roomId]': { path: '/chats/1', who: 'member' },
    '/compose': { path: '/compose', who: 'member' },
    '/confirm-email/[uid]/[timestamp]': { path: '/confirm-email/1/1760000000000?sig=not-a-signature', who: 'visitor' },
    '/discussions': { path: '/discussions', who: 'visitor' },
    '/events': { path: '/events', who: 'visitor' },
    '/events/[...slug]': { path: eventPath, who: 'visitor' },
    '/events/conference/[id]': { path: conferencePath, who: 'visitor' },
    '/events/host': { path: '/events/host', who: 'member' },
    '/events/myevents': { path: '/events/myevents', who: 'member' },
    '/explore': { path: '/explore', who: 'visitor' },
    '/join/[uid]/[timestamp]': { path: '/join/1/1760000000000?sig=not-a-signature', who: 'visitor' },
    '/login': { path: '/login', who: 'visitor' },
    '/notifications': { path: '/notifications', who: 'member' },
    '/offline': { path: '/offline', who: 'visitor' },
    '/onboarding/basic': { path: '/onboarding/basic', who: 'member' },
    '/player': { path: '/player', who: 'visitor' },
    '/post/[...slug]': { path: `/post/${topic.tid}/${topic.words}`, who: 'visitor', canonical: `/posts/${topic.tid}/${topic.words}` },
    '/posts/[...slug]': { path: `/posts/${topic.tid}/${topic.words}`, who: 'visitor' },
    '/projects': { path: '/projects', who: 'visitor' },
    '/projects/my-projects': { path: '/projects/my-projects', who: 'member' },
    '/projects/[id]/[...slug]': { path: projectPath, who: 'visitor' },
    '/register/complete': { path: '/register/complete', who: 'unconsented' },
    '/savedlist': { path: '/savedlist', who: 'member' },
    '/search': { path: '/search?term=release', who: 'visitor' },
    '/unlock-account/[uid]/[timestamp]': { path: '/unlock-account/1/1760000000000?sig=not-a-signature', who: 'visitor' },
    '/user/[slug]': { path: '/user/priya', who: 'visitor' },
    '/user/[slug]/settings': { path: '/user/priya/settings', who: 'member' },
  };
}

beforeAll(async () => {
  // A topic from the sitemap: what a crawler would find.
  const index = await (await fetch(`${base()}/sitemap.xml`)).text();
  const child = /<loc>[^<]*(\/sitemaps\/topics-\d+\.xml)<\/loc>/.exec(index)![1]!;
  const urls = await (await fetch(`${base()}${child}`)).text();
  const [, tid, words] = /<loc>[^<]*\/posts\/(\d+)\/([^<]+)<\/loc>/.exec(urls)!;
  topic = { tid: tid!, words: words! };
  const conferences = /<loc>[^<]*(\/sitemaps\/conferences-\d+\.xml)<\/loc>/.exec(index)![1]!;
  conferencePath = /<loc>[^<]*(\/events\/conference\/\d+)<\/loc>/.exec(await (await fetch(`${base()}${conferences}`)).text())![1]!;
  const priya = await session({ signIn: 'priya' });
  cookies = { member: await sid(priya), unconsented: await sid(await session({ signUp: 'halfwaythere' })) };
  eventPath = await publishEvent(priya);
  const projects = (await (await fetch(`${base()}/api/projects/v1/projects`)).json()) as { projects: Array<{ url: string }> };
  projectPath = projects.projects[0]!.url;
});

/** R1.4: a member hosts and publishes an event through the API; answers its page's address. */
async function publishEvent(member: ApiClient): Promise<string> {
  const res = await member.request('POST', '/api/events/v1/conference', {
    csrf: await member.csrf(),
    body: { title: 'Crawlable plugin night', summary: 'An event a crawler reads.', timestamp: Date.now() + 86_400_000, event_status: 'publish' },
  });
  expect(res.status).toBe(200);
  return (res.json as { url: string }).url;
}

describe('every page route, as server HTML', () => {
  test('each route has an address to check (a new page joins this list or fails)', () => {
    expect(Object.keys(samples()).sort()).toEqual([...PAGE_ROUTES].sort());
  });

  test.each([...PAGE_ROUTES].filter((r) => PAGE_INDEXING[r] !== 'redirect'))('%s: one title suffix; indexable pages are described and canonical, private pages noindex', async (route) => {
    const sample = samples()[route];
    const context = await serverHtmlContext(sample.who === 'visitor' ? undefined : cookies[sample.who]);
    try {
      const page = await context.newPage();
      const response = await page.goto(sample.path);
      expect(new URL(page.url()).pathname).toBe(new URL(sample.path, base()).pathname);
      const head = await readHead(page);
      const suffix = ` · ${SITE_NAME}`;
      expect(head.title.endsWith(suffix)).toBe(true);
      expect(head.title.split(SITE_NAME)).toHaveLength(2);
      if (PAGE_INDEXING[route] === 'noindex') {
        expect(head.robots).toContain('noindex');
        return;
      }
      expect(response?.status()).toBe(200);
      expect(head.robots).toBeNull();
      expect(head.description?.trim()).toBeTruthy();
      const canonical = `${base()}${sample.canonical ?? sample.path}`;
      expect(head.canonical).toBe(canonical);
      expect(head.og).toMatchObject({ 'og:url': canonical, 'og:site_name': SITE_NAME });
      for (const key of ['og:title', 'og:description', 'og:type']) expect(head.og[key]?.trim()).toBeTruthy();
      for (const key of ['twitter:card', 'twitter:title', 'twitter:description']) expect(head.twitter[key]?.trim()).toBeTruthy();
      const types = ['QAPage', 'DiscussionForumPosting', 'PodcastEpisode', 'Event', 'EventSeries', 'SoftwareSourceCode', 'Organization', 'CollectionPage', 'ProfilePage', 'BreadcrumbList'];
      for (const text of head.jsonLd) expect(types).toContain((JSON.parse(text) as { '@type': string })['@type']);
    } finally {
      await context.close();
    }
  });

  test('/ redirects permanently (308) to /discussions', async () => {
    const res = await fetch(`${base()}/`, { redirect: 'manual' });
    expect(res.status).toBe(308);
    expect(new URL(res.headers.get('location')!, base()).pathname).toBe('/discussions');
  });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON-LD, checked field by field
type Ld = any;

/** The page's JSON-LD as a crawler reads it: the server's HTML. */
async function structuredData(path: string): Promise<Ld[]> {
  const html = await (await fetch(`${base()}${path}`)).text();
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Ld);
}

const ofType = (lds: Ld[], type: string): Ld[] => lds.filter((ld) => ld['@type'] === type);

describe('structured data (schema.org JSON-LD)', () => {
  test('topic, event, project and profile pages carry a BreadcrumbList ending at the page itself', async () => {
    for (const path of [`/posts/${topic.tid}/${topic.words}`, eventPath, projectPath, '/user/priya']) {
      const [crumbs, ...more] = ofType(await structuredData(path), 'BreadcrumbList');
      expect({ path, more: more.length, crumbs: crumbs !== undefined }).toEqual({ path, more: 0, crumbs: true });
      const items = crumbs.itemListElement as Ld[];
      expect(items.length).toBeGreaterThanOrEqual(2);
      items.forEach((item, i) => {
        expect(item).toMatchObject({ '@type': 'ListItem', position: i + 1 });
        expect(item.name.trim()).toBeTruthy();
        expect(item.item.startsWith(`${base()}/`)).toBe(true);
      });
      expect(items[items.length - 1].item).toBe(`${base()}${path}`);
    }
  });

  test('an event names its hosts as performer; an ended event is not SoldOut', async () => {
    const [event] = ofType(await structuredData(eventPath), 'Event');
    expect(event.performer).toEqual([expect.objectContaining({ '@type': 'Person', name: expect.any(String) })]);
    expect(event.performer).toEqual(event.organizer);
    // The demo's ended events: the event sitemap lists them all; the past ones say so by their endDate.
    const index = await (await fetch(`${base()}/sitemap.xml`)).text();
    const child = /<loc>[^<]*(\/sitemaps\/events-\d+\.xml)<\/loc>/.exec(index)![1]!;
    // Each event is listed at every language's address: the English (bare) ones.
    const paths = [...(await (await fetch(`${base()}${child}`)).text()).matchAll(/<loc>https?:\/\/[^/<]+(\/events\/\d+\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    let ended = 0;
    for (const path of paths) {
      const [ld] = ofType(await structuredData(path), 'Event');
      if (!ld.endDate || Date.parse(ld.endDate) > Date.now()) continue;
      ended += 1;
      expect({ path, availability: ld.offers.availability }).not.toEqual({ path, availability: 'https://schema.org/SoldOut' });
      expect(ld.offers.validThrough).toBe(ld.endDate);
    }
    expect(ended).toBeGreaterThan(0);
  });

  test('a conference page is an EventSeries whose subEvents are its events', async () => {
    const [series] = ofType(await structuredData(conferencePath), 'EventSeries');
    expect(series).toMatchObject({ url: `${base()}${conferencePath}`, name: expect.any(String) });
    expect(series.subEvent.length).toBeGreaterThan(0);
    for (const event of series.subEvent as Ld[]) expect(event).toMatchObject({ '@type': 'Event', url: expect.stringContaining(`${base()}/events/`), startDate: expect.any(String) });
  });

  test('a profile page is a ProfilePage whose mainEntity is the member as a Person', async () => {
    const [profile] = ofType(await structuredData('/user/priya'), 'ProfilePage');
    expect(profile).toMatchObject({
      url: `${base()}/user/priya`,
      mainEntity: { '@type': 'Person', alternateName: 'priya', url: `${base()}/user/priya`, name: expect.any(String) },
    });
  });
});

describe('the feed without JavaScript', () => {
  test('R1.1: "Load more" is a rel=next link to ?page=2, which the server renders with prev/next in the head', async () => {
    const context = await serverHtmlContext();
    try {
      const page = await context.newPage();
      await page.goto('/discussions?utm_source=newsletter');
      const first = await page.locator('ol[aria-label="Posts"] > li').allTextContents();
      const head = await readHead(page);
      expect(head.canonical).toBe(`${base()}/discussions`);
      expect(head.prev).toBeNull();
      expect(head.next).toBe(`${base()}/discussions?page=2`);
      const more = page.getByRole('link', { name: 'Load more posts' });
      expect(await more.getAttribute('rel')).toBe('next');
      await more.click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      const second = await page.locator('ol[aria-label="Posts"] > li').allTextContents();
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((text) => first.includes(text))).toEqual([]);
      const head2 = await readHead(page);
      expect(head2.canonical).toBe(`${base()}/discussions?page=2`);
      expect(head2.prev).toBe(`${base()}/discussions`);
      expect(head2.title).toBe(`Discussions, page 2 · ${SITE_NAME}`);
    } finally {
      await context.close();
    }
  });
});

describe('languages (issue 34)', () => {
  test('each language has its own address: lang and dir, a self-canonical, hreflang for all, the shell translated with its links in the language, cached apart', async () => {
    const context = await serverHtmlContext();
    try {
      const page = await context.newPage();
      for (const [path, lang, dir, sections] of [
        ['/ar/discussions', 'ar', 'rtl', 'النقاشات'],
        ['/es/discussions', 'es', 'ltr', 'Debates'],
        ['/discussions', 'en', 'ltr', 'Discussions'],
      ] as const) {
        await page.goto(path);
        // The second ask is the page cache's stored copy of that language's address.
        const again = await page.goto(path);
        expect(again?.headers()['x-page-cache']).toBe('hit');
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, dir]);
        const sectionLink = page.getByRole('banner').getByRole('link', { name: sections, exact: true });
        await expect(sectionLink.isVisible()).resolves.toBe(true);
        // The server writes the site's links at the page's language's addresses.
        expect(await sectionLink.getAttribute('href')).toBe(lang === 'en' ? '/discussions' : `/${lang}/discussions`);
        expect((await readHead(page)).canonical).toBe(`${base()}${path}`);
        const alternates = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
        expect(alternates).toEqual(['en', 'es', 'de', 'ar', 'x-default'].map((l) => `${l} ${base()}${l === 'en' || l === 'x-default' ? '' : `/${l}`}/discussions`));
      }
    } finally {
      await context.close();
    }
  });

  test("the reader's language: the browser's, then the menu's choice, remembered for bare addresses; ?lang= without scripts", async () => {
    const context = await env.browser().newContext({ baseURL: base(), locale: 'es-ES' });
    try {
      const page = await context.newPage();
      await page.goto('/events');
      expect(new URL(page.url()).pathname).toBe('/es/events');
      const menu = page.getByRole('navigation', { name: 'Idioma' });
      expect(await menu.getByRole('link', { name: 'Español (idioma actual)' }).getAttribute('aria-current')).toBe('true');
      await menu.getByRole('link', { name: 'Deutsch' }).click();
      await page.waitForURL((url) => url.pathname === '/de/events');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      await page.goto('/projects');
      expect(new URL(page.url()).pathname).toBe('/de/projects');
      await page.goto('/discussions?lang=en');
      expect(new URL(page.url()).pathname).toBe('/discussions');
      await page.goto('/projects');
      expect(new URL(page.url()).pathname).toBe('/projects');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    } finally {
      await context.close();
    }
  });
});
