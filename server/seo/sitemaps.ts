import { XMLBuilder } from 'fast-xml-parser';
import { PAGE_INDEXING, topicPath, type PageRoute } from '@/lib/seo/pages';
import { LOCALES, localizedPath } from '@/lib/i18n/locales';
import { publicUrl } from '../http/origin';
import {
  conferenceSitemapLastmods,
  conferenceSitemapPages,
  eventSitemapLastmods,
  eventSitemapPages,
  memberSitemapLastmods,
  memberSitemapPages,
  listedMembersPage,
  newestContent,
  publicConferencesPage,
  publicEventsPage,
  projectSitemapLastmods,
  projectSitemapPages,
  publicProjectsPage,
  publicTopicsPage,
  topicSitemapLastmods,
  topicSitemapPages,
} from './queries';
import { eventSlug } from '@/lib/events/rules';
import { projectPath } from '@/lib/projects/rules';
import { exploreHref } from '@/lib/explore/tags';
import { countUsedTags, usedTagsPage } from '../explore/queries';

/**
 * The sitemaps (sitemaps.org protocol): `/sitemap.xml` is an index naming one child sitemap per
 * page of each source, `/sitemaps/{source}-{page}.xml`, each with its `lastmod` (the newest of its
 * entries'), and every entry carries its own. A capability with public pages (events, projects)
 * adds one entry to SITEMAP_SOURCES; nothing else changes.
 *
 * Issue 34: each page is listed at each language's address (English bare, the others under their
 * prefix), every one naming all of them and the x-default as `xhtml:link` alternates, as the pages'
 * own `hreflang` links do (lib/seo/head.ts): a child sitemap of N pages holds N × 4 URLs.
 */

interface SitemapEntry {
  /** The page's path on the site (`/posts/12/how-to-x`). */
  path: string;
  /** When its content last changed. */
  lastmod?: Date;
}

interface SitemapSource {
  /** Lowercase letters: names the child sitemaps (`/sitemaps/topics-3.xml`). */
  name: string;
  /** The pages that hold entries, cheaply (index probes or arithmetic, never a scan of every row). */
  pages(size: number): Promise<number[]>;
  /** One page's entries: one indexed range query. */
  entries(page: number, size: number): Promise<SitemapEntry[]>;
  /** The newest lastmod of each page's entries (by page): the child sitemap's lastmod in the index. */
  lastmods(size: number): Promise<Map<number, Date>>;
}

const newest = (...dates: Array<Date | null>): Date | undefined =>
  dates.reduce<Date | undefined>((a, b) => (b !== null && (a === undefined || b > a) ? b : a), undefined);

/** What each fixed page lists, dated by its newest content; the index's lastmod of them and the tag pages. */
async function listLastmods(): Promise<Record<string, Date | undefined>> {
  const { topics, events, projects } = await newestContent();
  return {
    '/discussions': newest(topics),
    '/events': newest(events),
    '/projects': newest(projects),
    '/explore': newest(topics, events, projects),
  };
}

/** The one lastmod of a source with a single page (or pages dated alike): the newest of all. */
const single = async (pages: number[]): Promise<Map<number, Date>> => {
  const date = (await listLastmods())['/explore'];
  return new Map(date ? pages.map((page) => [page, date]) : []);
};

/**
 * Pages per child sitemap, each listed in every language (the protocol allows 50,000 URLs and
 * 50 MB: 10,000 pages are 40,000 URLs of about 24 MB). SITEMAP_PAGE_SIZE changes it (tests use a few).
 */
const DEFAULT_SITEMAP_PAGE_SIZE = 10_000;
const MAX_SITEMAP_PAGE_SIZE = Math.floor(50_000 / LOCALES.length);

function sitemapPageSize(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const n = Number(env.SITEMAP_PAGE_SIZE);
  return Number.isInteger(n) && n >= 1 && n <= MAX_SITEMAP_PAGE_SIZE ? n : DEFAULT_SITEMAP_PAGE_SIZE;
}

/** The public pages with a fixed address (the page table's indexable routes without parameters). */
const staticPages: SitemapSource = {
  name: 'pages',
  pages: async () => [1],
  entries: async (page) => {
    if (page !== 1) return [];
    const dates = await listLastmods();
    return (Object.keys(PAGE_INDEXING) as PageRoute[])
      .filter((r) => PAGE_INDEXING[r] === 'index' && !r.includes('['))
      .map((path) => ({ path, ...(dates[path] ? { lastmod: dates[path] } : {}) }));
  },
  lastmods: () => single([1]),
};

/** Every public topic at its canonical address, dated by its last activity. */
const topicPages: SitemapSource = {
  name: 'topics',
  pages: topicSitemapPages,
  entries: async (page, size) => (await publicTopicsPage(page, size)).map((t) => ({ path: topicPath(t.slug), lastmod: t.lastPostAt })),
  lastmods: topicSitemapLastmods,
};

