import { normalizeTag } from '@/lib/discussions/rules';
import { searchPath } from '@/lib/search/address';
import { EXPLORE_TERM } from '@/lib/search/global';

/**
 * `/explore` (R1.6): the tags a visitor picked, as the address carries them (`/explore?tags=a,b`),
 * and the addresses of the page with one tag more or less. Shared by the page, its server loader
 * and the sitemap; zod-free (the page imports it).
 */

/** How many popular and trending tags the page and `GET /api/explore/tags` show. */
export const EXPLORE_POPULAR_LIMIT = 40;
export const EXPLORE_TRENDING_LIMIT = 12;
/** The most tags one explore request narrows by (more are dropped, never refused). */
const EXPLORE_MAX_TAGS = 5;
/** Results shown per collection; the rest are one link away on `/search`. */
export const EXPLORE_PER_SECTION = 10;

/** A tag's uses in the 7 days before now (`recent`) and the 7 before those (`previous`). */
export interface TagTrend {
  value: string;
  recent: number;
  previous: number;
}

/** Trending (R1.6): tags used more than the week before, the largest rise first, then the most recent uses, then the name. */
export function rankTrends(trends: TagTrend[]): TagTrend[] {
  return trends
    .filter((t) => t.recent > t.previous)
    .sort((a, b) => b.recent - b.previous - (a.recent - a.previous) || b.recent - a.recent || (a.value < b.value ? -1 : 1));
}

/** The tags of a `tags` query value: comma list, normalised as stored, repeats and empties dropped, at most EXPLORE_MAX_TAGS. */
export function parseExploreTags(value: string | string[] | undefined | null): string[] {
  const raw = Array.isArray(value) ? value.join(',') : (value ?? '');
  const tags: string[] = [];
  for (const part of raw.split(',')) {
    const tag = normalizeTag(part);
    if (tag !== '' && tag.length <= 64 && !tags.includes(tag)) tags.push(tag);
    if (tags.length >= EXPLORE_MAX_TAGS) break;
  }
  return tags;
}

/** The explore page narrowed by these tags (`/explore` for none). */
export function exploreHref(tags: readonly string[]): string {
  return tags.length === 0 ? '/explore' : `/explore?tags=${tags.map(encodeURIComponent).join(',')}`;
}

/** The page with `tag` added (at the end) or, when already chosen, removed. */
export function toggledTags(current: readonly string[], tag: string): string[] {
  if (current.includes(tag)) return current.filter((t) => t !== tag);
  return [...current, tag].slice(-EXPLORE_MAX_TAGS);
}

/** The global search page with every result of one collection carrying these tags (an explore request, `term=*`). */
export function exploreSearchHref(tags: readonly string[], collection: 'post' | 'event' | 'project'): string {
  return searchPath({ term: EXPLORE_TERM, searchIn: collection, tags: tags.join(',') });
}
