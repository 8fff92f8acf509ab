import type { NotificationType } from '@/lib/notifications/types';

/**
 * Web Push rules both sides apply (issue 37): whether this browser can take pushes, and the
 * name a device gives itself.
 */

/** What the browser offers for Web Push: a service worker, the Push API and notifications. */
interface PushSupport {
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
}

/** Whether pushes can be turned on in a browser with these parts. */
export const pushSupported = (s: PushSupport): boolean => s.serviceWorker && s.pushManager && s.notification;

/** A device's name from its user agent: "Firefox on Android", "Chrome on Windows", "Safari on iPhone"; '' when unknown. */
export function deviceLabel(userAgent: string): string {
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : '';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone/.test(ua)
      ? 'iPhone'
      : /iPad/.test(ua)
        ? 'iPad'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /CrOS/.test(ua)
              ? 'ChromeOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : '';
  if (browser && system) return `${browser} on ${system}`;
  return browser || system;
}

/** The types in a stable order without repeats (the order of `all`). */
export function normalizePushTypes(types: readonly NotificationType[], all: readonly NotificationType[]): NotificationType[] {
  const chosen = new Set(types);
  return all.filter((t) => chosen.has(t));
}

/** A base64url VAPID public key as the bytes `pushManager.subscribe({ applicationServerKey })` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
