import type { DeviceBody } from '@/lib/push/schemas';
import type { NotificationType } from '@/lib/notifications/types';
import type { PushDeviceSaved, PushSettings } from '@/lib/push/types';
import { get, send } from './http';

/**
 * Web Push calls (issue 37, docs/API.md "Web Push"): the member's push settings, their devices
 * and the types pushed. Writes carry the csrf token like every write.
 */

export type { PushSettings };

/** The VAPID public key, the member's devices and the types pushed. */
export const fetchPushSettings = () => get<PushSettings>('/api/v3/push');

/** Registers this browser's subscription (upserted by its endpoint). */
export const registerPushDevice = (body: Pick<DeviceBody, 'endpoint' | 'keys' | 'label'>) => send<PushDeviceSaved>('post', '/api/v3/push/devices', body);

/** Removes one of the member's devices; answers the settings. */
export const removePushDevice = (id: number) => send<PushSettings>('delete', `/api/v3/push/devices/${id}`);

/** Sets every type pushed; answers the settings. */
export const savePushTypes = (types: NotificationType[]) => send<PushSettings>('put', '/api/v3/push/types', { types });
