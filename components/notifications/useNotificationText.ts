import { useCallback } from 'react';
import { useT } from '@/lib/i18n/useT';
import { notificationText, type SentenceParts } from '@/lib/notifications/text';

/** A notification's sentence in the page's language (lib/notifications/text.ts). */
export function useNotificationText(): (notification: SentenceParts) => string {
  const t = useT('notifications');
  const names = useT('common');
  return useCallback((notification: SentenceParts) => notificationText(notification, t, names), [t, names]);
}
