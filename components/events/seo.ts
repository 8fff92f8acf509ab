import { eventPicture } from '@/lib/events/display';
import type { ConferenceSummary, EventData } from '@/lib/events/types';
import { displayName, unescapeText } from '@/lib/names';
import { absoluteUrl, type IndexedPage } from '@/lib/seo/head';
import { truncate } from '@/lib/text';

/**
 * The event page's head for visitors, search engines and link previews (R1.4): title,
 * description, canonical address, OpenGraph with the cover image, and schema.org `Event` JSON-LD.
 * Pure functions, rendered on the server with the page.
 */

const DESCRIPTION_LENGTH = 160;
const SCHEMA = 'https://schema.org/';

/** The event page's canonical path: `/events/{id}/{words}` (each segment encoded). */
export function eventPath(slug: string): string {
  return `/events/${slug.split('/').map(encodeURIComponent).join('/')}`;
}

const iso = (ms: number | null | undefined) => (typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : undefined);

/** schema.org eventStatus: cancelled, else scheduled (an event that went ahead stays "scheduled"). */
function eventStatus(event: EventData): string {
  return `${SCHEMA}${event.event_lifecycle === 'cancelled' ? 'EventCancelled' : 'EventScheduled'}`;
}

/** schema.org availability of the free ticket: sold out when every seat is taken, over when it ended. */
function availability(event: EventData): string {
  if (event.event_lifecycle === 'ended' || event.event_lifecycle === 'cancelled') return `${SCHEMA}SoldOut`;
  return `${SCHEMA}${event.seats_left === 0 ? 'SoldOut' : 'InStock'}`;
}

/** The event's picture: its cover (or thumbnail), else its default thumbnail (R9.7). */
export function eventCover(event: EventData): string {
  return eventPicture(event.id, event.images?.cover, event.images?.thumbnail?.desktop, event.images?.thumbnail?.mobile);
}

/** The event as schema.org `Event` (an online event, free to register). */
export function eventJsonLd(event: EventData, origin: string): Record<string, unknown> {
  const url = absoluteUrl(origin, eventPath(event.slug));
  const organizers = (event.organizers?.length ? event.organizers.map((o) => o.user) : [event.creator]).map((user) => {
    const name = displayName(user);
    return { '@type': 'Person', name, ...(user.userslug ? { url: absoluteUrl(origin, `/user/${encodeURIComponent(user.userslug)}`) } : {}) };
  });
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
    image: [absoluteUrl(origin, eventCover(event))],
    organizer: organizers,
    offers: {
      '@type': 'Offer',
      url,
      price: 0,
      priceCurrency: 'USD',
      availability: availability(event),
      ...(event.created_at ? { validFrom: event.created_at } : {}),
    },
    url,
  };
}

/** The head of a published event's page. */
export function eventHead(event: EventData): IndexedPage {
  const title = unescapeText(event.title);
  const summary = unescapeText(event.summary);
  return {
    title,
    description: truncate(summary || `${title}: an online event of the community.`, DESCRIPTION_LENGTH),
    path: eventPath(event.slug),
    type: 'website',
    image: { url: eventCover(event), alt: title },
    meta: (event.tags ?? []).slice(0, 5).map((tag) => ({ attr: 'property' as const, key: 'article:tag', content: tag.tag_name })),
  };
}

/** A conference page's head (R3.5): indexable, described by its own description. */
export function conferenceHead(conference: ConferenceSummary): IndexedPage {
  const title = unescapeText(conference.title);
  return {
    title,
    description: truncate(unescapeText(conference.description) || `${title}: a series of events of the community.`, DESCRIPTION_LENGTH),
    path: `/events/conference/${conference.id}`,
    type: 'website',
  };
}
