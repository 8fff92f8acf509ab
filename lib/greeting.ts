// Apart from lib/dates.ts: the header greets on every page, and dayjs need load only with the
// pages that write dates (docs/features/what-the-browser-loads.md).

/** The parts of the day a greeting names (its words are the `common` messages `greeting.*`). */
export type DayPart = 'morning' | 'afternoon' | 'evening';

/**
 * R9.9: the part of the day by the local hour, for the greeting: morning ('Good morning') before
 * 12:00, afternoon ('Good afternoon') from 12:00 to before 17:00, evening ('Good evening') from 17:00.
 */
export function greeting(date: Date = new Date()): DayPart {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}
