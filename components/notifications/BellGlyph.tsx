import type { MessageKey } from '@/lib/i18n/catalogues';
import type { MessageValues } from '@/lib/i18n/said';

/** The bell's drawing (decorative; the button carries the name). */
export function BellGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The bell button's accessible name, said by `t` (the notifications messages): "Notifications, 3 unread". */
export function bellLabel(t: (key: MessageKey<'notifications'>, values?: MessageValues) => string, count: number, otherUnread = false): string {
  if (count > 0) return t('bell.unread', { count });
  return otherUnread ? t('bell.newActivity') : t('title');
}
