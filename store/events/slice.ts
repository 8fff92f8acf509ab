import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { EMPTY_EVENT_FILTERS, sameEventFilters, type EventFilters } from '@/lib/events/filterValues';
import { EVENT_PAGE_SIZE, type EventData, type EventStats, type PollData } from '@/lib/events/types';
import type { EventPageSeed, EventsFeedSeed } from '@/lib/ssr/seed';
import * as events from '@/services/events';
import { rootReducer, type AppThunk, type RootState } from '../index';
import { eventsCached } from '../feed/cache';
import { hasMoreByPageSize, initialList, listFulfilled, listPending, listRejected, type ListState } from '../lists';
import { registerSeedHydrator } from '../seed';
import { loggedOut, personalLoaded } from '../sessionActions';
import { selectLoggedIn } from '../selectors';
import { createApiThunk } from '../thunks';
import { cancelEventRegistration, registerForEvent } from './actions';

/**
 * Events on screen (R1.2, R1.3, R1.4): the `/events` feed, the member's lists of `/events/myevents`
 * and the event page. Lists hold event ids; the events live in the shared cache (`event{id}`,
 * store/feed/cache.ts), so a registration, a bookmark or a vote shows in every list (R4.11).
 */

const SEARCH_PAGE = EVENT_PAGE_SIZE.search;

export type MyEventsTab = 'upcoming' | 'registered';

interface EventsState {
  feed: {
    filters: EventFilters;
    list: ListState<number>;
    found: number;
    requestId: string | null;
    seedId: string | null;
  };
  mine: {
    /** The filters each list was (or is being) loaded with. */
    filters: Record<MyEventsTab, EventFilters>;
    upcoming: ListState<number>;
    registered: ListState<number>;
    /** The member's drafts and unpublished events (one list, last changed first). */
    drafts: ListState<number>;
  };
  /** The event page's load: the event id and its failure status (R8.5). */
  page: {
    id: number | null;
    status: 'idle' | 'loading' | 'loaded' | 'error';
    code: number | null;
    message: string | null;
    /** The latest load; an older answer (or one a server seed overtook) is ignored. */
    requestId: string | null;
  };
  /** Hosts' statistics by event id. */
  stats: Record<number, EventStats>;
  /** R3.11: each shown event's polls, by event id. */
  polls: Record<number, PollData[]>;
}

const initialState: EventsState = {
  feed: { filters: EMPTY_EVENT_FILTERS, list: initialList<number>(), found: 0, requestId: null, seedId: null },
  mine: { filters: { upcoming: EMPTY_EVENT_FILTERS, registered: EMPTY_EVENT_FILTERS }, upcoming: initialList<number>(), registered: initialList<number>(), drafts: initialList<number>() },
  page: { id: null, status: 'idle', code: null, message: null, requestId: null },
  stats: {},
  polls: {},
};

const feedHasMore = (page: number, found: number) => page * SEARCH_PAGE < found;

/** Reads the events of a search answer (the feed's `results[0]` shape). */
function readEventSearch(answer: events.EventSearchResponse): { events: EventData[]; found: number } {
  const set = answer?.results?.[0];
  const found = (set?.hits ?? []).map((hit) => hit.document).filter((event): event is EventData => Boolean(event));
  return { events: found, found: set?.found ?? 0 };
}

interface LoadEventsArg {
  filters: EventFilters;
  page: number;
}

/**
 * A page of `/events`: page 1 replaces the list (R4.4), later pages append. The feed's parameters
 * (lib/events/feed.ts) load with the first list: the event page shares this slice without them.
 */
export const loadEvents = createApiThunk('events/loadFeed', async ({ filters, page }: LoadEventsArg, { dispatch }) => {
  const { eventSearchParams } = await import('@/lib/events/feed');
  const answer = await events.searchEvents(eventSearchParams(filters, page, Date.now()));
  const { events: found, found: count } = readEventSearch(answer);
  dispatch(eventsCached(found));
  return { page, ids: found.map((event) => event.id), found: count };
});

interface LoadMyEventsArg {
  tab: MyEventsTab;
  filters: EventFilters;
  page: number;
}

/** A page (10, R9.2) of one of the member's lists (R1.3). */
export const loadMyEvents = createApiThunk('events/loadMine', async ({ tab, filters, page }: LoadMyEventsArg, { dispatch }) => {
  const { eventFilterParams } = await import('@/lib/events/feed');
  const { sort, ...rest } = eventFilterParams(filters);
  const answer = await events.fetchMyEvents({ ...rest, sort, skip: (page - 1) * EVENT_PAGE_SIZE.myEvents, limit: EVENT_PAGE_SIZE.myEvents });
  const list = (tab === 'upcoming' ? answer.upcoming_events : answer.registered_events) ?? [];
  dispatch(eventsCached(list));
  return { tab, page, ids: list.map((event) => event.id) };
});

/** The member's drafts (R4.1): events they host that are drafts or unpublished. */
export const loadMyDrafts = createApiThunk('events/loadDrafts', async (_: void, { dispatch }) => {
  const answer = await events.fetchEventDrafts();
  const list = answer.events ?? [];
  dispatch(eventsCached(list));
  return list.map((event) => event.id);
});

