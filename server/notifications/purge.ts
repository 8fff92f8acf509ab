import dayjs from 'dayjs';
import { withAdvisoryLock } from '../db/advisoryLock';
import { deleteNotificationsBefore, deleteOutboxBefore } from './repository';

/**
 * Forgetting old notifications (DECISIONS.md "Notifications"): read notifications are kept 90
 * days after their last activity (`datetime`), unread ones a year, and the administrators' mail
 * outbox 30 days. Run by the hourly sweep (server/discussions/sweep.ts) on every instance: one run
 * at a time holds a PostgreSQL advisory lock and the others skip that hour; each DELETE takes rows
 * by their age alone, so a run repeated or cut short is harmless. A run deletes in batches, at
 * most `PURGE_BATCHES_PER_RUN` of each kind (the next hour takes the rest).
 */

export const NOTIFICATION_RETENTION_DAYS = {
  /** Read notifications, after their last activity. */
  read: 90,
  /** Unread notifications, after their last activity. */
  unread: 365,
  /** Stored mail (`email_outbox`), after it was written. */
  outbox: 30,
} as const;

const PURGE_BATCH = 5000;
const PURGE_BATCHES_PER_RUN = 20;

export interface PurgeResult {
  read: number;
  unread: number;
  outbox: number;
}

async function inBatches(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let i = 0; i < PURGE_BATCHES_PER_RUN; i += 1) {
    const n = await step();
    total += n;
    if (n < PURGE_BATCH) break;
  }
  return total;
}

/** One run without the lock: what is past its retention at `now` is deleted. */
async function purgeOldNotificationsOnce(now: Date = new Date()): Promise<PurgeResult> {
  const before = (days: number) => dayjs(now).subtract(days, 'day').toDate();
  const read = await inBatches(() => deleteNotificationsBefore(true, before(NOTIFICATION_RETENTION_DAYS.read), PURGE_BATCH));
  const unread = await inBatches(() => deleteNotificationsBefore(false, before(NOTIFICATION_RETENTION_DAYS.unread), PURGE_BATCH));
  const outbox = await inBatches(() => deleteOutboxBefore(before(NOTIFICATION_RETENTION_DAYS.outbox), PURGE_BATCH));
  return { read, unread, outbox };
}

/** The advisory lock one purge run holds (server/db/advisoryLock.ts). */
export const PURGE_LOCK = 'notifications-purge';

/** One run if no other instance is running one; null when another holds the lock. */
export function purgeOldNotifications(now: Date = new Date()): Promise<PurgeResult | null> {
  return withAdvisoryLock(PURGE_LOCK, () => purgeOldNotificationsOnce(now));
}
