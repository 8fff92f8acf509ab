import type { GetServerSidePropsContext } from 'next';
import { filtersFromQuery, highlightsQuery, readHighlights } from '@/lib/discussions/feed';
import type { SeededPageProps } from '@/lib/ssr/seed';
import { searchHighlights } from '../discussions/highlights';
import { pageNumber } from '../discussions/reads';
import type { SsrContext } from './appState';
import { pageSeed } from './request';

/**
 * /discussions (R1.1): the page of the feed the address asks for (`?page=N`, else the first) for
 * the viewer (their upvotes and saves), so visitors and search engines get the feed as HTML and
 * can page through it without JavaScript; the browser store starts from the seed. A page past the
 * end answers 404. When the feed cannot be loaded the page still renders and the feed loads (or
 * shows its error) in the browser.
 */
export async function loadDiscussionsPage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<{ props: SeededPageProps }> {
  const filters = filtersFromQuery(ctx.query);
  const page = pageNumber(ctx.query.page);
  try {
    const { posts, found, tags } = readHighlights(await searchHighlights(highlightsQuery(filters, page), viewer));
    if (page > 1 && posts.length === 0) ctx.res.statusCode = 404;
    return { props: { seed: pageSeed({ feed: { filters, page, posts, found, tags } }) } };
  } catch (err) {
    console.error('[discussions] the feed failed to load on the server:', err);
    return { props: { seed: null } };
  }
}
