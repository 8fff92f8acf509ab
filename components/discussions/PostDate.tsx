import { useNow } from '@/lib/react/renderClock';
import { useDateFormats } from '@/lib/react/useDateFormats';

/**
 * When a post was written: relative for the last week, otherwise the day, with the date and time
 * as a tooltip. One formatter (lib/dates.ts, UTC) and the server's clock until hydration, so the
 * server's HTML and the hydrated page show the same text; in the browser the formatter comes after
 * the page's first render (lib/react/useDateFormats.ts), and until then the text is the server's.
 */
export function PostDate({ timestamp }: { timestamp: number }) {
  const now = useNow();
  const dates = useDateFormats()?.dates;
  if (!Number.isFinite(timestamp)) return null;
  return (
    <time dateTime={dates?.isoDay(timestamp)} title={dates?.formatDateTime(timestamp)} suppressHydrationWarning>
      {dates?.formatPostDate(timestamp, now) ?? ''}
    </time>
  );
}
