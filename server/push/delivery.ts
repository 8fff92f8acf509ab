import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { localizedPath } from '@/lib/i18n/locales';
import { notificationText } from '@/lib/notifications/text';
import { COUNTED_TYPE } from '@/lib/notifications/types';
import type { PushPayload } from '@/lib/push/types';
import { SITE_NAME } from '@/lib/seo/site';
import { translator } from '../i18n/catalogues';
import { startPeriodicJob } from '../jobs/periodic';
import { presentNotifications } from '../notifications/present';
import { rowsByIds, unreadCounts } from '../notifications/repository';
import { endpointAllowed, isExtraOrigin, publicOnlyLookup } from './endpoints';
import { claimDue, deleteDelivery, deleteSubscription, giveUp, markDelivered, nextDue, postpone, type ClaimedDelivery } from './repository';
import { vapidKeys } from './vapid';

/**
 * Sending the queued pushes (issue 37), off the request that caused them: `runPushDeliveries`
 * claims due deliveries (FOR UPDATE SKIP LOCKED; safe with several instances), drops those whose
 * notification was read or seen in a tab meanwhile, and sends each one's payload (RFC 8291
 * aes128gcm, encrypted and VAPID-signed by the web-push library) to the device's push service.
 * 2xx: delivered. 404/410: the device is gone and removed. 429, 5xx, no answer: tried again after
 * 30 s, 2 min, 10 min, 1 h (or the Retry-After asked for), given up after 5 attempts. Another 4xx:
 * given up. It runs every few seconds (`startPushJob`) and at the moment a delivery falls due
 * (`kickPushDeliveries`, a timer in the instance that queued it).
 */

/** Tries one delivery gets at most. */
const MAX_ATTEMPTS = 5;
const DEFAULT_BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000];
/** A claim lasts this long: an instance that stopped mid-send leaves the delivery to the others after it. */
const CLAIM_MS = 60_000;
const BATCH = 50;
/** How long a push service may take to answer. */
const SEND_TIMEOUT_MS = 15_000;
/** How long a push service keeps a message for a device that is offline. */
const TTL_SECONDS = 24 * 3600;
/** The longest Retry-After honoured. */
const RETRY_AFTER_MAX_MS = 6 * 3600_000;

/** The waits before attempts 2, 3, 4 and 5: PUSH_BACKOFF_MS (comma-separated milliseconds, for tests) or the defaults. */
function backoff(env: NodeJS.ProcessEnv = process.env): number[] {
  const given = (env.PUSH_BACKOFF_MS?.trim() ?? '').split(',').filter((v) => v.trim() !== '').map(Number);
  return given.length > 0 && given.every((n) => Number.isInteger(n) && n >= 0) ? given : DEFAULT_BACKOFF_MS;
}

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), or null. */
function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  const trimmed = raw.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed) * 1000, RETRY_AFTER_MAX_MS);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.min(Math.max(0, at - now), RETRY_AFTER_MAX_MS);
}

interface SendResult {
  status: number | null;
  retryAfter: string | string[] | undefined;
}

/** POSTs one encrypted message; status null when no answer came (network error, timeout, refused address). */
function post(details: ReturnType<typeof webpush.generateRequestDetails>): Promise<SendResult> {
  return new Promise((resolve) => {
    const url = new URL(details.endpoint);
    const insecure = url.protocol === 'http:';
    // An origin PUSH_EXTRA_ENDPOINT_ORIGINS names may be a private address (a self-hosted push service).
    const lookup = isExtraOrigin(details.endpoint) ? undefined : publicOnlyLookup;
    const request = (insecure ? http : https).request(
      url,
      { method: details.method, headers: details.headers as http.OutgoingHttpHeaders, timeout: SEND_TIMEOUT_MS, ...(lookup ? { lookup } : {}) },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? null, retryAfter: res.headers['retry-after'] }));
        res.on('error', () => resolve({ status: res.statusCode ?? null, retryAfter: res.headers['retry-after'] }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service timeout')));
    request.on('error', () => resolve({ status: null, retryAfter: undefined }));
    request.end(details.body ?? undefined);
  });
}

const say = (locale: ClaimedDelivery['locale']) => ({ notifications: translator(locale, 'notifications'), common: translator(locale, 'common') });

/** The payloads of claimed deliveries, by notification id (sentences in each member's language). */
async function payloadsFor(claimed: ClaimedDelivery[]): Promise<Map<string, PushPayload>> {
  const ids = [...new Set(claimed.map((c) => c.notificationId))];
  const data = new Map((await presentNotifications(await rowsByIds(ids))).map((n) => [n.id, n]));
  const counts = await unreadCounts([...new Set(claimed.map((c) => c.uid))], COUNTED_TYPE);
  const out = new Map<string, PushPayload>();
  for (const c of claimed) {
    const n = data.get(c.notificationId);
    const key = `${c.notificationId}:${c.locale}`;
    if (!n || out.has(key)) continue;
    const t = say(c.locale);
    out.set(key, {
      title: SITE_NAME,
      body: notificationText(n, t.notifications, t.common),
      path: localizedPath(n.path || '/', c.locale),
      tag: n.nid,
      unread: counts.get(c.uid)?.count ?? 0,
    });
  }
  return out;
}

