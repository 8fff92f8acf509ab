import { awardCredits } from '../rewards/service';
import { awardBadge } from '../users/service';
import { getConfig } from '../config';
import { withAdvisoryLock } from '../db/advisoryLock';
import { markEnded, markLive, unrewardedHosts } from './engagementRepository';
import { moveEndedQa } from './qaTransfer';
import { emitLifecycle } from './realtime';
import { sendReminders } from './reminders';
import { tellStartingNow } from './startingNow';
import { startPeriodicJob } from '../jobs/periodic';

/**
 * The events jobs of the app process, every two minutes (EVENT_JOBS_INTERVAL_SECONDS):
 * - lifecycle: published events whose start has passed are stored `live`, those whose end has
 *   passed `ended` (reads compute the same from the clock, lib/events/rules.ts eventLifecycle; the
 *   stored value lets SQL filters and the credits below agree with them), and viewers of the event
 *   page are told; the seat holders of newly live events hear it is starting now (`event-live`,
 *   ./startingNow.ts), and ended events' live Q&A moves into their topics (./qaTransfer.ts; issue 36);
 * - credits and badges: the hosts of an event that ended with participants get the `event-hosted`
 *   credits (ref `event:{id}`, paid once by the ledger's unique index) and the
 *   `first-event-hosted` badge (idempotent);
 * - reminders (./reminders.ts).
 * Several instances may run it: one run at a time holds a PostgreSQL advisory lock (on a connection
 * of its own, so a crashed runner's closed connection frees it), the others skip that tick, and
 * every step is safe to repeat.
 */

/** Ended events whose hosts are still to be credited are looked for among those this recent. */
const REWARD_WINDOW_DAYS = 14;

export interface EventJobsResult {
  live: number[];
  ended: number[];
  rewarded: number;
  reminders: number;
  /** Seat holders told an event is starting now. */
  startingNow: number;
  /** Ended events whose Q&A queue moved into their topic in this run. */
  qaMoved: number[];
}

async function rewardHosts(now: Date): Promise<number> {
  let rewarded = 0;
  for (const { eventId, uid } of await unrewardedHosts(now, REWARD_WINDOW_DAYS)) {
    if (await awardCredits(uid, 'event-hosted', `event:${eventId}`)) rewarded += 1;
    await awardBadge(uid, 'first-event-hosted');
  }
  return rewarded;
}

/** One run of every step, without the lock (tests and the demo call it with their own clock). */
export async function runEventJobsOnce(now: Date = new Date()): Promise<EventJobsResult> {
  const ended = await markEnded(now);
  const live = await markLive(now);
  const rewarded = await rewardHosts(now);
  const reminders = await sendReminders(now);
  for (const id of live) emitLifecycle(id, 'live');
  for (const id of ended) emitLifecycle(id, 'ended');
  const startingNow = await tellStartingNow(live, now);
  const qaMoved = await moveEndedQa(now);
  return { live, ended, rewarded, reminders, startingNow, qaMoved };
}

/** One run if no other instance is running one: null when the lock was taken. */
export function runEventJobs(now: Date = new Date()): Promise<EventJobsResult | null> {
  return withAdvisoryLock('events-jobs', () => runEventJobsOnce(now));
}

/**
 * Runs the jobs every `intervalMs` (EVENT_JOBS_INTERVAL_SECONDS, two minutes by default; the first
 * soon after start); answers the function that stops them.
 */
export function startEventJobs(intervalMs = getConfig().eventJobsIntervalSeconds * 1000): () => void {
  return startPeriodicJob('events', () => runEventJobs(), { intervalMs, firstAfterMs: Math.min(intervalMs, 15_000) });
}
