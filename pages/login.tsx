import Head from 'next/head';
import { AccountForms } from '@/components/account/AccountForms';
import { withAppConfig } from '@/server/ssr/appState';
import { loadLoginPage, type LoginPageProps } from '@/server/ssr/login';

/** /login (server/ssr/login.ts). */
export const getServerSideProps = withAppConfig(loadLoginPage);

export default function LoginPage({ returnTo, errorKey, mode }: LoginPageProps) {
  return (
    <main className="page page-narrow">
      <Head>
        <title>{`${mode === 'signup' ? 'Create account' : 'Sign in'} · Community`}</title>
      </Head>
      <AccountForms returnTo={returnTo} errorKey={errorKey} initialMode={mode} />
    </main>
  );
}
