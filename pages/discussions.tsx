import Head from 'next/head';
import { DiscussionsIntro } from '@/components/discussions/DiscussionsIntro';
import { withAppConfig } from '@/server/ssr/appState';

export const getServerSideProps = withAppConfig();

export default function DiscussionsPage() {
  return (
    <main className="page">
      <Head>
        <title>Discussions · Open Source Community</title>
      </Head>
      <DiscussionsIntro />
    </main>
  );
}
