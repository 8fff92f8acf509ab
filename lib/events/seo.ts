import { eventCover } from '@/lib/events/display';
import type { ConferenceSummary, EventData } from '@/lib/events/types';
import { displayName, unescapeText } from '@/lib/names';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumbs';
import { pageCardImage, pageCardPath } from '@/lib/seo/cards';
import type { IndexedPage, PageHeadProps } from '@/lib/seo/head';
import { absoluteUrl } from '@/lib/seo/site';
import { truncate } from '@/lib/text';
import type { EventsT } from './texts';

/**
 * The event page's head for visitors, search engines and link previews (R1.4): title,
 * description, canonical address, OpenGraph with the event's social card (a PNG: the large
 * networks show no SVG covers), schema.org `Event` JSON-LD and its breadcrumbs; a conference's
 * page is an `EventSeries` of its events (R3.5). Pure functions: the event page's loader builds
 * its head with them (lib/events/page.ts `eventPageProps`), so the browser never loads them there.
 */

const DESCRIPTION_LENGTH = 160;
const SCHEMA = 'https://schema.org/';

/** The event page's canonical path: `/events/{id}/{words}` (each segment encoded). */
function eventPath(slug: string): string {
  return `/events/${slug.split('/').map(encodeURIComponent).join('/')}`;
}

const iso = (ms: number | null | undefined) => (typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : undefined);

/** schema.org eventStatus: cancelled, else scheduled (an event that went ahead stays "scheduled"). */
function eventStatus(event: EventData): string {
  return `${SCHEMA}${event.event_lifecycle === 'cancelled' ? 'EventCancelled' : 'EventScheduled'}`;
}

/**
 * schema.org availability of the free registration while it is open: sold out when every seat is
 * taken, else in stock. An event that ended or was cancelled has none (its offer's `validThrough`
 * has passed): it was never sold out for that.
 */
function availability(event: EventData): string | null {
  if (event.event_lifecycle === 'ended' || event.event_lifecycle === 'cancelled') return null;
  return `${SCHEMA}${event.seats_left === 0 ? 'SoldOut' : 'InStock'}`;
}

const personLd = (user: EventData['creator'], origin: string) => ({
  '@type': 'Person',
  name: displayName(user),
  ...(user.userslug ? { url: absoluteUrl(origin, `/user/${encodeURIComponent(user.userslug)}`) } : {}),
});

/** The event's hosts (its organizers, else its creator). */
const hostsOf = (event: EventData) => (event.organizers?.length ? event.organizers.map((o) => o.user) : [event.creator]);

const conferencePath = (id: number) => `/events/conference/${id}`;

/** The event as schema.org `Event` (an online event, free to register). */
export function eventJsonLd(event: EventData, origin: string): Record<string, unknown> {
  const url = absoluteUrl(origin, eventPath(event.slug));
  const hosts = hostsOf(event).map((user) => personLd(user, origin));
  const cover = eventCover(event);
  const offered = availability(event);
  const start = iso(event.timestamp);
  const end = iso(event.end_time);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: unescapeText(event.title),
    ...(event.summary ? { description: unescapeText(event.summary) } : {}),
    ...(start ? { startDate: start } : {}),
    ...(end ? { endDate: end } : {}),
    eventStatus: eventStatus(event),
    eventAttendanceMode: `${SCHEMA}OnlineEventAttendanceMode`,
    location: { '@type': 'VirtualLocation', url },
    // The social card first (a PNG), then the cover when it is a picture the networks read.
    image: [absoluteUrl(origin, pageCardPath('event', event.id)), ...(/\.svg(\?|$)/i.test(cover) ? [] : [absoluteUrl(origin, cover)])],
    organizer: hosts,
    performer: hosts,
    offers: {
      '@type': 'Offer',
      url,
      price: 0,
      priceCurrency: 'USD',
      ...(offered ? { availability: offered } : {}),
      ...(event.created_at ? { validFrom: event.created_at } : {}),
      ...(end ? { validThrough: end } : {}),
    },
    ...(event.conference ? { superEvent: { '@type': 'EventSeries', name: unescapeText(event.conference.title), url: absoluteUrl(origin, conferencePath(event.conference.id)) } } : {}),
    url,
  };
}

/** The head of a published event's page, in the page's language (`t`). */
export function eventHead(event: EventData, t: EventsT): IndexedPage {
  const title = unescapeText(event.title);
  const summary = unescapeText(event.summary);
  return {
    title,
    description: truncate(summary || t('seo.eventDescription', { title }), DESCRIPTION_LENGTH),
    path: eventPath(event.slug),
    type: 'website',
    image: pageCardImage('event', event.id, title),
    meta: (event.tags ?? []).slice(0, 5).map((tag) => ({ attr: 'property' as const, key: 'article:tag', content: tag.tag_name })),
  };
}

/** The event page's breadcrumbs: Events, its conference when it has one, the event. */
export function eventBreadcrumbs(event: EventData, origin: string, t: EventsT): Record<string, unknown> {
  return breadcrumbJsonLd(
    [
      { name: t('seo.breadcrumb'), path: '/events' },
      ...(event.conference ? [{ name: unescapeText(event.conference.title), path: conferencePath(event.conference.id) }] : []),
      { name: unescapeText(event.title), path: eventPath(event.slug) },
    ],
    origin,
  );
}

/** A conference page's head (R3.5): indexable, described by its own description, with its social card. */
export function conferenceHead(conference: ConferenceSummary, t: EventsT): IndexedPage {
  const title = unescapeText(conference.title);
  return {
    title,
    description: truncate(unescapeText(conference.description) || t('seo.conferenceDescription', { title }), DESCRIPTION_LENGTH),
    path: conferencePath(conference.id),
    type: 'website',
    image: pageCardImage('conference', conference.id, title),
  };
}

/** A conference as schema.org `EventSeries` (R3.5): its published events as `subEvent`, each an `Event`. */
export function conferenceJsonLd(conference: ConferenceSummary, events: readonly EventData[], origin: string): Record<string, unknown> {
  const subEvent = events.map((event) => {
    const { '@context': _context, superEvent: _series, ...ld } = eventJsonLd(event, origin);
    return ld;
  });
  const starts = events.map((e) => e.timestamp).filter((t) => Number.isFinite(t) && t > 0);
  const ends = events.map((e) => e.end_time).filter((t) => Number.isFinite(t) && t > 0);
  const start = starts.length > 0 ? iso(Math.min(...starts)) : undefined;
  const end = ends.length > 0 ? iso(Math.max(...ends)) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'EventSeries',
    name: unescapeText(conference.title),
    ...(conference.description ? { description: unescapeText(conference.description) } : {}),
    url: absoluteUrl(origin, conferencePath(conference.id)),
    image: [absoluteUrl(origin, pageCardPath('conference', conference.id))],
    eventAttendanceMode: `${SCHEMA}OnlineEventAttendanceMode`,
    ...(start ? { startDate: start } : {}),
    ...(end ? { endDate: end } : {}),
    subEvent,
  };
}

/**
 * The event page's whole head (R1.4): a published event's, indexable with its JSON-LD (and the
 * PodcastEpisode of its audio recording as `recordedIn`), else null (the page writes a noindex one).
 */
export function eventPageHead(event: EventData, origin: string, recordedIn: Record<string, unknown> | null, t: EventsT): PageHeadProps | null {
  if (event.event_status !== 'published') return null;
  const ld = eventJsonLd(event, origin);
  return { ...eventHead(event, t), jsonLd: [recordedIn ? { ...ld, recordedIn } : ld, eventBreadcrumbs(event, origin, t)] };
}
