import type { Messages } from '@lingui/core';
import { currentI18n, pageLocale } from './current';
import type { Namespace } from './catalogues';
import { compileNamespace } from './compile';
import { localeOr, type Locale } from './locales';

/**
 * The namespaces no page carries in its props, loaded by the browser when first needed (issue 34:
 * a page loads only its own messages): `errors`, with the first error a page shows
 * (lib/errors/load.ts), `dialogs`, with the first global dialog opened
 * (components/dialogs/lazyDialogs.ts), and `chat`, with the header's chat panel opened on a page
 * that is not a chat page (components/chat/ChatButton.tsx), and `pwa` (issue 37), with the first
 * of the installable app's bars to show (components/pwa/PwaBars.tsx). A page that shows one in
 * its first render lists it.
 */
export type LoadedNamespace = Extract<Namespace, 'errors' | 'dialogs' | 'chat' | 'pwa'>;

/** One language's namespace as written; a chunk of its own per language and namespace. */
function source(locale: Locale, namespace: LoadedNamespace): Promise<{ default: Record<string, string> }> {
  // Named chunks (`messages-<locale>-<namespace>-json`, `lingui-compile` below): the service
  // worker's build precaches the installable app's own texts by these names (scripts/build-worker.mjs).
  return import(
    /* webpackInclude: /[\\/](errors|dialogs|chat|pwa)\.json$/ */ /* webpackChunkName: "messages-[request]" */ `@/messages/${locale}/${namespace}.json`
  ) as Promise<{ default: Record<string, string> }>;
}

const loading = new Map<string, Promise<Messages>>();

/**
 * A namespace's messages in a language, compiled (Lingui's compiler is loaded with the first such
 * namespace, never with a page: docs/features/what-the-browser-loads.md); loaded once.
 */
export function loadNamespace(locale: Locale, namespace: LoadedNamespace): Promise<Messages> {
  const key = `${locale}:${namespace}`;
  let messages = loading.get(key);
  if (!messages) {
    messages = Promise.all([import(/* webpackChunkName: "lingui-compile" */ '@lingui/message-utils/compileMessage'), source(locale, namespace)]).then(([{ compileMessageOrThrow }, texts]) =>
      compileNamespace(namespace, texts.default, compileMessageOrThrow),
    );
    // A failed chunk request (offline, a new deployment) may be tried again.
    messages.catch(() => loading.delete(key));
    loading.set(key, messages);
  }
  return messages;
}

/** Namespaces joined to the pages of a language (below), for every later page's i18n. */
const joined = new Map<Locale, Messages>();

/**
 * Loads a namespace into the page's language: the messages join the page's i18n now and every
 * later page's (components/i18n/LanguageProvider.tsx), so a component of that namespace renders
 * with them once this has resolved.
 */
export async function joinPageLanguage(namespace: LoadedNamespace): Promise<void> {
  const locale = pageLocale();
  const messages = await loadNamespace(locale, namespace);
  joined.set(locale, { ...joined.get(locale), ...messages });
  const i18n = currentI18n();
  if (i18n && localeOr(i18n.locale) === locale) i18n.load(locale, messages);
}

/** The messages joined to a language's pages so far (none on the server). */
export function joinedMessages(locale: Locale): Messages | undefined {
  return typeof window === 'undefined' ? undefined : joined.get(locale);
}
