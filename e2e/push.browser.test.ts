import type { BrowserContext, Page } from 'playwright-core';
import type { TopicData } from '@/lib/discussions/types';
import type { PushPayload } from '@/lib/push/types';
import { localPushService, type PushDevice } from '../__tests__/support/pushService';
import { open, setUpBrowserApp, signInAs } from './support/pages';

/**
 * Web Push in a real browser (issue 37), built app and production service worker. Chromium's own
 * push service (FCM) is on the internet, so the test stands in for it: the page's
 * `pushManager.subscribe` answers a subscription whose endpoint is the test's local push service
 * and whose keys the test holds. Everything else is the product's: the member turns push on in
 * their settings (the browser's permission asked on the button), another member replies, the app
 * encrypts and posts the push (web-push, VAPID, RFC 8291), the test decrypts it, and the message is
 * handed to the site's worker (CDP's ServiceWorker.deliverPushMessage, as the browser does with
 * what its push service sends), which shows the notification with its text and the reply's page.
 */

const push = localPushService();
// Started before the app, whose environment names it (the getter is read when the app starts).
beforeAll(() => push.start());
afterAll(() => push.stop());

const env = setUpBrowserApp({
  demoSeed: true,
  env: {
    get PUSH_EXTRA_ENDPOINT_ORIGINS() {
      return push.origin();
    },
    PUSH_GRACE_MS: '500',
  },
});
const pages = env.pages;

/** Makes this page's `pushManager.subscribe` answer the test's subscription (the browser's push service stands here). */
async function useTestPushService(context: BrowserContext, device: PushDevice): Promise<void> {
  const sub = push.subscriptionOf(device);
  await context.addInitScript((s: { endpoint: string; keys: { p256dh: string; auth: string } }) => {
    const bytes = (b64url: string) => Uint8Array.from(atob(b64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
    let current: unknown = null;
    const subscription = {
      endpoint: s.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      getKey: (name: 'p256dh' | 'auth') => bytes(s.keys[name]),
      toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    PushManager.prototype.subscribe = async function subscribe() {
      current = subscription;
      return subscription as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current as PushSubscription | null;
    };
  }, sub);
}

async function csrf(page: Page): Promise<Record<string, string>> {
  const res = await page.request.get('/api/config', { headers: { Accept: 'application/json' } });
  return { Accept: 'application/json', 'X-XSRF-TOKEN': ((await res.json()) as { csrf_token: string }).csrf_token };
}

async function waitFor<T>(find: () => T | undefined, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out waiting for a push');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('push notifications in the browser', () => {
  it('issue 37: a member turns push on in their settings; another member’s reply arrives encrypted at the push service and the site’s worker shows it', async () => {
    const page = await pages.newPage({ serviceWorkers: 'allow' });
    const context = page.context();
    const device = push.newDevice('mei-browser');
    await useTestPushService(context, device);
    await context.grantPermissions(['notifications']);
    await signInAs(page, 'mei');
    const me = (await (await page.request.get('/api/self', { headers: { Accept: 'application/json' } })).json()) as { uid: number; userslug: string };
    await open(page, `/user/${me.userslug}/settings`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await page.getByRole('button', { name: 'Turn on for this device' }).click();
    await page.getByText('Push notifications are on for this device.').waitFor();
    await page.getByRole('list').filter({ hasText: 'This device' }).first().waitFor();

    // Mei's topic, and Jonas replies to it in his own browser.
    const topicRes = await page.request.post('/api/v3/topics', {
      headers: await csrf(page),
      data: { title: `Push me when someone answers ${Date.now()}`, content: 'Does anyone run the parser on ARM boards?', postType: 'blog', tags: ['arm'] },
    });
    expect(topicRes.status()).toBe(200);
    const topic = ((await topicRes.json()) as { response: TopicData }).response;
    await page.close();
    const other = await pages.newPage();
    await signInAs(other, 'jonas');
    const replyRes = await other.request.post(`/api/v3/topics/${topic.tid}`, { headers: await csrf(other), data: { content: 'Yes, on a Raspberry Pi 5, it works.' } });
    expect(replyRes.status()).toBe(200);

    // Mei has no tab open (an open tab that shows the notification marks it seen: no push).
    const received = await waitFor(() => push.pushesTo(device)[0]);
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(String(received.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    const payload = push.decrypt<PushPayload>(device, received);
    expect(payload.body).toContain('replied');
    expect(payload.path).toContain(`/posts/${topic.tid}`);

    // The browser hands what its push service delivered to the site's worker.
    const later = await context.newPage();
    await open(later, '/discussions');
    const cdp = await context.newCDPSession(later);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> }) => {
        const live = registrations.find((r) => !r.isDeleted && r.scopeURL === `${env.app().baseUrl}/`);
        if (live) resolve(live.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const deliver = async () =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin: env.app().baseUrl, registrationId: await registrationId, data: JSON.stringify(payload) });
    await deliver();
    const shownNow = () =>
      later.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const [n] = await registration.getNotifications();
        return n ? { title: n.title, body: n.body, tag: n.tag } : null;
      });
    let notification = await shownNow();
    // On a busy machine the worker can still be starting when the first message comes: the
    // message is handed over again every 10 s (the same tag replaces, never adds), for 40 s.
    for (let i = 1; i <= 200 && !notification; i += 1) {
      await later.waitForTimeout(200);
      if (i % 50 === 0) await deliver();
      notification = await shownNow();
    }
    expect(notification).toMatchObject({ title: payload.title, body: payload.body, tag: payload.tag });
  });
});
