import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DATE_FORMATS, toDayjs, type Timestamp } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/locales';
import { FALLBACK_TIME_ZONE, presentedZoneName, timeZoneName, timeZoneOrUtc } from './display';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Event dates in a time zone (R9.8), by the date library (dayjs with its utc and timezone
 * plugins): the server writes an event's own time at the offset it presented with the event, the
 * browser the member's own time once it has read their zone (components/events/EventDate.tsx);
 * the host form reads and writes its start in the event's zone. The names and the rest of how
 * events read are ./display.ts.
 */

/**
 * A moment in a zone: by the zone's rules as this runtime's time-zone data has them, or, with
 * `offset` (minutes east of UTC), at that fixed offset. The server's and the browser's data can
 * disagree on a zone whose rules changed (Africa/Casablanca), so the event's own time is written
 * with the offset the server computed (`EventData.utc_offset`), the same text on both.
 */
function inZone(ts: Timestamp | null | undefined, zone: string | null | undefined, offset?: number | null): dayjs.Dayjs | null {
  const when = toDayjs(ts);
  if (!when) return null;
  if (typeof offset === 'number' && Number.isFinite(offset)) return offset === 0 ? when.utc() : when.utcOffset(offset);
  const name = timeZoneOrUtc(zone);
  return name === FALLBACK_TIME_ZONE ? when.utc() : when.tz(name);
}

/**
 * The zone's offset from UTC at a moment in minutes (east positive), by this runtime's time-zone
 * data; an unknown zone counts as UTC, an invalid timestamp as 0. The server presents it with each
 * event (`utc_offset`).
 */
export function utcOffsetMinutes(ts: Timestamp | null | undefined, zone: string | null | undefined): number {
  return inZone(ts, zone)?.utcOffset() ?? 0;
}

/**
 * R9.8: an event date `HH:mmA • DD-MMM-YYYY` in the given time zone ('14:30PM • 05-Jan-2025'; other
 * languages their own, lib/dates.ts `DATE_FORMATS`), at
 * `offset` minutes when given (see inZone); an unknown or missing zone counts as UTC; '' for an
 * invalid timestamp.
 */
export function formatEventDateIn(ts: Timestamp | null | undefined, zone: string | null | undefined, offset?: number | null, locale: Locale = 'en'): string {
  return inZone(ts, zone, offset)?.locale(locale).format(DATE_FORMATS[locale].event) ?? '';
}

/** A zone's offset at a moment as `UTC+05:30`, `UTC−03:00` or `UTC` ('' for an invalid timestamp). */
export function utcOffsetLabel(ts: Timestamp | null | undefined, zone: string | null | undefined, offset?: number | null): string {
  const when = inZone(ts, zone, offset);
  if (!when) return '';
  const minutes = when.utcOffset();
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '\u2212';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The label of a date's zone: 'Asia/Kolkata (UTC+05:30)', 'UTC'. With `offset` (minutes, the
 * server's) the zone is the one the server presented; without, one this runtime knows, else UTC.
 */
export function timeZoneLabel(ts: Timestamp | null | undefined, zone: string | null | undefined, offset?: number | null): string {
  const name = typeof offset === 'number' && Number.isFinite(offset) ? presentedZoneName(zone) : timeZoneName(zone);
  const label = utcOffsetLabel(ts, zone, offset);
  return name === FALLBACK_TIME_ZONE || label === '' ? name : `${name} (${label})`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A `datetime-local` value ('2030-01-15T17:00') read as a wall-clock time in `zone`, as unix
 * milliseconds; null when empty or invalid. The host form writes the start in the event's zone.
 */
export function zonedInputToMs(value: string, zone: string | null | undefined): number | null {
  if (!LOCAL_INPUT.test(value)) return null;
  const when = dayjs.tz(value, 'YYYY-MM-DDTHH:mm', timeZoneOrUtc(zone));
  return when.isValid() ? when.valueOf() : null;
}

/** Unix milliseconds as a `datetime-local` value in `zone` ('' when invalid). */
export function msToZonedInput(ms: number | null | undefined, zone: string | null | undefined): string {
  return inZone(ms ?? null, zone)?.format('YYYY-MM-DDTHH:mm') ?? '';
}