/** The event page's event (R1.4), also its draft for hosts. */
export const loadEvent = createApiThunk(
  'events/loadEvent',
  async (id: number, { dispatch }) => {
    const event = await events.fetchEvent(id);
    dispatch(eventsCached([event]));
    return event.id;
  },
  { toast: false },
);

/** R3.11: an event's polls with their results (quietly: the event page still shows without them). */
export const loadEventPolls = createApiThunk('events/loadPolls', async (id: number) => ({ id, polls: (await events.fetchEventPolls(id)).polls ?? [] }), {
  toast: false,
});

/** R3.11: the member's one vote in a poll; the answer is the poll with its new counts. */
export const voteInPoll = createApiThunk('events/votePoll', async ({ pollId, optionId }: { pollId: number; optionId: number }) =>
  events.votePoll(pollId, optionId),
);

/** A host's statistics of their event. */
export const loadEventStats = createApiThunk('events/loadStats', async (id: number) => events.fetchEventStats(id));

const eventsSlice = createSlice({
  name: 'events',
  initialState,
  reducers: {
    feedSeeded(state, action: PayloadAction<{ id: string; filters: EventFilters; page: number; ids: number[]; found: number }>) {
      const { id, filters, page, ids, found } = action.payload;
      state.feed.seedId = id;
      state.feed.filters = filters;
      state.feed.requestId = null;
      listPending(state.feed.list, 1);
      listFulfilled(state.feed.list, { page, ids, hasMore: feedHasMore(page, found), total: found });
      state.feed.found = found;
    },
    /** R3.11: an event's polls as its page was rendered (store/seed.ts). */
    pollsSeeded(state, action: PayloadAction<{ id: number; polls: PollData[] }>) {
      state.polls[action.payload.id] = action.payload.polls;
    },
    eventPageSeeded(state, action: PayloadAction<{ id: number; code: number | null; message: string | null }>) {
      const { id, code, message } = action.payload;
      state.page = { id, status: code === null ? 'loaded' : 'error', code, message, requestId: null };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadEvents.pending, (state, action) => {
        const { filters, page } = action.meta.arg;
        state.feed.requestId = action.meta.requestId;
        if (page < 2) state.feed.filters = filters;
        listPending(state.feed.list, page);
      })
      .addCase(loadEvents.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.feed.requestId) return;
        const { page, ids, found } = action.payload;
        listFulfilled(state.feed.list, { page, ids, hasMore: feedHasMore(page, found), total: found });
        state.feed.found = found;
      })
      .addCase(loadEvents.rejected, (state, action) => {
        if (action.meta.requestId !== state.feed.requestId) return;
        listRejected(state.feed.list, action.payload ?? { message: action.error.message });
      })
      .addCase(loadMyEvents.pending, (state, action) => {
        const { tab, filters, page } = action.meta.arg;
        if (page < 2) state.mine.filters[tab] = filters;
        listPending(state.mine[tab], page);
      })
      .addCase(loadMyEvents.fulfilled, (state, action) => {
        const { tab, page, ids } = action.payload;
        listFulfilled(state.mine[tab], { page, ids, hasMore: hasMoreByPageSize(ids.length, EVENT_PAGE_SIZE.myEvents) });
      })
      .addCase(loadMyEvents.rejected, (state, action) => {
        listRejected(state.mine[action.meta.arg.tab], action.payload ?? { message: action.error.message });
      })
      .addCase(loadMyDrafts.pending, (state) => {
        listPending(state.mine.drafts, 1);
      })
      .addCase(loadMyDrafts.fulfilled, (state, action) => {
        listFulfilled(state.mine.drafts, { page: 1, ids: action.payload, hasMore: false });
      })
      .addCase(loadMyDrafts.rejected, (state, action) => {
        listRejected(state.mine.drafts, action.payload ?? { message: action.error.message });
      })
      .addCase(loadEvent.pending, (state, action) => {
        state.page = { id: action.meta.arg, status: 'loading', code: null, message: null, requestId: action.meta.requestId };
      })
      .addCase(loadEvent.fulfilled, (state, action) => {
        if (state.page.requestId === action.meta.requestId) state.page.status = 'loaded';
      })
      .addCase(loadEvent.rejected, (state, action) => {
        if (state.page.requestId !== action.meta.requestId) return;
        const error = action.payload;
        const code = error?.code && error.code > 0 ? error.code : 500;
        state.page = { id: action.meta.arg, status: 'error', code, message: error?.message ?? null, requestId: null };
      })
      .addCase(loadEventPolls.fulfilled, (state, action) => {
        state.polls[action.payload.id] = action.payload.polls;
      })
      .addCase(voteInPoll.fulfilled, (state, action) => {
        const poll = action.payload;
        const list = state.polls[poll.event_id];
        if (list) state.polls[poll.event_id] = list.map((p) => (p.id === poll.id ? poll : p));
      })
      .addCase(loadEventStats.fulfilled, (state, action) => {
        state.stats[action.payload.id] = action.payload;
      })
      // R4.11: a registration shows in My events at once; a cancellation leaves it.
      .addCase(registerForEvent.fulfilled, (state, action) => {
        const { id } = action.payload;
        const registered = state.mine.registered;
        if (registered.status !== 'initial' && !registered.ids.includes(id)) registered.ids = [id, ...registered.ids];
      })
      .addCase(cancelEventRegistration.fulfilled, (state, action) => {
        const { id } = action.payload;
        state.mine.registered.ids = state.mine.registered.ids.filter((other) => other !== id);
      })
      // A shared page's personal layer: the member's choice in the polls it shows (lib/personal).
      .addCase(personalLoaded, (state, action) => {
        const choices = action.payload.layer.polls;
        for (const list of Object.values(state.polls)) {
          for (const poll of list) if (choices[poll.id] !== undefined) poll.my_vote = choices[poll.id]!;
        }
      })
      .addCase(loggedOut, (state) => {
        state.mine = initialState.mine;
        state.stats = {};
        state.polls = {};
      });
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof eventsSlice> {}
}

