import { enqueuePush } from '../push/queue';
import { pushCounts, pushNotifications } from './push';
import { deleteByNid, withdrawActor, writeNotice, type NoticeWrite, type Touched } from './repository';

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
    await enqueuePush(touched); // Web Push to the members' devices, after a grace period (issue 37)
    return touched;
  } catch (err) {
    console.error(`[notifications] ${notice.type} failed`, err);
    return [];
  }
}

/**
 * `withdraw()`: the undoing of an action that notified (DECISIONS.md "Notifications"). With an
 * actor, that actor leaves the group under `nid` ("Priya and 3 others" becomes "Jonas and 2 others"; a row
 * with nobody left is deleted); without one, every row under `nid` is deleted. The members whose
 * rows changed hear their count again (their clients then refresh the list through
 * `notifications.get`). Never throws.
 */
export async function withdraw(nid: string, actor: number | null): Promise<Touched[]> {
  try {
    const touched = actor === null ? await deleteByNid(nid) : await withdrawActor(nid, actor).then((w) => [...w.changed, ...w.removed]);
    await pushCounts([...new Set(touched.map((t) => t.uid))]);
    return touched;
  } catch (err) {
    console.error(`[notifications] withdrawing ${nid} failed`, err);
    return [];
  }
}

export type { NoticeWrite };
