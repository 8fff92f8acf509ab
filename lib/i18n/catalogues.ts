import type { Messages } from '@lingui/core';
import type common from '@/messages/en/common.json';
import type settings from '@/messages/en/settings.json';

/**
 * The message catalogues (issue 34): one file per namespace and language,
 * `messages/<locale>/<namespace>.json`, each message in ICU MessageFormat. English is the source:
 * its keys are the types below, so a key that no English file has does not compile, and
 * __tests__/server/i18n.test.ts checks that every language has exactly the English keys.
 *
 * A page gets its namespaces' messages compiled (server/i18n/catalogues.ts) in its props, so the
 * browser carries no message parser and no language's texts in its scripts.
 */
interface Catalogues {
  /** The shell: header, footer, the language menu. */
  common: typeof common;
  /** A member's settings page. */
  settings: typeof settings;
}

export type Namespace = keyof Catalogues;

export const NAMESPACES: readonly Namespace[] = ['common', 'settings'];

export type MessageKey<N extends Namespace> = Extract<keyof Catalogues[N], string>;

/** A message's id in the compiled messages a page carries: `common:header.menu`. */
export function messageId(namespace: Namespace, key: string): string {
  return `${namespace}:${key}`;
}

/** The compiled messages of a page's namespaces, by message id. */
export type PageMessages = Messages;
