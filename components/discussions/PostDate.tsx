import { formatDateTime, formatPostDate, isoDay } from '@/lib/dates';
import { useNow } from '@/lib/react/renderClock';

/**
 * When a post was written: relative for the last week, otherwise the day, with the date and time
 * as a tooltip. One formatter (lib/dates.ts, UTC) and the server's clock until hydration, so the
 * server's HTML and the hydrated page show the same text.
 */
export function PostDate({ timestamp }: { timestamp: number }) {
  const now = useNow();
  const iso = isoDay(timestamp);
  if (!iso) return null;
  return (
    <time dateTime={iso} title={formatDateTime(timestamp)}>
      {formatPostDate(timestamp, now)}
    </time>
  );
}
