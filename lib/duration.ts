// Apart from lib/dates.ts (dayjs): a duration is plain arithmetic, and the pages that show one
// (a podcast card, an event) need not load the date library with their first render.

/**
 * R9.8: a duration in minutes as hours and minutes: '1 min' at least (0, negative or invalid
 * input included), '45 min', '1 hr', '1 hr 30 min', '26 hr 5 min'. Fractions are rounded to the
 * nearest minute. The units are abbreviations and never take a plural 's'.
 */
export function formatDuration(minutes: number | null | undefined): string {
  const total = Math.max(1, Number.isFinite(minutes) ? Math.round(minutes as number) : 0);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}
