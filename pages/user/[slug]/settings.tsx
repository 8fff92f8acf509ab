import Head from 'next/head';
import { SettingsView } from '@/components/profile/SettingsView';
import { withAppConfig } from '@/server/ssr/appState';
import type { SettingsPageProps } from '@/lib/users/types';
import { loadSettingsPage } from '@/server/ssr/users';

/** /user/{slug}/settings (server/ssr/users.ts). */
export const getServerSideProps = withAppConfig(loadSettingsPage);

export default function UserSettingsPage(props: SettingsPageProps) {
  return (
    <main className="page">
      <Head>
        <title>Settings · Community</title>
      </Head>
      <SettingsView {...props} />
    </main>
  );
}
