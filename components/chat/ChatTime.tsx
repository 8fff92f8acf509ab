import { useNow } from '@/lib/react/renderClock';
import { useDateFormats } from '@/lib/react/useDateFormats';

/**
 * When a message was sent or a room was last active: relative for the last week, otherwise the
 * day, the date and time as a tooltip, from the one date formatter (lib/dates.ts), which loads
 * after the page's first render (lib/react/useDateFormats.ts).
 */
export function ChatTime({ timestamp, className }: { timestamp: number; className?: string }) {
  const now = useNow();
  const dates = useDateFormats()?.dates;
  return (
    <time className={className} dateTime={dates?.isoDay(timestamp)} title={dates?.formatDateTime(timestamp)} suppressHydrationWarning>
      {dates?.formatPostDate(timestamp, now) ?? ''}
    </time>
  );
}
