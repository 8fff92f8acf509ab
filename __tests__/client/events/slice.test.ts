import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { EMPTY_EVENT_FILTERS } from '@/lib/events/feed';
import { cancelEventRegistration, openEventRegistration, registerForEvent, saveEvent, toggleEventSearchOrder, toggleEventVote } from '@/store/events/actions';
import { setEventSearchOrder } from '@/services/events';
import { hydrateEventsFeed, loadEvents, loadMyEvents, selectEventsFeed, selectMyEvents, syncMyEvents } from '@/store/events/slice';
import { eventsFeature } from '@/store/events/listeners';
import { eventsCached, selectEvent } from '@/store/feed/cache';
import { startStoreFeature } from '@/store/features';
import { loadSavedEvents, selectSavedEvents } from '@/store/savedlist/slice';
import { loggedOut } from '@/store/sessionActions';
import { realtimeReceived } from '@/store/realtime/connection';
import { memberConfig, memberUser, visitorConfig } from '@/mocks/factories/config';
import { answerFor, mockFail } from '@/mocks/answer';
import { buildEvent, eventSearchPages, eventsFrom, registrationOf } from '@/mocks/factories/events';
import { server, startMswServer } from '../support/msw';
import { sliceStore } from '../support/store';

startMswServer();


const storeFor = (config = memberConfig()) => sliceStore(config);

describe('events feed state (R1.2, R3.18, R4.4)', () => {
  it('R4.4 page 1 sets the list, later pages append; the list ends at found', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...answerFor('GET /api/events/v1/search', eventSearchPages({ 1: eventsFrom(1, 10), 2: eventsFrom(11, 12) }, 12, seen)));
    const store = storeFor(visitorConfig());
    await store.dispatch(loadEvents({ filters: EMPTY_EVENT_FILTERS, page: 1 }));
    expect(selectEventsFeed(store.getState()).list).toMatchObject({ status: 'hasMore', page: 1 });
    expect(selectEventsFeed(store.getState()).list.ids).toHaveLength(10);
    await store.dispatch(loadEvents({ filters: EMPTY_EVENT_FILTERS, page: 2 }));
    expect(selectEventsFeed(store.getState()).list).toMatchObject({ status: 'end', page: 2 });
    expect(selectEventsFeed(store.getState()).list.ids).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(seen[0].get('type')).toBe('event');
    expect(seen[0].get('sortBy')).toBe('latest');
    expect(seen[0].get('common_timestamp')).toMatch(/^\d+\.\.4102444800$/);
    expect(seen[0].has('term')).toBe(false);
    expect(selectEvent(store.getState(), 12)?.title).toBe('Event number 12');
  });

  it('R8.5 a failed page keeps its status', async () => {
    // A proxy's 502 (no catalogue error has that status): the page keeps the status it got.
    server.use(http.get('http://localhost/api/events/v1/search', () => HttpResponse.json({ error: '[[error:internal-error]]' }, { status: 502 })));
    const store = storeFor(visitorConfig());
    await store.dispatch(loadEvents({ filters: EMPTY_EVENT_FILTERS, page: 1 }));
    expect(selectEventsFeed(store.getState()).list).toMatchObject({ status: 'error', errorCode: 502 });
  });

  it('applies a server-rendered page once', () => {
    const store = storeFor(visitorConfig());
    const seed = { filters: EMPTY_EVENT_FILTERS, page: 1, events: eventsFrom(1, 3), found: 3 };
    store.dispatch(hydrateEventsFeed('seed-1', seed));
    store.dispatch(hydrateEventsFeed('seed-1', { ...seed, events: [] }));
    expect(selectEventsFeed(store.getState()).list).toMatchObject({ ids: [1, 2, 3], status: 'end' });
  });
});

