import { sql, type SQL } from 'drizzle-orm';
import { localeOr, type Locale } from '@/lib/i18n/locales';
import type { NotificationType } from '@/lib/notifications/types';
import { getDb } from '../db';

/**
 * Web Push data (issue 37): members' devices, the types they want pushed, the delivery queue and
 * the notifications' `seen_at`. The queue is claimed with FOR UPDATE SKIP LOCKED (as the upload
 * sweep does), so instances sharing the database never send one delivery twice.
 */

type Row = Record<string, unknown>;
const num = (v: unknown): number => Number(v);
const msOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : v instanceof Date ? v.getTime() : new Date(String(v)).getTime());

async function rows<T extends Row = Row>(query: SQL): Promise<T[]> {
  return (await getDb().execute(query)).rows as T[];
}

export interface DeviceRow {
  id: number;
  uid: number;
  label: string;
  createdAt: number;
  lastPushedAt: number | null;
}

const toDevice = (r: Row): DeviceRow => ({
  id: num(r.id),
  uid: num(r.uid),
  label: String(r.label ?? ''),
  createdAt: msOrNull(r.created_at) ?? 0,
  lastPushedAt: msOrNull(r.last_pushed_at),
});

/** The member's devices, newest first. */
export async function devicesOf(uid: number): Promise<DeviceRow[]> {
  const found = await rows(sql`SELECT id, uid, label, created_at, last_pushed_at FROM push_subscriptions WHERE uid = ${uid} ORDER BY created_at DESC, id DESC`);
  return found.map(toDevice);
}

/**
 * Registers a device by its endpoint: a new row, or the existing one (this member's, or another
 * member's that signed in on the same browser) moved to `uid` with the keys and name given.
 */
export async function upsertDevice(uid: number, d: { endpoint: string; p256dh: string; auth: string; label: string }): Promise<DeviceRow> {
  const [r] = await rows(sql`
    INSERT INTO push_subscriptions (uid, endpoint, p256dh, auth, label)
    VALUES (${uid}, ${d.endpoint}, ${d.p256dh}, ${d.auth}, ${d.label})
    ON CONFLICT (endpoint) DO UPDATE SET uid = excluded.uid, p256dh = excluded.p256dh, auth = excluded.auth,
      label = excluded.label, failures = 0,
      created_at = CASE WHEN push_subscriptions.uid = excluded.uid THEN push_subscriptions.created_at ELSE now() END,
      last_pushed_at = CASE WHEN push_subscriptions.uid = excluded.uid THEN push_subscriptions.last_pushed_at ELSE NULL END
    RETURNING id, uid, label, created_at, last_pushed_at`);
  return toDevice(r!);
}

/** Keeps the member's `keep` most recently used devices, removing the rest. */
export async function trimDevices(uid: number, keep: number): Promise<void> {
  await getDb().execute(sql`
    DELETE FROM push_subscriptions WHERE uid = ${uid} AND id NOT IN (
      SELECT id FROM push_subscriptions WHERE uid = ${uid}
      ORDER BY greatest(created_at, coalesce(last_pushed_at, created_at)) DESC, id DESC LIMIT ${keep})`);
}

/** Removes one of the member's devices; false when they have no such device. */
export async function deleteDevice(uid: number, id: number): Promise<boolean> {
  return (await rows(sql`DELETE FROM push_subscriptions WHERE id = ${id} AND uid = ${uid} RETURNING id`)).length > 0;
}

/** The member's chosen types, or null when they never chose. */
export async function pushTypesOf(uid: number): Promise<string[] | null> {
  const [r] = await rows(sql`SELECT types FROM push_preferences WHERE uid = ${uid}`);
  return r ? ((r.types as string[] | null) ?? []) : null;
}

export async function savePushTypes(uid: number, types: NotificationType[]): Promise<void> {
  await getDb().execute(sql`
    INSERT INTO push_preferences (uid, types, updated_at) VALUES (${uid}, ${toTextArray(types)}, now())
    ON CONFLICT (uid) DO UPDATE SET types = excluded.types, updated_at = excluded.updated_at`);
}

const toTextArray = (values: readonly string[]): SQL =>
  values.length === 0 ? sql`'{}'::text[]` : sql`ARRAY[${sql.join(values.map((v) => sql`${v}::text`), sql`, `)}]::text[]`;

/* The queue ------------------------------------------------------------------------------------ */

/**
 * Queues a push of each notification to each device of its member who wants its type pushed
 * (`defaults` when they never chose), not before `notBefore`. A notification already queued for a
 * device (bumped by a new actor) waits again from now. Answers how many were queued.
 */
