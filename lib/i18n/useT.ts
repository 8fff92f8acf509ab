import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { useErrorTextsWhenSaid } from '@/lib/errors/useErrorTexts';
import { messageId, splitMessageId, type MessageKey, type Namespace } from './catalogues';
import { withCounts } from './counts';
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
  return useCallback((key: MessageKey<N>, values?: MessageValues) => i18n._(messageId(namespace, key), withCounts(values, localeOr(i18n.locale))), [i18n, namespace]);
}

/** The page's language (its address's, components/i18n/LanguageProvider.tsx). */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return localeOr(i18n.locale);
}

/**
 * Turns a `Text` (./said.ts) into words in the page's language; a plain string is kept as written.
 * A message of the error catalogue (`said('errors', key)`) is said by the catalogue
 * (lib/errors/useErrorTexts.ts), loaded when the page does not carry it.
 */
export function useSay(): (text: Text) => string {
  const { i18n } = useLingui();
  const errors = useErrorTextsWhenSaid();
  return useCallback(
    (text: Text) => {
      if (typeof text === 'string') return text;
      const [namespace, key] = splitMessageId(text.id);
      if (namespace === 'errors') return errors(key, Object.values(text.values ?? {}).map(String));
      return i18n._(text.id, withCounts(text.values, localeOr(i18n.locale)));
    },
    [i18n, errors],
  );
}
