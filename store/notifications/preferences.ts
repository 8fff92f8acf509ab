import type { PreferencesBody } from '@/lib/notifications/schemas';
import * as api from '@/services/notifications';
import { createApiThunk } from '../thunks';

/**
 * The member's notification preferences (R3.10): per-type modes, the e-mail digest, muted topics
 * and blocked members. The settings section keeps what it shows; these calls handle failures the
 * one way (a toast, monitoring) and answer the server's state.
 */

export const loadNotificationPreferences = createApiThunk('notifications/preferences/load', async () => {
  const [preferences, blocks] = await Promise.all([api.fetchNotificationPreferences(), api.fetchBlockedMembers()]);
  return { preferences, blocked: blocks.users };
});

export const saveNotificationPreferences = createApiThunk(
  'notifications/preferences/save',
  (body: Pick<PreferencesBody, 'types' | 'digest'>) => api.saveNotificationPreferences(body),
);

export const setTopicMuted = createApiThunk('notifications/topicMuted', async ({ tid, muted }: { tid: number; muted: boolean }) => {
  await api.setTopicMuted(tid, muted);
  return { tid, muted };
});

export const setMemberBlocked = createApiThunk('notifications/memberBlocked', async ({ uid, blocked }: { uid: number; blocked: boolean }) => {
  await api.setMemberBlocked(uid, blocked);
  return { uid, blocked };
});
