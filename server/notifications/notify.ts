import { pushNotifications } from './push';
import { writeNotice, type NoticeWrite, type Touched } from './repository';

/**
 * `notify()`: the one way a capability tells members of something (DECISIONS.md "Notifications").
 * Call it after the write's transaction committed. It stores one row per recipient and grouping
 * key (`nid`: "Priya and 3 others upvoted your post" is one row; a new actor joins the group,
 * bumps its datetime and makes it unread again; the same actor again changes nothing), never for
 * the actor themself, a member who blocked the actor, a topic the member muted or a type the
 * member turned off, then tells the members' sockets on every instance. It never throws: a failed
 * notification must not fail the action that caused it.
 */
export async function notify(notice: NoticeWrite): Promise<Touched[]> {
  try {
    const touched = await writeNotice(notice);
    await pushNotifications(touched);
    return touched;
  } catch (err) {
    console.error(`[notifications] ${notice.type} failed`, err);
    return [];
  }
}

export type { NoticeWrite };
