import { absoluteUrl } from './site';

/** One step of a page's trail: its name and its page's path. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * schema.org `BreadcrumbList` of a page (topic, event, project and profile pages): the trail from
 * the list it belongs to down to the page itself, each item with its absolute address.
 */
export function breadcrumbJsonLd(trail: readonly Crumb[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absoluteUrl(origin, crumb.path) })),
  };
}
