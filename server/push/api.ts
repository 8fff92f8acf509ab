import { deviceBody, deviceParams, emptyPushBody, pushTypesBody } from '@/lib/push/schemas';
import { pushDeviceSavedContract, pushSettingsContract } from '@/lib/push/contracts';
import { endpoint } from '../http/route';
import * as push from './service';

/**
 * Web Push endpoints (issue 37): members only, each acting on the signed-in member's own devices
 * and choices (the uid comes from the session); writes are CSRF-checked by the route helper.
 */

const TAG = 'push';

export const pushSettingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v3/push',
  summary:
    'Your Web Push settings: {publicKey (the VAPID key, base64url: applicationServerKey), devices: [{id, label, createdAt, lastPushedAt}], types: the notification types pushed}.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  response: pushSettingsContract,
  handle: ({ viewer }) => push.pushSettings(viewer!.uid),
});

export const registerPushDeviceEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/push/devices',
  summary:
    "Turns push on for this browser: its PushSubscription ({endpoint, keys: {p256dh, auth}}) and a label; upserted by endpoint (another member's moves to you). push-endpoint-refused (400) unless an https address of a public host.",
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  body: deviceBody,
  response: pushDeviceSavedContract,
  handle: ({ body, viewer }) => push.registerDevice(viewer!.uid, body),
});

export const removePushDeviceEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/push/devices/{id}',
  summary: 'Removes one of your devices; answers your settings. no-push-device (404) for one not yours.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: deviceParams,
  body: emptyPushBody,
  response: pushSettingsContract,
  handle: ({ params, viewer }) => push.removeDevice(viewer!.uid, params.id),
});

export const savePushTypesEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/push/types',
  summary: 'Sets which notification types are pushed to your devices (every type given; the others are not); answers your settings.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  body: pushTypesBody,
  response: pushSettingsContract,
  handle: ({ body, viewer }) => push.savePushTypes(viewer!.uid, body.types),
});
