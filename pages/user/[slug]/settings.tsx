import { SettingsView } from '@/components/profile/SettingsView';
import { PageHead } from '@/components/ui';
import { withAppConfig } from '@/server/ssr/appState';
import type { SettingsPageProps } from '@/lib/users/types';
import { loadSettingsPage } from '@/server/ssr/users';

/** /user/{slug}/settings (server/ssr/users.ts). */
export const getServerSideProps = withAppConfig(loadSettingsPage, { messages: ['settings', 'onboarding'] });

export default function UserSettingsPage(props: SettingsPageProps) {
  return (
    <main className="page">
      <PageHead title="Settings" noindex />
      <SettingsView {...props} />
    </main>
  );
}
