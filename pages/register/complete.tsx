import Head from 'next/head';
import { ConsentForm } from '@/components/account/ConsentForm';

export default function RegisterCompletePage() {
  return (
    <main className="page">
      <Head>
        <title>Complete registration · Community</title>
      </Head>
      <ConsentForm />
    </main>
  );
}
