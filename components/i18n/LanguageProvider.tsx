import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useMemo, useState, type ReactNode } from 'react';
import type { PageMessages } from '@/lib/i18n/catalogues';
import { localeOr } from '@/lib/i18n/locales';

/**
 * The page's language for every component below (`useT`, lib/i18n/useT.ts): Lingui's i18n object
 * for the address's language with the messages the server put in the page's props. A page
 * without messages in its props (an error page shown by a client-side navigation) keeps the
 * messages it had.
 */
export function LanguageProvider({ locale, messages, children }: { locale: string | undefined; messages: PageMessages | undefined; children: ReactNode }) {
  const [kept, keep] = useState<PageMessages>(messages ?? {});
  if (messages && messages !== kept) keep(messages);
  const shown = messages ?? kept;
  const language = localeOr(locale);
  const i18n = useMemo(() => setupI18n({ locale: language, messages: { [language]: shown } }), [language, shown]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
