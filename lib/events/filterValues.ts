import { EVENT_SORTS } from '@/lib/constants';

/**
 * The values of the events feed's filters (R1.2, R5.1): what the events slice keeps and compares.
 * Apart from lib/events/feed.ts (the URL and the search's parameters) so that the event page,
 * which shares the slice, does not load those (docs/features/what-the-browser-loads.md).
 */

export type EventSort = (typeof EVENT_SORTS)[number]['value'];

export const DEFAULT_EVENT_SORT: EventSort = EVENT_SORTS[0].value;

/** Upcoming (not ended yet, soonest first) or past (ended, latest first) events. */
export type EventWhen = 'upcoming' | 'past';

export interface EventFilters {
  /** Search text as typed ('' when none). */
  term: string;
  sort: EventSort;
  /** R5.1: the known event types as a comma list ('webinar,ama'); null for all. */
  eventType: string | null;
  /** Unix seconds; both set or both null (R5.1). */
  from: number | null;
  to: number | null;
  when: EventWhen;
}

export const EMPTY_EVENT_FILTERS: EventFilters = {
  term: '',
  sort: DEFAULT_EVENT_SORT,
  eventType: null,
  from: null,
  to: null,
  when: 'upcoming',
};

export function sameEventFilters(a: EventFilters, b: EventFilters): boolean {
  return a.term === b.term && a.sort === b.sort && a.eventType === b.eventType && a.from === b.from && a.to === b.to && a.when === b.when;
}
