import { DEFAULT_MODE, NOTIFICATION_TYPES, type NotificationActor, type NotificationData, type NotificationPreferences } from '@/lib/notifications/types';

/** Notifications as their calls answer them (R3.10): two actors, a notification, the preferences. */

export const priyaActor: NotificationActor = { uid: 2, username: 'priya', userslug: 'priya', fullname: 'Priya Raman', picture: '/avatars/priya.svg' };
export const jonasActor: NotificationActor = { uid: 3, username: 'jonas', userslug: 'jonas', fullname: '', picture: '' };

/** A notification as `GET /api/notifications` lists it: Priya's unread reply in topic `40 + id`, unless `overrides` says otherwise. */
export function buildNotification(overrides: Partial<NotificationData> = {}): NotificationData {
  const id = overrides.id ?? 1;
  return {
    id,
    nid: `new-reply:${100 + id}`,
    type: 'new-reply',
    datetime: Date.UTC(2026, 10, 20, 12, 0) + id * 60_000,
    read: false,
    actors: [priyaActor],
    actorCount: 1,
    object: { type: 'topic', id: 40 + id, title: `Question ${id}` },
    path: `/posts/${40 + id}/question-${id}#post-${100 + id}`,
    title: `Question ${id}`,
    bodyShort: `Priya Raman replied to you in "Question ${id}"`,
    count: 1,
    ...overrides,
  };
}

/** A member's preferences as `GET /api/notifications/settings` answers them: every kind at its default, no digest, nothing muted. */
export function buildPreferences(overrides: Partial<NotificationPreferences> = {}): NotificationPreferences {
  return {
    types: Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, DEFAULT_MODE])) as NotificationPreferences['types'],
    digest: 'off',
    mutedTopics: [],
    mutedTopicList: [],
    ...overrides,
  };
}
