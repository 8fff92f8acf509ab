import { useSyncExternalStore } from 'react';
import { afterLoadIdle } from '@/lib/idle';

type Dates = typeof import('@/lib/dates');
type Zones = typeof import('@/lib/events/zones');

/** The date library's formatters: every date (lib/dates.ts) and event dates in a zone (lib/events/zones.ts). */
export interface DateFormats {
  dates: Dates;
  zones: Zones;
}

/**
 * Dates are written by the date library (dayjs, lib/dates.ts), which a page's first load in the
 * browser does without (docs/features/what-the-browser-loads.md, "Dates after the first render"):
 * - the server renders every date at once: its bundle requires the formatters here (Next writes
 *   `typeof window` as a constant in each bundle, so the browser's leaves this branch out);
 * - in the browser the formatters are null while the page hydrates, and a date element keeps the
 *   text the server wrote (`suppressHydrationWarning` on that element only: React leaves its text
 *   as the server wrote it, the same text the formatter would write);
 * - they load once the page has loaded and the browser is idle, or at once when something asks
 *   (`loadDateFormats`), and every date renders again with them; later pages have them at once.
 */
let formats: DateFormats | null =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only (see above)
      (require('./dateFormatsModule') as DateFormats)
    : null;
let loading: Promise<DateFormats> | null = null;
let scheduled = false;
const listeners = new Set<() => void>();

/** The formatters, loading them now if they have not loaded yet. */
export function loadDateFormats(): Promise<DateFormats> {
  if (formats) return Promise.resolve(formats);
  loading ??= import('./dateFormatsModule').then(({ dates, zones }) => {
    formats = { dates, zones };
    for (const notify of listeners) notify();
    return formats;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!formats && !scheduled) {
    scheduled = true;
    afterLoadIdle(() => void loadDateFormats());
  }
  return () => {
    listeners.delete(listener);
  };
}

const current = () => formats;

/** The formatters, or null while the page hydrates and until they have loaded (see above). */
export function useDateFormats(): DateFormats | null {
  return useSyncExternalStore(subscribe, current, current);
}
