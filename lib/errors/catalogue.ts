import type { I18n } from '@lingui/core';
import { messageId } from '@/lib/i18n/catalogues';
import { withCounts } from '@/lib/i18n/counts';
import { localeOr, type Locale } from '@/lib/i18n/locales';

/**
 * The error catalogue (R8.2, R5.11): the server answers with catalogue keys, never sentences
 * (`[[error:content-too-short, 8]]`, API-CONVENTIONS.md); the texts are the `errors` namespace of
 * the message catalogues (`messages/<locale>/errors.json`, issue 34), one ICU message per key of
 * `ErrorKey` (./keys.ts, the union the server's `fail(key)` takes). Every key of
 * `shared/spec/error-keys.txt` (NodeBB 4.15's key names, with the same number of parameters) is one
 * of them; __tests__/client/lib/errors checks that against the file. The wording is this product's own.
 *
 * A message's parameters are `{1}`, `{2}`, `{3}` in order (bounds, field names, dates...). A part
 * that needs a parameter is written `{1, select, none {} other {…}}`: a parameter not given (or
 * empty) is `none`, so 'Please try again{ in %1 minute(s)}.' reads 'Please try again.' without it.
 * Counts are ICU plurals (`{1, plural, one {# minute} other {# minutes}}`): a parameter that is a
 * number is given as one.
 *
 * This file turns keys into text with a Lingui i18n holding the `errors` messages of a language:
 * the page's (a page that shows an error in its first render lists `errors`), the ones loaded on
 * first need in the browser (./load.ts, ./useErrorTexts.ts), or the server's (server/i18n/errors.ts).
 */

/** A catalogue message taken apart: `[[error:content-too-short, 8]]`. */
interface CatalogueMessage {
  /** 'error' for `[[error:key]]`; null for `[[key]]`. */
  namespace: string | null;
  key: string;
  /** Trimmed parameters; empty ones are kept as '' (and count as missing). */
  args: string[];
}

/** One `[[namespace:key, arg, arg]]` token (parameters never contain `]`; the server strips it). */
const TOKEN = /\[\[\s*(?:([A-Za-z0-9_-]+):)?([^,\]:\s][^,\]:]*?)\s*(?:,([^\]]*))?\]\]/g;
const WHOLE = new RegExp(`^\\s*${TOKEN.source}\\s*$`);

/** True when the whole string is one catalogue token (`[[error:key, args]]` or `[[key]]`). */
export function isCatalogueMessage(message: unknown): message is string {
  return typeof message === 'string' && WHOLE.test(message);
}

/** Takes a whole-string catalogue token apart; null for anything else. */
export function parseCatalogueMessage(message: string): CatalogueMessage | null {
  const m = WHOLE.exec(message);
  if (!m) return null;
  return { namespace: m[1] ?? null, key: m[2], args: splitArgs(m[3]) };
}

function splitArgs(raw: string | undefined): string[] {
  return raw === undefined ? [] : raw.split(',').map((a) => a.trim());
}

/** 'post-edit-duration' -> 'Post edit duration': how an unknown key is shown. */
export function readableKey(key: string): string {
  const words = key.replace(/[-_.]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/** A parameter not given, as the catalogue's messages test it (`{1, select, none {} other {…}}`). */
const NOT_GIVEN = 'none';

/** A moment as the server writes it into a parameter (ISO 8601 in UTC, e.g. a suspension's end). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * A moment in a message, in UTC and said so, in the language's own way. The platform's formatter
 * (Intl), not the date library of lib/dates.ts: error texts are on the first load of every page,
 * which goes without that library (docs/features/what-the-browser-loads.md).
 */
function formatMoment(iso: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC', numberingSystem: 'latn' });
  return `${format.format(new Date(iso))} UTC`;
}

/**
 * The values of a message's `{1}`, `{2}`, `{3}`: trimmed; empty ones not given; numbers as numbers
 * (plurals); moments (ISO 8601) as `formatMoment` writes them.
 */
function errorValues(args: ReadonlyArray<string | number>, locale: Locale): Record<string, string | number> {
  const values: Record<string, string | number> = { 1: NOT_GIVEN, 2: NOT_GIVEN, 3: NOT_GIVEN };
  args.forEach((arg, i) => {
    const text = String(arg).trim();
    if (text === '') return;
    if (ISO_MOMENT.test(text)) values[i + 1] = formatMoment(text, locale);
    else values[i + 1] = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  });
  return values;
}

/** The catalogue in one language: a key's text, and a server message's tokens turned into text. */
export interface ErrorTexts {
  /**
   * The text of a key with its parameters filled in (R5.11); an unknown key, or one this
   * language's messages lack, gives `readableKey(key)`.
   */
  errorText(key: string, args?: ReadonlyArray<string | number>): string;
  /**
   * R8.2: turns a server message into text. Every `[[error:key, a, b]]`, `[[key, a, b]]` or
   * `[[error:key]]` token in it is replaced by its key's text (see `errorText`). A message without
   * tokens is returned unchanged; a non-string gives ''.
   */
  translateMessage(message: string): string;
}

/** The catalogue's texts from a Lingui i18n that holds the `errors` messages of its language. */
export function errorTexts(i18n: I18n): ErrorTexts {
  const errorText = (key: string, args: ReadonlyArray<string | number> = []) => {
    const id = messageId('errors', key);
    // The messages hold exactly the catalogue's keys (lib/errors/keys.ts), so the key table itself
    // stays out of the pages that say errors.
    if (!Object.prototype.hasOwnProperty.call(i18n.messages, id)) return readableKey(key);
    const locale = localeOr(i18n.locale);
    return i18n._(id, withCounts(errorValues(args, locale), locale)).replace(/[ \t]{2,}/g, ' ').trim();
  };
  const translateMessage = (message: string) => {
    if (typeof message !== 'string') return '';
    if (!message.includes('[[')) return message;
    return message.replace(TOKEN, (_, _namespace: string | undefined, key: string, rawArgs: string | undefined) => errorText(key, splitArgs(rawArgs)));
  };
  return { errorText, translateMessage };
}
