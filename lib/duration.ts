import type { Translate } from '@/lib/i18n/said';

// Apart from lib/dates.ts (dayjs): a duration is plain arithmetic, and the pages that show one
// (a podcast card, an event) need not load the date library with their first render.

/**
 * R9.8: a duration in minutes as hours and minutes in a language: in English '1 min' at least (0,
 * negative or invalid input included), '45 min', '1 hr', '1 hr 30 min', '26 hr 5 min'. Fractions
 * are rounded to the nearest minute. The units are abbreviations and never take a plural.
 */
export function formatDuration(minutes: number | null | undefined, t: Translate<'common'>): string {
  const total = Math.max(1, Number.isFinite(minutes) ? Math.round(minutes as number) : 0);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return t('duration.minutes', { minutes: rest });
  return rest === 0 ? t('duration.hours', { hours }) : t('duration.hoursMinutes', { hours, minutes: rest });
}
