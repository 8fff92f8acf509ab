import { useEffect, useState } from 'react';

/** How long typing pauses before the lookup is asked. */
export const SEARCH_PICKER_DEBOUNCE_MS = 250;

export type Lookup<T> = { state: 'idle' } | { state: 'loading' } | { state: 'done'; users: T[] } | { state: 'error' };

/**
 * The answer of `search` for `query`, asked after a short pause in typing; a newer query aborts the
 * older lookup. Idle while the query is empty, loading until the answer for this query arrived.
 */
export function useSearchLookup<T>(query: string, search: (query: string, signal: AbortSignal) => Promise<T[]>): Lookup<T> {
  // The last answer and the query it answers (users null: the lookup failed).
  const [answer, setAnswer] = useState<{ query: string; users: T[] | null } | null>(null);

  useEffect(() => {
    if (query === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(query, controller.signal).then(
        (found) => !controller.signal.aborted && setAnswer({ query, users: found }),
        () => !controller.signal.aborted && setAnswer({ query, users: null }),
      );
    }, SEARCH_PICKER_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search]);

  if (query === '') return { state: 'idle' };
  if (answer?.query !== query) return { state: 'loading' };
  return answer.users ? { state: 'done', users: answer.users } : { state: 'error' };
}
