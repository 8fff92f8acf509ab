import { OnboardingBasic } from '@/components/onboarding/OnboardingBasic';
import { PageHead } from '@/components/ui';
import { withAppConfig } from '@/server/ssr/appState';
import type { OnboardingPageProps } from '@/lib/users/types';
import { loadOnboardingPage } from '@/server/ssr/users';

/** /onboarding/basic?redirect=... (R1.13, server/ssr/users.ts). */
export const getServerSideProps = withAppConfig(loadOnboardingPage);

export default function OnboardingBasicPage(props: OnboardingPageProps) {
  return (
    <main className="page page-narrow">
      <PageHead title="Set up your profile" noindex />
      <OnboardingBasic {...props} />
    </main>
  );
}
