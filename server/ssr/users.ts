import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { onboardingPageProps, profilePageProps, settingsErrorKey, settingsPageProps } from '@/lib/users/page';
import type { OnboardingPageProps, ProfilePageProps, SettingsPageProps } from '@/lib/users/types';
import { memberPostsOf } from '../discussions/reads';
import { AppError } from '../http/errors';
import { accountSecurity } from '../users/account';
import { self, settingsBySlug, userBySlug } from '../users/service';
import { profileSummary } from '../users/summary';
import type { SsrContext } from './appState';
import { loginRedirect } from './request';
import { logAbout } from '../moderation/service';
import { progressOf } from '../trust/service';

/** The member pages: a profile, a member's settings, and the onboarding step. */

/**
 * /user/{slug}: a member's profile with the first page of their posts (R3.15, seeded into the
 * store) and its summary (answers, events, projects, badge dates, credits); an unknown member answers 404.
 */
export async function loadProfilePage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<{ props: ProfilePageProps }> {
  const slug = String(ctx.params?.slug ?? '');
  try {
    const profile = await userBySlug(slug, viewer);
    const [{ posts }, summary] = await Promise.all([memberPostsOf(viewer, profile.uid, 1), profileSummary(slug, viewer)]);
    return { props: profilePageProps(slug, profile, posts, summary) };
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 404) throw err;
    ctx.res.statusCode = 404;
    return { props: { slug, found: false } };
  }
}

/**
 * /user/{slug}/settings: your own profile fields and settings (administrators: anyone's, as the
 * API allows). Visitors sign in first; another member's settings answer 403, an unknown member 404.
 */
export async function loadSettingsPage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<GetServerSidePropsResult<SettingsPageProps>> {
  const slug = String(ctx.params?.slug ?? '');
  if (!viewer) return loginRedirect(ctx);
  try {
    const { uid, settings } = await settingsBySlug(viewer, slug);
    const user = await userBySlug(slug, viewer);
    const account =
      viewer.uid === uid
        ? {
            security: await accountSecurity(uid),
            username: user.username,
            email: user.email,
            githubConnected: ctx.query.github === 'connected',
            errorKey: settingsErrorKey(ctx.query),
          }
        : null;
    // The member's own log, or (an administrator's visit) anyone's: logAbout lets both read it.
    const [moderation, trust] = await Promise.all([logAbout(viewer, uid, 1), progressOf(viewer, uid)]);
    return { props: settingsPageProps({ uid, settings }, user, account, moderation, trust) };
  } catch (err) {
    if (!(err instanceof AppError) || (err.status !== 403 && err.status !== 404)) throw err;
    ctx.res.statusCode = err.status;
    return { props: err.status === 403 ? { state: 'forbidden', slug } : { state: 'notFound', slug } };
  }
}

/** /onboarding/basic?redirect=... (R1.13): members only; prefilled from the member's own profile. */
export async function loadOnboardingPage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<GetServerSidePropsResult<OnboardingPageProps>> {
  if (!viewer) return loginRedirect(ctx);
  if (!viewer.registrationComplete) return { redirect: { destination: '/register/complete', permanent: false } };
  return { props: onboardingPageProps(await self(viewer), ctx.query) };
}
