import { SearchLogTables } from '@/components/admin/SearchLogTables';
import { PageHead } from '@/components/ui';
import type { SearchLogPageProps } from '@/lib/search/global';
import { useT } from '@/lib/i18n/useT';
import { withAppConfig } from '@/server/ssr/appState';
import { loadSearchLogPage } from '@/server/ssr/searchLog';

/** /admin/searches: top searches and searches with no results (administrators only). */
export const getServerSideProps = withAppConfig(loadSearchLogPage, { messages: ['admin'] });

export default function SearchLogPage(props: SearchLogPageProps) {
  const t = useT('admin');
  return (
    <main className="page">
      <PageHead title={t('searchLog.title')} noindex />
      <h1>{t('searchLog.title')}</h1>
      {props.state === 'ok' ? <SearchLogTables report={props.report} /> : <p role="alert">{t('searchLog.forbidden')}</p>}
    </main>
  );
}
