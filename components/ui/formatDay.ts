import { toDayjs, type Timestamp } from '@/lib/dates';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A calendar day such as '5 January 2025' (joined dates, invite expiry). Formatted in UTC so the
 * server-rendered text and the browser's hydration agree whatever the time zones.
 */
export function formatDay(ts: Timestamp | null | undefined): string {
  const d = toDayjs(ts);
  return d ? DAY.format(d.toDate()) : '';
}

/** The machine-readable form for <time dateTime>. */
export function isoDay(ts: Timestamp | null | undefined): string | undefined {
  return toDayjs(ts)?.toDate().toISOString();
}
