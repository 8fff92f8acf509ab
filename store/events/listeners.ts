import { eventPatched, selectEvent } from '../feed/cache';
import type { StoreFeature } from '../features';
import type { AppStartListening } from '../listeners';
import { emitRealtime, isRealtimeEvent } from '../realtime/connection';
import { viewerChanged } from '../sessionActions';
import { loadEvent, loadEvents, selectEventPage, selectEventsFeed } from './slice';

/**
 * Store-owned side effects of events (started once per store by the event components,
 * `useStoreFeature(eventsFeature)`):
 *
 * - another viewer (a login, another member) reads the shown event and a loaded feed again, so the
 *   role, bookmark and vote are the viewer's (R6.3); a draft refused to a visitor opens for its
 *   host. Logout clears the member's flags in the cache itself (store/feed/cache.ts);
 * - the event page's viewers join the event's room once the socket is connected (again after a
 *   reconnect, and for the next event shown); the seat counts and the lifecycle the room receives
 *   patch the cached event, so every list showing it follows.
 */
function startEventsListeners(startAppListening: AppStartListening): void {
  const isRegistrations = isRealtimeEvent('event:registrations');
  const isLifecycle = isRealtimeEvent('event:lifecycle');
  startAppListening({
    actionCreator: viewerChanged,
    effect: (action, api) => {
      if (!action.payload.known) return;
      const page = selectEventPage(api.getState());
      const feed = selectEventsFeed(api.getState());
      if (page.id !== null && (page.status === 'loaded' || page.status === 'error')) void api.dispatch(loadEvent(page.id));
      if (feed.list.status !== 'initial') void api.dispatch(loadEvents({ filters: feed.filters, page: 1 }));
    },
  });

  startAppListening({
    predicate: (_action, state, original) => {
      const id = selectEventPage(state).id;
      if (id === null || state.realtime.status !== 'connected') return false;
      return original.realtime.status !== 'connected' || selectEventPage(original).id !== id;
    },
    effect: (_action, api) => {
      const before = selectEventPage(api.getOriginalState()).id;
      const id = selectEventPage(api.getState()).id;
      if (before !== null && before !== id && api.getOriginalState().realtime.status === 'connected') {
        void api.dispatch(emitRealtime('event:leave', { id: before })).catch(() => undefined);
      }
      if (id !== null) void api.dispatch(emitRealtime('event:join', { id })).catch(() => undefined);
    },
  });

  startAppListening({
    matcher: isRegistrations,
    effect: (action, api) => {
      const update = action.payload.payload;
      if (!update || !selectEvent(api.getState(), update.id)) return;
      const { id, seats_taken, seats_left, waitlist_count } = update;
      api.dispatch(eventPatched({ id, changes: { seats_taken, seats_left, waitlist_count } }));
    },
  });

  startAppListening({
    matcher: isLifecycle,
    effect: (action, api) => {
      const update = action.payload.payload;
      if (!update || !selectEvent(api.getState(), update.id)) return;
      // Issue 36: the stream comes with the lifecycle (null when none), so the live room plays it at once.
      api.dispatch(eventPatched({ id: update.id, changes: { event_lifecycle: update.event_lifecycle, stream: update.stream ?? null } }));
    },
  });
}

export const eventsFeature: StoreFeature = { name: 'events', startListeners: startEventsListeners };
