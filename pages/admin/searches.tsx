import { SearchLogTables } from '@/components/admin/SearchLogTables';
import { PageHead } from '@/components/ui';
import type { SearchLogPageProps } from '@/lib/search/global';
import { withAppConfig } from '@/server/ssr/appState';
import { loadSearchLogPage } from '@/server/ssr/searchLog';

/** /admin/searches: top searches and searches with no results (administrators only). */
export const getServerSideProps = withAppConfig(loadSearchLogPage);

export default function SearchLogPage(props: SearchLogPageProps) {
  return (
    <main className="page">
      <PageHead title="Search log" noindex />
      <h1>Search log</h1>
      {props.state === 'ok' ? <SearchLogTables report={props.report} /> : <p role="alert">Only administrators see the search log.</p>}
    </main>
  );
}
