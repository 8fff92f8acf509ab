/// <reference lib="webworker" />
import { PUSH_ICON, type PushPayload } from '@/lib/push/types';

declare const self: ServiceWorkerGlobalScope;

/**
 * Web Push in the service worker (issue 37): the service worker entry (worker/sw.ts) hands its
 * `push` and `notificationclick` events to these. A push carries a `PushPayload` (lib/push/types.ts,
 * written by server/push/delivery.ts in the member's language): it is shown as a notification
 * whose tag is the notification's grouping key (a repeat, "Priya and 2 others replied...",
 * replaces the one shown), and the unread count goes on the app icon where the Badging API is.
 * A click focuses a tab of the site and takes it to the notification's page, or opens one.
 */

/** The payload of a push, or null when it is not one of ours. */
function payloadOf(event: PushEvent): PushPayload | null {
  try {
    const data: unknown = event.data?.json();
    if (!data || typeof data !== 'object') return null;
    const p = data as Partial<PushPayload>;
    if (typeof p.title !== 'string' || typeof p.body !== 'string') return null;
    return {
      title: p.title,
      body: p.body,
      path: typeof p.path === 'string' && p.path.startsWith('/') && !p.path.startsWith('//') ? p.path : '/',
      tag: typeof p.tag === 'string' ? p.tag : '',
      unread: typeof p.unread === 'number' && p.unread >= 0 ? Math.floor(p.unread) : 0,
    };
  } catch {
    return null;
  }
}

/** Puts the unread count on the app icon (or clears it) where the browser can. */
async function setBadge(unread: number): Promise<void> {
  const nav = self.navigator as WorkerNavigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  try {
    if (unread > 0) await nav.setAppBadge?.(unread);
    else await nav.clearAppBadge?.();
  } catch {
    // The badge is a nicety: a browser that refuses it still shows the notification.
  }
}

/** The `push` event: shows the notification and updates the app icon's badge. */
export function onPush(event: PushEvent): void {
  const payload = payloadOf(event);
  if (!payload) return;
  const options: NotificationOptions & { renotify?: boolean } = {
    body: payload.body,
    icon: PUSH_ICON,
    data: { path: payload.path },
    ...(payload.tag ? { tag: payload.tag, renotify: true } : {}),
  };
  event.waitUntil(Promise.all([self.registration.showNotification(payload.title, options), setBadge(payload.unread)]));
}

/** The `notificationclick` event: a tab of the site focused and sent to the page, or a new window. */
export function onNotificationClick(event: NotificationEvent): void {
  event.notification.close();
  const data: unknown = event.notification.data;
  const raw = data && typeof data === 'object' ? (data as { path?: unknown }).path : undefined;
  const path = typeof raw === 'string' && raw.startsWith('/') && !raw.startsWith('//') ? raw : '/';
  const url = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin) as WindowClient | undefined;
      if (tab) {
        const focused = await tab.focus().catch(() => tab);
        await focused.navigate(url).catch(() => self.clients.openWindow(url));
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
}
