import Head from 'next/head';
import { AccountForms, type AccountMode } from '@/components/account/AccountForms';
import { safeReturnTo } from '@/components/account/returnTo';
import { withAppConfig } from '@/server/ssr/appState';

type LoginPageProps = {
  returnTo: string | null;
  errorKey: string | null;
  mode: AccountMode;
};

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/**
 * /login?returnTo=/x&error=key&mode=signup: the page form of the login dialog. A signed-in member
 * goes straight on (to the consent step first when registration is not complete).
 */
export const getServerSideProps = withAppConfig<LoginPageProps>(async (ctx, { viewer }) => {
  const returnTo = one(ctx.query.returnTo);
  if (viewer) {
    const destination = viewer.registrationComplete ? safeReturnTo(returnTo) : '/register/complete';
    return { redirect: { destination, permanent: false } };
  }
  return {
    props: {
      returnTo,
      errorKey: one(ctx.query.error),
      mode: one(ctx.query.mode) === 'signup' ? 'signup' : 'login',
    },
  };
});

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
