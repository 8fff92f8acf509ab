import type { Locale } from '@/lib/i18n/locales';
import { formatCount } from '@/lib/numbers';

/**
 * The search engine's contract (server/search/): how many matches a search counts at most. A
 * `found` equal to this cap means "this many or more" (docs/DECISIONS.md, "The feed and search
 * engine"); `found` from maintained counts (the unfiltered feed, a post type, one tag) is exact
 * and may be larger.
 */
export const SEARCH_COUNT_CAP = 1000;

/** "1 post", "12 posts", "1,000+ posts" (a count at the cap may be more); the number in `locale`, the page's language. */
export function foundText(found: number, singular: string, plural: string, locale: Locale): string {
  const number = found === SEARCH_COUNT_CAP ? `${formatCount(found, locale)}+` : formatCount(found, locale);
  return `${number} ${found === 1 ? singular : plural}`;
}
