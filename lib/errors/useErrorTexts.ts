import { setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { messageId } from '@/lib/i18n/catalogues';
import { localeOr } from '@/lib/i18n/locales';
import { errorTexts, readableKey, type ErrorTexts } from './catalogue';
import { loadedErrorTexts, loadErrorMessages } from './load';

/**
 * The error catalogue in the page's language for a component (lib/errors/catalogue.ts): from the
 * page's messages when the page lists `errors` (a text shown in the first render, on the server
 * too), else loaded in the browser when the component mounts; until then a key reads as its words.
 */
export function useErrorTexts(): ErrorTexts {
  const { i18n } = useLingui();
  const locale = localeOr(i18n.locale);
  const onPage = messageId('errors', 'not-found') in i18n.messages;
  const [, ready] = useState(0);
  useEffect(() => {
    if (onPage || loadedErrorTexts(locale)) return;
    let live = true;
    void loadErrorMessages(locale).then(() => live && ready((n) => n + 1));
    return () => {
      live = false;
    };
  }, [onPage, locale]);
  const loaded = loadedErrorTexts(locale);
  return useMemo(() => (onPage ? errorTexts(i18n) : (loaded ?? errorTexts(setupI18n({ locale })))), [onPage, i18n, loaded, locale]);
}

/**
 * The catalogue's `errorText` for messages said later (lib/i18n/useT.ts `useSay`): from the page's
 * messages when it carries them, else loaded the first time one is said; until then a key reads as
 * its words.
 */
export function useErrorTextsWhenSaid(): ErrorTexts['errorText'] {
  const { i18n } = useLingui();
  const locale = localeOr(i18n.locale);
  const onPage = messageId('errors', 'not-found') in i18n.messages;
  const [, ready] = useState(0);
  return useCallback(
    (key: string, args?: ReadonlyArray<string | number>) => {
      if (onPage) return errorTexts(i18n).errorText(key, args);
      const loaded = loadedErrorTexts(locale);
      if (loaded) return loaded.errorText(key, args);
      void loadErrorMessages(locale).then(() => ready((n) => n + 1));
      return readableKey(key);
    },
    [onPage, i18n, locale],
  );
}
