import { useRouter } from 'next/router';
import { SearchResults } from '@/components/search/SearchResults';
import { searchRegionRenderer } from '@/components/search/serverRegion';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { pageQueryNumber } from '@/lib/pageNumber';
import { searchQueryFromUrl } from '@/lib/search/address';
import type { SeededPageProps } from '@/lib/ssr/seed';
import { useServerSeed } from '@/store/serverSeed';
import { searchPageProps } from '@/server/ssr/search';

/**
 * /search (R1.5): the global search, rendered on the server for the address's term, filters and
 * page (server/ssr/search.ts). Search results are not pages of their own: always `noindex`. A search
 * not yet stored is its results region spliced into the page's stored shell (server/cache/searchShell.ts).
 */
export const getServerSideProps = searchPageProps(searchRegionRenderer);

export default function SearchPage({ seed }: SeededPageProps) {
  useServerSeed(seed);
  const t = useT('search');
  const router = useRouter();
  const term = searchQueryFromUrl(router.query).term;
  const page = pageQueryNumber(router.query.page);
  return (
    <main className="page">
      <PageHead title={term ? t(page > 1 ? 'page.titleTermPage' : 'page.titleTerm', { term, page }) : t(page > 1 ? 'page.titlePage' : 'page.title', { page })} noindex />
      <h1>{t('page.title')}</h1>
      <SearchResults />
    </main>
  );
}
