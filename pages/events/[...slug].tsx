import { EventView } from '@/components/events/EventView';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import type { EventPageProps } from '@/lib/ssr/seed';
import { unescapeText } from '@/lib/names';
import { selectEventPage } from '@/store/events/slice';
import { selectEvent } from '@/store/feed/cache';
import { useAppSelector } from '@/store/hooks';
import { useServerSeed } from '@/store/serverSeed';
import { withAppConfig } from '@/server/ssr/appState';
import { loadEventPage } from '@/server/ssr/events';

/**
 * `/events/{id}/{words}` (R1.4): one event, rendered in full on the server for visitors and
 * crawlers (Event JSON-LD, with the PodcastEpisode of its audio recording, OpenGraph with the
 * event's social card, breadcrumbs: the loader's `head`, lib/events/seo.ts); drafts only for their
 * hosts.
 */
export const getServerSideProps = withAppConfig(loadEventPage, { messages: ['account', 'topic', 'events'] });

export default function EventRoute({ id, seed, head }: EventPageProps) {
  useServerSeed(seed);
  const t = useT('events');
  const page = useAppSelector(selectEventPage);
  const event = useAppSelector((state) => selectEvent(state, id));
  const failed = page.id === id && page.status === 'error';
  // The loader's head while the event shows as it was read; one a host unpublished here is noindex.
  const indexed = head && event && !failed && event.event_status === 'published';
  return (
    <main className="page">
      {indexed ? <PageHead {...head} /> : <PageHead title={event && !failed ? unescapeText(event.title) : t('page.title')} noindex />}
      <EventView id={id} />
    </main>
  );
}
