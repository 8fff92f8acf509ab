import Head from 'next/head';
import { useLocale, useT } from '@/lib/i18n/useT';
import { headTags, jsonLdText, type PageHeadProps } from '@/lib/seo/head';
import { SITE_NAME } from '@/lib/seo/site';
import { useSiteOrigin } from './siteOrigin';

/**
 * Every page's `<head>` (lib/seo/head.ts): the title with the site suffix; for an indexable page a
 * description, canonical, prev/next, OpenGraph (with `og:image` when `image` is given) and Twitter
 * tags and the podcast feeds it offers; for a private page `noindex`. `jsonLd` adds a schema.org script (escaped for a script element),
 * one per object when given a list (the page's main entity first, then its breadcrumbs).
 */
export function PageHeadTags({ jsonLd, ...input }: PageHeadProps) {
  const origin = useSiteOrigin();
  const t = useT('common');
  const { title, meta, links, feeds = [], alternates = [], activityPub } = headTags(input, origin, useLocale(), t('siteFeed', { site: SITE_NAME }));
  const scripts = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd];
  return (
    <Head>
      <title>{title}</title>
      {links.map((link) => (
        <link key={`link-${link.rel}`} rel={link.rel} href={link.href} />
      ))}
      {alternates.map((alternate) => (
        <link key={`hreflang-${alternate.hreflang}`} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      {feeds.map((feed) => (
        <link key={`feed-${feed.href}`} rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} />
      ))}
      {activityPub && <link rel="alternate" type="application/activity+json" href={activityPub} />}
      {meta.map((m, i) =>
        m.attr === 'property' ? (
          <meta key={`${m.key}-${i}`} property={m.key} content={m.content} />
        ) : (
          <meta key={`${m.key}-${i}`} name={m.key} content={m.content} />
        ),
      )}
      {scripts.map((data, i) => (
        <script key={`ld-${i}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </Head>
  );
}
