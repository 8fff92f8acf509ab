import { SettingsView } from '@/components/profile/SettingsView';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { withAppConfig } from '@/server/ssr/appState';
import type { SettingsPageProps } from '@/lib/users/types';
import { loadSettingsPage } from '@/server/ssr/users';

/** /user/{slug}/settings (server/ssr/users.ts). */
export const getServerSideProps = withAppConfig(loadSettingsPage, { messages: ['settings', 'profile', 'onboarding'] });

export default function UserSettingsPage(props: SettingsPageProps) {
  const t = useT('settings');
  return (
    <main className="page">
      <PageHead title={t('page.title')} noindex />
      <SettingsView {...props} />
    </main>
  );
}
