import { useCallback, useEffect, useState } from 'react';
import { useSubmit } from '@/components/ui';
import type { NotificationType } from '@/lib/notifications/types';
import { applicationServerKey, deviceLabel, pushSupported } from '@/lib/push/rules';
import type { PushSettings } from '@/lib/push/types';
import { fetchPushSettings, registerPushDevice, removePushDevice, savePushTypes } from '@/services/push';

/**
 * Web Push on this device (issue 37): whether the browser can, the permission, this browser's
 * subscription and the member's settings. Turning on asks the browser's permission only then (a
 * button press), subscribes through the service worker with the server's VAPID key and registers
 * the subscription; turning off unsubscribes and removes the device. This browser's device id is
 * remembered (localStorage) so it is known in the list, and off once removed from another device.
 */

const DEVICE_KEY = 'push.device';

type Permission = NotificationPermission | 'unsupported';

interface Remembered {
  endpoint: string;
  id: number;
}

function remembered(): Remembered | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(DEVICE_KEY) ?? 'null');
    const r = value as Partial<Remembered> | null;
    return r && typeof r.endpoint === 'string' && typeof r.id === 'number' ? { endpoint: r.endpoint, id: r.id } : null;
  } catch {
    return null;
  }
}

function remember(value: Remembered | null): void {
  try {
    if (value) window.localStorage.setItem(DEVICE_KEY, JSON.stringify(value));
    else window.localStorage.removeItem(DEVICE_KEY);
  } catch {
    // private mode: the device is still registered, only not marked as this one
  }
}

const supported = () =>
  typeof window !== 'undefined' &&
  pushSupported({ serviceWorker: 'serviceWorker' in navigator, pushManager: 'PushManager' in window, notification: 'Notification' in window });

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export function usePushSubscription() {
  const [settings, setSettings] = useState<PushSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [permission, setPermission] = useState<Permission>('unsupported');
  const [thisDevice, setThisDevice] = useState<number | null>(null);
  const submit = useSubmit();

  const load = useCallback(() => {
    const canPush = supported();
    void Promise.all([fetchPushSettings(), canPush ? currentSubscription().catch(() => null) : null])
      .then(([loaded, subscription]) => {
        setPermission(canPush ? Notification.permission : 'unsupported');
        setSettings(loaded);
        const mine = remembered();
        const known = Boolean(subscription && mine && mine.endpoint === subscription.endpoint && loaded.devices.some((d) => d.id === mine.id));
        setThisDevice(known ? mine!.id : null);
      })
      .catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);
  const retry = () => {
    setFailed(false);
    load();
  };

  const turnOn = () =>
    submit.run(async () => {
      if (!settings) return;
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') return;
      const registration = await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(settings.publicKey) }));
      const json = subscription.toJSON();
      const { device } = await registerPushDevice({
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        label: deviceLabel(navigator.userAgent),
      });
      remember({ endpoint: subscription.endpoint, id: device.id });
      setThisDevice(device.id);
      setSettings(await fetchPushSettings());
    });

  const remove = (id: number) =>
    submit.run(async () => {
      setSettings(await removePushDevice(id));
      if (id === thisDevice) {
        await (await currentSubscription())?.unsubscribe();
        remember(null);
        setThisDevice(null);
      }
    });

  const turnOff = () => (thisDevice === null ? Promise.resolve(false) : remove(thisDevice));

  const saveTypes = (types: NotificationType[]) => submit.run(async () => setSettings(await savePushTypes(types)));

  return { settings, failed, retry, permission, thisDevice, busy: submit.busy, error: submit.error, turnOn, turnOff, remove, saveTypes };
}
