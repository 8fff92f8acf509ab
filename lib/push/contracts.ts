import { z } from 'zod';
import { contractFor } from '@/lib/contracts';
import { NOTIFICATION_TYPES } from '@/lib/notifications/types';
import type { PushDevice, PushDeviceSaved, PushSettings } from './types';

/** What the Web Push calls answer (issue 37). Times are unix milliseconds. */

const pushDeviceContract = contractFor<PushDevice>()(
  z.strictObject({
    id: z.number().int().positive(),
    label: z.string(),
    createdAt: z.number().int(),
    lastPushedAt: z.number().int().nullable(),
  }),
);

/** `GET /api/v3/push`, and what changing the types or removing a device answers. */
export const pushSettingsContract = contractFor<PushSettings>()(
  z.strictObject({
    publicKey: z.string().min(1),
    devices: z.array(pushDeviceContract),
    types: z.array(z.enum(NOTIFICATION_TYPES)),
  }),
);

/** `POST /api/v3/push/devices`. */
export const pushDeviceSavedContract = contractFor<PushDeviceSaved>()(z.strictObject({ device: pushDeviceContract }));
