import type { GetServerSidePropsContext } from 'next';
import { filtersFromQuery, highlightsQuery, readHighlights } from '@/lib/discussions/feed';
import type { SeededPageProps } from '@/lib/ssr/seed';
import { searchHighlights } from '../discussions/highlights';
import type { SsrContext } from './appState';
import { pageSeed } from './request';

/**
 * /discussions (R1.1): the first page of the feed for the viewer (their upvotes and saves), so
 * visitors and search engines get the whole feed as HTML; the browser store starts from the seed.
 * When it cannot be loaded the page still renders and the feed loads (or shows its error) in the
 * browser.
 */
export async function loadDiscussionsPage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<{ props: SeededPageProps }> {
  const filters = filtersFromQuery(ctx.query);
  try {
    const { posts, found, tags } = readHighlights(await searchHighlights(highlightsQuery(filters, 1), viewer));
    return { props: { seed: pageSeed({ feed: { filters, posts, found, tags } }) } };
  } catch (err) {
    console.error('[discussions] the first page of the feed failed:', err);
    return { props: { seed: null } };
  }
}
