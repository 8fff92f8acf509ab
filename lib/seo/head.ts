import { DEFAULT_LOCALE, LOCALES, localizedPath, withLanguageQuery, type Locale } from '@/lib/i18n/locales';
import { absoluteUrl, SITE_FEED, SITE_NAME, type FeedLink } from './site';

/**
 * Every page's `<head>` (one builder, rendered by components/ui PageHead, so no page can forget a
 * tag): the title with the one site suffix, and for indexable pages a description, the canonical
 * address on the public origin in the page's language with its other languages' addresses
 * (`hreflang`, issue 34), OpenGraph and Twitter tags; private pages get `noindex` instead.
 */

const TITLE_SUFFIX = ` · ${SITE_NAME}`;

export interface MetaTag {
  /** `name` for description, robots and twitter; `property` for OpenGraph and article. */
  attr: 'name' | 'property';
  key: string;
  content: string;
}

interface HeadLink {
  rel: 'canonical' | 'prev' | 'next';
  href: string;
}

/** A picture for link previews (`og:image`, the large Twitter card). */
export interface HeadImage {
  /** An absolute URL, or a path on the site. */
  url: string;
  width?: number;
  height?: number;
  /** Its media type (`image/png`): `og:image:type`. */
  type?: string;
  alt?: string;
  /** A social card with words drawn in the page's language: its address names the language (`withLanguageQuery`). */
  inPageLanguage?: boolean;
}

/** A page search engines may index: its description and its canonical path are required. */
export interface IndexedPage {
  title: string;
  description: string;
  /** The canonical path with its meaningful query (`/discussions?postType=blog`). */
  path: string;
  /** OpenGraph type: `website` unless given. */
  type?: 'website' | 'article' | 'profile';
  image?: HeadImage;
  /** More tags (`article:published_time`, `article:tag`, `profile:username`). */
  meta?: MetaTag[];
  /** Paths of the previous and next pages of a paged list. */
  prev?: string;
  next?: string;
  /** Feeds of this page besides the site's podcast feed (a project's podcast feed). */
  feeds?: FeedLink[];
  /**
   * The path of the page's ActivityPub object (a published event's `/ap/events/{id}`, issue 38):
   * a fediverse server given the page's address reads the object there.
   */
  activityPub?: string;
  noindex?: false;
}

/** A private or personal page, an error or an empty state: a title and `noindex`. */
interface PrivatePage {
  title: string;
  noindex: true;
}

export type PageHeadInput = IndexedPage | PrivatePage;

type JsonLd = Record<string, unknown>;

/** What components/ui PageHead renders: the tags, and schema.org JSON-LD (one script per object). */
export type PageHeadProps = PageHeadInput & { jsonLd?: JsonLd | readonly JsonLd[] };

export interface HeadTags {
  title: string;
  meta: MetaTag[];
  links: HeadLink[];
  /** Indexable pages: the feeds they offer (the site's podcast feed first), absolute. */
  feeds?: FeedLink[];
  /** Indexable pages: the page in every language, and `x-default` (the bare, English address). */
  alternates?: { hreflang: string; href: string }[];
  /** The page's ActivityPub object, absolute (`<link rel="alternate" type="application/activity+json">`). */
  activityPub?: string;
}

/** JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and line separators escaped. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The title with the site's suffix (once). */
export function pageTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed || trimmed === SITE_NAME) return SITE_NAME;
  return trimmed.endsWith(TITLE_SUFFIX) ? trimmed : `${trimmed}${TITLE_SUFFIX}`;
}

/**
 * The tags of a page's head, for its address in `locale` (the paths given are the bare ones). The
 * feeds it offers are in that language too (`?lang=`), the site's titled `siteFeedTitle`.
 */
export function headTags(input: PageHeadInput, origin: string, locale: Locale = DEFAULT_LOCALE, siteFeedTitle: string = SITE_FEED.title): HeadTags {
  const title = pageTitle(input.title);
  if (input.noindex) return { title, meta: [{ attr: 'name', key: 'robots', content: 'noindex' }], links: [] };
  const at = (path: string) => absoluteUrl(origin, /^https?:\/\//i.test(path) ? path : localizedPath(path, locale));
  const canonical = at(input.path);
  const heading = input.title.trim() || SITE_NAME;
  const image = input.image && { ...input.image, url: input.image.inPageLanguage ? withLanguageQuery(input.image.url, locale) : input.image.url };
  const meta: MetaTag[] = [
    { attr: 'name', key: 'description', content: input.description },
    { attr: 'property', key: 'og:title', content: heading },
    { attr: 'property', key: 'og:description', content: input.description },
    { attr: 'property', key: 'og:type', content: input.type ?? 'website' },
    { attr: 'property', key: 'og:url', content: canonical },
    { attr: 'property', key: 'og:site_name', content: SITE_NAME },
    ...(image
      ? [
          { attr: 'property', key: 'og:image', content: absoluteUrl(origin, image.url) } as const,
          ...(image.width ? [{ attr: 'property', key: 'og:image:width', content: String(image.width) } as const] : []),
          ...(image.height ? [{ attr: 'property', key: 'og:image:height', content: String(image.height) } as const] : []),
          ...(image.type ? [{ attr: 'property', key: 'og:image:type', content: image.type } as const] : []),
          ...(image.alt ? [{ attr: 'property', key: 'og:image:alt', content: image.alt } as const] : []),
        ]
      : []),
    { attr: 'name', key: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { attr: 'name', key: 'twitter:title', content: heading },
    { attr: 'name', key: 'twitter:description', content: input.description },
    ...(image ? [{ attr: 'name', key: 'twitter:image', content: absoluteUrl(origin, image.url) } as const] : []),
    ...(image?.alt ? [{ attr: 'name', key: 'twitter:image:alt', content: image.alt } as const] : []),
    ...(input.meta ?? []),
  ];
  const links: HeadLink[] = [
    { rel: 'canonical', href: canonical },
    ...(input.prev ? [{ rel: 'prev', href: at(input.prev) } as const] : []),
    ...(input.next ? [{ rel: 'next', href: at(input.next) } as const] : []),
  ];
  const alternates = [
    ...LOCALES.map((l) => ({ hreflang: l, href: absoluteUrl(origin, localizedPath(input.path, l)) })),
    { hreflang: 'x-default', href: absoluteUrl(origin, input.path) },
  ];
  const feeds = [{ ...SITE_FEED, title: siteFeedTitle }, ...(input.feeds ?? [])].map((feed) => ({ title: feed.title, href: absoluteUrl(origin, withLanguageQuery(feed.href, locale)) }));
  return { title, meta, links, feeds, alternates, ...(input.activityPub ? { activityPub: absoluteUrl(origin, input.activityPub) } : {}) };
}
