import type { RouterQuery } from '@/lib/filters';
import { safeReturnTo } from '@/lib/returnTo';
import { single } from '@/lib/ssr/page';

/**
 * The session pages' outcomes (R1.14), decided the same way by the page loaders
 * (server/ssr/login.ts).
 */

export type LoginPageProps = {
  returnTo: string | null;
  errorKey: string | null;
  mode: 'login' | 'signup';
};

type Redirect = { redirect: { destination: string; permanent: false } };

/** Visitors of a members-only page sign in first and come back to it. */
export function loginRedirect(resolvedUrl: string): Redirect {
  return { redirect: { destination: `/login?returnTo=${encodeURIComponent(resolvedUrl)}`, permanent: false } };
}

/**
 * /login?returnTo=/x&error=key&mode=signup (`?next=` is read as `returnTo`): the form for a
 * visitor; a signed-in member goes straight on (to the consent step first when registration is
 * not complete). The return path passes safeReturnTo here and again in the form.
 */
export function loginPage(query: RouterQuery, member: { registrationComplete: boolean } | null): Redirect | { props: LoginPageProps } {
  const asked = single(query.returnTo) ?? single(query.next);
  if (member) return { redirect: { destination: member.registrationComplete ? safeReturnTo(asked) : '/register/complete', permanent: false } };
  return {
    props: {
      returnTo: asked === null ? null : safeReturnTo(asked),
      errorKey: single(query.error),
      mode: single(query.mode) === 'signup' ? 'signup' : 'login',
    },
  };
}

/** Members who already gave both consents go from /register/complete on to the feed; null: the page shows. */
export function registerCompleteRedirect(member: { registrationComplete: boolean } | null): Redirect | null {
  return member?.registrationComplete ? { redirect: { destination: '/discussions', permanent: false } } : null;
}
