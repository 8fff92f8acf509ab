import { setupI18n, type Messages } from '@lingui/core';
import { loadNamespace } from '@/lib/i18n/load';
import { pageLocale } from '@/lib/i18n/current';
import type { Locale } from '@/lib/i18n/locales';
import { errorTexts, type ErrorTexts } from './catalogue';

const loaded = new Map<Locale, ErrorTexts>();

/**
 * The error catalogue's messages in a language, compiled, for a page that does not carry them: in
 * the browser they and Lingui's compiler are loaded with the first error that needs them, never
 * with the page (docs/features/what-the-browser-loads.md).
 */
export async function loadErrorMessages(locale: Locale): Promise<Messages> {
  const messages = await loadNamespace(locale, 'errors');
  if (!loaded.has(locale)) loaded.set(locale, errorTexts(setupI18n({ locale, messages: { [locale]: messages } })));
  return messages;
}

/** The catalogue in a language once `loadErrorMessages` has it; null before. */
export function loadedErrorTexts(locale: Locale): ErrorTexts | null {
  return loaded.get(locale) ?? null;
}

/** The catalogue in the page's language, loaded if need be (services/httpClient.ts: a failure's text). */
export async function pageErrorTexts(): Promise<ErrorTexts> {
  const locale = pageLocale();
  await loadErrorMessages(locale);
  return loaded.get(locale)!;
}

