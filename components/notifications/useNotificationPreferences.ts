import { useCallback, useEffect, useState } from 'react';
import { useSubmit } from '@/components/ui';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { displayName } from '@/lib/names';
import type { BlockedMember, DigestFrequency, MutedTopic, NotificationMode, NotificationPreferences, NotificationType } from '@/lib/notifications/types';
import { useAppDispatch } from '@/store/hooks';
import { loadNotificationPreferences, saveNotificationPreferences, setMemberBlocked, setTopicMuted } from '@/store/notifications/preferences';

/** A muted topic's name in the list: its title, or a note for one deleted since (said by `t`). */
export const mutedTitle = (topic: MutedTopic, t: (key: MessageKey<'notifications'>) => string) => topic.title || t('settings.deletedTopic');

type Loaded = { preferences: NotificationPreferences; blocked: BlockedMember[] };

/**
 * The member's notification settings as the settings page holds them: loaded once (with a retry
 * after a failure), each change saved at once through the notification thunks (`useSubmit`: one
 * at a time) and said in `status`.
 */
export function useNotificationPreferences() {
  const t = useT('notifications');
  const dispatch = useAppDispatch();
  const [state, setState] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<{ message: string; code: number } | null>(null);
  const [status, setStatus] = useState('');
  const saving = useSubmit();

  const fetchAll = useCallback(() => {
    dispatch(loadNotificationPreferences())
      .unwrap()
      .then(setState)
      .catch((error: { message?: string; code?: number }) => setFailed({ message: error.message ?? t('settings.wrong'), code: error.code ?? 500 }));
  }, [dispatch, t]);
  useEffect(fetchAll, [fetchAll]);
  const retry = () => {
    setFailed(null);
    fetchAll();
  };

  async function save(work: () => Promise<Partial<Loaded>>, done: string) {
    setStatus(t('status.saving'));
    const saved = await saving.run(async () => {
      const next = await work();
      setState((current) => (current ? { ...current, ...next } : current));
    });
    setStatus(saved ? done : t('status.notSaved'));
  }

  const preferences = state?.preferences;
  const blocked = state?.blocked ?? [];
  const changes = {
    saveType: (type: NotificationType, mode: NotificationMode) =>
      save(async () => ({ preferences: await dispatch(saveNotificationPreferences({ types: { [type]: mode } })).unwrap() }), t('status.saved')),
    saveDigest: (digest: DigestFrequency) => save(async () => ({ preferences: await dispatch(saveNotificationPreferences({ digest })).unwrap() }), t('status.saved')),
    unmute: (topic: MutedTopic) =>
      save(async () => {
        await dispatch(setTopicMuted({ tid: topic.tid, muted: false })).unwrap();
        if (!preferences) return {};
        return {
          preferences: {
            ...preferences,
            mutedTopics: preferences.mutedTopics.filter((t) => t !== topic.tid),
            mutedTopicList: preferences.mutedTopicList.filter((t) => t.tid !== topic.tid),
          },
        };
      }, t('status.unmuted', { title: mutedTitle(topic, t) })),
    unblock: (member: BlockedMember) =>
      save(async () => {
        await dispatch(setMemberBlocked({ uid: member.uid, blocked: false })).unwrap();
        return { blocked: blocked.filter((m) => m.uid !== member.uid) };
      }, t('status.unblocked', { name: displayName(member) })),
  };

  return { state, failed, retry, status, busy: saving.busy, ...changes };
}
