import { setupI18n, type Messages } from '@lingui/core';
import { localeOr, type Locale } from '@/lib/i18n/locales';
import { messageId } from '@/lib/i18n/catalogues';
import { countsAsSelects } from '@/lib/i18n/counts';
import { errorTexts, type ErrorTexts } from './catalogue';

/** One language's error messages as written; a chunk of its own per language. */
function source(locale: Locale): Promise<{ default: Record<string, string> }> {
  switch (locale) {
    case 'es':
      return import('@/messages/es/errors.json');
    case 'de':
      return import('@/messages/de/errors.json');
    case 'ar':
      return import('@/messages/ar/errors.json');
    default:
      return import('@/messages/en/errors.json');
  }
}

const loading = new Map<Locale, Promise<Messages>>();
const loaded = new Map<Locale, ErrorTexts>();

/**
 * The error catalogue's messages in a language, compiled, for a page that does not carry them: in
 * the browser they and Lingui's compiler are loaded with the first error that needs them, never
 * with the page (docs/features/what-the-browser-loads.md).
 */
export function loadErrorMessages(locale: Locale): Promise<Messages> {
  let messages = loading.get(locale);
  if (!messages) {
    messages = Promise.all([import('@lingui/message-utils/compileMessage'), source(locale)]).then(([{ compileMessageOrThrow }, texts]) => {
      const compiled: Messages = {};
      for (const [key, text] of Object.entries(texts.default)) compiled[messageId('errors', key)] = countsAsSelects(compileMessageOrThrow(text));
      loaded.set(locale, errorTexts(setupI18n({ locale, messages: { [locale]: compiled } })));
      return compiled;
    });
    loading.set(locale, messages);
  }
  return messages;
}

/** The catalogue in a language once `loadErrorMessages` has it; null before. */
export function loadedErrorTexts(locale: Locale): ErrorTexts | null {
  return loaded.get(locale) ?? null;
}

/** The page's language in the browser (`<html lang>`, pages/_document.tsx). */
function documentLocale(): Locale {
  return localeOr(typeof document === 'undefined' ? undefined : document.documentElement.lang);
}

/** The catalogue in the page's language, loaded if need be (services/httpClient.ts: a failure's text). */
export async function pageErrorTexts(): Promise<ErrorTexts> {
  const locale = documentLocale();
  await loadErrorMessages(locale);
  return loaded.get(locale)!;
}

