import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { safeReturnTo } from '@/lib/returnTo';
import type { SsrContext } from './appState';

/**
 * /login?returnTo=/x&error=key&mode=signup: the page form of the login dialog. A signed-in member
 * goes straight on (to the consent step first when registration is not complete).
 */

export type LoginPageProps = {
  returnTo: string | null;
  errorKey: string | null;
  mode: 'login' | 'signup';
};

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

export async function loadLoginPage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<GetServerSidePropsResult<LoginPageProps>> {
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
}

/** /register/complete (R1.14): members who already gave both consents go on to the feed. */
export async function loadRegisterCompletePage(_ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<GetServerSidePropsResult<Record<string, never>>> {
  if (viewer?.registrationComplete) return { redirect: { destination: '/discussions', permanent: false } };
  return { props: {} };
}
