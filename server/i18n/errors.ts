import { setupI18n } from '@lingui/core';
import { errorTexts, type ErrorTexts } from '@/lib/errors/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import { compiledNamespace } from './catalogues';

const byLocale = new Map<Locale, ErrorTexts>();

/** The error catalogue in a language, for texts the server writes (a page loader's 404 message). */
export function errorTextsIn(locale: Locale): ErrorTexts {
  let texts = byLocale.get(locale);
  if (!texts) {
    texts = errorTexts(setupI18n({ locale, messages: { [locale]: compiledNamespace(locale, 'errors') } }));
    byLocale.set(locale, texts);
  }
  return texts;
}
