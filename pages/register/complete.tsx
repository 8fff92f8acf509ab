import { ConsentForm } from '@/components/account/ConsentForm';
import { PageHead } from '@/components/ui';
import { withAppConfig } from '@/server/ssr/appState';
import { loadRegisterCompletePage } from '@/server/ssr/login';

/** /register/complete (R1.14, server/ssr/login.ts). */
export const getServerSideProps = withAppConfig(loadRegisterCompletePage);

export default function RegisterCompletePage() {
  return (
    <main className="page page-narrow">
      <PageHead title="Complete registration" noindex />
      <ConsentForm />
    </main>
  );
}
