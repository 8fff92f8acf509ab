import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { safeReturnTo } from '@/lib/returnTo';
import type { SsrContext } from './appState';

/**
 * /login?returnTo=/x&error=key&mode=signup: the page form of the login dialog (`?next=` is read
 * as `returnTo`). A signed-in member goes straight on (to the consent step first when registration
 * is not complete). The return path passes safeReturnTo here and again in the form (hardening 2).
 */

export type LoginPageProps = {
  returnTo: string | null;
  errorKey: string | null;
  mode: 'login' | 'signup';
};

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

export async function loadLoginPage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<GetServerSidePropsResult<LoginPageProps>> {
  const asked = one(ctx.query.returnTo) ?? one(ctx.query.next);
  if (viewer) {
    const destination = viewer.registrationComplete ? safeReturnTo(asked) : '/register/complete';
    return { redirect: { destination, permanent: false } };
  }
  return {
    props: {
      returnTo: asked === null ? null : safeReturnTo(asked),
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
