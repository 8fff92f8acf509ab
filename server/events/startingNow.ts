import { pushNotifications } from '../notifications/push';
import { insertLiveNotices } from './liveRepository';

/**
 * "Starting now" (issue 36): when an event goes live, by the clock (the lifecycle job's newly live
 * events) or by a host's early start, its seat holders (participants, not the waitlisted, not its
 * hosts) get an `event-live` notification linking to the event page, once per event (its `nid`
 * is `event-live:{id}`), and their open pages hear of it. Never throws: a failed notice must not
 * fail the job or the host's request. Answers how many were written.
 */
export async function tellStartingNow(eventIds: number[], now = new Date()): Promise<number> {
  if (eventIds.length === 0) return 0;
  try {
    const written = await insertLiveNotices(eventIds, now);
    await pushNotifications(written);
    return written.length;
  } catch (err) {
    console.error('[events] telling seat holders an event is starting failed', err);
    return 0;
  }
}
