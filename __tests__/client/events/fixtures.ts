import { http, HttpResponse } from 'msw';
import type { EventData, EventSearchResponse } from '@/lib/events/types';
import { buildEvent } from '@/mocks/factories/events';

/** Events answers as the events service gives them (search, my events, registration). */

export const EVENTS_BASE = 'http://localhost/api/events/v1';
export const EVENT_SEARCH_URL = `${EVENTS_BASE}/search`;

export { buildEvent };

export const eventsFrom = (from: number, to: number, overrides: Partial<EventData> = {}) =>
  Array.from({ length: to - from + 1 }, (_, i) => buildEvent({ id: from + i, title: `Event number ${from + i}`, ...overrides }));

export function eventSearch(events: EventData[], found = events.length, page = 1): EventSearchResponse {
  return {
    results: [
      {
        found,
        page,
        out_of: found,
        hits: events.map((document) => ({ document, highlights: [] })),
        request_params: { per_page: 10, q: '' },
        facet_counts: [{ field_name: 'tags', counts: [] }],
      },
    ],
  };
}

/** The events search answering pages from `pages` and recording every query. */
export function eventSearchHandler(pages: Record<number, EventData[]>, found: number, seen: URLSearchParams[] = []) {
  return http.get(EVENT_SEARCH_URL, ({ request }) => {
    const params = new URL(request.url).searchParams;
    seen.push(params);
    const page = Number(params.get('page') ?? 1);
    return HttpResponse.json(eventSearch(pages[page] ?? [], found, page));
  });
}
