import Head from 'next/head';
import { DiscussionsIntro } from '@/components/discussions/DiscussionsIntro';
import { Feed } from '@/components/discussions/Feed';
import { filtersFromQuery, highlightsQuery } from '@/store/discussions/filters';
import { readHighlights, selectFeedFilters, type FeedSeed } from '@/store/discussions/slice';
import { useFeedSeed } from '@/store/discussions/useFeedSeed';
import { useAppSelector } from '@/store/hooks';
import { withAppConfig } from '@/server/ssr/appState';

type DiscussionsPageProps = { initialFeed: FeedSeed | null };

const DESCRIPTION = 'Questions, answers, AMAs, podcasts and blogs from people who build open source together.';

/**
 * /discussions: the highlights feed (R1.1). The first page is loaded here for the viewer (their
 * upvotes and saves), so visitors and search engines get the whole feed as HTML; the browser
 * store starts from it (useFeedSeed). When it cannot be loaded the page still renders and the
 * feed loads (or shows its error) in the browser.
 */
export const getServerSideProps = withAppConfig<DiscussionsPageProps>(async (ctx, { viewer }) => {
  const filters = filtersFromQuery(ctx.query);
  const { searchHighlights } = await import('@/server/discussions/highlights');
  try {
    const { posts, found, tags } = readHighlights(await searchHighlights(highlightsQuery(filters, 1), viewer));
    const seed: FeedSeed = { id: globalThis.crypto.randomUUID(), filters, posts, found, tags };
    // Page props must be plain JSON (Next refuses `undefined` values).
    return { props: { initialFeed: JSON.parse(JSON.stringify(seed)) as FeedSeed } };
  } catch (err) {
    console.error('[discussions] the first page of the feed failed:', err);
    return { props: { initialFeed: null } };
  }
});

export default function DiscussionsPage({ initialFeed }: DiscussionsPageProps) {
  useFeedSeed(initialFeed);
  const term = useAppSelector(selectFeedFilters).term.trim();
  const title = term ? `“${term}” · Discussions · Open Source Community` : 'Discussions · Open Source Community';
  return (
    <main className="page">
      <Head>
        <title>{title}</title>
        <meta name="description" content={DESCRIPTION} />
        <meta property="og:title" content="Discussions · Open Source Community" />
        <meta property="og:description" content={DESCRIPTION} />
      </Head>
      <DiscussionsIntro />
      <Feed />
    </main>
  );
}
