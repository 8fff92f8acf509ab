import type { CreateEventBody } from '@/lib/events/schemas';
import { guessTimezone } from '@/lib/events/rules';
import * as events from '@/services/events';
import { eventPatched, eventsCached, selectEvent } from '../feed/cache';
import type { AppThunk } from '../index';
import { requireLogin } from '../login/slice';
import { showModal } from '../modals/slice';
import { createApiThunk } from '../thunks';

/**
 * What a member does to an event wherever it shows (feed, saved list, my events, event page):
 * register or cancel (R4.11), bookmark and vote (R4.2). The event lives once in the shared cache,
 * so the answer shows everywhere at once. Visitors get the login dialog instead (R5.3, R6.1).
 */

/**
 * R4.11: register the member with the time zone they follow the event in. The server decides
 * whether it is a seat or the waitlist; its answer (the event as the member now sees it) replaces
 * the cached event, so `current_user_role` changes in every list.
 */
export const registerForEvent = createApiThunk(
  'events/register',
  async ({ id, timezone }: { id: number; timezone: string }, { dispatch }) => {
    const answer = await events.registerForEvent(id, timezone);
    dispatch(eventsCached([answer.event]));
    return { id, role: answer.event.current_user_role };
  },
  { toast: false },
);

/** R4.11: cancel the member's registration (a seat or a waitlist place). */
export const cancelEventRegistration = createApiThunk('events/cancel', async (id: number, { dispatch }) => {
  const answer = await events.cancelRegistration(id);
  dispatch(eventsCached([answer.event]));
  return { id, role: answer.event.current_user_role };
});

/** R4.2: the bookmark flips from the event's current state (the saved list listens to this). */
export const toggleEventBookmark = createApiThunk('events/toggleBookmark', async (id: number, { getState, dispatch }) => {
  const bookmarked = Boolean(selectEvent(getState(), id)?.bookmarked);
  const answer = bookmarked ? await events.unbookmarkEvent(id) : await events.bookmarkEvent(id);
  // The server's event when it sends one (its counts); else the flag flips.
  if (answer && typeof answer === 'object' && 'id' in answer) dispatch(eventsCached([answer]));
  else dispatch(eventPatched({ id, changes: { bookmarked: !bookmarked } }));
  return { id, bookmarked: !bookmarked };
});

/** R4.2: the vote flips and the count moves by one wherever the event shows. */
export const toggleEventVote = createApiThunk('events/toggleVote', async (id: number, { getState, dispatch }) => {
  const event = selectEvent(getState(), id);
  const upvoted = Boolean(event?.upvoted);
  // The vote answers the event as it now is (its contract), which replaces the cached one.
  const answer = upvoted ? await events.unvoteEvent(id) : await events.voteEvent(id);
  dispatch(eventsCached([answer]));
  return { id, upvoted: answer.upvoted, upvote_count: answer.upvote_count };
});

/** Save button: visitors are asked to log in (from=save). */
export const saveEvent =
  (id: number): AppThunk<Promise<unknown>> =>
  (dispatch) =>
    dispatch(requireLogin('save')) ? dispatch(toggleEventBookmark(id)) : Promise.resolve();

/** Vote button: visitors are asked to log in (from=vote). */
export const voteForEvent =
  (id: number): AppThunk<Promise<unknown>> =>
  (dispatch) =>
    dispatch(requireLogin('vote')) ? dispatch(toggleEventVote(id)) : Promise.resolve();

/**
 * The Register button (R2.1): a visitor signs in first; a member gets the event-register dialog,
 * which asks the time zone they follow the event in (their browser's by default).
 */
export const openEventRegistration =
  (id: number): AppThunk =>
  (dispatch, getState) => {
    if (!dispatch(requireLogin('eventRegister'))) return;
    const title = selectEvent(getState(), id)?.title;
    dispatch(showModal({ name: 'eventRegister', props: { eventId: id, eventTitle: title, timezone: guessTimezone() } }));
  };

/**
 * R4.1: a host publishes, unpublishes or deletes their event through the event update; the answer
 * replaces the cached event. (The server checks that the member hosts it, R6.5.)
 */
export const changeEventStatus = createApiThunk(
  'events/changeStatus',
  async ({ id, action }: { id: number; action: 'publish' | 'unpublish' | 'delete' }, { dispatch }) => {
    const event = await events.updateEvent(id, { event_status: action });
    dispatch(eventsCached([event]));
    return { id, status: event.event_status };
  },
);

/**
 * R4.1, R6.3: a host starts their published event before its time (live) or ends it early
 * (ended) through the event update; the answer replaces the cached event. Viewers of the page hear
 * the change in realtime (event:lifecycle).
 */
export const changeEventLifecycle = createApiThunk(
  'events/changeLifecycle',
  async ({ id, lifecycle }: { id: number; lifecycle: 'live' | 'ended' }, { dispatch }) => {
    const event = await events.updateEvent(id, { event_lifecycle: lifecycle });
    dispatch(eventsCached([event]));
    return { id, lifecycle: event.event_lifecycle };
  },
);

/**
 * Hosting (R3.19, R4.1): saves the host form's event, a new one (a draft, or published at once)
 * or an edit (published when asked). The form shows a failure itself.
 */
export const hostEvent = createApiThunk(
  'events/host',
  async ({ id, body, publish }: { id: number | null; body: CreateEventBody; publish: boolean }, { dispatch }) => {
    const { event_status: _status, conference_id: _conference, conference: _new, ...fields } = body;
    const event =
      id === null
        ? await events.createEvent({ ...body, event_status: publish ? 'publish' : 'draft' })
        : await events.updateEvent(id, { ...fields, ...(publish ? { event_status: 'publish' as const } : {}) });
    dispatch(eventsCached([event]));
    return event;
  },
  { toast: false },
);

/**
 * R4.2: a moderator pins or unpins the event in the events search. A 409 (R8.4: the server's body
 * rethrown by the service) means it already was in that state: the event is read again instead.
 */
export const toggleEventSearchOrder = createApiThunk('events/toggleSearchOrder', async (id: number, { getState, dispatch }) => {
  const pinned = selectEvent(getState(), id)?.search_result_order === 1;
  try {
    const event = await events.setEventSearchOrder(id, !pinned);
    dispatch(eventsCached([event]));
    return { id, search_result_order: event.search_result_order };
  } catch (err) {
    if (err instanceof Error) throw err;
    const event = await events.fetchEvent(id);
    dispatch(eventsCached([event]));
    return { id, search_result_order: event.search_result_order };
  }
});