// Loads with the event pages and components, not with every page (store/index.ts).
const injected = eventsSlice.injectInto(rootReducer);
/** The events state, or its initial state in a store that has not seen an action since the slice loaded. */
const selectEventsState = (state: RootState): EventsState => injected.selectSlice(state);

const { feedSeeded, eventPageSeeded, pollsSeeded } = eventsSlice.actions;

/** The `/events` part of a page seed: events into the cache, ids into the list, once per render. */
export const hydrateEventsFeed =
  (seedId: string, seed: EventsFeedSeed): AppThunk =>
  (dispatch, getState) => {
    if (selectEventsState(getState()).feed.seedId === seedId) return;
    dispatch(eventsCached(seed.events));
    dispatch(feedSeeded({ id: seedId, filters: seed.filters, page: Math.max(1, seed.page), ids: seed.events.map((e) => e.id), found: seed.found }));
  };

/** The event page's part of a page seed: the event into the cache, or its failure (R8.5). */
export const hydrateEventPage =
  (seed: EventPageSeed): AppThunk =>
  (dispatch) => {
    if (seed.loaded) {
      dispatch(eventsCached([seed.event]));
      dispatch(eventPageSeeded({ id: seed.event.id, code: null, message: null }));
      if (seed.polls) dispatch(pollsSeeded({ id: seed.event.id, polls: seed.polls }));
    } else {
      dispatch(eventPageSeeded({ id: seed.id, code: seed.code, message: seed.message }));
    }
  };

registerSeedHydrator('events', hydrateEventsFeed);
registerSeedHydrator('event', (_id, part) => hydrateEventPage(part));

/** The URL's filters: page 1 unless the list already holds (or is loading) these filters. */
export const syncEvents =
  (filters: EventFilters): AppThunk =>
  (dispatch, getState) => {
    const { list, filters: current } = selectEventsState(getState()).feed;
    if (list.status !== 'initial' && sameEventFilters(current, filters)) return;
    void dispatch(loadEvents({ filters, page: 1 }));
  };

export const loadMoreEvents = (): AppThunk => (dispatch, getState) => {
  const { list, filters } = selectEventsState(getState()).feed;
  if (list.status !== 'hasMore') return;
  void dispatch(loadEvents({ filters, page: list.page + 1 }));
};

export const retryEvents = (): AppThunk => (dispatch, getState) => {
  const { list, filters } = selectEventsState(getState()).feed;
  void dispatch(loadEvents({ filters, page: Math.max(1, list.page) }));
};

/** One of My events' lists with these filters: page 1 unless it already holds them. */
export const syncMyEvents =
  (tab: MyEventsTab, filters: EventFilters): AppThunk =>
  (dispatch, getState) => {
    if (!selectLoggedIn(getState())) return;
    const { mine } = selectEventsState(getState());
    if (mine[tab].status !== 'initial' && sameEventFilters(mine.filters[tab], filters)) return;
    void dispatch(loadMyEvents({ tab, filters, page: 1 }));
  };

export const loadMoreMyEvents =
  (tab: MyEventsTab): AppThunk =>
  (dispatch, getState) => {
    const { mine } = selectEventsState(getState());
    if (mine[tab].status !== 'hasMore') return;
    void dispatch(loadMyEvents({ tab, filters: mine.filters[tab], page: mine[tab].page + 1 }));
  };

export const retryMyEvents =
  (tab: MyEventsTab): AppThunk =>
  (dispatch, getState) => {
    const { mine } = selectEventsState(getState());
    void dispatch(loadMyEvents({ tab, filters: mine.filters[tab], page: Math.max(1, mine[tab].page) }));
  };

export const selectEventsFeed = (state: RootState) => selectEventsState(state).feed;
export const selectMyEvents = (state: RootState) => selectEventsState(state).mine;
export const selectEventPage = (state: RootState) => selectEventsState(state).page;
export const selectEventStats = (state: RootState, id: number): EventStats | undefined => selectEventsState(state).stats[id];
export const selectEventPolls = (state: RootState, id: number): PollData[] | undefined => selectEventsState(state).polls[id];
