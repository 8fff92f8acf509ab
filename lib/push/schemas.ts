import { z } from 'zod';
import { errorKeyMessage } from '@/lib/errors/keys';
import { NOTIFICATION_TYPES } from '@/lib/notifications/types';
import { pathId } from '@/lib/params';
import { csrfField, line } from '@/lib/strings';
import { PUSH_LIMITS } from './types';

/**
 * Input schemas of the Web Push calls (`/api/v3/push*`, issue 37), also the source of their
 * OpenAPI description. The subscription is what the browser's `PushSubscription.toJSON()` gives,
 * plus the device's name.
 */

const base64url = (min: number, max: number) =>
  line()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: errorKeyMessage('invalid-push-subscription') });

/** `POST /api/v3/push/devices`: the browser's subscription (upserted by endpoint) and the device's name; other fields (`expirationTime`) are dropped. */
export const deviceBody = z.object({
  endpoint: line().min(1).max(PUSH_LIMITS.endpointMax),
  keys: z.object({
    /** The device's P-256 public key (65 bytes, base64url: 87 characters). */
    p256dh: base64url(80, 100),
    /** The 16-byte auth secret (base64url: 22 characters). */
    auth: base64url(16, 32),
  }),
  label: line().trim().max(PUSH_LIMITS.labelMax).default(''),
  _csrf: csrfField,
  csrf_token: csrfField,
});
export type DeviceBody = z.infer<typeof deviceBody>;

/** `{id}` of `/api/v3/push/devices/{id}`. */
export const deviceParams = z.object({ id: pathId('no-push-device') });

/** `PUT /api/v3/push/types`: every type the member wants pushed (the others are not). */
export const pushTypesBody = z.object({
  types: z.array(z.enum(NOTIFICATION_TYPES)).max(NOTIFICATION_TYPES.length * 2),
  _csrf: csrfField,
  csrf_token: csrfField,
});

/** A DELETE's body carrying nothing but the csrf token. */
export const emptyPushBody = z.object({ _csrf: csrfField, csrf_token: csrfField });
