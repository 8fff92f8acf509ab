import Head from 'next/head';
import { ConsentForm } from '@/components/account/ConsentForm';
import { withAppConfig } from '@/server/ssr/appState';
import { loadRegisterCompletePage } from '@/server/ssr/login';

/** /register/complete (R1.14, server/ssr/login.ts). */
export const getServerSideProps = withAppConfig(loadRegisterCompletePage);

export default function RegisterCompletePage() {
  return (
    <main className="page page-narrow">
      <Head>
        <title>Complete registration · Community</title>
      </Head>
      <ConsentForm />
    </main>
  );
}
