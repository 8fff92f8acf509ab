import Negotiator from 'negotiator';
import { isLocale, LOCALES, type Locale } from './locales';

/**
 * The reader's language (issue 34): the `lang` cookie (the language menu's choice, or a member's
 * setting, which the server writes into it: server/i18n/setting.ts), else the best of the
 * browser's `Accept-Language` (negotiator's matching: `es-MX` is Spanish), else null: nothing
 * says which, and the address decides.
 */
export function chosenLocale(from: { cookie?: string | null; acceptLanguage?: string | null }): Locale | null {
  if (isLocale(from.cookie)) return from.cookie;
  if (!from.acceptLanguage) return null;
  const [best] = new Negotiator({ headers: { 'accept-language': from.acceptLanguage } }).languages([...LOCALES]);
  return isLocale(best) ? best : null;
}
