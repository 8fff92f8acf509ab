import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';
import type { Locale } from './i18n/locales';
import { toUnixMs } from './time';

dayjs.extend(utc);
dayjs.extend(relativeTime);

/** R9.8: the event date format, exactly as the spec writes it (dayjs tokens). */
export const EVENT_DATE_FORMAT = 'HH:mmA • DD-MMM-YYYY';

/**
 * How each language writes the dates of the interface (dayjs tokens; month names and relative
 * times from dayjs's locales). English keeps the spec's formats (R9.8); the others use their own
 * order and a 24-hour clock (issue 34). Digits are Western in every language, as dayjs's and
 * `Intl`'s Arabic write them.
 */
interface DateFormatSet {
  /** An event's date and time (R9.8 for English). */
  event: string;
  /** A calendar day: joined dates, invite expiry. */
  day: string;
  /** A day in short, for older posts. */
  shortDay: string;
  /** A moment for tooltips, followed by ' UTC'. */
  dateTime: string;
}

export const DATE_FORMATS: Record<Locale, DateFormatSet> = {
  en: { event: EVENT_DATE_FORMAT, day: 'D MMMM YYYY', shortDay: 'D MMM YYYY', dateTime: 'D MMM YYYY, HH:mm' },
  es: { event: 'HH:mm • D MMM YYYY', day: 'D [de] MMMM [de] YYYY', shortDay: 'D MMM YYYY', dateTime: 'D MMM YYYY, HH:mm' },
  de: { event: 'HH:mm • DD.MM.YYYY', day: 'D. MMMM YYYY', shortDay: 'D. MMM YYYY', dateTime: 'D. MMM YYYY, HH:mm' },
  ar: { event: 'HH:mm • D MMMM YYYY', day: 'D MMMM YYYY', shortDay: 'D MMMM YYYY', dateTime: 'D MMMM YYYY، HH:mm' },
};

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
export function formatEventDate(ts: Timestamp | null | undefined, locale: Locale = 'en'): string {
  return toDayjs(ts)?.locale(locale).format(DATE_FORMATS[locale].event) ?? '';
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
export function formatDay(ts: Timestamp | null | undefined, locale: Locale = 'en'): string {
  return toDayjs(ts)?.locale(locale).utc().format(DATE_FORMATS[locale].day) ?? '';
}

/** The machine-readable form for <time dateTime>: ISO 8601 in UTC; undefined when invalid. */
export function isoDay(ts: Timestamp | null | undefined): string | undefined {
  return toDayjs(ts)?.toISOString();
}

/** A moment with its time for tooltips: '5 Jan 2025, 14:07 UTC'. */
export function formatDateTime(ts: Timestamp | null | undefined, locale: Locale = 'en'): string {
  const when = toDayjs(ts);
  return when ? `${when.locale(locale).utc().format(DATE_FORMATS[locale].dateTime)} UTC` : '';
}

/** A moment in the viewer's own time zone, with its time: '5 Jan 2025, 14:07' (a draft's last edit). */
export function formatLocalDateTime(ts: Timestamp | null | undefined, locale: Locale = 'en'): string {
  return toDayjs(ts)?.locale(locale).format(DATE_FORMATS[locale].dateTime) ?? '';
}

/** A day, short, in UTC: '5 Jan 2025' (a credit's day). */
export function formatShortDay(ts: Timestamp | null | undefined, locale: Locale = 'en'): string {
  return toDayjs(ts)?.locale(locale).utc().format(DATE_FORMATS[locale].shortDay) ?? '';
}

/**
 * When a post was written, seen at `now`: relative in the last week ('a few seconds ago',
 * '3 hours ago', '2 days ago'), otherwise the UTC day ('5 Jan 2025'). A time after `now` (clocks
 * a little apart) reads as just now. '' when invalid.
 */
export function formatPostDate(ts: Timestamp | null | undefined, now: Timestamp, locale: Locale = 'en'): string {
  const when = toDayjs(ts)?.locale(locale);
  const at = toDayjs(now);
  if (!when || !at) return '';
  if (at.diff(when, 'day', true) >= RELATIVE_FOR_DAYS) return when.utc().format(DATE_FORMATS[locale].shortDay);
  return (when.isAfter(at) ? at.locale(locale) : when).from(at);
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
