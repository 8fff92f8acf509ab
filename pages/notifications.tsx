import { NotificationList } from '@/components/notifications/NotificationList';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { withAppConfig } from '@/server/ssr/appState';

/** /notifications: the member's notification list (R1.15, R3.10; visitors are asked to log in). */
export const getServerSideProps = withAppConfig();

export default function NotificationsPage() {
  const t = useT('notifications');
  return (
    <main className="page">
      <PageHead title={t('title')} noindex />
      <h1>{t('title')}</h1>
      <NotificationList />
    </main>
  );
}
