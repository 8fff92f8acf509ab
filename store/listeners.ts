import { createListenerMiddleware, isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { splitLocalePath } from '@/lib/i18n/locales';
import { said, type Said } from '@/lib/i18n/said';
import type { NotificationData } from '@/lib/notifications/types';
import { loadOnUse } from '@/services/http';
import { initMonitoring, setMonitoringUser } from '@/services/monitoring';
import { loadConfig } from './config/slice';
import type { AppDispatch, RootState } from './index';
import { isRealtimeEvent, reconnectRealtime } from './realtime/connection';
import { selectUid } from './selectors';
import { personalLoaded, viewerChanged } from './sessionActions';
import { addToast, type ToastKind, type ToastLink } from './toasts/slice';

/**
 * Store-owned side effects, one listener middleware per store (per browser session, SSR request
 * and test). Every listener is registered through the typed `startAppListening`:
 *
 * - the session: monitoring knows the member (R8.7), the socket follows the session, and a
 *   configuration naming another viewer becomes `viewerChanged` (a shared page's personal layer,
 *   `personalLoaded`, brings the member's state itself: nothing is fetched again);
 * - on `viewerChanged`, what shows member state is fetched again for the new viewer, by the
 *   listeners of the features that show it (store/discussions/listeners.ts, store/topic/listeners.ts,
 *   store/savedlist/listeners.ts, store/events/listeners.ts);
 * - a badge just earned (its `badge-awarded` notification pushed by `awardBadge`) is announced in a
 *   toast on whatever page is open, and the configuration, which holds the member's own badges
 *   (the profile's "New" ones, R4.13), is read again;
 * - a moderator's decision on the member's held post (`post-approved`, `post-rejected`) is said in
 *   a toast with a link to the post or to the moderation log that says why.
 * - a mention in a chat room (`chat-mention`, issue 36) is said in a toast with a link to the room,
 *   unless that room's page is the one open.
 * - an event the member holds a seat at starting now (`event-live`, issue 36) is said in a toast
 *   with a link to the event's page ("Join now"), unless that event's page is the one open.
 *
 * Features injected with their pages (store/index.ts) start their own listeners on this middleware
 * when their components first render (store/features.ts).
 */

const notificationTexts = loadOnUse(() => import('@/lib/notifications/text'));

/** Whether the open page is `path` (in any language). */
const pageShows = (path: string): boolean => typeof window !== 'undefined' && splitLocalePath(window.location.pathname).path === path;

/** Whether the open page is the event `id`'s page (`/events/{id}` or `/events/{id}/{slug}`, in any language). */
const pageShowsEvent = (id: number): boolean =>
  typeof window !== 'undefined' && new RegExp(`^/events/${id}(/|$)`).test(splitLocalePath(window.location.pathname).path);

/** The toast a new notification is said in on any page, or null when it is said only by the bell. */
function toastFor(notification: NotificationData): { kind: ToastKind; link?: ToastLink } | null {
  const link = (label: Said) => ({ href: notification.path, label });
  switch (notification.type) {
    case 'badge-awarded':
      return { kind: 'success' };
    case 'post-approved':
      return { kind: 'success', link: link(said('notifications', 'toast.showPost')) };
    case 'post-rejected':
      return { kind: 'info', link: link(said('notifications', 'toast.readWhy')) };
    case 'chat-mention':
      return pageShows(notification.path) ? null : { kind: 'info', link: link(said('notifications', 'toast.openChat')) };
    case 'event-live':
      return pageShowsEvent(notification.object?.id ?? 0) ? null : { kind: 'info', link: link(said('notifications', 'toast.joinEvent')) };
    default:
      return null;
  }
}

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

  const isNewNotification = isRealtimeEvent('event:new_notification');
  startAppListening({
    predicate: (action) => isNewNotification(action),
    effect: async (action, api) => {
      if (!isNewNotification(action)) return;
      const notification = action.payload.payload;
      if (!notification || notification.read) return;
      const toast = toastFor(notification);
      if (!toast) return;
      if (notification.type === 'badge-awarded') void api.dispatch(loadConfig());
      // The notifications' texts load with the first one said here, not with every page; without
      // them (their code could not be loaded) the bell still has the notification.
      const texts = await notificationTexts().catch(() => null);
      if (texts) api.dispatch(addToast(texts.notificationTextNow(notification), toast.kind, toast.link));
    },
  });

  return listenerMiddleware;
}

