import { notificationText } from '@/lib/notifications/text';
import { badgeName } from '@/lib/users/badges';
import { translator } from '../i18n/catalogues';
import { isNotificationType, NOTIFICATION_LIMITS, type NotificationActor, type NotificationData, type NotificationObjectType } from '@/lib/notifications/types';
import { visibleFullname } from '@/lib/users/rules';
import { actorsOf, type MemberRow, type NotificationRow } from './repository';

/**
 * Rows to `NotificationData` for a list at once: one actors lookup for the whole list (the latest
 * few of each, with each one's count), never one per notification. A row of a type this version
 * does not know is left out.
 */

const OBJECT_TYPES = new Set<NotificationObjectType>(['topic', 'post', 'event', 'project', 'badge', 'user', 'chat']);

export function presentMember(m: MemberRow): NotificationActor {
  return {
    uid: m.uid,
    username: m.username,
    userslug: m.userslug,
    fullname: visibleFullname(m.fullname, { showfullname: m.showFullname }, false),
    picture: m.picture,
  };
}

/** `bodyShort` and an object's title are English (the API's language); the app and the digest say the sentence in their reader's. */
const english = { notifications: translator('en', 'notifications'), common: translator('en', 'common') };

export async function presentNotifications(list: NotificationRow[]): Promise<NotificationData[]> {
  const known = list.filter((r) => isNotificationType(r.type));
  const actors = await actorsOf(
    known.map((r) => r.id),
    NOTIFICATION_LIMITS.actorsShown,
  );
  const byId = new Map<number, { shown: NotificationActor[]; total: number }>();
  for (const a of actors) {
    const entry = byId.get(a.notificationId) ?? { shown: [], total: a.total };
    entry.shown.push(presentMember(a));
    byId.set(a.notificationId, entry);
  }
  return known.map((r) => {
    const type = r.type as NotificationData['type'];
    const group = byId.get(r.id) ?? { shown: [], total: 0 };
    const title = r.bodyShort;
    const objectType = r.objectType as NotificationObjectType | null;
    return {
      id: r.id,
      nid: r.nid,
      type,
      datetime: r.datetime,
      read: r.read,
      actors: group.shown,
      actorCount: group.total,
      object:
        objectType && OBJECT_TYPES.has(objectType) && r.objectId !== null
          ? { type: objectType, id: r.objectId, title: type === 'badge-awarded' ? badgeName(title, english.common) : title }
          : null,
      path: r.path,
      title,
      bodyShort: notificationText({ type, actors: group.shown, actorCount: group.total, title }, english.notifications, english.common, { isolate: false }),
      count: r.count,
    };
  });
}
