import { defaultThumbnail } from '@/lib/thumbnails';
import { guessTimezone, isTimezone } from './rules';
import type { EventsT } from './texts';
import type { EventData } from './types';

/**
 * How events read on screen (R9.7, R9.8): the time zone's name, the duration, the picture and the
 * seats left; the dates in a zone are ./zones.ts (the date library's, loaded after a page's first
 * render in the browser). Pure and the same on server and browser:
 * the server renders an event's date in the event's own time zone at the offset the server
 * presented with the event (a fixed text, so the HTML and the hydrated page agree even where the
 * browser's time-zone data differs); the member's own zone is written in after hydration
 * (components/events/EventDate.tsx), in a box the same width as the server's text, because
 * `HH:mmA • DD-MMM-YYYY` always has the same number of characters.
 */

/** The zone used when none is given or the given one is unknown. */
export const FALLBACK_TIME_ZONE = 'UTC';

/** The zone itself when it is one this runtime knows (lib/events/rules.ts isTimezone), else UTC. */
export function timeZoneOrUtc(zone: string | null | undefined): string {
  return isTimezone(zone) ? zone : FALLBACK_TIME_ZONE;
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
 * The time zones a member can choose from (the event-register dialog): every IANA zone the runtime
 * knows, UTC first; a runtime without the list offers UTC and the local zone.
 */
export function timeZoneChoices(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf;
  const zones = supported ? supported('timeZone') : [guessTimezone()];
  return [FALLBACK_TIME_ZONE, ...zones.filter((zone) => zone !== FALLBACK_TIME_ZONE)];
}


/**
 * R9.7: the picture an event shows: its own image when it has one (the desktop or mobile
 * thumbnail, then the cover), else the default thumbnail chosen by id modulo 8.
 */
export function eventPicture(id: number, ...images: ReadonlyArray<string | null | undefined>): string {
  return images.find((image): image is string => typeof image === 'string' && image.trim() !== '') ?? defaultThumbnail(id);
}

/** The event's picture: its cover (or thumbnail), else its default thumbnail (R9.7). */
export function eventCover(event: EventData): string {
  return eventPicture(event.id, event.images?.cover, event.images?.thumbnail?.desktop, event.images?.thumbnail?.mobile);
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

/** The seats as words in the page's language: 'Open to everyone', '1 seat left', '12 seats left', 'Full · waitlist open'. */
export function seatsLeftText(state: SeatsState, t: EventsT): string {
  switch (state.kind) {
    case 'unlimited':
      return t('seats.unlimited');
    case 'open':
      return t('seats.left', { count: state.left });
    case 'full':
      return state.waitlisted > 0 ? t('seats.waitlisted', { count: state.waitlisted }) : t('seats.full');
  }
}
