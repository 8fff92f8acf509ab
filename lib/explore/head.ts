import { pageCardImage } from '@/lib/seo/cards';
import { absoluteUrl, SITE_NAME, type PageHeadInput } from '@/lib/seo/head';
import { exploreHref } from './tags';
import type { ExplorePageProps } from './types';

/**
 * The head of `/explore` (R1.6): the page without tags and each tag's landing page
 * (`/explore?tags=x`) are indexed with their canonical address; a combination of tags, or a tag
 * with nothing to show, says noindex (endless combinations and empty pages are not for search
 * engines; docs/DECISIONS.md "Explore").
 */
export function exploreHead({ tags, sections, failed }: ExplorePageProps): PageHeadInput {
  if (tags.length === 0) {
    return {
      title: 'Explore',
      description: 'Browse the community by topic: popular and trending tags with their posts, events and projects.',
      path: '/explore',
      image: pageCardImage('list', 'explore', 'Explore'),
    };
  }
  const title = `#${tags.join(' + #')} · Explore`;
  const found = (sections ?? []).reduce((sum, s) => sum + s.found, 0);
  if (tags.length > 1 || failed || found === 0) return { title, noindex: true };
  const tag = tags[0]!;
  return {
    title,
    description: `Posts, events and projects about #${tag} in the community: questions, articles, podcasts, events and open-source projects.`,
    path: exploreHref(tags),
    image: pageCardImage('list', 'explore', title),
    meta: [{ attr: 'property', key: 'article:tag', content: tag }],
  };
}

/** schema.org CollectionPage of the page: the items shown, or without tags the tag landing pages. */
export function exploreJsonLd({ tags, popular, sections }: ExplorePageProps, origin: string): Record<string, unknown> {
  const elements =
    tags.length === 0
      ? popular.map((t) => ({ name: `#${t.value}`, url: absoluteUrl(origin, exploreHref([t.value])) }))
      : (sections ?? []).flatMap((s) => s.items.map((item) => ({ name: item.title, url: absoluteUrl(origin, item.url) })));
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: tags.length === 0 ? 'Explore' : `#${tags.join(' + #')}`,
    url: absoluteUrl(origin, exploreHref(tags)),
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: absoluteUrl(origin, '/') },
    ...(tags.length > 0 ? { keywords: tags.join(', ') } : {}),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: elements.length,
      itemListElement: elements.map((e, i) => ({ '@type': 'ListItem', position: i + 1, name: e.name, url: e.url })),
    },
  };
}
