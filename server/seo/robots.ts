import { disallowedPaths } from '@/lib/seo/pages';
import { publicUrl } from '../http/origin';

/**
 * robots.txt: crawlers keep out of the API and the private pages (the page table's noindex routes,
 * lib/seo/pages.ts), and find the sitemap index at the site's public address.
 */
export function robotsTxt(): string {
  return [
    'User-agent: *',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
}
