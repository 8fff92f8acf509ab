import type { EventFilters } from '@/lib/events/feed';
import { eventSearchParams } from '@/lib/events/feed';
import type { EventData } from '@/lib/events/types';
import type { SearchResultSet } from '@/lib/discussions/types';
import { topicSort } from '@/lib/topicSort';
import { dbId } from '@/lib/params';
import type { ErrorTexts } from '@/lib/errors/catalogue';
import { addressQuery, feedPage, pageSeed, type FeedPage } from '@/lib/ssr/page';
import type { EventPageProps, EventPageSeed, TopicSeed } from '@/lib/ssr/seed';
import { eventEpisodeLd } from './episodeLd';
import { eventPageHead } from './seo';
import type { EventsT } from './texts';

/**
 * The events pages' seeds (R1.2, R1.4, R3.5), built the same way by the page loaders
 * (server/ssr/events.ts, server/ssr/projects.ts): the
 * request values of the feed, the events of a search answer, the event page's address.
 */

/** The event search's values for a page of the feed (its filters at `now`). */
export function eventsFeedParams(filters: EventFilters, page: number, now: number) {
  return { type: 'event' as const, ...eventSearchParams(filters, page, now) };
}

/** The events of one search answer's set and how many match in all (no set: none). */
export function eventsOfSearch(set: Pick<SearchResultSet<EventData>, 'hits' | 'found'> | undefined): { events: EventData[]; found: number } {
  const events = (set?.hits ?? []).map((hit) => hit.document).filter((event): event is EventData => Boolean(event));
  return { events, found: set?.found ?? 0 };
}

/** The events feed's page (R1.2) from the event search's set. */
export function eventsFeedPage(filters: EventFilters, page: number, set: Pick<SearchResultSet<EventData>, 'hits' | 'found'> | undefined): FeedPage {
  const { events, found } = eventsOfSearch(set);
  return feedPage(page, events, { events: { filters, page, events, found } });
}

/** The event page's slug (`{id}/{words}`) from its catch-all parameter. */
export function eventSlugOf(parts: string | string[] | undefined): string {
  return Array.isArray(parts) ? parts.join('/') : String(parts ?? '');
}

/**
 * The canonical address of a published event asked for under other words (a renamed event), with
 * the address's query kept; null when the address is right or the event is not published.
 */
export function renamedEventPath(event: Pick<EventData, 'slug' | 'url' | 'event_status'>, slug: string, resolvedUrl: string): string | null {
  if (event.slug === slug || event.event_status !== 'published') return null;
  return `${event.url}${addressQuery(resolvedUrl)}`;
}

/** The event's discussion opens on its newest questions unless the address names a sort. */
export function eventDiscussionSort(value: unknown) {
  return value === undefined ? ('recent' as const) : topicSort(value);
}

/**
 * The event the host form edits (`/events/host?id=`): undefined for a new event, null for an id
 * that names none (digits only, within PostgreSQL's integer range).
 */
export function hostedEventId(raw: string | string[] | undefined): number | null | undefined {
  if (raw === undefined) return undefined;
  return typeof raw === 'string' && /^\d+$/.test(raw) ? (dbId.safeParse(raw).data ?? null) : null;
}

/** The event page's seed for an address that names no event (404). */
export function noEventSeed({ errorText }: ErrorTexts): EventPageSeed {
  return { loaded: false, id: 0, code: 404, message: errorText('no-event') };
}

/**
 * The event page's props (R1.4): the event (or its failure) with its discussion's first page when
 * it shows one, and a published event's head on `origin` in the page's language (`t`) (with the JSON-LD of its recording).
 */
export function eventPageProps(id: number | null, event: EventPageSeed, topic: TopicSeed | undefined, origin: string, t: EventsT): EventPageProps {
  const head = event.loaded ? eventPageHead(event.event, origin, eventEpisodeLd(event.event, origin), t) : null;
  return { id: id ?? 0, seed: pageSeed(topic ? { event, topic } : { event }), head };
}