describe('R4.11 registering makes the member a participant everywhere the event is held', () => {
  it('R4.11 the event, my events, the saved list and the cache show the new role; cancelling takes it back', async () => {
    const event = buildEvent({ id: 7, bookmarked: true, no_of_seats: 10, seats_taken: 3, seats_left: 7 });
    let body: unknown = null;
    server.use(
      ...answerFor('GET /api/events/v1/event/my_events', () => ({ upcoming_events: [], registered_events: [] })),
      ...answerFor('GET /api/user/{slug}/event_bookmarks', ({ params }) => {
        expect(params.slug).toBe(String(memberUser.uid));
        return { events: [event], skip: 0, limit: 10 };
      }),
      ...answerFor('POST /api/events/v1/event/{id}/participant', ({ params, body: sent }) => {
        expect(params.id).toBe('7');
        body = sent;
        return registrationOf({ ...event, seats_taken: 4, seats_left: 6 }, 'participant', memberUser.uid);
      }),
      ...answerFor('DELETE /api/events/v1/event/{id}/participant', () => registrationOf(event, 'none', memberUser.uid)),
    );
    const store = storeFor();
    await store.dispatch(loadSavedEvents(1));
    await store.dispatch(loadMyEvents({ tab: 'registered', filters: EMPTY_EVENT_FILTERS, page: 1 }));
    expect(selectMyEvents(store.getState()).registered.ids).toEqual([]);

    const result = await store.dispatch(registerForEvent({ id: 7, timezone: 'Europe/Berlin' })).unwrap();
    expect(result).toEqual({ id: 7, role: 'participant' });
    expect(body).toEqual({ timezone: 'Europe/Berlin' });
    expect(selectEvent(store.getState(), 7)).toMatchObject({ current_user_role: 'participant', seats_left: 6 });
    expect(selectMyEvents(store.getState()).registered.ids).toEqual([7]);
    expect(selectSavedEvents(store.getState()).ids).toEqual([7]);

    await store.dispatch(cancelEventRegistration(7));
    expect(selectEvent(store.getState(), 7)?.current_user_role).toBe('none');
    expect(selectMyEvents(store.getState()).registered.ids).toEqual([]);
  });

  it('R2.1 R5.3 a visitor asked to register gets the login dialog; a member the event-register dialog', () => {
    const visitor = storeFor(visitorConfig());
    visitor.dispatch(eventsCached([buildEvent({ id: 3 })]));
    visitor.dispatch(openEventRegistration(3));
    expect(visitor.getState().modals).toEqual({ name: 'login', props: { from: 'eventRegister' } });
    const member = storeFor();
    member.dispatch(eventsCached([buildEvent({ id: 3, title: 'Plugins' })]));
    member.dispatch(openEventRegistration(3));
    expect(member.getState().modals).toMatchObject({ name: 'eventRegister', props: { eventId: 3, eventTitle: 'Plugins' } });
  });

  it('R9.2 my events ask 10 at a time by offset', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      ...answerFor('GET /api/events/v1/event/my_events', ({ query }) => {
        seen.push(query);
        return { upcoming_events: query.get('skip') === '0' ? eventsFrom(1, 10) : eventsFrom(11, 11), registered_events: [] };
      }),
    );
    const store = storeFor();
    store.dispatch(syncMyEvents('upcoming', EMPTY_EVENT_FILTERS));
    await waitFor(() => expect(selectMyEvents(store.getState()).upcoming).toMatchObject({ status: 'hasMore' }));
    await store.dispatch(loadMyEvents({ tab: 'upcoming', filters: EMPTY_EVENT_FILTERS, page: 2 }));
    expect(selectMyEvents(store.getState()).upcoming).toMatchObject({ status: 'end' });
    expect(selectMyEvents(store.getState()).upcoming.ids).toHaveLength(11);
    expect(seen.map((p) => [p.get('skip'), p.get('limit'), p.get('sort')])).toEqual([
      ['0', '10', 'latest'],
      ['10', '10', 'latest'],
    ]);
  });
});

