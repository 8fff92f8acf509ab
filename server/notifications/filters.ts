import { sql, type SQL } from 'drizzle-orm';
import type { NotificationType } from '@/lib/notifications/types';

/**
 * The one rule of who hears of something (DECISIONS.md "Notifications"), as a SQL condition on a
 * recipient's uid, for the writers that choose recipients in one statement (reminders, cancelled
 * events) as well as `notify()`: not the actor themself, not a member who blocked the actor, not
 * about a topic the member muted, not a type the member turned `off`. A member who never chose
 * a mode for `new-reply`, `upvote` or `event-reminder` but turned the older settings switch of
 * that kind off (`notifyOnReply`, `notifyOnUpvote`, `notifyOnEventReminder`) has it `off`: the
 * stored switches keep working, and a mode chosen since wins. No database access here: only the
 * condition.
 */

/** The older settings switch of a type (users.settings), read where the member has not chosen a mode. */
export const SETTINGS_SWITCH: Partial<Record<NotificationType, string>> = {
  'new-reply': 'notifyOnReply',
  upvote: 'notifyOnUpvote',
  'event-reminder': 'notifyOnEventReminder',
};

export function noticeWanted(uid: SQL, type: NotificationType, actor: number | null = null, tid: number | null = null): SQL {
  const conditions: SQL[] = [
    sql`NOT EXISTS (SELECT 1 FROM notification_preferences np WHERE np.uid = ${uid} AND np.type = ${type}::text AND np.mode = 'off')`,
  ];
  const setting = SETTINGS_SWITCH[type];
  if (setting) {
    conditions.push(sql`NOT (
      EXISTS (SELECT 1 FROM users su WHERE su.uid = ${uid} AND su.settings ->> ${setting}::text = 'false')
      AND NOT EXISTS (SELECT 1 FROM notification_preferences sp WHERE sp.uid = ${uid} AND sp.type = ${type}::text))`);
  }
  if (actor !== null) {
    conditions.push(sql`${uid} <> ${actor}::integer`);
    conditions.push(sql`NOT EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.uid = ${uid} AND ub.blocked_uid = ${actor}::integer)`);
  }
  if (tid !== null) {
    conditions.push(sql`NOT EXISTS (SELECT 1 FROM topic_mutes tm WHERE tm.tid = ${tid}::integer AND tm.uid = ${uid})`);
  }
  return sql.join(conditions, sql` AND `);
}
