import { ConsentForm } from '@/components/account/ConsentForm';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { withAppConfig } from '@/server/ssr/appState';
import { loadRegisterCompletePage } from '@/server/ssr/login';

/** /register/complete (R1.14, server/ssr/login.ts). */
export const getServerSideProps = withAppConfig(loadRegisterCompletePage, { messages: ['account'] });

export default function RegisterCompletePage() {
  const t = useT('account');
  return (
    <main className="page page-narrow">
      <PageHead title={t('page.registerComplete')} noindex />
      <ConsentForm />
    </main>
  );
}
