import { messageId, type MessageKey, type Namespace } from './catalogues';

/** The values an ICU message's placeholders take. */
export type MessageValues = Record<string, string | number | Date>;

/** A namespace's messages in one language: a component's `useT(ns)`, the server's `translator(locale, ns)`. */
export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: MessageValues) => string;

/**
 * A message to be said later, in the language of the page that shows it: what code outside a
 * component (a thunk, a listener) puts in the store instead of a sentence, e.g. a toast's
 * `said('topic', 'flag.thanks')`. A component turns it into text with `useSay()` (./useT.ts).
 */
export interface Said {
  id: string;
  values?: MessageValues;
}

export function said<N extends Namespace>(namespace: N, key: MessageKey<N>, values?: MessageValues): Said {
  return values ? { id: messageId(namespace, key), values } : { id: messageId(namespace, key) };
}

/** A text as written (a server's message, a member's words) or a message to say. */
export type Text = string | Said;
