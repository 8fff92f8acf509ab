import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { messageId, type Namespace, type PageMessages } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import arCommon from '@/messages/ar/common.json';
import arSettings from '@/messages/ar/settings.json';
import deCommon from '@/messages/de/common.json';
import deSettings from '@/messages/de/settings.json';
import enCommon from '@/messages/en/common.json';
import enSettings from '@/messages/en/settings.json';
import esCommon from '@/messages/es/common.json';
import esSettings from '@/messages/es/settings.json';

/** Every catalogue's source texts, by language and namespace (lib/i18n/catalogues.ts). */
export const SOURCES: Record<Locale, Record<Namespace, Record<string, string>>> = {
  en: { common: enCommon, settings: enSettings },
  es: { common: esCommon, settings: esSettings },
  de: { common: deCommon, settings: deSettings },
  ar: { common: arCommon, settings: arSettings },
};

const compiled = new Map<string, PageMessages>();

/**
 * A namespace's messages in a language, compiled by Lingui's compiler once per process (an invalid
 * ICU message throws here, and in the catalogue test, never in a reader's browser).
 */
function compiledNamespace(locale: Locale, namespace: Namespace): PageMessages {
  const key = `${locale}:${namespace}`;
  let messages = compiled.get(key);
  if (!messages) {
    messages = {};
    for (const [name, text] of Object.entries(SOURCES[locale][namespace])) {
      messages[messageId(namespace, name)] = compileMessageOrThrow(text);
    }
    compiled.set(key, messages);
  }
  return messages;
}

/** The compiled messages a page of these namespaces needs (the shell's `common` always). */
export function pageMessages(locale: Locale, namespaces: readonly Namespace[] = []): PageMessages {
  const wanted = new Set<Namespace>(['common', ...namespaces]);
  return Object.assign({}, ...[...wanted].map((namespace) => compiledNamespace(locale, namespace))) as PageMessages;
}
