import { Link } from '@/components/ui/Link';
import { Avatar } from '@/components/ui';
import { formatDateTime, formatPostDate } from '@/lib/dates';
import { useLocale, useT } from '@/lib/i18n/useT';
import { displayName } from '@/lib/names';
import type { NotificationData } from '@/lib/notifications/types';
import { useAppDispatch } from '@/store/hooks';
import { markNotificationRead } from '@/store/notifications/slice';
import { useNotificationText } from './useNotificationText';
import styles from './Notifications.module.css';

/**
 * One notification (R3.10): the actors' avatars, its sentence, when, and whether it is unread (a
 * marker, bold text and "Unread" for screen readers, not colour alone). Opening it marks it read
 * and goes to its path.
 */
export function NotificationRow({ notification, now, compact = false }: { notification: NotificationData; now: number; compact?: boolean }) {
  const t = useT('notifications');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const sentence = useNotificationText();
  const { id, read, actors, path, datetime } = notification;

  // Opening it (any click, also into a new tab) marks it read; the link goes on as links do.
  const open = () => {
    if (!read) void dispatch(markNotificationRead({ id }));
  };

  const shown = actors.slice(0, compact ? 1 : 3);
  return (
    <div className={`${styles.row} ${read ? '' : styles.unread} ${compact ? styles.compact : ''}`}>
      <span className={styles.actors}>
        {shown.length === 0 ? (
          <Avatar src="/favicon.svg" alt="" size={compact ? 28 : 36} />
        ) : (
          shown.map((actor) => (
            <Avatar key={actor.uid} src={actor.picture} alt={displayName(actor)} size={compact ? 28 : 36} className={styles.avatar} />
          ))
        )}
      </span>
      <span className={styles.text}>
        <Link href={path} className={styles.link} onClick={open} onAuxClick={open}>
          {!read && <span className="visually-hidden">{t('row.unread')}</span>}
          {sentence(notification)}
        </Link>
        <time className={styles.time} dateTime={new Date(datetime).toISOString()} title={formatDateTime(datetime, locale)}>
          {formatPostDate(datetime, now, locale)}
        </time>
      </span>
      {!read && <span className={styles.marker} aria-hidden="true" />}
    </div>
  );
}
