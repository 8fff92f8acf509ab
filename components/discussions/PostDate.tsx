import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { toDayjs } from '@/lib/dates';
import { useHydrated } from '@/lib/react/useHydrated';

dayjs.extend(relativeTime);

/** Posts younger than this show a relative time ('3 hours ago'); older ones their date. */
const RELATIVE_FOR_DAYS = 7;

/**
 * When a post was written: relative for the last week, otherwise the date, with the full local
 * date and time as a tooltip. Before hydration it shows the UTC date (the same text on the server
 * and in the browser), then the viewer's local form.
 */
export function PostDate({ timestamp }: { timestamp: number }) {
  const hydrated = useHydrated();
  const when = toDayjs(timestamp);
  if (!when) return null;
  const iso = when.toISOString();
  if (!hydrated) return <time dateTime={iso}>{iso.slice(0, 10)}</time>;
  const recent = dayjs().diff(when, 'day') < RELATIVE_FOR_DAYS;
  return (
    <time dateTime={iso} title={when.format('D MMM YYYY, HH:mm')}>
      {recent ? when.fromNow() : when.format('D MMM YYYY')}
    </time>
  );
}
