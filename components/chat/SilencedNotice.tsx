import type { ChatSilenceEnd } from '@/lib/chat/types';
import { useT } from '@/lib/i18n/useT';
import { useDateFormats } from '@/lib/react/useDateFormats';
import styles from './MessageActions.module.css';

/**
 * In place of the composer while the member is silenced in the room (issue 36): until when (the
 * date and time in the member's language), or until a moderator lifts it. They still read the room.
 */
export function SilencedNotice({ silence }: { silence: ChatSilenceEnd }) {
  const t = useT('chat');
  const dates = useDateFormats()?.dates;
  const until = silence.until;
  return (
    <p className={styles.notice} role="status">
      {until === null ? t('silence.notice.lifted') : t('silence.notice.until', { time: dates?.formatDateTime(until) ?? new Date(until).toISOString() })}
    </p>
  );
}
