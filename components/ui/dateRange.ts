import dayjs from 'dayjs';

const DATE_INPUT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date input's value (YYYY-MM-DD, the viewer's local day) as unix seconds: the start of the day
 * for `from`, its last second for `to`; null when empty or invalid.
 */
export function dateInputToSeconds(value: string, edge: 'start' | 'end'): number | null {
  if (!DATE_INPUT.test(value)) return null;
  const day = dayjs(value);
  if (!day.isValid()) return null;
  return (edge === 'start' ? day.startOf('day') : day.endOf('day')).unix();
}

/** Unix seconds as a date input's value in the viewer's time zone; '' for null. */
export function secondsToDateInput(seconds: number | null): string {
  return seconds === null ? '' : dayjs.unix(seconds).format('YYYY-MM-DD');
}
