import Head from 'next/head';
import { OnboardingBasic, type OnboardingBasicProps } from '@/components/onboarding/OnboardingBasic';
import { withAppConfig } from '@/server/ssr/appState';
import { self } from '@/server/users/service';

/** /onboarding/basic?redirect=... (R1.13): members only; prefilled from the member's own profile. */
export const getServerSideProps = withAppConfig<OnboardingBasicProps>(async (ctx, { viewer }) => {
  if (!viewer) {
    return { redirect: { destination: `/login?returnTo=${encodeURIComponent(ctx.resolvedUrl)}`, permanent: false } };
  }
  if (!viewer.registrationComplete) {
    return { redirect: { destination: '/register/complete', permanent: false } };
  }
  const me = await self(viewer);
  const redirect = typeof ctx.query.redirect === 'string' ? ctx.query.redirect : null;
  return {
    props: {
      uid: me.uid,
      initial: {
        fullname: me.fullname,
        username: me.username,
        aboutme: me.aboutme,
        location: me.location,
        picture: me.picture,
        website: me.website,
      },
      redirect,
    },
  };
});

export default function OnboardingBasicPage(props: OnboardingBasicProps) {
  return (
    <main className="page page-narrow">
      <Head>
        <title>Set up your profile · Community</title>
      </Head>
      <OnboardingBasic {...props} />
    </main>
  );
}
