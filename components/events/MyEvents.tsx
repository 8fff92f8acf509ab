import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useId, useMemo } from 'react';
import { buttonClass, ListEmpty, PagedList, TabList, TabPanel, SignInCard } from '@/components/ui';
import { eventFiltersFromQuery, type EventFilters as Filters } from '@/lib/events/feed';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { loadMoreMyEvents, loadMyDrafts, loadMyEvents, retryMyEvents, selectMyEvents, syncMyEvents, type MyEventsTab } from '@/store/events/slice';
import { eventsFeature } from '@/store/events/listeners';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectLogin } from '@/store/selectors';
import { CalendarFeed } from './CalendarFeed';
import { EventCard, EventCardSkeletons } from './EventCard';
import { EventFilters } from './EventFilters';
import { MyDrafts } from './MyDrafts';
import { RemoteEvents } from './RemoteEvents';
import { useApplyEventFilters } from './useApplyEventFilters';
import styles from './Events.module.css';

type Tab = 'upcoming' | 'registered' | 'drafts' | 'elsewhere';

const TAB_KEY: Record<Tab, MessageKey<'events'>> = { upcoming: 'mine.upcoming', registered: 'mine.registered', drafts: 'mine.drafts', elsewhere: 'mine.elsewhere' };
const TABS: readonly Tab[] = ['upcoming', 'registered', 'drafts', 'elsewhere'];
const OTHER_TABS: readonly Tab[] = ['registered', 'drafts', 'elsewhere'];

const renderEvent = (id: number) => <EventCard id={id} headingLevel={2} />;
const renderSkeletons = (count: number, label: string) => <EventCardSkeletons count={count} label={label} />;

/**
 * /events/myevents (R1.3): the member's upcoming events (the ones they host) and the ones they
 * registered for, 10 per page (R9.2), with the event filters (search debounced 250 ms, R9.4) in
 * the URL. The tab is in the URL too (`?tab=registered`); `?tab=elsewhere` lists the events on other
 * sites of the fediverse the member asked to join (issue 38, ./RemoteEvents.tsx).
 */
export function MyEvents() {
  useStoreFeature(eventsFeature);
  const t = useT('events');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { loggedIn, loading } = useAppSelector(selectLogin);
  const mine = useAppSelector(selectMyEvents);
  const baseId = useId();
  const shown: Tab = OTHER_TABS.find((tab) => tab === router.query.tab) ?? 'upcoming';
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
    else if (shown !== 'elsewhere') dispatch(syncMyEvents(tab, urlFilters));
  }, [dispatch, router.isReady, loggedIn, shown, tab, urlFilters]);

  const loadMore = useCallback(() => dispatch(loadMoreMyEvents(tab)), [dispatch, tab]);
  const retry = useCallback(() => dispatch(retryMyEvents(tab)), [dispatch, tab]);

  const selectTab = (next: Tab) => {
    const query = { ...router.query };
    if (next === 'upcoming') delete query.tab;
    else query.tab = next;
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  };

  if (loading) return <EventCardSkeletons count={2} label={t('mine.loading')} />;
  if (!loggedIn) {
    return <SignInCard title={t('mine.loginTitle')} text={t('mine.loginText')} button={t('login')} from="eventRegister" />;
  }

  return (
    <div className={styles.feed}>
      <div className={`${styles.layout} ${styles.mine}`}>
        <div className={styles.side}>
          {(shown === 'upcoming' || shown === 'registered') && <EventFilters filters={filters} apply={apply} label={t('mine.filterLabel')} showWhen={false} />}
        </div>
        <div className={styles.main}>
          <TabList label={t('intro.mine')} tabs={TABS.map((id) => ({ id, label: t(TAB_KEY[id]) }))} selected={shown} onSelect={selectTab} idBase={baseId} />
          <TabPanel idBase={baseId} tab={shown}>
            {shown === 'elsewhere' ? (
              <RemoteEvents />
            ) : shown === 'drafts' ? (
              <MyDrafts />
            ) : (
              <PagedList
                label={tab === 'upcoming' ? t('feed.upcomingHeading') : t('mine.registeredList')}
                noun={t('feed.noun')}
                list={mine[tab]}
                renderItem={renderEvent}
                renderSkeleton={renderSkeletons}
                empty={
                  <ListEmpty title={tab === 'upcoming' ? t('mine.noUpcoming') : t('mine.noRegistered')}>
                    <Link href="/events" className={buttonClass('secondary', { link: true })}>
                      {t('browse.events')}
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