/** Members' profiles, dated by when the member was last online (the profile shows it). */
const memberPages: SitemapSource = {
  name: 'members',
  pages: memberSitemapPages,
  entries: async (page, size) =>
    (await listedMembersPage(page, size)).map((m) => ({ path: `/user/${encodeURIComponent(m.userslug)}`, lastmod: m.lastOnlineAt })),
  lastmods: memberSitemapLastmods,
};

/** R1.4: every published event at its page's address, dated by its last change. */
const eventPages: SitemapSource = {
  name: 'events',
  pages: eventSitemapPages,
  entries: async (page, size) =>
    (await publicEventsPage(page, size)).map((e) => ({
      path: `/events/${eventSlug(e.id, e.title).split('/').map(encodeURIComponent).join('/')}`,
      lastmod: e.updatedAt,
    })),
  lastmods: eventSitemapLastmods,
};

/** R3.5: every conference that lists a published event, dated by the newest change of those events. */
const conferencePages: SitemapSource = {
  name: 'conferences',
  pages: conferenceSitemapPages,
  entries: async (page, size) => (await publicConferencesPage(page, size)).map((c) => ({ path: `/events/conference/${c.id}`, lastmod: c.lastmod })),
  lastmods: conferenceSitemapLastmods,
};

/** R1.11: every project not hidden, at its page's address, dated by its last change. */
const projectPages: SitemapSource = {
  name: 'projects',
  pages: projectSitemapPages,
  entries: async (page, size) => (await publicProjectsPage(page, size)).map((p) => ({ path: projectPath(p), lastmod: p.updatedAt })),
  lastmods: projectSitemapLastmods,
};

/** R1.6: each tag's explore landing page (`/explore?tags=x`), for every tag visible content carries, dated as /explore. */
const tagPages: SitemapSource = {
  name: 'tags',
  pages: async (size) => Array.from({ length: Math.ceil((await countUsedTags()) / size) }, (_, i) => i + 1),
  entries: async (page, size) => {
    const tags = await usedTagsPage(page, size);
    const lastmod = tags.length > 0 ? (await listLastmods())['/explore'] : undefined;
    return tags.map((tag) => ({ path: exploreHref([tag]), ...(lastmod ? { lastmod } : {}) }));
  },
  lastmods: async (size) => single(await tagPages.pages(size)),
};

const SITEMAP_SOURCES: readonly SitemapSource[] = [staticPages, topicPages, memberPages, eventPages, conferencePages, projectPages, tagPages];

const sitemapPath = (source: string, page: number) => `/sitemaps/${source}-${page}.xml`;

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * The XML is written by fast-xml-parser's builder, as the podcast feeds are (server/player/feed.ts),
 * which escapes text and attribute values: the declaration on its own line, then the document with
 * each entry's elements on one line.
 */
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true });
const XHTML = 'http://www.w3.org/1999/xhtml';
const DECLARATION = builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' } }) as string;
const xmlDocument = (root: Record<string, unknown>): string => `${DECLARATION}\n${builder.build(root) as string}\n`;
const lastmodOf = (lastmod: Date | undefined) => (lastmod ? { lastmod: lastmod.toISOString() } : {});

/** The sitemap index: every page of every source, with the newest lastmod of its entries. */
export async function sitemapIndex(size = sitemapPageSize()): Promise<string> {
  const sitemaps: Array<{ loc: string; lastmod?: string }> = [];
  for (const source of SITEMAP_SOURCES) {
    const [pages, lastmods] = await Promise.all([source.pages(size), source.lastmods(size)]);
    for (const page of pages) sitemaps.push({ loc: publicUrl(sitemapPath(source.name, page)), ...lastmodOf(lastmods.get(page)) });
  }
  return xmlDocument({ sitemapindex: { '@_xmlns': NS, sitemap: sitemaps } });
}

/** One child sitemap, or null when the source is unknown or the page holds nothing. */
export async function sitemapPage(sourceName: string, page: number, size = sitemapPageSize()): Promise<string | null> {
  const source = SITEMAP_SOURCES.find((s) => s.name === sourceName);
  if (!source) return null;
  const entries = await source.entries(page, size);
  if (entries.length === 0) return null;
  return xmlDocument({ urlset: { '@_xmlns': NS, '@_xmlns:xhtml': XHTML, url: entries.flatMap(inEveryLanguage) } });
}

/** A page's `<url>` at each language's address, each naming every language's (and the x-default, the bare one). */
function inEveryLanguage(entry: SitemapEntry) {
  const alternates = [
    ...LOCALES.map((locale) => ({ '@_rel': 'alternate', '@_hreflang': locale, '@_href': publicUrl(localizedPath(entry.path, locale)) })),
    { '@_rel': 'alternate', '@_hreflang': 'x-default', '@_href': publicUrl(entry.path) },
  ];
  return LOCALES.map((locale) => ({ loc: publicUrl(localizedPath(entry.path, locale)), ...lastmodOf(entry.lastmod), 'xhtml:link': alternates }));
}
