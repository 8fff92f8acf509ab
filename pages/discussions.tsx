import { useRouter } from 'next/router';
import { DiscussionsIntro } from '@/components/discussions/DiscussionsIntro';
import { Feed } from '@/components/discussions/Feed';
import { PageHead } from '@/components/ui';
import { pageCardImage } from '@/lib/seo/cards';
import { feedPath, filtersFromQuery } from '@/lib/discussions/feed';
import { DISCUSSION_PAGE_SIZE } from '@/lib/discussions/types';
import { useT } from '@/lib/i18n/useT';
import { pageQueryNumber } from '@/lib/pageNumber';
import type { SeededPageProps } from '@/lib/ssr/seed';
import { selectFeed } from '@/store/discussions/slice';
import { useAppSelector } from '@/store/hooks';
import { useServerSeed } from '@/store/serverSeed';
import { withAppConfig } from '@/server/ssr/appState';
import { loadDiscussionsPage } from '@/server/ssr/discussions';

/**
 * /discussions: the highlights feed (R1.1), the page `?page=N` asks for server-rendered
 * (server/ssr/discussions.ts). Applying filters replaces the address (without `page`), so the head
 * follows the address.
 */
export const getServerSideProps = withAppConfig(loadDiscussionsPage, { messages: ['discussions', 'composer', 'topic'] });

export default function DiscussionsPage({ seed }: SeededPageProps) {
  const t = useT('discussions');
  useServerSeed(seed);
  const router = useRouter();
  const { found } = useAppSelector(selectFeed);
  // The address is the truth on both sides: the canonical keeps its meaningful filters only.
  const filters = filtersFromQuery(router.query);
  const page = pageQueryNumber(router.query.page);
  const term = filters.term.trim();
  const feedTitle = page > 1 ? t('page.titlePaged', { page }) : t('page.title');
  const title = term ? t('page.searchTitle', { term, title: feedTitle }) : feedTitle;
  return (
    <main className="page">
      {term ? (
        // Search results are not pages of their own for search engines.
        <PageHead title={title} noindex />
      ) : (
        <PageHead
          title={title}
          description={t('page.description')}
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
