// Apart from lib/dates.ts: the header greets on every page, and dayjs need load only with the
// pages that write dates (docs/features/what-the-browser-loads.md).

/**
 * R9.9: greeting by the local hour: 'Good morning' before 12:00, 'Good afternoon' from 12:00 to
 * before 17:00, 'Good evening' from 17:00.
 */
export function greeting(date: Date = new Date()): 'Good morning' | 'Good afternoon' | 'Good evening' {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}
