import {
  EMPTY_EVENT_FILTERS,
  eventFilterParams,
  eventFiltersFromQuery,
  eventFiltersToQuery,
  eventsPath,
  hasActiveEventFilters,
  eventSearchParams,
  eventsSplit,
  eventsWindow,
  sameEventFilters,
  UPCOMING_UNTIL,
} from '@/lib/events/feed';

describe('R5.1 events feed filters from the URL (R1.2)', () => {
  it('R1.2 defaults: no term, sort latest, all types, no range, upcoming', () => {
    expect(eventFiltersFromQuery({})).toEqual(EMPTY_EVENT_FILTERS);
    expect(EMPTY_EVENT_FILTERS.sort).toBe('latest');
  });

  it('R5.1 sort is latest or popular, anything else the first option', () => {
    expect(eventFiltersFromQuery({ sort: 'popular' }).sort).toBe('popular');
    expect(eventFiltersFromQuery({ sort: 'recent' }).sort).toBe('latest');
    expect(eventFiltersFromQuery({ sort: ['popular', 'latest'] }).sort).toBe('latest');
  });

  it('R5.1 event_type keeps only allowed types', () => {
    expect(eventFiltersFromQuery({ event_type: 'ama,podcast,webinar' }).eventType).toBe('ama,webinar');
    expect(eventFiltersFromQuery({ event_type: ['live_coding', 'nope'] }).eventType).toBe('live_coding');
    expect(eventFiltersFromQuery({ event_type: 'nope' }).eventType).toBeNull();
  });

  it('R5.1 from and to count only as a valid pair', () => {
    expect(eventFiltersFromQuery({ from: '100', to: '200' })).toMatchObject({ from: 100, to: 200 });
    expect(eventFiltersFromQuery({ from: '100' })).toMatchObject({ from: null, to: null });
    expect(eventFiltersFromQuery({ from: '300', to: '200' })).toMatchObject({ from: null, to: null });
    expect(eventFiltersFromQuery({ from: 'x', to: '200' })).toMatchObject({ from: null, to: null });
  });

  it('R5.1 term is a single string, kept as typed', () => {
    expect(eventFiltersFromQuery({ term: ' rust ' }).term).toBe(' rust ');
    expect(eventFiltersFromQuery({ term: ['a', 'b'] }).term).toBe('');
  });

  it('R1.2 upcoming unless past', () => {
    expect(eventFiltersFromQuery({ when: 'past' }).when).toBe('past');
    expect(eventFiltersFromQuery({ when: 'later' }).when).toBe('upcoming');
  });
});

describe('R5.6 event list requests leave empty values out', () => {
  it('R5.6 sends only what is set, the range only with both ends', () => {
    expect(eventFilterParams(EMPTY_EVENT_FILTERS)).toEqual({ sort: 'latest' });
    expect(eventFilterParams({ ...EMPTY_EVENT_FILTERS, term: '  go ', eventType: 'ama', from: 1, to: 2, sort: 'popular' })).toEqual({
      term: 'go',
      event_type: 'ama',
      sort: 'popular',
      common_timestamp: '1..2',
    });
    expect(eventFilterParams({ ...EMPTY_EVENT_FILTERS, term: '   ', from: 5, to: null })).toEqual({ sort: 'latest' });
  });
});

describe('events addresses', () => {
  it('R1.2 the plain address is the default feed; values in one order, page from 2', () => {
    expect(eventsPath(EMPTY_EVENT_FILTERS)).toBe('/events');
    expect(eventsPath(EMPTY_EVENT_FILTERS, 2)).toBe('/events?page=2');
    const filters = { ...EMPTY_EVENT_FILTERS, term: 'rust', sort: 'popular' as const, eventType: 'ama', from: 1, to: 9, when: 'past' as const };
    expect(eventsPath(filters, 3)).toBe('/events?when=past&event_type=ama&sort=popular&from=1&to=9&term=rust&page=3');
    expect(eventsPath(filters, 1, '/events/myevents')).toMatch(/^\/events\/myevents\?when=past/);
  });

  it('R1.2 the URL query round-trips', () => {
    const filters = { ...EMPTY_EVENT_FILTERS, term: 'rust', eventType: 'webinar,ama', from: 1, to: 9 };
    expect(eventFiltersFromQuery(eventFiltersToQuery(filters))).toEqual(filters);
    expect(sameEventFilters(filters, { ...filters })).toBe(true);
    expect(sameEventFilters(filters, EMPTY_EVENT_FILTERS)).toBe(false);
    expect(hasActiveEventFilters(filters)).toBe(true);
    expect(hasActiveEventFilters({ ...EMPTY_EVENT_FILTERS, sort: 'popular', when: 'past' })).toBe(false);
  });
});

describe('R1.2 upcoming and past events', () => {
  const now = Date.UTC(2026, 10, 23, 16, 45); // 16:45 UTC
  const split = Date.UTC(2026, 10, 23, 16, 0) / 1000;

  it('R1.2 upcoming starts at the current hour; past ends before it', () => {
    expect(eventsSplit(now)).toBe(split);
    expect(eventsWindow(EMPTY_EVENT_FILTERS, now)).toBe(`${split}..${UPCOMING_UNTIL}`);
    expect(eventsWindow({ ...EMPTY_EVENT_FILTERS, when: 'past' }, now)).toBe(`0..${split - 1}`);
  });

  it('R5.1 the chosen dates narrow the window', () => {
    expect(eventsWindow({ ...EMPTY_EVENT_FILTERS, from: split - 100, to: split + 100 }, now)).toBe(`${split}..${split + 100}`);
    expect(eventsWindow({ ...EMPTY_EVENT_FILTERS, when: 'past', from: 10, to: 20 }, now)).toBe('10..20');
    // A range wholly in the past asks upcoming for nothing but its edge.
    expect(eventsWindow({ ...EMPTY_EVENT_FILTERS, from: 10, to: 20 }, now)).toBe(`${split}..${split}`);
  });

  it('R5.6 R1.2 the search request leaves empty values out; the upcoming list asks for upcoming events (soonest first)', () => {
    expect(eventSearchParams(EMPTY_EVENT_FILTERS, 1, now)).toEqual({ common_timestamp: `${split}..${UPCOMING_UNTIL}`, page: 1, sortBy: 'latest', when: 'upcoming' });
    expect(eventSearchParams({ ...EMPTY_EVENT_FILTERS, term: ' x ', eventType: 'ama', sort: 'popular' }, 2, now)).toEqual({
      term: 'x',
      event_type: 'ama',
      common_timestamp: `${split}..${UPCOMING_UNTIL}`,
      page: 2,
      sortBy: 'popular',
      when: 'upcoming',
    });
    // The past list is latest first, as `latest` always was: it says nothing more.
    expect(eventSearchParams({ ...EMPTY_EVENT_FILTERS, when: 'past' }, 1, now)).toEqual({ common_timestamp: `0..${split - 1}`, page: 1, sortBy: 'latest' });
  });
});
