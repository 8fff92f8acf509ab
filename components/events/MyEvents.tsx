import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useId, useMemo } from 'react';
import { Button, buttonClass, Card, ListEmpty, PagedList, TabList, TabPanel } from '@/components/ui';
import { eventFiltersFromQuery, type EventFilters as Filters } from '@/lib/events/feed';
import { loadMoreMyEvents, loadMyDrafts, loadMyEvents, retryMyEvents, selectMyEvents, syncMyEvents, type MyEventsTab } from '@/store/events/slice';
import { eventsFeature } from '@/store/events/listeners';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';
import { CalendarFeed } from './CalendarFeed';
import { EventCard, EventCardSkeletons } from './EventCard';
import { EventFilters } from './EventFilters';
import { useApplyEventFilters } from './useApplyEventFilters';
import styles from './Events.module.css';

const TABS = [
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'registered', label: 'Registered' },
  { id: 'drafts', label: 'Drafts' },
] as const;

type Tab = (typeof TABS)[number]['id'];

const renderEvent = (id: number) => <EventCard id={id} headingLevel={2} />;
const renderSkeletons = (count: number, label: string) => <EventCardSkeletons count={count} label={label} />;
const noMore = () => undefined;

/**
 * /events/myevents (R1.3): the member's upcoming events (the ones they host) and the ones they
 * registered for, 10 per page (R9.2), with the event filters (search debounced 250 ms, R9.4) in
 * the URL. The tab is in the URL too (`?tab=registered`).
 */
export function MyEvents() {
  useStoreFeature(eventsFeature);
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { loggedIn, loading } = useAppSelector(selectLogin);
  const mine = useAppSelector(selectMyEvents);
  const baseId = useId();
  const shown: Tab = router.query.tab === 'registered' ? 'registered' : router.query.tab === 'drafts' ? 'drafts' : 'upcoming';
  // The drafts tab has no filters; the filtered lists keep theirs.
  const tab: MyEventsTab = shown === 'registered' ? 'registered' : 'upcoming';
  const load = useCallback((next: Filters) => void dispatch(loadMyEvents({ tab, filters: next, page: 1 })), [dispatch, tab]);
  const apply = useApplyEventFilters(load, 'tab');
  const urlFilters = useMemo(() => eventFiltersFromQuery(router.query), [router.query]);
  // The filters shown: the ones the tab's list was (or is being) loaded with, once it started.
  const filters = mine[tab].status === 'initial' ? urlFilters : mine.filters[tab];

  useEffect(() => {
    if (router.isReady === false || !loggedIn) return;
    if (shown === 'drafts') void dispatch(loadMyDrafts());
    else dispatch(syncMyEvents(tab, urlFilters));
  }, [dispatch, router.isReady, loggedIn, shown, tab, urlFilters]);

  const loadMore = useCallback(() => dispatch(loadMoreMyEvents(tab)), [dispatch, tab]);
  const retry = useCallback(() => dispatch(retryMyEvents(tab)), [dispatch, tab]);
  const retryDrafts = useCallback(() => void dispatch(loadMyDrafts()), [dispatch]);

  const selectTab = (next: Tab) => {
    const query = { ...router.query };
    if (next === 'upcoming') delete query.tab;
    else query.tab = next;
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  };

  if (loading) return <EventCardSkeletons count={2} label="Loading your events" />;
  if (!loggedIn) {
    return (
      <Card as="div">
        <h2>Log in to see your events</h2>
        <p className="muted">The events you host and the ones you registered for show here.</p>
        <Button onClick={() => dispatch(showModal({ name: 'login', props: { from: 'eventRegister' } }))}>Log in</Button>
      </Card>
    );
  }

  return (
    <div className={styles.feed}>
      <div className={`${styles.layout} ${styles.mine}`}>
        <div className={styles.side}>
          {shown !== 'drafts' && <EventFilters filters={filters} apply={apply} label="Filter my events" showWhen={false} />}
        </div>
        <div className={styles.main}>
          <TabList label="My events" tabs={TABS} selected={shown} onSelect={selectTab} idBase={baseId} />
          <TabPanel idBase={baseId} tab={shown}>
            {shown === 'drafts' ? (
              <PagedList
                label="Drafts"
                noun="drafts"
                list={mine.drafts}
                renderItem={renderEvent}
                renderSkeleton={renderSkeletons}
                empty={
                  <ListEmpty title="No drafts">
                    <Link href="/events/host" className={buttonClass('secondary', { link: true })}>
                      Host an event
                    </Link>
                  </ListEmpty>
                }
                onLoadMore={noMore}
                onRetry={retryDrafts}
              />
            ) : (
              <PagedList
                label={tab === 'upcoming' ? 'Upcoming events' : 'Registered events'}
                noun="events"
                list={mine[tab]}
                renderItem={renderEvent}
                renderSkeleton={renderSkeletons}
                empty={
                  <ListEmpty title={tab === 'upcoming' ? 'No upcoming events' : 'You have not registered for an event'}>
                    <Link href="/events" className={buttonClass('secondary', { link: true })}>
                      Browse events
                    </Link>
                  </ListEmpty>
                }
                onLoadMore={loadMore}
                onRetry={retry}
              />
            )}
          </TabPanel>
        </div>
        {/* After the list on phones; under the filters beside it on wider screens. */}
        <div className={styles.mineCalendar}>
          <CalendarFeed />
        </div>
      </div>
    </div>
  );
}
