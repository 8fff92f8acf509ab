import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { messageId, type MessageKey, type Namespace } from './catalogues';
import { localeOr, type Locale } from './locales';
import type { MessageValues, Text } from './said';

export type { MessageValues } from './said';

/**
 * A namespace's messages in the page's language: `const t = useT('common'); t('header.menu')`.
 * The key is typed against the English catalogue; ICU plurals, selects, numbers and dates are
 * formatted with the browser's `Intl` for the language.
 */
export function useT<N extends Namespace>(namespace: N): (key: MessageKey<N>, values?: MessageValues) => string {
  const { i18n } = useLingui();
  return useCallback((key: MessageKey<N>, values?: MessageValues) => i18n._(messageId(namespace, key), values), [i18n, namespace]);
}

/** The page's language (its address's, components/i18n/LanguageProvider.tsx). */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return localeOr(i18n.locale);
}

/** Turns a `Text` (./said.ts) into words in the page's language; a plain string is kept as written. */
export function useSay(): (text: Text) => string {
  const { i18n } = useLingui();
  return useCallback((text: Text) => (typeof text === 'string' ? text : i18n._(text.id, text.values)), [i18n]);
}
