import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/useT';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { notificationsFeature, startNotifications } from '@/store/notifications/listeners';
import {
  loadNotifications,
  markAllNotificationsRead,
  selectLatestNotifications,
  selectNotificationCounts,
  selectNotificationsState,
} from '@/store/notifications/slice';
import { selectUid } from '@/store/selectors';
import { BellGlyph, bellLabel } from './BellGlyph';
import { NotificationRow } from './NotificationRow';
import styles from './Notifications.module.css';

/** Notifications shown in the bell's dropdown. */
const BELL_LATEST = 5;

/**
 * The header's bell (R3.10), for members: the unread new-reply count (a dot when only other kinds
 * are unread) and a disclosure with the latest notifications, Mark all read and See all. Loaded
 * after the page (components/notifications/BellMount.tsx); it holds the realtime connection so the
 * count and the list follow the server live.
 */
export default function Bell() {
  useStoreFeature(notificationsFeature);
  const t = useT('notifications');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const uid = useAppSelector(selectUid);
  const { count, total } = useAppSelector(selectNotificationCounts);
  const all = useAppSelector((state) => selectNotificationsState(state).lists.all);
  const markingAll = useAppSelector((state) => selectNotificationsState(state).markingAll);
  const latest = useAppSelector((state) => selectLatestNotifications(state, BELL_LATEST));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => (uid > 0 ? dispatch(startNotifications()) : undefined), [dispatch, uid]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  function toggle() {
    if (!open) {
      setNow(Date.now());
      // The latest load on the first opening (and again after a failure); live events keep them current.
      if (all.status === 'initial' || all.status === 'error') void dispatch(loadNotifications({ tab: 'all', page: 1 }));
    }
    setOpen(!open);
  }

  const unreadOther = (total ?? 0) > (count ?? 0);
  return (
    <div className={styles.bell} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.bellButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={bellLabel(t, count ?? 0, unreadOther)}
        onClick={toggle}
      >
        <BellGlyph />
        {(count ?? 0) > 0 ? (
          <span className="header-count" aria-hidden="true">
            {(count ?? 0) > 99 ? '99+' : count}
          </span>
        ) : (
          unreadOther && <span className={styles.dot} aria-hidden="true" />
        )}
      </button>
      {open && (
        <div id={panelId} className={styles.panel} role="group" aria-label={t('bell.latest')}>
          <div className={styles.panelHead}>
            <h2 className={styles.panelTitle}>{t('title')}</h2>
            <button
              type="button"
              className={styles.textButton}
              disabled={markingAll || (total ?? 0) === 0}
              onClick={() => void dispatch(markAllNotificationsRead())}
            >
              {t('markAllRead')}
            </button>
          </div>
          {all.status === 'error' ? (
            <p className={styles.panelNote} role="alert">
              {t('bell.failed')}{' '}
              <button type="button" className={styles.textButton} onClick={() => void dispatch(loadNotifications({ tab: 'all', page: 1 }))}>
                {t('bell.retry')}
              </button>
            </p>
          ) : latest.length === 0 ? (
            <p className={styles.panelNote} role="status">
              {all.status === 'loading' || all.status === 'initial' ? t('bell.loading') : t('bell.empty')}
            </p>
          ) : (
            <ul className={styles.panelList}>
              {latest.map((notification) => (
                <li key={notification.id}>
                  <NotificationRow notification={notification} now={now} compact />
                </li>
              ))}
            </ul>
          )}
          <Link href="/notifications" className={styles.seeAll}>
            {t('bell.seeAll')}
          </Link>
        </div>
      )}
    </div>
  );
}
