import type { Locale } from '@/lib/i18n/locales';
import { formatCount } from '@/lib/numbers';
import { SEARCH_COUNT_CAP } from '@/lib/search/types';

/**
 * The number of a found count as the lists write it: "1,204", and "1,000+" at the search's cap
 * (lib/search/types foundText's); written in `locale`, the page's language ("1.204" in German).
 */
export const foundNumber = (found: number, locale: Locale): string =>
  found === SEARCH_COUNT_CAP ? `${formatCount(found, locale)}+` : formatCount(found, locale);
