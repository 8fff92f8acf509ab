import { pushNotifications } from '../notifications/push';
import { insertReminders } from './engagementRepository';

/**
 * Reminders (DECISIONS.md "Content": events you registered for starting soon): each member
 * registered for a published event (seat or waitlist) gets one `event-reminder` notification row
 * when the event starts within the hour. The row's `nid` (`event-reminder:{id}:{start}`) is unique
 * per member, so running this often, or on several instances, writes it once; an event moved to
 * another time reminds again, grouped with the first by `merge_id` (`event-reminder:{id}`). The notifications
 * capability (server/notifications) lists and counts these rows and leaves out members who turned
 * reminders off; the member's open sockets are told at once (server/notifications/push.ts).
 */

/** How long before the start a registrant is reminded. */
const REMINDER_WINDOW_MS = 60 * 60 * 1000;

/** One pass: writes the reminders now due; answers how many were written. */
export async function sendReminders(now: Date = new Date()): Promise<number> {
  const written = await insertReminders(now, REMINDER_WINDOW_MS);
  await pushNotifications(written);
  return written.length;
}
