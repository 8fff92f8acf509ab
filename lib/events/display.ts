import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { EVENT_DATE_FORMAT, formatDuration, toDayjs, type Timestamp } from '@/lib/dates';
import { formatCount } from '@/lib/numbers';
import { defaultThumbnail } from '@/lib/thumbnails';
import { guessTimezone, isTimezone } from './rules';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * How events read on screen (R9.7, R9.8): the event date in a given time zone, the time zone's
 * label, the duration, the picture and the seats left. Pure and the same on server and browser:
 * the server renders an event's date in the event's own time zone at the offset the server
 * presented with the event (a fixed text, so the HTML and the hydrated page agree even where the
 * browser's time-zone data differs); the member's own zone is written in after hydration
 * (components/events/EventDate.tsx), in a box the same width as the server's text, because
 * `HH:mmA • DD-MMM-YYYY` always has the same number of characters.
 */

/** The zone used when none is given or the given one is unknown. */
const FALLBACK_TIME_ZONE = 'UTC';

/** The zone itself when it is one this runtime knows (lib/events/rules.ts isTimezone), else UTC. */
export function timeZoneOrUtc(zone: string | null | undefined): string {
  return isTimezone(zone) ? zone : FALLBACK_TIME_ZONE;
}

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
 * R9.8: an event date `HH:mmA • DD-MMM-YYYY` in the given time zone ('14:30PM • 05-Jan-2025'), at
 * `offset` minutes when given (see inZone); an unknown or missing zone counts as UTC; '' for an
 * invalid timestamp.
 */
export function formatEventDateIn(ts: Timestamp | null | undefined, zone: string | null | undefined, offset?: number | null): string {
  return inZone(ts, zone, offset)?.format(EVENT_DATE_FORMAT) ?? '';
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
 * An event's zone as the server presented it (UTC when it has none). The server checked it when
 * the event was saved, and writes its times at the offset it computed (`EventData.utc_offset`, see
 * inZone), so the browser writes the same name without asking its own time-zone data: the page
 * hydrates without making an `Intl.DateTimeFormat` (docs/DECISIONS.md "Counts without ICU on first
 * render"), and a zone the browser's data lacks still reads as on the server.
 */
export function presentedZone(zone: string | null | undefined): string {
  return zone ? zone : FALLBACK_TIME_ZONE;
}

const readableZone = (zone: string): string => zone.replace(/_/g, ' ');

/** A zone's name for people: 'Europe/Berlin' reads 'Europe/Berlin', underscores as spaces ('New York'); unknown zones read UTC. */
export function timeZoneName(zone: string | null | undefined): string {
  return readableZone(timeZoneOrUtc(zone));
}

/** An event's zone's name for people, as the server presented it (presentedZone). */
export function presentedZoneName(zone: string | null | undefined): string {
  return readableZone(presentedZone(zone));
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

/**
 * The time zones a member can choose from (the event-register dialog): every IANA zone the runtime
 * knows, UTC first; a runtime without the list offers UTC and the local zone.
 */
export function timeZoneChoices(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf;
  const zones = supported ? supported('timeZone') : [guessTimezone()];
  return [FALLBACK_TIME_ZONE, ...zones.filter((zone) => zone !== FALLBACK_TIME_ZONE)];
}

/**
 * R9.8: an event's duration in minutes as hours and minutes ('1 hr 30 min'), at least '1 min'
 * (the one duration formatter, lib/dates.ts).
 */
export function formatEventDuration(minutes: number | null | undefined): string {
  return formatDuration(minutes);
}

/**
 * R9.7: the picture an event shows: its own image when it has one (the desktop or mobile
 * thumbnail, then the cover), else the default thumbnail chosen by id modulo 8.
 */
export function eventPicture(id: number, ...images: ReadonlyArray<string | null | undefined>): string {
  return images.find((image): image is string => typeof image === 'string' && image.trim() !== '') ?? defaultThumbnail(id);
}

/** What the seats of an event look like to a member. */
export type SeatsState =
  /** 0 seats: anyone may register. */
  | { kind: 'unlimited' }
  /** Seats left (at least one). */
  | { kind: 'open'; left: number }
  /** Every seat taken: registering joins the waitlist. */
  | { kind: 'full'; waitlisted: number };

/** The seats of an event with `seats` places (0 = unlimited) and `taken` registrations. */
export function seatsState(seats: number | null | undefined, taken: number | null | undefined, waitlisted = 0): SeatsState {
  const total = Math.max(0, Math.floor(seats ?? 0));
  if (total === 0) return { kind: 'unlimited' };
  const left = total - Math.max(0, Math.floor(taken ?? 0));
  return left > 0 ? { kind: 'open', left } : { kind: 'full', waitlisted: Math.max(0, waitlisted) };
}

/** The seats as words: 'Open to everyone', '1 seat left', '12 seats left', 'Full · waitlist open'. */
export function seatsLeftText(state: SeatsState): string {
  switch (state.kind) {
    case 'unlimited':
      return 'Open to everyone';
    case 'open':
      return state.left === 1 ? '1 seat left' : `${formatCount(state.left)} seats left`;
    case 'full':
      return state.waitlisted > 0 ? `Full · ${formatCount(state.waitlisted)} on the waitlist` : 'Full · waitlist open';
  }
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
