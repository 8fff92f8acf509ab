import { ConferenceView } from '@/components/events/ConferenceView';
import { shallowEqual } from 'react-redux';
import { conferenceHead, conferenceJsonLd } from '@/lib/events/seo';
import { Link } from '@/components/ui/Link';
import { PageHead, useSiteOrigin } from '@/components/ui';
import type { EventData } from '@/lib/events/types';
import { useT } from '@/lib/i18n/useT';
import { selectEvent } from '@/store/feed/cache';
import { useAppSelector } from '@/store/hooks';
import type { ConferencePageProps } from '@/lib/ssr/seed';
import { useServerSeed } from '@/store/serverSeed';
import { withAppConfig } from '@/server/ssr/appState';
import { loadConferencePage } from '@/server/ssr/events';

/** `/events/conference/{id}` (R3.5): a conference and its published events, server-rendered (EventSeries JSON-LD, its social card). */
export const getServerSideProps = withAppConfig(loadConferencePage, { messages: ['events'] });

export default function ConferencePage(props: ConferencePageProps) {
  useServerSeed(props.seed);
  const t = useT('events');
  const origin = useSiteOrigin();
  const eventIds = props.state === 'ok' ? props.eventIds : [];
  // The conference's events from the entity cache the seed filled: its JSON-LD's subEvents.
  const events = useAppSelector((state) => eventIds.map((id) => selectEvent(state, id)).filter((e): e is EventData => e !== undefined), shallowEqual);
  if (props.state !== 'ok') {
    return (
      <main className="page">
        <PageHead title={t('conference.title')} noindex />
        <h1>{t('conference.title')}</h1>
        <p role="alert">{props.message}</p>
        <Link href="/events">{t('browse.events')}</Link>
      </main>
    );
  }
  return (
    <main className="page">
      <PageHead {...conferenceHead(props.conference, t)} jsonLd={conferenceJsonLd(props.conference, events, origin)} />
      <ConferenceView conference={props.conference} eventIds={props.eventIds} />
    </main>
  );
}
