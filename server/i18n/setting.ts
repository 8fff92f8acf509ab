import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from '@/lib/i18n/locales';
import { chosenLocale } from '@/lib/i18n/negotiate';
import type { Settings } from '@/lib/users/schemas';
import { readCookie, setScriptCookie } from '../http/cookies';

/**
 * A member's language setting (issue 34) comes first: the `lang` cookie, which decides the
 * language of the bare addresses they open (./redirect.ts), follows it whenever the session's
 * configuration is answered (`GET /api/config`, `GET /api/personal`: on every device they use),
 * so the language menu's choice lasts on a device only until then. 'auto' leaves the cookie to the
 * menu; saving 'auto' (`forget`) removes it, so the browser's language applies again.
 */
export function keepLanguageCookie(req: IncomingMessage, res: ServerResponse, language: Settings['language'], { forget = false } = {}): void {
  const current = readCookie(req, LOCALE_COOKIE);
  if (language === 'auto') {
    if (forget && current !== undefined) rememberLanguage(res, null);
    return;
  }
  if (current !== language) rememberLanguage(res, language);
}

/**
 * The server's one way to write the `lang` cookie (the language menu's script writes the same
 * cookie with lib/i18n/locales.ts's `localeCookie`): a language, or null to forget it.
 */
export function rememberLanguage(res: ServerResponse, locale: Locale | null): void {
  if (locale === null) setScriptCookie(res, LOCALE_COOKIE, '', 0);
  else setScriptCookie(res, LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_S);
}

/**
 * The language to write a member's mail in (a confirmation or unlock link, issue 35): their
 * setting, else the request's reader's (the `lang` cookie, else their browser's), else English.
 */
export function mailLocale(req: IncomingMessage, language: Settings['language'] = 'auto'): Locale {
  if (isLocale(language)) return language;
  const header = req.headers['accept-language'];
  return chosenLocale({ cookie: readCookie(req, LOCALE_COOKIE), acceptLanguage: Array.isArray(header) ? header[0] : header }) ?? DEFAULT_LOCALE;
}

/**
 * The language of what the site writes in a member's name or for them outside a request (a
 * stored sentence under their post, a push message): their setting, else English.
 */
export function memberLocale(language: Settings['language']): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
