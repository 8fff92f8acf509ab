import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { loginPage, registerCompleteRedirect, type LoginPageProps } from '@/lib/session/page';
import type { SsrContext } from './appState';

/**
 * /login?returnTo=/x&error=key&mode=signup: the page form of the login dialog (`?next=` is read
 * as `returnTo`). A signed-in member goes straight on (to the consent step first when registration
 * is not complete). The return path passes safeReturnTo here and again in the form (hardening 2).
 */

export type { LoginPageProps };

export async function loadLoginPage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<GetServerSidePropsResult<LoginPageProps>> {
  return loginPage(ctx.query, viewer);
}

/** /register/complete (R1.14): members who already gave both consents go on to the feed. */
export async function loadRegisterCompletePage(_ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<GetServerSidePropsResult<Record<string, never>>> {
  return registerCompleteRedirect(viewer) ?? { props: {} };
}
