import type {
  EventBookmarksAnswer,
  EventData,
  EventDraftsAnswer,
  EventPollsAnswer,
  EventSearchResponse,
  EventStats,
  MyEventsAnswer,
  PollData,
  RegistrationAnswer,
} from '@/lib/events/types';
import type { CalendarFeedLink } from '@/lib/events/calendarLinks';
import type { UploadedFile } from '@/lib/discussions/types';
import { EVENT_PAGE_SIZE } from '@/lib/events/types';
import type { CreateEventBody, eventSearchQuery, myEventsQuery, UpdateEventBody } from '@/lib/events/schemas';
import type { EventSort } from '@/lib/events/feed';
import { ApiError, BASES, get, send, type QueryOf } from './http';

/**
 * The events service calls of spec section 7 (R7.3, R7.4, R7.1 saved events), one thin typed
 * function per call. Query values left empty are dropped by the axios layer (R5.6).
 */

export type {
  EventBookmarksAnswer,
  EventData,
  EventDraftsAnswer,
  EventPollsAnswer,
  EventSearchResponse,
  EventStats,
  MyEventsAnswer,
  PollData,
  RegistrationAnswer,
};

const EVENTS = BASES.events;

/** The events search (R7.4): `type=event`, the feed's `results[0]` shape. */
export type EventSearchParams = Omit<QueryOf<typeof eventSearchQuery>, 'type' | 'sortBy' | 'when'> & {
  sortBy?: EventSort;
  /** `upcoming`: events not ended, and `latest` lists them soonest first. */
  when?: 'upcoming' | 'past';
};

export const searchEvents = (params: EventSearchParams) => get<EventSearchResponse>(`${EVENTS}/search`, { type: 'event', ...params });

/** My events (R1.3): upcoming (hosted) and registered, 10 a page (R9.2). */
export type MyEventsParams = Omit<QueryOf<typeof myEventsQuery>, 'sort'> & { sort?: EventSort };

export const fetchMyEvents = (params: MyEventsParams) =>
  get<MyEventsAnswer>(`${EVENTS}/event/my_events`, { limit: EVENT_PAGE_SIZE.myEvents, ...params });

export const fetchEvent = (id: number) => get<EventData>(`${EVENTS}/event/${id}`);
export const fetchEventStats = (id: number) => get<EventStats>(`${EVENTS}/event/${id}/stats`);
export const fetchEventDrafts = () => get<EventDraftsAnswer>(`${EVENTS}/event/draft`);

/** Hosting: a new event (a draft unless `event_status` is `publish`). */
export const createEvent = (body: CreateEventBody) => send<EventData>('post', `${EVENTS}/conference`, body);
/** Edit, publish / unpublish / delete (`event_status`, R4.1), start or end early (`event_lifecycle`). */
export const updateEvent = (id: number, body: UpdateEventBody) => send<EventData>('put', `${EVENTS}/event/${id}`, body);

/** R4.11: register the member (with the time zone they follow the event in), or cancel. */
export const registerForEvent = (id: number, timezone: string) =>
  send<RegistrationAnswer>('post', `${EVENTS}/event/${id}/participant`, { timezone });
export const cancelRegistration = (id: number) => send<RegistrationAnswer>('delete', `${EVENTS}/event/${id}/participant`, {});

/** R4.2: the event's bookmark and vote toggles; each answers the event as the member now sees it. */
export const bookmarkEvent = (id: number) => send<EventData>('put', `${EVENTS}/event/${id}/bookmark`);
export const unbookmarkEvent = (id: number) => send<EventData>('delete', `${EVENTS}/event/${id}/bookmark`);
export const voteEvent = (id: number) => send<EventData>('put', `${EVENTS}/event/${id}/vote`, { delta: 1 });
export const unvoteEvent = (id: number) => send<EventData>('delete', `${EVENTS}/event/${id}/vote`, { delta: 1 });

/** R3.11: an event's polls, and the member's one vote. */
export const fetchEventPolls = (id: number) => get<EventPollsAnswer>(`${EVENTS}/poll/event/${id}`);
export const votePoll = (pollId: number, optionId: number) => send<PollData>('put', `${EVENTS}/poll/${pollId}/vote`, { option_id: optionId });

/** R7.1: a member's saved events, 10 a page by offset (R9.2). */
export const fetchEventBookmarks = (uid: number, skip = 0) =>
  get<EventBookmarksAnswer>(`/api/user/${uid}/event_bookmarks`, { skip, limit: EVENT_PAGE_SIZE.bookmarks });

/**
 * R4.2, R8.4: moderators pin an event first in the events search (search order 1) or unpin it
 * (0). Asking for the state it is already in answers 409; that answer's body is rethrown to the
 * caller as it came (`{error: '[[error:event-already-pinned]]'}`), not as a normalised error.
 */
export async function setEventSearchOrder(id: number, pinned: boolean): Promise<EventData> {
  try {
    return await send<EventData>(pinned ? 'post' : 'delete', `${EVENTS}/event/${id}/search-order`);
  } catch (err) {
    if (err instanceof ApiError && err.code === 409) throw err.data;
    throw err;
  }
}

/** The member's private calendar feed of the events they host or registered for (R7.3). */
export const fetchCalendarFeedLink = () => get<CalendarFeedLink>(`${EVENTS}/calendar/feed-link`);
/** Revokes the member's calendar feed address (every earlier one stops working) and answers the new one. */
export const resetCalendarFeedLink = () => send<CalendarFeedLink>('delete', `${EVENTS}/calendar/feed-link`, {});

/**
 * A host uploads the event's recording (multipart `files[]`, audio); `onProgress` hears the share
 * sent. Answers the stored file, whose `url` becomes `recording_url`.
 */
export function uploadRecording(id: number, file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('files[]', file);
  const config = onProgress
    ? { onUploadProgress: (e: { loaded: number; total?: number }) => e.total && onProgress(Math.min(1, e.loaded / e.total)) }
    : undefined;
  return send<UploadedFile[]>('post', `${EVENTS}/event/${id}/recording`, form, config);
}
