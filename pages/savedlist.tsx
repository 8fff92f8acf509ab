import { SavedList } from '@/components/savedlist/SavedList';
import { PageHead } from '@/components/ui';
import { withAppConfig } from '@/server/ssr/appState';

/** /savedlist: the member's saved posts (visitors are asked to log in), in the post cards of the discussions feed. */
export const getServerSideProps = withAppConfig(async () => ({ props: {} }), { messages: ['discussions', 'topic', 'events'] });

export default function SavedListPage() {
  return (
    <main className="page">
      <PageHead title="Saved" noindex />
      <h1>Saved</h1>
      <SavedList />
    </main>
  );
}
