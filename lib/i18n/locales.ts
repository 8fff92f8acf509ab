/**
 * The interface's languages (issue 34): English, Spanish, German and Arabic. Each public page has
 * one address per language: English at the bare path (`/discussions`), the others under their
 * prefix (`/es/discussions`), as Next's i18n routing serves them (next.config.js `i18n`).
 * The server, the browser and the page cache read these rules from here.
 */
export const LOCALES = ['en', 'es', 'de', 'ar'] as const;

export type Locale = (typeof LOCALES)[number];

/** A member's language setting: one of the languages, or 'auto' (the menu's choice, else the browser's). */
export const LANGUAGE_SETTINGS = ['auto', ...LOCALES] as const;

/** The language of the bare addresses, and of a reader who asks for none of the others. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The reader's explicit choice from the language menu (or a member's setting), kept a year. */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Each language's name in itself, as the language menu lists it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', de: 'Deutsch', ar: 'العربية' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A language Next or Lingui names (`ctx.locale`, `router.locale`), or the bare addresses' one. */
export function localeOr(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The writing direction of a language's interface (`<html dir>`). */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** A path's language and the path without its prefix: `/es/events` → es, `/events`. */
export function splitLocalePath(path: string): { locale: Locale; path: string; prefixed: boolean } {
  const found = /^\/([a-z]{2})(?=\/|$|\?)/.exec(path);
  if (found && isLocale(found[1])) {
    const rest = path.slice(3);
    return { locale: found[1], path: rest === '' || rest.startsWith('?') ? `/${rest}` : rest, prefixed: true };
  }
  return { locale: DEFAULT_LOCALE, path, prefixed: false };
}

/** A path (without a language prefix) at a language's address: `/events`, es → `/es/events`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : path.startsWith('/?') ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The cookie the language menu writes (a page script and the server both set it). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * An address without a language prefix (an API route: a social card, a feed, a calendar file) in a
 * language: `?lang=es` added; English is the address as it is.
 */
export function withLanguageQuery(url: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${locale}`;
}
