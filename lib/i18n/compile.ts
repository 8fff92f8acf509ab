import type { Messages } from '@lingui/core';
import type { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { messageId, type Namespace } from './catalogues';
import { countsAsSelects } from './counts';

/**
 * A namespace's texts as written (ICU MessageFormat) compiled for Lingui, ids prefixed by the
 * namespace, plurals as selects (./counts.ts). The compiler is passed in: the server imports it,
 * the browser loads it with the first namespace it loads (./load.ts).
 */
export function compileNamespace(namespace: Namespace, texts: Record<string, string>, compile: typeof compileMessageOrThrow): Messages {
  const compiled: Messages = {};
  for (const [name, text] of Object.entries(texts)) compiled[messageId(namespace, name)] = countsAsSelects(compile(text));
  return compiled;
}
