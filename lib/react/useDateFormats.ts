import { useMemo } from 'react';
import { useLocale } from '@/lib/i18n/useT';
import { afterLoadModule } from './afterLoadModule';
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
 * the server renders every date at once; in the browser the formatters are null while the page
 * hydrates, and a date element keeps the text the server wrote (`suppressHydrationWarning` on that
 * element only: React leaves its text as the server wrote it, the same text the formatter would
 * write); they load once the page has loaded and the browser is idle, or at once when something
 * asks (`loadDateFormats`), and every date renders again with them (lib/react/afterLoadModule.ts).
 */
const formats = afterLoadModule<Module>(
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only (lib/react/afterLoadModule.ts)
      (require('./dateFormatsModule') as Module)
    : null,
  () => import('./dateFormatsModule'),
);

/** The formatters, loading them now if they have not loaded yet. */
export function loadDateFormats(locale: Locale = 'en'): Promise<DateFormats> {
  return formats.load().then((chunk) => inLanguage(chunk, locale));
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

/** The formatters in the page's language, or null while the page hydrates and until they have loaded (see above). */
export function useDateFormats(): DateFormats | null {
  const loaded = formats.useLoaded();
  const locale = useLocale();
  return useMemo(() => (loaded ? inLanguage(loaded, locale) : null), [loaded, locale]);
}
