import { isoDay } from '@/lib/dates';
import { formatEventDateIn, timeZoneLabel, timeZoneOrUtc } from '@/lib/events/display';
import { guessTimezone } from '@/lib/events/rules';
import { useHydrated } from '@/lib/react/useHydrated';
import styles from './Events.module.css';

/**
 * R9.8: when an event starts, `HH:mmA • DD-MMM-YYYY`, in the event's own time zone (the server
 * writes it, so the HTML and the hydrated page agree) and, once the page runs in the browser, in
 * the member's time zone when that differs. The member's line always holds the space of a date
 * (the format has a fixed length), so nothing moves when it is written in.
 */
export function EventDate({ timestamp, timezone, compact = false }: { timestamp: number; timezone: string; compact?: boolean }) {
  const hydrated = useHydrated();
  const eventZone = timeZoneOrUtc(timezone);
  const mine = hydrated ? guessTimezone() : null;
  const sameZone = mine === null || formatEventDateIn(timestamp, mine) === formatEventDateIn(timestamp, eventZone);
  const placeholder = formatEventDateIn(timestamp, eventZone);
  return (
    <span className={styles.when}>
      <span>
        <time dateTime={isoDay(timestamp)} className={styles.dateLine}>
          {formatEventDateIn(timestamp, eventZone)}
        </time>{' '}
        <span className={styles.zone}>{timeZoneLabel(timestamp, eventZone)}</span>
      </span>
      {!compact && (
        <span className={styles.yours}>
          <span className={styles.placeholder} aria-hidden="true">
            Your time: {placeholder}
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
