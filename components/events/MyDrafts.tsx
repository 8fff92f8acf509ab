import { useCallback } from 'react';
import { Link } from '@/components/ui/Link';
import { buttonClass, ListEmpty, PagedList } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { loadMyDrafts, selectMyEvents } from '@/store/events/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { EventCard, EventCardSkeletons } from './EventCard';

const renderEvent = (id: number) => <EventCard id={id} headingLevel={2} />;
const renderSkeletons = (count: number, label: string) => <EventCardSkeletons count={count} label={label} />;
const noMore = () => undefined;

/** My events' drafts tab: the member's unpublished events, all at once, with a way to host one when there is none. */
export function MyDrafts() {
  const t = useT('events');
  const dispatch = useAppDispatch();
  const drafts = useAppSelector(selectMyEvents).drafts;
  const retry = useCallback(() => void dispatch(loadMyDrafts()), [dispatch]);
  return (
    <PagedList
      label={t('mine.drafts')}
      noun={t('mine.draftsNoun')}
      list={drafts}
      renderItem={renderEvent}
      renderSkeleton={renderSkeletons}
      empty={
        <ListEmpty title={t('mine.noDrafts')}>
          <Link href="/events/host" className={buttonClass('secondary', { link: true })}>
            {t('host.title')}
          </Link>
        </ListEmpty>
      }
      onLoadMore={noMore}
      onRetry={retry}
    />
  );
}
