import { EventView } from '@/components/events/EventView';
import { eventBreadcrumbs, eventHead, eventJsonLd } from '@/components/events/seo';
import { PageHead, useSiteOrigin } from '@/components/ui';
import type { EventPageProps } from '@/lib/ssr/seed';
import { selectEventPage } from '@/store/events/slice';
import { selectEvent } from '@/store/feed/cache';
import { useAppSelector } from '@/store/hooks';
import { useServerSeed } from '@/store/serverSeed';
import { withAppConfig } from '@/server/ssr/appState';
import { loadEventPage } from '@/server/ssr/events';

/**
 * `/events/{id}/{words}` (R1.4): one event, rendered in full on the server for visitors and
 * crawlers (Event JSON-LD, with the PodcastEpisode of its audio recording, OpenGraph with the
 * event's social card, breadcrumbs); drafts only for their hosts.
 */
export const getServerSideProps = withAppConfig(loadEventPage);

export default function EventRoute({ id, seed, recordedIn }: EventPageProps) {
  useServerSeed(seed);
  const origin = useSiteOrigin();
  const page = useAppSelector(selectEventPage);
  const event = useAppSelector((state) => selectEvent(state, id));
  const failed = page.id === id && page.status === 'error';
  return (
    <main className="page">
      {event && !failed && event.event_status === 'published' ? (
        <PageHead
          {...eventHead(event)}
          jsonLd={[recordedIn ? { ...eventJsonLd(event, origin), recordedIn } : eventJsonLd(event, origin), eventBreadcrumbs(event, origin)]}
        />
      ) : (
        <PageHead title={event && !failed ? event.title : 'Event'} noindex />
      )}
      <EventView id={id} />
    </main>
  );
}
