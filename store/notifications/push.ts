import type { AppStartListening } from '../listeners';
import { emitRealtime, isRealtimeEvent } from '../realtime/connection';
import { selectNotificationsState } from './slice';

/**
 * The notifications' Web Push side in the page (issue 37): a notification that arrives while the
 * tab is visible is told to the server as seen (`notifications.seen`), so the member's devices are
 * not pushed what they are looking at; and the unread count goes on the app icon
 * (`navigator.setAppBadge`, the Badging API, where the browser has it), cleared at 0.
 */

type BadgeNavigator = Navigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/** Shows `count` on the app icon, or clears it; nothing where the Badging API is missing. */
function showAppBadge(count: number): void {
  if (typeof navigator === 'undefined') return;
  const nav = navigator as BadgeNavigator;
  const done = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
  void done?.catch(() => undefined);
}

export function startPushListeners(startAppListening: AppStartListening): void {
  const isNewNotification = isRealtimeEvent('event:new_notification');
  startAppListening({
    predicate: (action) => isNewNotification(action),
    effect: async (action, api) => {
      if (!isNewNotification(action) || typeof document === 'undefined' || document.visibilityState !== 'visible') return;
      const id = action.payload.payload?.id;
      if (typeof id !== 'number') return;
      await Promise.resolve(api.dispatch(emitRealtime('notifications.seen', { ids: [id] }, 3000))).catch(() => undefined);
    },
  });
  startAppListening({
    predicate: (_action, state, original) => selectNotificationsState(state).count !== selectNotificationsState(original).count,
    effect: (_action, api) => {
      const { count } = selectNotificationsState(api.getState());
      if (count !== null) showAppBadge(count);
    },
  });
}
