import { AccountForms } from '@/components/account/AccountForms';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { withAppConfig } from '@/server/ssr/appState';
import { loadLoginPage, type LoginPageProps } from '@/server/ssr/login';

/** /login (server/ssr/login.ts). */
export const getServerSideProps = withAppConfig(loadLoginPage, { messages: ['account'] });

export default function LoginPage({ returnTo, errorKey, mode }: LoginPageProps) {
  const t = useT('account');
  return (
    <main className="page page-narrow">
      <PageHead title={t(mode === 'signup' ? 'page.signUp' : 'page.signIn')} noindex />
      <AccountForms returnTo={returnTo} errorKey={errorKey} initialMode={mode} />
    </main>
  );
}
