import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { messageId, type MessageKey, type Namespace } from './catalogues';
import { localeOr, type Locale } from './locales';

/** The values an ICU message's placeholders take. */
export type MessageValues = Record<string, string | number | Date>;

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