describe('R4.2 event bookmark and vote toggles', () => {
  it('R4.2 the vote flips and moves the count by one; a visitor gets the login dialog for a save', async () => {
    server.use(
      // The server answers the event as the member now sees it.
      ...answerFor('PUT /api/events/v1/event/{id}/vote', ({ params }) => buildEvent({ id: Number(params.id), upvoted: true, upvote_count: 3 })),
      ...answerFor('DELETE /api/events/v1/event/{id}/vote', ({ params }) => buildEvent({ id: Number(params.id), upvoted: false, upvote_count: 2 })),
    );
    const store = storeFor();
    store.dispatch(eventsCached([buildEvent({ id: 5, upvote_count: 2 })]));
    await store.dispatch(toggleEventVote(5));
    expect(selectEvent(store.getState(), 5)).toMatchObject({ upvoted: true, upvote_count: 3 });
    await store.dispatch(toggleEventVote(5));
    expect(selectEvent(store.getState(), 5)).toMatchObject({ upvoted: false, upvote_count: 2 });

    const visitor = storeFor(visitorConfig());
    visitor.dispatch(eventsCached([buildEvent({ id: 5 })]));
    await visitor.dispatch(saveEvent(5));
    expect(visitor.getState().modals).toEqual({ name: 'login', props: { from: 'save' } });
  });

  it('R4.12 logging out clears the member’s flags and role on cached events', () => {
    const store = storeFor();
    store.dispatch(eventsCached([buildEvent({ id: 9, bookmarked: true, upvoted: true, current_user_role: 'host', descriptionRaw: '# x' })]));
    store.dispatch(loggedOut());
    expect(selectEvent(store.getState(), 9)).toMatchObject({ bookmarked: false, upvoted: false, current_user_role: 'none' });
    expect(selectEvent(store.getState(), 9)?.descriptionRaw).toBeUndefined();
  });
});

describe('R4.11 realtime seat counts and lifecycle', () => {
  it('R4.11 the event room’s seat counts and lifecycle patch the cached event everywhere it shows', () => {
    const store = storeFor(visitorConfig());
    // Started by the event components (the room is joined on the event page).
    store.dispatch(startStoreFeature(eventsFeature));
    store.dispatch(eventsCached([buildEvent({ id: 4, no_of_seats: 10, seats_taken: 9, seats_left: 1 })]));
    store.dispatch(realtimeReceived({ event: 'event:registrations', payload: { id: 4, seats_taken: 10, seats_left: 0, waitlist_count: 2 } }));
    expect(selectEvent(store.getState(), 4)).toMatchObject({ seats_taken: 10, seats_left: 0, waitlist_count: 2 });
    store.dispatch(realtimeReceived({ event: 'event:lifecycle', payload: { id: 4, event_lifecycle: 'live' } }));
    expect(selectEvent(store.getState(), 4)?.event_lifecycle).toBe('live');
    // An event nobody shows is not created from a count.
    store.dispatch(realtimeReceived({ event: 'event:registrations', payload: { id: 99, seats_taken: 1, seats_left: null, waitlist_count: 0 } }));
    expect(selectEvent(store.getState(), 99)).toBeUndefined();
  });
});

describe('R4.2 R8.4 the events search order (moderators)', () => {
  it('R8.4 a 409 answer is rethrown to the caller as the server sent it; the toggle then reads the event again', async () => {
    const body = { error: '[[error:event-already-pinned]]' };
    server.use(
      ...answerFor('POST /api/events/v1/event/{id}/search-order', () => {
        throw mockFail('event-already-pinned');
      }),
      ...answerFor('GET /api/events/v1/event/{id}', ({ params }) => buildEvent({ id: Number(params.id), search_result_order: 1 })),
    );
    const store = storeFor();
    await expect(setEventSearchOrder(6, true)).rejects.toEqual(body);
    store.dispatch(eventsCached([buildEvent({ id: 6, search_result_order: 0 })]));
    const result = await store.dispatch(toggleEventSearchOrder(6)).unwrap();
    expect(result).toEqual({ id: 6, search_result_order: 1 });
    expect(selectEvent(store.getState(), 6)?.search_result_order).toBe(1);
  });

  it('R4.2 pins with the server’s answer', async () => {
    server.use(...answerFor('POST /api/events/v1/event/{id}/search-order', ({ params }) => buildEvent({ id: Number(params.id), search_result_order: 1 })));
    const store = storeFor();
    store.dispatch(eventsCached([buildEvent({ id: 6 })]));
    await store.dispatch(toggleEventSearchOrder(6));
    expect(selectEvent(store.getState(), 6)?.search_result_order).toBe(1);
  });
});
