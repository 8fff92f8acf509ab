import { isoDay } from '@/lib/dates';
import { formatEventDateIn, presentedZone, timeZoneLabel } from '@/lib/events/display';
import { useViewerZone } from '@/lib/react/useViewerZone';
import styles from './Events.module.css';

/**
 * R9.8: when an event starts, `HH:mmA • DD-MMM-YYYY`, in the event's own time zone at the offset
 * the server presented with the event (`offset`, EventData.utc_offset: the server writes it, and
 * the browser's first render is the same text even when its time-zone data differs) and, once the
 * page runs in the browser, in the member's time zone when that is another zone. The member's line
 * always holds the space of a date (the format has a fixed length), so nothing moves when it is
 * written in.
 */
export function EventDate({ timestamp, timezone, offset, compact = false }: { timestamp: number; timezone: string; offset: number; compact?: boolean }) {
  const eventZone = presentedZone(timezone);
  const eventDate = formatEventDateIn(timestamp, eventZone, offset);
  const mine = useViewerZone();
  const sameZone = mine === null || mine === eventZone || formatEventDateIn(timestamp, mine) === eventDate;
  return (
    <span className={styles.when}>
      <span>
        <time dateTime={isoDay(timestamp)} className={styles.dateLine}>
          {eventDate}
        </time>{' '}
        <span className={styles.zone}>{timeZoneLabel(timestamp, eventZone, offset)}</span>
      </span>
      {!compact && (
        <span className={styles.yours}>
          <span className={styles.placeholder} aria-hidden="true">
            Your time: {eventDate}
          </span>
          {!sameZone && mine !== null && (
            <span>
              Your time: <span className={styles.dateLine}>{formatEventDateIn(timestamp, mine)}</span> ({timeZoneLabel(timestamp, mine)})
            </span>
          )}
        </span>
      )}
    </span>
  );
}
