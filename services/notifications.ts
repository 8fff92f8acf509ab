import type { PreferencesBody } from '@/lib/notifications/schemas';
import type {
  BlockedMember,
  NotificationCounts,
  NotificationFilter,
  NotificationList,
  NotificationPreferences,
} from '@/lib/notifications/types';
import { get, send } from './http';

/**
 * The member's notifications (R3.10, docs/API.md "Notifications"): one thin typed function per
 * call; shapes are lib/notifications/types.ts. Writes carry the csrf token like every write.
 */

export type { BlockedMember, NotificationCounts, NotificationList, NotificationPreferences };

/** One page of the member's notifications, newest first (20 a page). */
export const fetchNotifications = (filter: NotificationFilter, page: number) =>
  get<NotificationList>('/api/notifications', { filter, page });

/** The unread counts: `count` (new replies, the badge) and `total` (every unread one). */
export const fetchNotificationCounts = () => get<NotificationCounts>('/api/notifications/count');

/** Marks one read (`read: true`) or unread again; answers the counts. */
export const setNotificationRead = (id: number, read: boolean) =>
  send<NotificationCounts>(read ? 'put' : 'delete', `/api/v3/notifications/${id}/read`);

/** Marks every notification read. */
export const markAllNotificationsRead = () => send<NotificationCounts>('put', '/api/v3/notifications/read');

export const fetchNotificationPreferences = () => get<NotificationPreferences>('/api/notifications/settings');

/** Changes some types' modes and/or the digest; answers every preference. */
export const saveNotificationPreferences = (body: Pick<PreferencesBody, 'types' | 'digest'>) =>
  send<NotificationPreferences>('put', '/api/v3/notifications/settings', body);

/** Mutes (`muted: true`) or unmutes a topic. */
export const setTopicMuted = (tid: number, muted: boolean) =>
  send<Record<string, never>>(muted ? 'put' : 'delete', `/api/v3/topics/${tid}/ignore`);

export const fetchBlockedMembers = () => get<{ users: BlockedMember[] }>('/api/notifications/blocks');

/** Blocks (`blocked: true`) or unblocks a member. */
export const setMemberBlocked = (uid: number, blocked: boolean) =>
  send<Record<string, never>>(blocked ? 'put' : 'delete', `/api/v3/users/${uid}/block`);
