import { MyEvents } from '@/components/events/MyEvents';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { withAppConfig } from '@/server/ssr/appState';

/** /events/myevents (R1.3): the member's upcoming and registered events (visitors are asked to log in). */
export const getServerSideProps = withAppConfig(async () => ({ props: {} }), { messages: ['events'] });

export default function MyEventsPage() {
  const t = useT('events');
  return (
    <main className="page">
      <PageHead title={t('intro.mine')} noindex />
      <h1>{t('intro.mine')}</h1>
      <MyEvents />
    </main>
  );
}
