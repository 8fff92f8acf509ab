import { userRoom } from '@/lib/realtime/events';
import { COUNTED_TYPE } from '@/lib/notifications/types';
import { getIo } from '../realtime/io';
import { presentNotifications } from './present';
import { rowsByIds, unreadCounts, type Touched } from './repository';

/**
 * Pushing notifications (R7.6): after a notification is written (its transaction committed)
 * every socket of its member, on every app instance (the PostgreSQL adapter), hears
 * `event:new_notification` with the `NotificationData` and `event:notifications.updateCount` with
 * the member's unread count of the counted type (`new-reply`, spec section 9); marking read sends
 * the new count too. Without a socket.io server (tests, tools) nothing is sent; a failure here
 * never fails the writer.
 */

/** Tells each touched row's member of it, then of their new count. */
export async function pushNotifications(touched: Touched[]): Promise<void> {
  const io = getIo();
  if (!io || touched.length === 0) return;
  try {
    const data = await presentNotifications(await rowsByIds(touched.map((t) => t.id)));
    const owner = new Map(touched.map((t) => [t.id, t.uid]));
    for (const n of data) {
      const uid = owner.get(n.id);
      if (uid !== undefined) io.to(userRoom(uid)).emit('event:new_notification', { ...n });
    }
    await pushCounts([...new Set(touched.map((t) => t.uid))]);
  } catch (err) {
    console.error('[notifications] push failed', err);
  }
}

/** Sends each member's unread count of the counted type to their sockets. */
export async function pushCounts(uids: number[]): Promise<void> {
  const io = getIo();
  if (!io || uids.length === 0) return;
  try {
    const counts = await unreadCounts(uids, COUNTED_TYPE);
    for (const [uid, { count }] of counts) io.to(userRoom(uid)).emit('event:notifications.updateCount', count);
  } catch (err) {
    console.error('[notifications] count push failed', err);
  }
}

