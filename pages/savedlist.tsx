import Head from 'next/head';
import { SavedList } from '@/components/savedlist/SavedList';
import { withAppConfig } from '@/server/ssr/appState';

/** /savedlist: the member's saved posts (visitors are asked to log in). */
export const getServerSideProps = withAppConfig();

export default function SavedListPage() {
  return (
    <main className="page">
      <Head>
        <title>Saved · Open Source Community</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>Saved</h1>
      <SavedList />
    </main>
  );
}
