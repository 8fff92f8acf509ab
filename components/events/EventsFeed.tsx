import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo } from 'react';
import { Button, ListEmpty, PagedList } from '@/components/ui';
import { EMPTY_EVENT_FILTERS, eventFiltersFromQuery, eventsPath, hasActiveEventFilters, type EventFilters as Filters } from '@/lib/events/feed';
import { useLocale, useT } from '@/lib/i18n/useT';
import type { Locale } from '@/lib/i18n/locales';
import { formatCount } from '@/lib/numbers';
import { SEARCH_COUNT_CAP } from '@/lib/search/types';
import { loadEvents, loadMoreEvents, retryEvents, selectEventsFeed, syncEvents } from '@/store/events/slice';
import { eventsFeature } from '@/store/events/listeners';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { EventCard, EventCardSkeletons } from './EventCard';
import { EventFilters } from './EventFilters';
import { useApplyEventFilters } from './useApplyEventFilters';
import styles from './Events.module.css';

const renderEvent = (id: number) => <EventCard id={id} />;
const renderSkeletons = (count: number, label: string) => <EventCardSkeletons count={count} label={label} />;

/** How many events match: '12 events', '1,000+ events' at the search's cap; the number in `locale`, the page's language. */
function foundEvents(found: number, t: ReturnType<typeof useT<'events'>>, locale: Locale): string {
  const shown = found === SEARCH_COUNT_CAP ? `${formatCount(found, locale)}+` : formatCount(found, locale);
  return t('feed.found', { count: found, shown });
}

/**
 * The events feed (R1.2): filters in the URL, then the events with their loading, empty, error and
 * end states and infinite scroll (R3.18, R4.4). The first page usually arrives server-rendered.
 */
export function EventsFeed() {
  useStoreFeature(eventsFeature);
  const t = useT('events');
  const locale = useLocale();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const load = useCallback((next: Filters) => void dispatch(loadEvents({ filters: next, page: 1 })), [dispatch]);
  const apply = useApplyEventFilters(load);
  const { list, found, filters } = useAppSelector(selectEventsFeed);

  const urlFilters = useMemo(() => eventFiltersFromQuery(router.query), [router.query]);
  useEffect(() => {
    if (router.isReady === false) return;
    dispatch(syncEvents(urlFilters));
  }, [dispatch, router.isReady, urlFilters]);

  const loadMore = useCallback(() => dispatch(loadMoreEvents()), [dispatch]);
  const retry = useCallback(() => dispatch(retryEvents()), [dispatch]);
  const empty = list.ids.length === 0;
  const counted = list.status !== 'initial' && !(list.status === 'loading' && empty) && !(list.status === 'error' && empty);

  const nothing = hasActiveEventFilters(filters) ? (
    <ListEmpty title={t('feed.noMatch')}>
      <Button onClick={() => apply({ ...EMPTY_EVENT_FILTERS, sort: filters.sort, when: filters.when })}>{t('feed.clear')}</Button>
    </ListEmpty>
  ) : (
    <ListEmpty title={filters.when === 'past' ? t('feed.noPast') : t('feed.noUpcoming')}>
      <p className="muted">{t('feed.hostOne')}</p>
    </ListEmpty>
  );

  return (
    <section className={styles.feed} aria-labelledby="events-feed-title">
      <h2 id="events-feed-title" className="visually-hidden">
        {filters.when === 'past' ? t('feed.pastHeading') : t('feed.upcomingHeading')}
      </h2>
      <div className={styles.layout}>
        <div className={styles.side}>
          <EventFilters filters={filters} apply={apply} label={t('feed.filterLabel')} />
        </div>
        <div className={styles.main}>
          <p className={styles.found} role="status">
            {counted ? foundEvents(found, t, locale) : ''}
          </p>
          <PagedList
            label={t('feed.list')}
            noun={t('feed.noun')}
            list={list}
            renderItem={renderEvent}
            renderSkeleton={renderSkeletons}
            empty={nothing}
            onLoadMore={loadMore}
            onRetry={retry}
            moreHref={eventsPath(filters, list.page + 1)}
          />
        </div>
      </div>
    </section>
  );
}
