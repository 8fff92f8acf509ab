import type { ExploreTag, ExploreTagsResponse } from '@/lib/search/global';
import { EXPLORE_POPULAR_LIMIT, EXPLORE_TRENDING_LIMIT } from '@/lib/explore/tags';
import { popularTags, tagCounts, tagTrends, type TagTrend } from './queries';

/**
 * Popular and trending tags of `/explore` (R1.6). Popular: posts, events and projects carrying a
 * tag, all time. Trending: tags used more in the last 7 days than in the 7 before, the largest
 * rise first (then the most recent uses, then the name). The answer is the same for everyone
 * (visible content only), so it is computed at most once a minute per instance, in the
 * background once the first answer is there (docs/DECISIONS.md "Explore").
 */

export const EXPLORE_TAGS_TTL_MS = 60_000;

/** The last answer and when its computation started; `next` is a refresh in flight. */
interface Memo {
  at: number;
  value: Promise<ExploreTagsResponse>;
  next: Promise<ExploreTagsResponse> | null;
}

const memo: { entry: Memo | null } = { entry: null };

/** The tags as they are now, read from the database (no memo). */
export async function computeExploreTags(now = new Date()): Promise<ExploreTagsResponse> {
  const [popular, trends] = await Promise.all([popularTags(EXPLORE_POPULAR_LIMIT), tagTrends(now)]);
  const rising = rankTrends(trends).slice(0, EXPLORE_TRENDING_LIMIT);
  const counts = await tagCounts(rising.map((t) => t.value));
  const trending: ExploreTag[] = rising.map((t) => ({ value: t.value, count: counts.get(t.value) ?? t.recent, recent: t.recent }));
  return { popular, trending };
}

/** Rising tags first: the largest rise, then the most uses of the last 7 days, then the name. */
export function rankTrends(trends: TagTrend[]): TagTrend[] {
  return trends
    .filter((t) => t.recent > t.previous)
    .sort((a, b) => b.recent - b.previous - (a.recent - a.previous) || b.recent - a.recent || (a.value < b.value ? -1 : 1));
}

/**
 * The tags, computed at most once per EXPLORE_TAGS_TTL_MS: an answer older than that is still
 * served while one refresh runs (no request waits for the recount, except the very first); a
 * failed refresh keeps the old answer, a failed first read is not kept.
 */
export function exploreTags(): Promise<ExploreTagsResponse> {
  const now = Date.now();
  const entry = memo.entry;
  if (!entry) {
    const first: Memo = { at: now, value: computeExploreTags(new Date(now)), next: null };
    memo.entry = first;
    first.value.catch(() => {
      if (memo.entry === first) memo.entry = null;
    });
    return first.value;
  }
  if (now - entry.at >= EXPLORE_TAGS_TTL_MS && !entry.next) {
    const next = computeExploreTags(new Date(now));
    entry.next = next;
    next.then(
      () => {
        if (memo.entry === entry) memo.entry = { at: now, value: next, next: null };
      },
      (err: unknown) => {
        console.error('[explore] the tags failed to refresh:', err);
        entry.next = null;
        entry.at = now;
      },
    );
  }
  return entry.value;
}

/** Forgets the kept answer (tests, and anything that must show a change at once). */
export function forgetExploreTags(): void {
  memo.entry = null;
}
