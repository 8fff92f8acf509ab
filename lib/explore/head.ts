import type { MessageKey } from '@/lib/i18n/catalogues';
import type { MessageValues } from '@/lib/i18n/said';
import { pageCardImage } from '@/lib/seo/cards';
import type { PageHeadInput } from '@/lib/seo/head';
import { absoluteUrl, SITE_NAME } from '@/lib/seo/site';
import { exploreHref } from './tags';
import type { ExplorePageProps } from './types';

/**
 * The head of `/explore` (R1.6): the page without tags and each tag's landing page
 * (`/explore?tags=x`) are indexed with their canonical address; a combination of tags, or a tag
 * with nothing to show, says noindex (endless combinations and empty pages are not for search
 * engines; docs/DECISIONS.md "Explore").
 */
/** The explore namespace's messages in the page's language (`useT('explore')`). */
export type ExploreT = (key: MessageKey<'explore'>, values?: MessageValues) => string;

/** The chosen tags as the page names them: `#rust + #wasm`. */
export const tagsText = (tags: readonly string[]): string => `#${tags.join(' + #')}`;

export function exploreHead({ tags, sections, failed }: ExplorePageProps, t: ExploreT): PageHeadInput {
  if (tags.length === 0) {
    return {
      title: t('page.title'),
      description: t('head.description'),
      path: '/explore',
      image: pageCardImage('list', 'explore', t('page.title')),
    };
  }
  const title = t('head.titleTags', { tags: tagsText(tags) });
  const found = (sections ?? []).reduce((sum, s) => sum + s.found, 0);
  if (tags.length > 1 || failed || found === 0) return { title, noindex: true };
  const tag = tags[0]!;
  return {
    title,
    description: t('head.descriptionTag', { tag: `#${tag}` }),
    path: exploreHref(tags),
    image: pageCardImage('list', 'explore', title),
    meta: [{ attr: 'property', key: 'article:tag', content: tag }],
  };
}

/** schema.org CollectionPage of the page: the items shown, or without tags the tag landing pages. */
export function exploreJsonLd({ tags, popular, sections }: ExplorePageProps, origin: string, t: ExploreT): Record<string, unknown> {
  const elements =
    tags.length === 0
      ? popular.map((t) => ({ name: `#${t.value}`, url: absoluteUrl(origin, exploreHref([t.value])) }))
      : (sections ?? []).flatMap((s) => s.items.map((item) => ({ name: item.title, url: absoluteUrl(origin, item.url) })));
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: tags.length === 0 ? t('page.title') : tagsText(tags),
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
