import type { Messages } from '@lingui/core';
import type english from '@/messages/en';

/**
 * The message catalogues (issue 34): one file per namespace and language,
 * `messages/<locale>/<namespace>.json` (gathered by `messages/<locale>/index.ts`), each message in
 * ICU MessageFormat. English is the source: its keys are the types below, so a key that no English
 * file has does not compile, and __tests__/server/i18n.test.ts checks that every language has
 * exactly the English keys and that every English key is used.
 *
 * A namespace is named like the feature it serves (components/<feature>, pages/<feature>). A page
 * gets the compiled messages of the app-wide namespaces and of its own (server/i18n/catalogues.ts)
 * in its props, so the browser carries no message parser and no language's texts in its scripts.
 */
type Catalogues = typeof english;

export type Namespace = keyof Catalogues;

/**
 * The namespaces of what every page shows: the shell and ui parts, the player, the bell. The global
 * dialogs' (`dialogs`) come with the first dialog opened (lib/i18n/load.ts).
 */
export const APP_NAMESPACES = ['common', 'player', 'notifications'] as const satisfies readonly Namespace[];

/**
 * Every namespace (the keys of `messages/en/index.ts`). `errors` is the error catalogue
 * (lib/errors/catalogue.ts): a page that shows one in its first render lists it; elsewhere the
 * browser loads it with the first error it shows, and `dialogs` with the first global dialog
 * (lib/i18n/load.ts). `cards` holds the words the server draws into social cards
 * (server/cards/data.ts), `mail` its e-mails' (server/notifications/digest.ts) and `feeds` its
 * podcast and calendar feeds' (server/player/feed.ts, server/events/calendar.ts); no page loads them.
 */
export const NAMESPACES = [
  ...APP_NAMESPACES,
  'dialogs',
  'settings',
  'discussions',
  'topic',
  'composer',
  'events',
  'projects',
  'profile',
  'account',
  'onboarding',
  'search',
  'explore',
  'savedlist',
  'audioqueue',
  'admin',
  'chat',
  'errors',
  'cards',
  'mail',
  'feeds',
  'pwa',
] as const satisfies readonly Namespace[];

/** A page's own namespaces, besides the app-wide ones. */
export type PageNamespace = Exclude<Namespace, (typeof APP_NAMESPACES)[number]>;

export type MessageKey<N extends Namespace> = Extract<keyof Catalogues[N], string>;

/** A message's id in the compiled messages a page carries: `common:header.menu`. */
export function messageId(namespace: Namespace, key: string): string {
  return `${namespace}:${key}`;
}

/** A message id's namespace and key: `common:header.menu` -> ['common', 'header.menu']. */
export function splitMessageId(id: string): [string, string] {
  const at = id.indexOf(':');
  return at < 0 ? ['', id] : [id.slice(0, at), id.slice(at + 1)];
}

/** The compiled messages of a page's namespaces, by message id. */
export type PageMessages = Messages;
