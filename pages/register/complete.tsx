import Head from 'next/head';
import { ConsentForm } from '@/components/account/ConsentForm';
import { withAppConfig } from '@/server/ssr/appState';

/**
 * /register/complete (R1.14): the consent step as a page. Members who already gave both consents
 * go on to the feed; visitors see a prompt to sign in.
 */
export const getServerSideProps = withAppConfig(async (_ctx, { viewer }) => {
  if (viewer?.registrationComplete) return { redirect: { destination: '/discussions', permanent: false } };
  return { props: {} };
});

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
