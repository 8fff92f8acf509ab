import { useMemo, useSyncExternalStore } from 'react';
import { useLocale } from '@/lib/i18n/useT';
import { afterLoadIdle } from '@/lib/idle';
import type { Locale } from '@/lib/i18n/locales';

type Module = typeof import('./dateFormatsModule');

/**
 * The date library's formatters in the page's language: every date (lib/dates.ts) and event dates
 * in a zone (lib/events/zones.ts).
 */
export type DateFormats = ReturnType<Module['formatsIn']>;

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
let formats: Module | null =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only (see above)
      (require('./dateFormatsModule') as Module)
    : null;
let loading: Promise<Module> | null = null;
let scheduled = false;
const listeners = new Set<() => void>();

/** The formatters, loading them now if they have not loaded yet. */
export function loadDateFormats(locale: Locale = 'en'): Promise<DateFormats> {
  if (formats) return Promise.resolve(inLanguage(formats, locale));
  loading ??= import('./dateFormatsModule').then((chunk) => {
    formats = chunk;
    for (const notify of listeners) notify();
    return chunk;
  });
  return loading.then((chunk) => inLanguage(chunk, locale));
}

const bound = new Map<Locale, DateFormats>();

/** The formatters of a language, made once. */
function inLanguage(chunk: Module, locale: Locale): DateFormats {
  let answer = bound.get(locale);
  if (!answer) {
    answer = chunk.formatsIn(locale);
    bound.set(locale, answer);
  }
  return answer;
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

/** The formatters in the page's language, or null while the page hydrates and until they have loaded (see above). */
export function useDateFormats(): DateFormats | null {
  const loaded = useSyncExternalStore(subscribe, current, current);
  const locale = useLocale();
  return useMemo(() => (loaded ? inLanguage(loaded, locale) : null), [loaded, locale]);
}
