import { purgeOldRoomMessages } from '../chat/retention';
import { purgeEventViews } from '../events/repository';
import { sendDueDigests } from '../notifications/digest';
import { purgeOldNotifications, type PurgeResult } from '../notifications/purge';
import { purgeOldSearches } from '../search/global/log';
import { purgeTopicViews } from './queries';
import { sweepUnusedUploads } from './uploads';
import { VIEW_WINDOW_SECONDS } from './views';
import { startPeriodicJob } from '../jobs/periodic';
import { HOUR_MS } from '@/lib/time';

/**
 * The hourly housekeeping of discussions (hardening 10 and 11): uploads that no post used within a
 * day are removed, topic and event views older than the counting window are forgotten, and so are
 * days of the search log past its window, the notification digests now due are sent
 * (server/notifications/digest.ts), and notifications and stored mail past their retention are
 * deleted (server/notifications/purge.ts), and so are chat rooms' messages past their retention
 * (server/chat/retention.ts). Every instance runs it; every step is safe to run concurrently.
 */


/** One run (the timer's work; tests call it with their own clock). */
export async function runSweep(
  now: Date = new Date(),
): Promise<{ uploads: number; views: number; eventViews: number; searches: number; digests: number; notifications: PurgeResult | null; chatMessages: number }> {
  const uploads = await sweepUnusedUploads({ now });
  const views = await purgeTopicViews(VIEW_WINDOW_SECONDS, now);
  const eventViews = await purgeEventViews(VIEW_WINDOW_SECONDS, now);
  const searches = await purgeOldSearches();
  const digests = await sendDueDigests(now);
  const notifications = await purgeOldNotifications(now);
  const chatMessages = await purgeOldRoomMessages(now);
  return { uploads, views, eventViews, searches, digests, notifications, chatMessages };
}

/** Runs the sweep every hour (the first a minute after start); answers the function that stops it. */
export function startHourlySweep(): () => void {
  return startPeriodicJob('sweep', () => runSweep(), { intervalMs: HOUR_MS, firstAfterMs: 60 * 1000 });
}
