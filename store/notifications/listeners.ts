import type { NotificationsGetAnswer } from '@/lib/notifications/types';
import type { StoreFeature } from '../features';
import type { AppThunk } from '../index';
import type { AppStartListening } from '../listeners';
import { emitRealtime, isRealtimeEvent } from '../realtime/connection';
import { selectUid } from '../selectors';
import { startPushListeners } from './push';
import { loadNotificationCounts, notificationsSynced } from './slice';

/** Several count changes in a burst (a grouped reply, marking in another tab) resynchronise once. */
export const NOTIFICATIONS_SYNC_DELAY_MS = 300;

/**
 * Asks the server for the first page of everything with the counts over the socket
 * (`notifications.get`, answered through its acknowledgement) and merges it: read flags changed in
 * another tab or on another instance show here. Not connected or refused: nothing changes.
 */
const syncNotifications = (): AppThunk<Promise<boolean>> => async (dispatch, getState) => {
  if (selectUid(getState()) <= 0) return false;
  let answer: NotificationsGetAnswer | null;
  try {
    answer = (await dispatch(emitRealtime('notifications.get', {}))) as NotificationsGetAnswer | null;
  } catch {
    return false; // no acknowledgement in time: the next change tries again
  }
  if (!answer || 'error' in answer || !Array.isArray(answer.notifications)) return false;
  dispatch(notificationsSynced(answer));
  return true;
};

/**
 * Store-owned realtime of the notifications (R7.6): a count pushed by the server
 * (`event:notifications.updateCount`, sent to every socket of the member on every instance, also
 * after marking read in another tab) resynchronises the loaded notifications once the burst ends.
 * The events themselves are reduced by the slice.
 */
function startNotificationsListeners(startAppListening: AppStartListening): void {
  startAppListening({
    matcher: isRealtimeEvent('event:notifications.updateCount'),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.delay(NOTIFICATIONS_SYNC_DELAY_MS);
      await api.dispatch(syncNotifications());
    },
  });
  // Seen in a visible tab: not pushed; the unread count on the app icon (issue 37).
  startPushListeners(startAppListening);
}

export const notificationsFeature: StoreFeature = { name: 'notifications', startListeners: startNotificationsListeners };

/**
 * Starts the member's notifications for a component that shows them (the bell): reads the counts,
 * and each time the store's realtime connection (opened by `startApp` for every page) connects
 * again, catches up through `notifications.get` on what was pushed while it was down. The answer
 * stops it.
 */
export const startNotifications = (): AppThunk<() => void> => (dispatch, getState, extra) => {
  if (selectUid(getState()) > 0) void dispatch(loadNotificationCounts());
  const stop = extra.startListening?.({
    predicate: (_action, state, original) => state.realtime.status === 'connected' && original.realtime.status !== 'connected',
    effect: async (_action, api) => {
      await api.dispatch(syncNotifications());
    },
  });
  return () => stop?.();
};
