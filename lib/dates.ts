import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';
import { toUnixMs } from './time';

dayjs.extend(utc);
dayjs.extend(relativeTime);

/** R9.8: the event date format, exactly as the spec writes it (dayjs tokens). */
export const EVENT_DATE_FORMAT = 'HH:mmA • DD-MMM-YYYY';

/** A point in time as the server or the UI may give it. */
export type Timestamp = number | string | Date;

/**
 * Reads a timestamp: a number (or a string of digits) below 1e11 is unix seconds, otherwise
 * milliseconds; any other string is parsed by dayjs (ISO 8601); a Date is used as it is.
 */
export function toDayjs(ts: Timestamp | null | undefined): dayjs.Dayjs | null {
  if (ts === null || ts === undefined || ts === '') return null;
  let value: Timestamp = ts;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) value = Number(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    value = toUnixMs(value);
  }
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/**
 * R9.8: an event's date and time in the viewer's local time zone, format `HH:mmA • DD-MMM-YYYY`
 * (24-hour clock followed by AM/PM, as the spec writes it: '14:30PM • 05-Jan-2025').
 * Accepts unix seconds, milliseconds, ISO strings or a Date (see `toDayjs`); '' when invalid.
 * The text depends on the time zone, so render it in the browser (after mount) to avoid a
 * server/client hydration mismatch.
 */
export function formatEventDate(ts: Timestamp | null | undefined): string {
  return toDayjs(ts)?.format(EVENT_DATE_FORMAT) ?? '';
}

/**
 * Dates the server renders (post dates, joined days, invite expiry) are written by the functions
 * below, on the server and in the browser alike: in UTC, and relative to a `now` the caller passes
 * (the server's render time until the page has hydrated, `useNow()` in lib/react/renderClock.ts),
 * so the HTML and the hydrated page show the same text and nothing moves.
 */

/** Posts younger than this show a relative time ('3 hours ago'); older ones their day. */
const RELATIVE_FOR_DAYS = 7;

/** A calendar day such as '5 January 2025' (joined dates, invite expiry), in UTC. */
export function formatDay(ts: Timestamp | null | undefined): string {
  return toDayjs(ts)?.utc().format('D MMMM YYYY') ?? '';
}

/** The machine-readable form for <time dateTime>: ISO 8601 in UTC; undefined when invalid. */
export function isoDay(ts: Timestamp | null | undefined): string | undefined {
  return toDayjs(ts)?.toISOString();
}

/** A moment with its time for tooltips: '5 Jan 2025, 14:07 UTC'. */
export function formatDateTime(ts: Timestamp | null | undefined): string {
  const when = toDayjs(ts);
  return when ? `${when.utc().format('D MMM YYYY, HH:mm')} UTC` : '';
}

/**
 * When a post was written, seen at `now`: relative in the last week ('a few seconds ago',
 * '3 hours ago', '2 days ago'), otherwise the UTC day ('5 Jan 2025'). A time after `now` (clocks
 * a little apart) reads as just now. '' when invalid.
 */
export function formatPostDate(ts: Timestamp | null | undefined, now: Timestamp): string {
  const when = toDayjs(ts);
  const at = toDayjs(now);
  if (!when || !at) return '';
  if (at.diff(when, 'day', true) >= RELATIVE_FOR_DAYS) return when.utc().format('D MMM YYYY');
  return (when.isAfter(at) ? at : when).from(at);
}

const DATE_INPUT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date input's value (YYYY-MM-DD, the viewer's local day) as unix seconds: the start of the day
 * for `from`, its last second for `to`; null when empty or invalid (the date range filters,
 * components/ui/useListFilterInputs.ts).
 * @public (used through lib/react/useDateFormats.ts's module object, which knip does not follow)
 */
export function dateInputToSeconds(value: string, edge: 'start' | 'end'): number | null {
  if (!DATE_INPUT.test(value)) return null;
  const day = dayjs(value);
  if (!day.isValid()) return null;
  return (edge === 'start' ? day.startOf('day') : day.endOf('day')).unix();
}

/**
 * Unix seconds as a date input's value in the viewer's time zone; '' for null.
 * @public (used through lib/react/useDateFormats.ts's module object, which knip does not follow)
 */
export function secondsToDateInput(seconds: number | null): string {
  return seconds === null ? '' : dayjs.unix(seconds).format('YYYY-MM-DD');
}
