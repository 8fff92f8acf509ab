import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useMemo, type ReactNode } from 'react';
import type { PageMessages } from '@/lib/i18n/catalogues';
import { keptPageMessages, setCurrentI18n } from '@/lib/i18n/current';
import { joinedMessages } from '@/lib/i18n/load';
import { loadPageMessageFiles } from '@/lib/i18n/messageFiles';
import { localeOr, type Locale } from '@/lib/i18n/locales';
import { beforeFirstHydration } from '@/lib/react/beforeHydration';

// A page loaded as a document has its messages in files (lib/i18n/messageFiles.ts): Next hydrates
// it once they are here.
beforeFirstHydration(loadPageMessageFiles);

/**
 * A message the page's namespaces lack (a page that does not list a namespace one of its components
 * uses, server/ssr/appState.ts `withAppConfig`): said in the console, which the browser tests watch
 * (e2e/support/hydration.ts), and shown as its id.
 */
function reportMissing(locale: string, id: string): string {
  console.error(`[i18n] missing message ${id} (${locale})`);
  return id;
}

/**
 * The server's i18n for a page's messages, made once: the server hands every render of a page in one
 * language the same frozen messages object (server/i18n/catalogues.ts `pageMessages`), and nothing
 * on the server loads more messages or changes the language of an i18n once made.
 */
const serverI18ns = new WeakMap<Messages, I18n>();
function serverI18n(language: Locale, messages: Messages): I18n {
  const kept = serverI18ns.get(messages);
  if (kept?.locale === language) return kept;
  const made = setupI18n({ locale: language, messages: { [language]: messages }, missing: reportMissing });
  serverI18ns.set(messages, made);
  return made;
}

/**
 * The page's language for every component below (`useT`, lib/i18n/useT.ts): Lingui's i18n object
 * for the address's language with the messages the server put in the page's props. A page
 * without messages in its props (an error page shown by a client-side navigation, or after a
 * render error, when Next mounts the tree again) keeps the browser's last page's messages. The
 * namespaces the browser loaded since (`dialogs`, lib/i18n/load.ts) stay with every later page.
 */
export function LanguageProvider({ locale, messages, children }: { locale: string | undefined; messages: PageMessages | undefined; children?: ReactNode }) {
  const shown = keptPageMessages(messages);
  const language = localeOr(locale);
  const i18n = useMemo(() => {
    if (typeof window === 'undefined') return serverI18n(language, shown);
    const made = setupI18n({ locale: language, messages: { [language]: { ...joinedMessages(language), ...shown } }, missing: reportMissing });
    setCurrentI18n(made);
    return made;
  }, [language, shown]);
  // Lingui's context given directly: its I18nProvider keeps the first i18n it gets until the
  // language changes, so a client-side navigation to a page with other namespaces would render
  // with the last page's messages.
  const context = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
