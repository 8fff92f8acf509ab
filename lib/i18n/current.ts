import type { I18n, Messages } from '@lingui/core';
import { splitMessageId } from './catalogues';
import { withCounts } from './counts';
import { localeOr, type Locale } from './locales';
import type { Text } from './said';

/**
 * The page's language for code outside components that must say something at once (services'
 * failures, R8.1): the i18n the page's LanguageProvider made, in the browser (a browser shows one
 * page at a time; the server never reads this, it renders each request with its own).
 */
let current: I18n | null = null;

export function setCurrentI18n(i18n: I18n): void {
  if (typeof window !== 'undefined') current = i18n;
}

/** The page's i18n in the browser; null on the server and before a page has set it. */
export function currentI18n(): I18n | null {
  return current;
}

/**
 * The page's language in the browser: its i18n's, else (before the page's LanguageProvider has
 * set it) `<html lang>` (pages/_document.tsx); English on the server, which never asks.
 */
export function pageLocale(): Locale {
  return localeOr(current?.locale ?? (typeof document === 'undefined' ? undefined : document.documentElement.lang));
}

/** A `Text` in the page's language now; before a page has set its language, the message's key. */
export function sayNow(text: Text): string {
  if (typeof text === 'string') return text;
  return current ? current._(text.id, withCounts(text.values, localeOr(current.locale))) : splitMessageId(text.id)[1];
}

let lastMessages: Messages = {};

/**
 * A page's messages, or without them (an error page shown by a client-side navigation, or after a
 * render error, when Next mounts the tree again) the browser's last page's. The server never keeps
 * them: every render there brings its own.
 */
export function keptPageMessages(messages: Messages | undefined): Messages {
  if (!messages) return lastMessages;
  if (typeof window !== 'undefined') lastMessages = messages;
  return messages;
}
