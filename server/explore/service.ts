import type { ExploreTag, ExploreTagsResponse } from '@/lib/search/global';
import { EXPLORE_POPULAR_LIMIT, EXPLORE_TRENDING_LIMIT, rankTrends } from '@/lib/explore/tags';
import { staleWhileRefresh } from '../cache/staleWhileRefresh';
import { popularTags, tagCounts, tagTrends } from './queries';

/**
 * Popular and trending tags of `/explore` (R1.6). Popular: posts, events and projects carrying a
 * tag, all time. Trending: tags used more in the last 7 days than in the 7 before, the largest
 * rise first (then the most recent uses, then the name). The answer is the same for everyone
 * (visible content only), so it is computed at most once a minute per instance, in the
 * background once the first answer is there (docs/DECISIONS.md "Explore").
 */

const EXPLORE_TAGS_TTL_MS = 60_000;

/** The tags as they are now, read from the database (no memo). */
async function computeExploreTags(now = new Date()): Promise<ExploreTagsResponse> {
  const [popular, trends] = await Promise.all([popularTags(EXPLORE_POPULAR_LIMIT), tagTrends(now)]);
  const rising = rankTrends(trends).slice(0, EXPLORE_TRENDING_LIMIT);
  const counts = await tagCounts(rising.map((t) => t.value));
  const trending: ExploreTag[] = rising.map((t) => ({ value: t.value, count: counts.get(t.value) ?? t.recent, recent: t.recent }));
  return { popular, trending };
}

const kept = staleWhileRefresh('explore', EXPLORE_TAGS_TTL_MS, () => computeExploreTags());

/**
 * The tags, computed at most once per EXPLORE_TAGS_TTL_MS (server/cache/staleWhileRefresh.ts): an
 * older answer is served while one refresh runs.
 */
export function exploreTags(): Promise<ExploreTagsResponse> {
  return kept.get();
}

/** Forgets the kept answer (tests, and anything that must show a change at once). */
export function forgetExploreTags(): void {
  kept.forget();
}
