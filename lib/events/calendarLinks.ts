import { DEFAULT_LOCALE, localizedPath, withLanguageQuery, type Locale } from '@/lib/i18n/locales';
import type { EventData } from './types';

/**
 * "Add to calendar" links of an event (R7.3 calendars): Google Calendar, Outlook.com and
 * Microsoft 365 open their "new event" page filled in with the title, times, summary and the event
 * page's address. Both sides use them (the event page's menu, the server's documentation of the
 * event); the `.ics` download and the member's calendar feed come from the server
 * (server/events/calendar.ts). Times go out in UTC, so every calendar shows them in its own zone;
 * Google also gets the event's zone (`ctz`) to show it as the host planned it.
 */

export type CalendarLinkEvent = Pick<EventData, 'title' | 'summary' | 'timestamp' | 'end_time' | 'timezone' | 'url'>;

export interface CalendarLinks {
  google: string;
  outlook: string;
  office365: string;
}

/** `20261123T170000Z`: the basic UTC form Google's `dates` takes. */
function basicUtc(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

/** `2026-11-23T17:00:00Z`: the form Outlook's `startdt`/`enddt` take. */
function isoUtc(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The event page's absolute address (`origin` like `https://community.example.org`) in a language. */
export function eventPageUrl(event: Pick<EventData, 'url'>, origin: string, locale: Locale = DEFAULT_LOCALE): string {
  return origin.replace(/\/+$/, '') + localizedPath(event.url, locale);
}

function details(event: CalendarLinkEvent, page: string): string {
  return event.summary.trim() === '' ? page : `${event.summary.trim()}\n\n${page}`;
}

/** The three "add to calendar" addresses of an event, linking to its page in the page's language. */
export function calendarLinks(event: CalendarLinkEvent, origin: string, locale: Locale = DEFAULT_LOCALE): CalendarLinks {
  const page = eventPageUrl(event, origin, locale);
  const body = details(event, page);
  const google = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${basicUtc(event.timestamp)}/${basicUtc(event.end_time)}`,
    details: body,
    location: page,
    ctz: event.timezone,
  });
  const outlook = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: isoUtc(event.timestamp),
    enddt: isoUtc(event.end_time),
    body,
    location: page,
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google.toString()}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook.toString()}`,
    office365: `https://outlook.office.com/calendar/0/deeplink/compose?${outlook.toString()}`,
  };
}

/** The `.ics` download of an event (GET, served by the events service). */
export const eventIcsPath = (id: number, locale: Locale = DEFAULT_LOCALE): string => withLanguageQuery(`/api/events/v1/event/${id}/ics`, locale);

/** `GET /api/events/v1/calendar/feed-link`: a member's private calendar feed (keep it secret). */
export interface CalendarFeedLink {
  /** https address of the feed. */
  url: string;
  /** The same as `webcal://`, which calendar apps open as a subscription. */
  webcal: string;
}
