// What lib/react/useDateFormats.ts loads, in one chunk: the date library once for both.
import * as dates from '@/lib/dates';
import * as zones from '@/lib/events/zones';
import type { Locale } from '@/lib/i18n/locales';

/** The formatters writing in a language (issue 34): every one that words or orders a date takes it. */
export function formatsIn(locale: Locale) {
  return {
    dates: {
      ...dates,
      formatEventDate: (ts: dates.Timestamp | null | undefined) => dates.formatEventDate(ts, locale),
      formatDay: (ts: dates.Timestamp | null | undefined) => dates.formatDay(ts, locale),
      formatDateTime: (ts: dates.Timestamp | null | undefined) => dates.formatDateTime(ts, locale),
      formatPostDate: (ts: dates.Timestamp | null | undefined, now: dates.Timestamp) => dates.formatPostDate(ts, now, locale),
    },
    zones: {
      ...zones,
      formatEventDateIn: (ts: dates.Timestamp | null | undefined, zone: string | null | undefined, offset?: number | null) =>
        zones.formatEventDateIn(ts, zone, offset, locale),
    },
  };
}
