import { MyEvents } from '@/components/events/MyEvents';
import { PageHead } from '@/components/ui';
import { withAppConfig } from '@/server/ssr/appState';

/** /events/myevents (R1.3): the member's upcoming and registered events (visitors are asked to log in). */
export const getServerSideProps = withAppConfig();

export default function MyEventsPage() {
  return (
    <main className="page">
      <PageHead title="My events" noindex />
      <h1>My events</h1>
      <MyEvents />
    </main>
  );
}
