import Head from 'next/head';
import { SessionPanel } from '@/components/account/SessionPanel';

export default function DiscussionsPage() {
  return (
    <main className="page">
      <Head>
        <title>Discussions · Community</title>
      </Head>
      <SessionPanel />
    </main>
  );
}
