import { ConferenceView } from '@/components/events/ConferenceView';
import { conferenceHead } from '@/components/events/seo';
import Link from 'next/link';
import { PageHead } from '@/components/ui';
import type { ConferencePageProps } from '@/lib/ssr/seed';
import { useServerSeed } from '@/store/serverSeed';
import { withAppConfig } from '@/server/ssr/appState';
import { loadConferencePage } from '@/server/ssr/events';

/** `/events/conference/{id}` (R3.5): a conference and its published events, server-rendered. */
export const getServerSideProps = withAppConfig(loadConferencePage);

export default function ConferencePage(props: ConferencePageProps) {
  useServerSeed(props.seed);
  if (props.state !== 'ok') {
    return (
      <main className="page">
        <PageHead title="Conference" noindex />
        <h1>Conference</h1>
        <p role="alert">{props.message}</p>
        <Link href="/events">Browse events</Link>
      </main>
    );
  }
  return (
    <main className="page">
      <PageHead {...conferenceHead(props.conference)} />
      <ConferenceView conference={props.conference} eventIds={props.eventIds} />
    </main>
  );
}
