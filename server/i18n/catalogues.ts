import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { setupI18n } from '@lingui/core';
import { APP_NAMESPACES, messageId, type MessageKey, type Namespace, type PageMessages } from '@/lib/i18n/catalogues';
import { compileNamespace } from '@/lib/i18n/compile';
import { withCounts } from '@/lib/i18n/counts';
import type { MessageValues } from '@/lib/i18n/said';
import type { Locale } from '@/lib/i18n/locales';
import ar from '@/messages/ar';
import de from '@/messages/de';
import en from '@/messages/en';
import es from '@/messages/es';

/** Every catalogue's source texts, by language and namespace (lib/i18n/catalogues.ts). */
export const SOURCES: Record<Locale, Record<Namespace, Record<string, string>>> = { en, es, de, ar };

const compiled = new Map<string, PageMessages>();

/**
 * A namespace's messages in a language, compiled by Lingui's compiler once per process (an invalid
 * ICU message throws here, and in the catalogue test, never in a reader's browser).
 */
export function compiledNamespace(locale: Locale, namespace: Namespace): PageMessages {
  const key = `${locale}:${namespace}`;
  let messages = compiled.get(key);
  if (!messages) {
    messages = compileNamespace(namespace, SOURCES[locale][namespace], compileMessageOrThrow);
    compiled.set(key, messages);
  }
  return messages;
}

const joined = new Map<string, PageMessages>();
/** What each joined object holds, for its files (./messageFiles.ts). */
const joinedFrom = new WeakMap<PageMessages, { locale: Locale; namespaces: readonly Namespace[] }>();

/**
 * The compiled messages a page of these namespaces needs (the app-wide ones always): joined once
 * per language and list of namespaces, then the same frozen object for every render (joining the
 * few hundred messages on each render cost about 0.1 ms of CPU). Frozen because Lingui adds the
 * namespaces it loads later to the object its i18n was made with: hand it a copy
 * (components/i18n/LanguageProvider.tsx does).
 */
export function pageMessages(locale: Locale, namespaces: readonly Namespace[] = []): PageMessages {
  const key = `${locale}:${namespaces.join(',')}`;
  let messages = joined.get(key);
  if (!messages) {
    const wanted = new Set<Namespace>([...APP_NAMESPACES, ...namespaces]);
    messages = Object.freeze(Object.assign({}, ...[...wanted].map((namespace) => compiledNamespace(locale, namespace)))) as PageMessages;
    joined.set(key, messages);
    joinedFrom.set(messages, { locale, namespaces: [...wanted] });
  }
  return messages;
}

/** The language and namespaces a page's messages were joined from (`pageMessages`); undefined for another object. */
export function pageMessagesFrom(messages: PageMessages): { locale: Locale; namespaces: readonly Namespace[] } | undefined {
  return joinedFrom.get(messages);
}

/**
 * A namespace's messages said in a language on the server, for words a page's loader or an
 * answer writes itself (a title, a feed's text): `translator('es', 'events')('feed.title')`.
 */
export function translator<N extends Namespace>(locale: Locale, namespace: N): (key: MessageKey<N>, values?: MessageValues) => string {
  const i18n = setupI18n({ locale, messages: { [locale]: compiledNamespace(locale, namespace) } });
  return (key, values) => i18n._(messageId(namespace, key), withCounts(values, locale));
}
