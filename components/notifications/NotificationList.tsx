import { useCallback, useEffect, useId, useState } from 'react';
import { Button, Card, ListEmpty, PagedList, Skeleton, TabList, TabPanel } from '@/components/ui';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { notificationsFeature } from '@/store/notifications/listeners';
import {
  loadNotifications,
  markAllNotificationsRead,
  NOTIFICATION_TABS,
  selectNotificationById,
  selectNotificationCounts,
  selectNotificationsState,
  selectNotificationTab,
  type NotificationTab,
} from '@/store/notifications/slice';
import { selectLogin } from '@/store/selectors';
import { NotificationRow } from './NotificationRow';
import styles from './Notifications.module.css';

const TAB_ITEMS = [
  { id: 'all', label: 'All' },
  { id: 'unread', label: 'Unread' },
] as const satisfies ReadonlyArray<{ id: NotificationTab; label: string }>;

function RowSkeletons(count: number, label: string) {
  return (
    <div role="status" aria-label={label} className={styles.list}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.row}>
          <Skeleton width={36} height={36} rounded />
          <span className={styles.text} style={{ flex: 1 }}>
            <Skeleton width="80%" />
            <Skeleton width="30%" height="0.8rem" />
          </span>
        </div>
      ))}
    </div>
  );
}

function Row({ id, now }: { id: number; now: number }) {
  const notification = useAppSelector((state) => selectNotificationById(state, id));
  return notification ? <NotificationRow notification={notification} now={now} /> : null;
}

function TabContent({ tab, now }: { tab: NotificationTab; now: number }) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectNotificationTab(state, tab));
  const loadMore = useCallback(() => {
    if (list.status === 'hasMore') void dispatch(loadNotifications({ tab, page: list.page + 1 }));
  }, [dispatch, list.status, list.page, tab]);
  const retry = useCallback(() => void dispatch(loadNotifications({ tab, page: Math.max(1, list.page) })), [dispatch, list.page, tab]);
  return (
    <PagedList
      label={tab === 'all' ? 'All notifications' : 'Unread notifications'}
      noun="notifications"
      list={list}
      renderItem={(id) => <Row id={id} now={now} />}
      renderSkeleton={RowSkeletons}
      focusSelector="a"
      empty={
        <ListEmpty title={tab === 'all' ? 'No notifications yet' : 'Nothing unread'}>
          <p className="muted">
            {tab === 'all'
              ? 'Replies to your posts, mentions, upvotes, badges and event news will show here.'
              : 'You have read every notification.'}
          </p>
        </ListEmpty>
      }
      onLoadMore={loadMore}
      onRetry={retry}
    />
  );
}

/**
 * The notification list (R1.15, R3.10): All and Unread tabs, newest first, paged (has more / end),
 * opening one marks it read, Mark all read. Members only: a visitor is asked to log in.
 */
export function NotificationList() {
  useStoreFeature(notificationsFeature);
  const dispatch = useAppDispatch();
  const { loggedIn, loading } = useAppSelector(selectLogin);
  const [tab, setTab] = useState<NotificationTab>('all');
  const { total } = useAppSelector(selectNotificationCounts);
  const markingAll = useAppSelector((state) => selectNotificationsState(state).markingAll);
  const status = useAppSelector((state) => selectNotificationTab(state, tab).status);
  const baseId = useId();
  const [now] = useState(() => Date.now());

  // Each tab's first page loads when it is first shown (and again after a failed first page).
  useEffect(() => {
    if (loggedIn && status === 'initial') void dispatch(loadNotifications({ tab, page: 1 }));
  }, [dispatch, loggedIn, status, tab]);

  if (loading) return RowSkeletons(3, 'Loading your notifications');

  if (!loggedIn) {
    return (
      <Card as="div">
        <h2>Log in to see your notifications</h2>
        <p className="muted">Replies to your posts, mentions and event news are listed here.</p>
        <Button onClick={() => dispatch(showModal({ name: 'login' }))}>Log in</Button>
      </Card>
    );
  }

  return (
    <>
      <div className={styles.pageHead}>
        <TabList label="Notifications" tabs={TAB_ITEMS} selected={tab} onSelect={setTab} idBase={baseId} />
        <Button variant="secondary" disabled={markingAll || total === 0} onClick={() => void dispatch(markAllNotificationsRead())}>
          Mark all read
        </Button>
      </div>
      {NOTIFICATION_TABS.map((id) =>
        id === tab ? (
          <TabPanel key={id} idBase={baseId} tab={id}>
            <TabContent tab={id} now={now} />
          </TabPanel>
        ) : null,
      )}
    </>
  );
}
