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

/** The units a size is written in (issue 37: downloaded episodes), decimal as storage is sold. */
export type ByteUnit = 'B' | 'KB' | 'MB' | 'GB' | 'TB';
const BYTE_UNITS: readonly ByteUnit[] = ['B', 'KB', 'MB', 'GB', 'TB'];

/**
 * A size in bytes as an amount and its unit, for a message that names the unit in its language
 * ("{amount} MB"): 84_213_000 → { amount: '84', unit: 'MB' }; one decimal below 10 ('1.2' GB,
 * '1,2' in German); whole bytes below 1 KB.
 */
export function byteSize(bytes: number, locale: Locale = 'en'): { amount: string; unit: ByteUnit } {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let at = 0;
  // 999.6 KB is written 1 MB, not 1000 KB.
  while (Math.round(value) >= 1000 && at < BYTE_UNITS.length - 1) {
    value /= 1000;
    at += 1;
  }
  const rounded = at > 0 && value < 9.95 ? Math.round(value * 10) / 10 : Math.round(value);
  return { amount: formatCount(rounded, locale), unit: BYTE_UNITS[at]! };
}
