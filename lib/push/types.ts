import type { NotificationType } from '@/lib/notifications/types';

/**
 * Web Push (issue 37): what the server answers about a member's push devices and what one push
 * message carries. The service worker's push handling (worker/push.ts) imports only this file's
 * plain types and constants: it must stay free of runtime imports (the worker is compiled
 * separately, with the WebWorker lib).
 */

/** What a push message carries (JSON, encrypted to the device's keys, RFC 8291). */
export interface PushPayload {
  /** The site's name: the notification's title. */
  title: string;
  /** The notification's sentence in the member's language. */
  body: string;
  /** The absolute site path the click opens, with the member's language prefix (`/es/posts/...`). */
  path: string;
  /** The notification's grouping key (`nid`): a repeat replaces the shown notification. */
  tag: string;
  /** The member's unread count of the counted type (the app icon's badge). */
  unread: number;
}

/** The icon a push notification shows (a site file). */
export const PUSH_ICON = '/icons/icon-192.png';

/** One device a member turned push on for (`GET /api/v3/push`). */
export interface PushDevice {
  id: number;
  /** The name the browser gave itself ("Chrome on Android"); may be empty. */
  label: string;
  /** Unix milliseconds. */
  createdAt: number;
  /** The last push delivered to it, unix milliseconds; null before the first. */
  lastPushedAt: number | null;
}

/** `GET /api/v3/push`: the server's public key, the member's devices and the types they want pushed. */
export interface PushSettings {
  /** The VAPID public key (base64url, uncompressed P-256 point): `applicationServerKey` of the subscription. */
  publicKey: string;
  devices: PushDevice[];
  types: NotificationType[];
}

/** `POST /api/v3/push/devices`: the device now registered. */
export interface PushDeviceSaved {
  device: PushDevice;
}

/** The types pushed when the member has not chosen (the ones worth interrupting for). */
export const DEFAULT_PUSH_TYPES: readonly NotificationType[] = [
  'new-reply',
  'answer-accepted',
  'mention',
  'chat-mention',
  'event-reminder',
  'event-waitlist-promoted',
  'event-cancelled',
  'event-live',
];

export const PUSH_LIMITS = {
  /** A push service address's length at most. */
  endpointMax: 2000,
  /** A device name's length at most. */
  labelMax: 100,
  /** Devices one member keeps; registering another removes the longest unused. */
  devicesMax: 20,
} as const;
