import { useRouter } from 'next/router';
import { DiscussionsIntro } from '@/components/discussions/DiscussionsIntro';
import { Feed } from '@/components/discussions/Feed';
import { PageHead } from '@/components/ui';
import { pageCardImage } from '@/lib/seo/cards';
import { feedPath, filtersFromQuery } from '@/lib/discussions/feed';
import { DISCUSSION_PAGE_SIZE } from '@/lib/discussions/types';
import { pageQueryNumber } from '@/lib/pageNumber';
import type { SeededPageProps } from '@/lib/ssr/seed';
import { selectFeed } from '@/store/discussions/slice';
import { useAppSelector } from '@/store/hooks';
import { useServerSeed } from '@/store/serverSeed';
import { withAppConfig } from '@/server/ssr/appState';
import { loadDiscussionsPage } from '@/server/ssr/discussions';

const DESCRIPTION = 'Questions, answers, AMAs, podcasts and blogs from people who build open source together.';

/**
 * /discussions: the highlights feed (R1.1), the page `?page=N` asks for server-rendered
 * (server/ssr/discussions.ts). Applying filters replaces the address (without `page`), so the head
 * follows the address.
 */
export const getServerSideProps = withAppConfig(loadDiscussionsPage, { messages: ['topic'] });

export default function DiscussionsPage({ seed }: SeededPageProps) {
  useServerSeed(seed);
  const router = useRouter();
  const { found } = useAppSelector(selectFeed);
  // The address is the truth on both sides: the canonical keeps its meaningful filters only.
  const filters = filtersFromQuery(router.query);
  const page = pageQueryNumber(router.query.page);
  const term = filters.term.trim();
  const title = `${term ? `“${term}” · ` : ''}Discussions${page > 1 ? `, page ${page}` : ''}`;
  return (
    <main className="page">
      {term ? (
        // Search results are not pages of their own for search engines.
        <PageHead title={title} noindex />
      ) : (
        <PageHead
          title={title}
          description={DESCRIPTION}
          image={pageCardImage('list', 'discussions', title)}
          path={feedPath(filters, page)}
          prev={page > 1 ? feedPath(filters, page - 1) : undefined}
          next={page * DISCUSSION_PAGE_SIZE.feed < found ? feedPath(filters, page + 1) : undefined}
        />
      )}
      <DiscussionsIntro />
      <Feed />
    </main>
  );
}
