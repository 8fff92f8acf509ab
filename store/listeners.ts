import { createListenerMiddleware, isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { initMonitoring, setMonitoringUser } from '@/services/monitoring';
import { loadConfig } from './config/slice';
import { startDiscussionsListeners } from './discussions/listeners';
import { startEventsListeners } from './events/listeners';
import type { AppDispatch, RootState } from './index';
import { isRealtimeEvent, reconnectRealtime } from './realtime/connection';
import { loadSavedEvents, loadSavedPosts } from './savedlist/slice';
import { selectUid } from './selectors';
import { personalLoaded, viewerChanged } from './sessionActions';
import { startTopicListeners } from './topic/listeners';
import { openTopic } from './topic/thunks';
import { addToast } from './toasts/slice';
import { selectSavedListShown, selectShownTopic } from './views/slice';

/**
 * Store-owned side effects, one listener middleware per store (per browser session, SSR request
 * and test). Every listener is registered through the typed `startAppListening`:
 *
 * - the session: monitoring knows the member (R8.7), the socket follows the session, and a
 *   configuration naming another viewer becomes `viewerChanged` (a shared page's personal layer,
 *   `personalLoaded`, brings the member's state itself: nothing is fetched again);
 * - on `viewerChanged`, what shows member state is fetched again for the new viewer: the topic
 *   shown (its privileges and flags), the saved list shown, the loaded feed (discussions/listeners.ts);
 * - a badge just earned (its `badge-awarded` notification pushed by `awardBadge`) is announced in a
 *   toast on whatever page is open, and the configuration, which holds the member's own badges
 *   (the profile's "New" ones, R4.13), is read again.
 *
 * Features injected with their pages (store/index.ts) start their own listeners on this middleware
 * when their components first render (store/features.ts).
 */

export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

export function createAppListeners() {
  const listenerMiddleware = createListenerMiddleware();
  const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();

  startAppListening({
    matcher: isAnyOf(loadConfig.fulfilled, personalLoaded),
    effect: (_action, api) => {
      const config = api.getState().config.data;
      if (!config) return;
      setMonitoringUser(config.loggedIn ? config.uid : -1);
      void initMonitoring(config.sentryDsn, config.environment);
      const before = api.getOriginalState().config.data;
      if (before && (before.uid !== config.uid || before.csrf_token !== config.csrf_token)) api.dispatch(reconnectRealtime());
    },
  });

  startAppListening({
    predicate: (action, state, original) => loadConfig.fulfilled.match(action) && selectUid(state) !== selectUid(original),
    effect: (_action, api) => {
      api.dispatch(viewerChanged({ uid: selectUid(api.getState()), known: api.getOriginalState().config.data !== null }));
    },
  });

  // Signing in (or switching account) on the topic page: read it again for the new viewer's
  // privileges and flags; a topic refused to the visitor (e.g. a draft, for its author) may open
  // now. (Logout clears the topic, R4.12, and the page loads it again.)
  startAppListening({
    actionCreator: viewerChanged,
    effect: (action, api) => {
      const { topic } = api.getState();
      const settled = topic.status === 'ready' || topic.status === 'error';
      if (action.payload.uid > 0 && topic.tid !== null && topic.tid === selectShownTopic(api.getState()) && settled) {
        void api.dispatch(openTopic({ tid: topic.tid, sort: topic.sort, page: 1 }));
      }
    },
  });

  // The saved list shown is the new member's (a visitor has none).
  startAppListening({
    actionCreator: viewerChanged,
    effect: (action, api) => {
      if (action.payload.uid > 0 && selectSavedListShown(api.getState())) {
        void api.dispatch(loadSavedPosts(1));
        if (api.getState().savedlist.events.status !== 'initial') void api.dispatch(loadSavedEvents(1));
      }
    },
  });

  const isNewNotification = isRealtimeEvent('event:new_notification');
  startAppListening({
    predicate: (action) => isNewNotification(action),
    effect: (action, api) => {
      if (!isNewNotification(action)) return;
      const notification = action.payload.payload;
      if (notification?.type !== 'badge-awarded' || notification.read) return;
      api.dispatch(addToast(notification.bodyShort, 'success'));
      void api.dispatch(loadConfig());
    },
  });

  startDiscussionsListeners(startAppListening);
  startTopicListeners(startAppListening);
  startEventsListeners(startAppListening);
  return listenerMiddleware;
}

