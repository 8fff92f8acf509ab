import { HostPage } from '@/components/events/HostPage';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import type { EventHostPageProps } from '@/lib/ssr/seed';
import { withAppConfig } from '@/server/ssr/appState';
import { loadHostPage } from '@/server/ssr/events';

/** /events/host: host a new event, or `?id=` edit one you host (drafts are saved on the server). */
export const getServerSideProps = withAppConfig(loadHostPage, { messages: ['account', 'projects', 'events'] });

export default function HostEventPage(props: EventHostPageProps) {
  const t = useT('events');
  return (
    <main className="page page-narrow">
      <PageHead title={props.state === 'ok' && props.editing ? t('host.editTitle') : t('host.title')} noindex />
      <HostPage {...props} />
    </main>
  );
}
