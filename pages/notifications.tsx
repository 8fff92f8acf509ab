import { NotificationList } from '@/components/notifications/NotificationList';
import { PageHead } from '@/components/ui';
import { withAppConfig } from '@/server/ssr/appState';

/** /notifications: the member's notification list (R1.15, R3.10; visitors are asked to log in). */
export const getServerSideProps = withAppConfig();

export default function NotificationsPage() {
  return (
    <main className="page">
      <PageHead title="Notifications" noindex />
      <h1>Notifications</h1>
      <NotificationList />
    </main>
  );
}
