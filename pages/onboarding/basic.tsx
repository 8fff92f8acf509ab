import { OnboardingBasic } from '@/components/onboarding/OnboardingBasic';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { withAppConfig } from '@/server/ssr/appState';
import type { OnboardingPageProps } from '@/lib/users/types';
import { loadOnboardingPage } from '@/server/ssr/users';

/** /onboarding/basic?redirect=... (R1.13, server/ssr/users.ts). */
export const getServerSideProps = withAppConfig(loadOnboardingPage, { messages: ['onboarding'] });

export default function OnboardingBasicPage(props: OnboardingPageProps) {
  const t = useT('onboarding');
  return (
    <main className="page page-narrow">
      <PageHead title={t('page.title')} noindex />
      <OnboardingBasic {...props} />
    </main>
  );
}