/** Sends one claimed delivery and records the outcome. */
async function deliver(c: ClaimedDelivery, payload: PushPayload | undefined): Promise<void> {
  if (c.stale || !payload) {
    await deleteDelivery(c.id);
    return;
  }
  if (!endpointAllowed(c.endpoint)) {
    await deleteSubscription(c.subscriptionId);
    return;
  }
  const keys = vapidKeys();
  const details = webpush.generateRequestDetails({ endpoint: c.endpoint, keys: { p256dh: c.p256dh, auth: c.auth } }, JSON.stringify(payload), {
    vapidDetails: keys,
    TTL: TTL_SECONDS,
    urgency: 'normal',
    // One push per notification kept by an offline device's push service: a newer one replaces it.
    topic: topicOf(payload.tag),
  });
  const { status, retryAfter } = await post(details);
  if (status !== null && status >= 200 && status < 300) {
    await markDelivered(c.id, c.subscriptionId);
  } else if (status === 404 || status === 410) {
    await deleteSubscription(c.subscriptionId);
  } else if (status === null || status === 429 || status >= 500) {
    const attempts = c.attempts + 1;
    if (attempts >= MAX_ATTEMPTS) {
      await giveUp(c.id, c.subscriptionId);
      return;
    }
    const waits = backoff();
    const wait = retryAfterMs(retryAfter) ?? waits[Math.min(attempts - 1, waits.length - 1)]!;
    const at = Date.now() + wait;
    await postpone(c.id, attempts, new Date(at));
    kickPushDeliveries(at);
  } else {
    await giveUp(c.id, c.subscriptionId);
  }
}

/** A Topic header (RFC 8030: at most 32 base64url characters) naming the notification: its key's digest. */
function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

/** One pass over the queue: every due delivery, in batches; answers how many were handled. */
async function runPushDeliveries(): Promise<number> {
  let handled = 0;
  for (;;) {
    const claimed = await claimDue(BATCH, CLAIM_MS);
    if (claimed.length === 0) break;
    const payloads = await payloadsFor(claimed.filter((c) => !c.stale));
    await Promise.all(
      claimed.map((c) =>
        deliver(c, payloads.get(`${c.notificationId}:${c.locale}`)).catch((err: unknown) => {
          console.error('[push] delivery failed', err);
        }),
      ),
    );
    handled += claimed.length;
  }
  return handled;
}

/* Running it: a timer at the next due time, and the periodic job --------------------------------- */

const STATE = Symbol.for('community.push.runner');
interface RunnerState {
  timer: NodeJS.Timeout | null;
  at: number;
  running: boolean;
  again: boolean;
}
type Holder = typeof globalThis & { [STATE]?: RunnerState };
const holder: Holder = globalThis;
const state = (): RunnerState => (holder[STATE] ??= { timer: null, at: Infinity, running: false, again: false });

/** Runs the queue now; a run already going runs once more after it. */
async function runNow(): Promise<void> {
  const s = state();
  if (s.running) {
    s.again = true;
    return;
  }
  s.running = true;
  try {
    do {
      s.again = false;
      await runPushDeliveries();
    } while (s.again);
    const next = await nextDue();
    // The periodic job takes what is further away.
    if (next !== null && next - Date.now() < 10 * 60_000) kickPushDeliveries(next);
  } finally {
    s.running = false;
  }
}

/** Makes this instance run the queue at `at` (unix ms; now when omitted), earlier than planned if need be. */
export function kickPushDeliveries(at: number = Date.now()): void {
  const s = state();
  if (s.timer && s.at <= at) return;
  if (s.timer) clearTimeout(s.timer);
  s.at = at;
  s.timer = setTimeout(
    () => {
      s.timer = null;
      s.at = Infinity;
      void runNow().catch((err: unknown) => console.error('[push] failed', err));
    },
    Math.max(0, at - Date.now()),
  );
  s.timer.unref();
}

/** Cancels this instance's timer (tests, shutdown). */
export function stopPushTimer(): void {
  const s = state();
  if (s.timer) clearTimeout(s.timer);
  s.timer = null;
  s.at = Infinity;
}

/** The periodic pass every 5 seconds (deliveries queued by other instances, retries far ahead, claims left by a stopped instance). */
export function startPushJob(): () => void {
  const stop = startPeriodicJob('push', () => runNow(), { intervalMs: 5_000, firstAfterMs: 5_000 });
  return () => {
    stop();
    stopPushTimer();
  };
}
