import type { Timestamp } from '@/lib/dates';
import { useDateFormats } from '@/lib/react/useDateFormats';

/**
 * A calendar day as a `<time>` ('5 January 2025', in UTC, the same on server and browser) from the
 * one date formatter (lib/dates.ts). In the browser the formatter comes after the page's first
 * render (lib/react/useDateFormats.ts); until then the element keeps the server's text.
 */
export function DayTime({ value, className }: { value: Timestamp; className?: string }) {
  const dates = useDateFormats()?.dates;
  return (
    <time dateTime={dates?.isoDay(value)} className={className} suppressHydrationWarning>
      {dates?.formatDay(value) ?? ''}
    </time>
  );
}
