import { presentedZone } from '@/lib/events/display';
import { useT } from '@/lib/i18n/useT';
import { useDateFormats } from '@/lib/react/useDateFormats';
import { useViewerZone } from '@/lib/react/useViewerZone';
import styles from './Events.module.css';

/**
 * R9.8: when an event starts, `HH:mmA • DD-MMM-YYYY`, in the event's own time zone at the offset
 * the server presented with the event (`offset`, EventData.utc_offset: the server writes it, and
 * the browser's first render is the same text even when its time-zone data differs) and, once the
 * page runs in the browser, in the member's time zone when that is another zone, with that zone's
 * offset ("UTC+01:00"; the member knows their own zone's name). The member's line always holds the
 * space of a date and the widest offset (the format has a fixed length), so nothing moves when it
 * is written in, on a phone's narrow column either. The date library comes after the page's first
 * render in the browser (lib/react/useDateFormats.ts): until then the texts are the server's.
 */
/** The widest text `utcOffsetLabel` writes (a minus sign, hours and minutes). */
const WIDEST_OFFSET = 'UTC\u221200:00';

export function EventDate({ timestamp, timezone, offset, compact = false }: { timestamp: number; timezone: string; offset: number; compact?: boolean }) {
  const t = useT('events');
  const eventZone = presentedZone(timezone);
  const formats = useDateFormats();
  const eventDate = formats?.zones.formatEventDateIn(timestamp, eventZone, offset) ?? '';
  const mine = useViewerZone();
  const yours = formats && mine !== null && mine !== eventZone ? formats.zones.formatEventDateIn(timestamp, mine) : eventDate;
  return (
    <span className={styles.when}>
      <span>
        <time dateTime={formats?.dates.isoDay(timestamp)} className={styles.dateLine} suppressHydrationWarning>
          {eventDate}
        </time>{' '}
        <span className={styles.zone} suppressHydrationWarning>
          {formats?.zones.timeZoneLabel(timestamp, eventZone, offset) ?? ''}
        </span>
      </span>
      {!compact && (
        <span className={styles.yours}>
          <span className={styles.placeholder} aria-hidden="true">
            {t('date.yourTime')}{' '}
            <span className={styles.dateLine} suppressHydrationWarning>
              {eventDate}
            </span>{' '}
            ({WIDEST_OFFSET})
          </span>
          {formats && mine !== null && yours !== eventDate && (
            <span>
              {t('date.yourTime')} <span className={styles.dateLine}>{yours}</span> ({formats.zones.utcOffsetLabel(timestamp, mine)})
            </span>
          )}
        </span>
      )}
    </span>
  );
}
