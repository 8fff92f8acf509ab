import Head from 'next/head';
import { DiscussionsIntro } from '@/components/discussions/DiscussionsIntro';
import { Feed } from '@/components/discussions/Feed';
import type { SeededPageProps } from '@/lib/ssr/seed';
import { selectFeedFilters } from '@/store/discussions/slice';
import { useAppSelector } from '@/store/hooks';
import { useServerSeed } from '@/store/serverSeed';
import { withAppConfig } from '@/server/ssr/appState';
import { loadDiscussionsPage } from '@/server/ssr/discussions';

const DESCRIPTION = 'Questions, answers, AMAs, podcasts and blogs from people who build open source together.';

/** /discussions: the highlights feed (R1.1), its first page server-rendered (server/ssr/discussions.ts). */
export const getServerSideProps = withAppConfig(loadDiscussionsPage);

export default function DiscussionsPage({ seed }: SeededPageProps) {
  useServerSeed(seed);
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
