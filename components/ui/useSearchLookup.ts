import { useEffect, useState } from 'react';

/** How long typing pauses before the lookup is asked. */
const SEARCH_PICKER_DEBOUNCE_MS = 250;

/** The last answer and the query it answers (`result` null: the lookup failed). */
export interface LookupAnswer<R> {
  query: string;
  result: R | null;
}

export type Lookup<T> = { state: 'idle' } | { state: 'loading' } | { state: 'done'; users: T[] } | { state: 'error' };

/**
 * A lookup while typing: `search` is asked `delay` ms after `query` last changed (not while it is
 * empty), and a newer query aborts the older request. Returns the last answer, which may be for an
 * earlier query (compare `query`). Keep `search` stable: a module's function over `services/`.
 */
export function useDebouncedLookup<R>(query: string, search: (query: string, signal: AbortSignal) => Promise<R>, delay = SEARCH_PICKER_DEBOUNCE_MS): LookupAnswer<R> | null {
  const [answer, setAnswer] = useState<LookupAnswer<R> | null>(null);

  useEffect(() => {
    if (query === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(query, controller.signal).then(
        (result) => !controller.signal.aborted && setAnswer({ query, result }),
        () => !controller.signal.aborted && setAnswer({ query, result: null }),
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search, delay]);

  return answer;
}

/** A list lookup's state for `query`: idle while it is empty, loading until its own answer arrived, then done or error. */
export function useSearchLookup<T>(query: string, search: (query: string, signal: AbortSignal) => Promise<T[]>): Lookup<T> {
  const answer = useDebouncedLookup(query, search);
  if (query === '') return { state: 'idle' };
  if (answer?.query !== query) return { state: 'loading' };
  return answer.result ? { state: 'done', users: answer.result } : { state: 'error' };
}
