import { useCallback, useEffect, useId, useState } from 'react';
import { Button, ListEmpty, PagedList, Skeleton, TabList, TabPanel, SignInCard } from '@/components/ui';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
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

const TAB_LABELS: Record<NotificationTab, MessageKey<'notifications'>> = { all: 'tabs.all', unread: 'tabs.unread' };

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
  const t = useT('notifications');
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectNotificationTab(state, tab));
  const loadMore = useCallback(() => {
    if (list.status === 'hasMore') void dispatch(loadNotifications({ tab, page: list.page + 1 }));
  }, [dispatch, list.status, list.page, tab]);
  const retry = useCallback(() => void dispatch(loadNotifications({ tab, page: Math.max(1, list.page) })), [dispatch, list.page, tab]);
  return (
    <PagedList
      label={tab === 'all' ? t('list.all') : t('list.unread')}
      noun={t('list.noun')}
      list={list}
      renderItem={(id) => <Row id={id} now={now} />}
      renderSkeleton={RowSkeletons}
      focusSelector="a"
      empty={
        <ListEmpty title={tab === 'all' ? t('list.emptyAll') : t('list.emptyUnread')}>
          <p className="muted">
            {tab === 'all' ? t('list.emptyAllText') : t('list.emptyUnreadText')}
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
  const t = useT('notifications');
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

  if (loading) return RowSkeletons(3, t('list.loading'));

  if (!loggedIn) {
    return <SignInCard title={t('login.title')} text={t('login.text')} button={t('login.button')} />;
  }

  const tabs = NOTIFICATION_TABS.map((id) => ({ id, label: t(TAB_LABELS[id]) }));
  return (
    <>
      <div className={styles.pageHead}>
        <TabList label={t('title')} tabs={tabs} selected={tab} onSelect={setTab} idBase={baseId} />
        <Button variant="secondary" disabled={markingAll || total === 0} onClick={() => void dispatch(markAllNotificationsRead())}>
          {t('markAllRead')}
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
