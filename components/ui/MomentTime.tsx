import type { Timestamp } from '@/lib/dates';
import { useDateFormats } from '@/lib/react/useDateFormats';

/**
 * A moment with its time as a `<time>` ('9 Dec 2026, 14:07 UTC'), from the one date formatter
 * (lib/dates.ts `formatDateTime`); like ./DayTime.tsx, empty until the formatter has
 * loaded in the browser.
 */
export function MomentTime({ value }: { value: Timestamp }) {
  const dates = useDateFormats()?.dates;
  return (
    <time dateTime={dates?.isoDay(value)} suppressHydrationWarning>
      {dates?.formatDateTime(value) ?? ''}
    </time>
  );
}
