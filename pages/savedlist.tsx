import { SavedList } from '@/components/savedlist/SavedList';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { withAppConfig } from '@/server/ssr/appState';

/** /savedlist: the member's saved posts (visitors are asked to log in), in the post cards of the discussions feed. */
export const getServerSideProps = withAppConfig(async () => ({ props: {} }), { messages: ['discussions', 'topic', 'events', 'savedlist'] });

export default function SavedListPage() {
  const t = useT('savedlist');
  return (
    <main className="page">
      <PageHead title={t('page.title')} noindex />
      <h1>{t('page.title')}</h1>
      <SavedList />
    </main>
  );
}
