import { useRouter } from 'next/router';
import { EventsFeed } from '@/components/events/EventsFeed';
import { EventsIntro } from '@/components/events/EventsIntro';
import { PageHead } from '@/components/ui';
import { pageCardImage } from '@/lib/seo/cards';
import { eventFiltersFromQuery, eventsPath } from '@/lib/events/feed';
import { EVENT_PAGE_SIZE } from '@/lib/events/types';
import { useT } from '@/lib/i18n/useT';
import { pageQueryNumber } from '@/lib/pageNumber';
import type { SeededPageProps } from '@/lib/ssr/seed';
import { selectEventsFeed } from '@/store/events/slice';
import { useAppSelector } from '@/store/hooks';
import { useServerSeed } from '@/store/serverSeed';
import { withAppConfig } from '@/server/ssr/appState';
import { loadEventsPage } from '@/server/ssr/events';

/**
 * /events: the events feed (R1.2), upcoming or past, sorted Latest or Popular, with its filters in
 * the URL; the page the address asks for is rendered on the server (server/ssr/events.ts).
 */
export const getServerSideProps = withAppConfig(loadEventsPage, { messages: ['events'] });

export default function EventsPage({ seed }: SeededPageProps) {
  useServerSeed(seed);
  const t = useT('events');
  const router = useRouter();
  const { found } = useAppSelector(selectEventsFeed);
  const filters = eventFiltersFromQuery(router.query);
  const page = pageQueryNumber(router.query.page);
  const term = filters.term.trim();
  const list = filters.when === 'past' ? t('feed.pastHeading') : t('intro.title');
  const paged = page > 1 ? t('pages.feed.paged', { title: list, page }) : list;
  const title = term ? t('pages.feed.search', { term, title: paged }) : paged;
  return (
    <main className="page">
      {term ? (
        <PageHead title={title} noindex />
      ) : (
        <PageHead
          title={title}
          description={t('pages.feed.description')}
          image={pageCardImage('list', 'events', title)}
          path={eventsPath(filters, page)}
          prev={page > 1 ? eventsPath(filters, page - 1) : undefined}
          next={page * EVENT_PAGE_SIZE.search < found ? eventsPath(filters, page + 1) : undefined}
        />
      )}
      <EventsIntro />
      <EventsFeed />
    </main>
  );
}