export async function enqueueDeliveries(notificationIds: number[], defaults: readonly string[], notBefore: Date): Promise<number> {
  if (notificationIds.length === 0) return 0;
  const queued = await rows(sql`
    INSERT INTO push_deliveries (subscription_id, notification_id, not_before)
    SELECT s.id, n.id, ${notBefore}::timestamptz
    FROM notifications n
    JOIN push_subscriptions s ON s.uid = n.uid
    LEFT JOIN push_preferences p ON p.uid = n.uid
    WHERE n.id IN ${notificationIds} AND NOT n.read
      AND n.type = ANY(coalesce(p.types, ${toTextArray(defaults)}))
    ON CONFLICT (subscription_id, notification_id) DO UPDATE SET not_before = excluded.not_before, attempts = 0, claimed_until = NULL
    RETURNING id`);
  return queued.length;
}

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery {
  id: number;
  attempts: number;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  notificationId: number;
  uid: number;
  /** Read, or seen in a tab since it last changed: dropped, not pushed. */
  stale: boolean;
  locale: Locale;
}

/**
 * Claims up to `limit` due deliveries for `holdMs` (another instance skips rows this one locked,
 * and takes over a claim left by an instance that stopped once it has expired).
 */
export async function claimDue(limit: number, holdMs: number): Promise<ClaimedDelivery[]> {
  const found = await rows(sql`
    WITH due AS (
      SELECT id FROM push_deliveries
      WHERE not_before <= now() AND (claimed_until IS NULL OR claimed_until < now())
      ORDER BY not_before, id LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ), claimed AS (
      UPDATE push_deliveries d SET claimed_until = now() + ${holdMs} * interval '1 millisecond'
      FROM due WHERE d.id = due.id
      RETURNING d.id, d.attempts, d.subscription_id, d.notification_id
    )
    SELECT c.id, c.attempts, c.subscription_id, c.notification_id, s.endpoint, s.p256dh, s.auth, n.uid,
           (n.read OR (n.seen_at IS NOT NULL AND n.seen_at >= n.datetime)) AS stale,
           u.settings->>'language' AS language
    FROM claimed c
    JOIN push_subscriptions s ON s.id = c.subscription_id
    JOIN notifications n ON n.id = c.notification_id
    JOIN users u ON u.uid = n.uid
    ORDER BY c.id`);
  return found.map((r) => ({
    id: num(r.id),
    attempts: num(r.attempts),
    subscriptionId: num(r.subscription_id),
    endpoint: String(r.endpoint),
    p256dh: String(r.p256dh),
    auth: String(r.auth),
    notificationId: num(r.notification_id),
    uid: num(r.uid),
    stale: r.stale === true,
    locale: localeOr(r.language),
  }));
}

/** The earliest time a queued delivery is due, or null when the queue is empty. */
export async function nextDue(): Promise<number | null> {
  const [r] = await rows(sql`SELECT min(greatest(not_before, coalesce(claimed_until, not_before))) AS at FROM push_deliveries`);
  return msOrNull(r?.at ?? null);
}

export async function deleteDelivery(id: number): Promise<void> {
  await getDb().execute(sql`DELETE FROM push_deliveries WHERE id = ${id}`);
}

/** A delivery that went out: gone from the queue, the device's last push now, its failures reset. */
export async function markDelivered(id: number, subscriptionId: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM push_deliveries WHERE id = ${id}`);
    await tx.execute(sql`UPDATE push_subscriptions SET last_pushed_at = now(), failures = 0 WHERE id = ${subscriptionId}`);
  });
}

/** A delivery to try again at `at` (its attempts counted). */
export async function postpone(id: number, attempts: number, at: Date): Promise<void> {
  await getDb().execute(sql`UPDATE push_deliveries SET attempts = ${attempts}, not_before = ${at}::timestamptz, claimed_until = NULL WHERE id = ${id}`);
}

/** Deliveries given up on in a row after which a device is removed. */
const FAILURES_MAX = 10;

/** A delivery given up on: gone from the queue, its device's failures counted (and the device removed at `FAILURES_MAX`). */
export async function giveUp(id: number, subscriptionId: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM push_deliveries WHERE id = ${id}`);
    await tx.execute(sql`UPDATE push_subscriptions SET failures = failures + 1 WHERE id = ${subscriptionId}`);
    // A device refused this many times in a row (keys changed, a push service that never takes it) is dropped.
    await tx.execute(sql`DELETE FROM push_subscriptions WHERE id = ${subscriptionId} AND failures >= ${FAILURES_MAX}`);
  });
}

/** A device its push service says is gone (404, 410): removed with its queued deliveries. */
export async function deleteSubscription(id: number): Promise<void> {
  await getDb().execute(sql`DELETE FROM push_subscriptions WHERE id = ${id}`);
}

/* Seen in an open tab -------------------------------------------------------------------------- */

/** Marks the member's notifications among `ids` seen now; answers how many. */
export async function markSeen(uid: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  return (await rows(sql`UPDATE notifications SET seen_at = now() WHERE uid = ${uid} AND id IN ${ids} RETURNING id`)).length;
}
