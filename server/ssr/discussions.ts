import type { GetServerSidePropsContext } from 'next';
import { filtersFromQuery, highlightsQuery } from '@/lib/discussions/feed';
import { discussionsFeedPage } from '@/lib/discussions/page';
import type { SeededPageProps } from '@/lib/ssr/seed';
import { searchHighlights } from '../discussions/highlights';
import { pageNumber } from '../discussions/reads';
import type { SsrContext } from './appState';

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
    const { seed, pastEnd } = discussionsFeedPage(filters, page, await searchHighlights(highlightsQuery(filters, page), viewer));
    if (pastEnd) ctx.res.statusCode = 404;
    return { props: { seed } };
  } catch (err) {
    console.error('[discussions] the feed failed to load on the server:', err);
    return { props: { seed: null } };
  }
}
