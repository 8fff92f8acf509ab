import type { Locale } from './i18n/locales';

/**
 * Counts as the interface writes them: 12,345 (R9.3's English interface). One implementation for
 * the server's render, the browser's hydration and the social cards' texts.
 *
 * Whole numbers are grouped here, without `Intl`: a browser's first `Intl.NumberFormat` (or
 * `Number#toLocaleString`) loads ICU's number data, 14–22 ms of main thread on the machine's
 * Chromium, which a page whose first render shows a count paid during hydration
 * (docs/DECISIONS.md "Counts without ICU on first render"). The result is `Intl.NumberFormat('en-US')`'s
 * for every safe integer (__tests__/lib/numbers.test.ts compares them); anything else (a fraction,
 * an unsafe integer, NaN) is formatted by `Intl`, made once.
 */

const byLocale = new Map<string, Intl.NumberFormat>();

/** `Intl`'s number format of a language, made once. */
function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = byLocale.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale);
    byLocale.set(locale, format);
  }
  return format;
}

/**
 * 12345 → "12,345"; -1200 → "-1,200". Other languages (issue 34) group as `Intl` does for them
 * ("12.345" in German, "1234" and "12.345" in Spanish); ICU messages' plurals format their `#` the same way.
 */
export function formatCount(n: number, locale: Locale = 'en'): string {
  if (locale !== 'en' || !Number.isSafeInteger(n)) return numberFormat(locale).format(n);
  const grouped = Math.abs(n)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${grouped}` : grouped;
}

/** "1 reply", "1,204 replies": a count and its noun, singular for exactly one. */
export const countOf = (n: number, one: string, many: string): string => `${formatCount(n)} ${n === 1 ? one : many}`;
