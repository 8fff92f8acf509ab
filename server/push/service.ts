import { isNotificationType, NOTIFICATION_TYPES, type NotificationType } from '@/lib/notifications/types';
import { normalizePushTypes } from '@/lib/push/rules';
import type { DeviceBody } from '@/lib/push/schemas';
import { DEFAULT_PUSH_TYPES, PUSH_LIMITS, type PushDeviceSaved, type PushSettings } from '@/lib/push/types';
import { fail } from '../http/errors';
import { endpointAllowed } from './endpoints';
import { presentDevice } from './present';
import * as repo from './repository';
import { vapidKeys } from './vapid';

/**
 * Web Push rules (issue 37): a member's devices and the types they want pushed; everything acts
 * on the signed-in member's own rows. A push endpoint is accepted only where ./endpoints.ts allows.
 */

async function typesOf(uid: number): Promise<NotificationType[]> {
  const stored = await repo.pushTypesOf(uid);
  return normalizePushTypes(stored === null ? DEFAULT_PUSH_TYPES : stored.filter(isNotificationType), NOTIFICATION_TYPES);
}

/** `GET /api/v3/push`. */
export async function pushSettings(uid: number): Promise<PushSettings> {
  const [devices, types] = await Promise.all([repo.devicesOf(uid), typesOf(uid)]);
  return { publicKey: vapidKeys().publicKey, devices: devices.map(presentDevice), types };
}

/** Registers this browser's subscription for the member (another member's moves to them). */
export async function registerDevice(uid: number, body: DeviceBody): Promise<PushDeviceSaved> {
  if (!endpointAllowed(body.endpoint)) throw fail('push-endpoint-refused');
  const device = await repo.upsertDevice(uid, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, label: body.label });
  await repo.trimDevices(uid, PUSH_LIMITS.devicesMax);
  return { device: presentDevice(device) };
}

/** Removes one of the member's devices; `no-push-device` for one not theirs. */
export async function removeDevice(uid: number, id: number): Promise<PushSettings> {
  if (!(await repo.deleteDevice(uid, id))) throw fail('no-push-device');
  return pushSettings(uid);
}

/** Sets the types the member wants pushed. */
export async function savePushTypes(uid: number, types: NotificationType[]): Promise<PushSettings> {
  await repo.savePushTypes(uid, normalizePushTypes(types, NOTIFICATION_TYPES));
  return pushSettings(uid);
}

/** Notifications a tab of the member's showed while visible: not pushed (unless bumped since). */
export async function markSeen(uid: number, ids: readonly number[]): Promise<number> {
  const valid = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0 && id <= Number.MAX_SAFE_INTEGER))].slice(0, 100);
  return repo.markSeen(uid, valid);
}
