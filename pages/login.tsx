import { AccountForms } from '@/components/account/AccountForms';
import { PageHead } from '@/components/ui';
import { withAppConfig } from '@/server/ssr/appState';
import { loadLoginPage, type LoginPageProps } from '@/server/ssr/login';

/** /login (server/ssr/login.ts). */
export const getServerSideProps = withAppConfig(loadLoginPage);

export default function LoginPage({ returnTo, errorKey, mode }: LoginPageProps) {
  return (
    <main className="page page-narrow">
      <PageHead title={mode === 'signup' ? 'Create account' : 'Sign in'} noindex />
      <AccountForms returnTo={returnTo} errorKey={errorKey} initialMode={mode} />
    </main>
  );
}
