import { utcOffsetMinutes } from '@/lib/events/zones';
import type { StreamAllow } from '@/lib/events/stream';
import { EVENT_PAGE_SIZE, type EventData, type EventRole, type EventSearchResponse, type EventStats, type PollData, type RegistrationAnswer } from '@/lib/events/types';
import type { MockRequest } from '../endpoint';
import { searchResponse } from './searchResponse';

/** An event as the events service answers it (R3.3), with the fields a test names changed. */
export function buildEvent(overrides: Partial<EventData> = {}): EventData {
  const id = overrides.id ?? 1;
  const timestamp = overrides.timestamp ?? Date.UTC(2030, 0, 15, 17, 0);
  const duration = overrides.duration ?? 60;
  const creator = { uid: 1, username: 'host', userslug: 'host', fullname: 'Host Person', picture: '' };
  return {
    type: 'event',
    doc_type: 'event',
    id,
    created_at: '2029-12-01T10:00:00.000Z',
    title: 'Building plugins together',
    slug: `${id}/building-plugins-together`,
    url: `/events/${id}/building-plugins-together`,
    description: '<p>We build a plugin live.</p>',
    summary: 'We build a plugin live.',
    duration,
    event_lifecycle: 'scheduled',
    event_status: 'published',
    event_type: 'webinar',
    project_details: [],
    recording_status: 'not_available',
    recording_url: '',
    stream: null,
    organizers: [{ role: 'host', user_id: creator.uid, user: creator, bio: '' }],
    tags: [],
    thumbnails: [],
    timestamp,
    end_time: timestamp + duration * 60_000,
    audience_start_time: null,
    backstage_start_time: null,
    timezone: 'UTC',
    creator,
    current_user_role: 'none',
    comment_main_pid: null,
    comment_tid: null,
    no_of_seats: 0,
    seats_taken: 0,
    seats_left: null,
    waitlist_count: 0,
    enable_discussion: true,
    images: { cover: '', thumbnail: { mobile: '', desktop: '' }, backdrop: '' },
    search_result_order: 0,
    upvoted: false,
    upvote_count: 0,
    bookmarked: false,
    conference: null,
    ...overrides,
    // The offset follows the zone and start a test gives, as the server computes it.
    utc_offset: overrides.utc_offset ?? utcOffsetMinutes(timestamp, overrides.timezone ?? 'UTC'),
  };
}

/** Events `from`..`to` (ids), titled by number. */
export const eventsFrom = (from: number, to: number, overrides: Partial<EventData> = {}) =>
  Array.from({ length: to - from + 1 }, (_, i) => buildEvent({ id: from + i, title: `Event number ${from + i}`, ...overrides }));

/** `GET /api/events/v1/search` (type=event): one page of the events feed (R1.2, R7.4). */
export function eventSearch(events: EventData[], found = events.length, page = 1): EventSearchResponse {
  return searchResponse(events, found, page, EVENT_PAGE_SIZE.search, '', [{ field_name: 'tags', counts: [] }]);
}

/**
 * The events search as a resolver for `answerFor('GET /api/events/v1/search', ...)`: answers the
 * page asked for from `pages` and records every query in `seen`.
 */
export function eventSearchPages(pages: Record<number, EventData[]>, found: number, seen: URLSearchParams[] = []) {
  return ({ query }: Pick<MockRequest, 'query'>): EventSearchResponse => {
    seen.push(query);
    const page = Number(query.get('page') ?? 1);
    return eventSearch(pages[page] ?? [], found, page);
  };
}

/** `POST`/`DELETE /event/{id}/participant`: the event as the member now sees it and their role (R4.11). */
export function registrationOf(event: EventData, role: EventRole = event.current_user_role, uid = 1): RegistrationAnswer {
  return { event: { ...event, current_user_role: role }, registrations: [{ user_id: uid, role }] };
}

/** A poll on an event (R3.11), with the votes of each option and no vote of the viewer's. */
export function buildPoll(overrides: Partial<PollData> = {}): PollData {
  const options = overrides.options ?? [
    { id: 1, text: 'PEG', votes: 3 },
    { id: 2, text: 'LR', votes: 1 },
  ];
  return {
    id: 3,
    event_id: 12,
    text: 'Which parser next?',
    options,
    total_votes: options.reduce((sum, o) => sum + o.votes, 0),
    my_vote: null,
    created_at: '2029-12-01T10:00:00.000Z',
    ...overrides,
  };
}

/** `GET /event/{id}/stats` for its host (R1.4). */
export function buildEventStats(overrides: Partial<EventStats> = {}): EventStats {
  return { id: 1, registrations: 0, waitlist: 0, views: 0, votes: 0, bookmarks: 0, registrants_by_timezone: [], ...overrides };
}

/** The stream allow-list the host form gets in tests (issue 36): the defaults, with one media host. */
export const testStreamAllow: StreamAllow = { siteHost: 'localhost', peertubeHosts: [], jitsiHosts: ['meet.jit.si'], mediaHosts: ['media.example.org'] };
