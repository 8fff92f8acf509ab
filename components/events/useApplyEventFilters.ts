import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { eventFiltersToQuery, type EventFilters } from '@/lib/events/feed';

/**
 * Applies new event filters: `load` asks for page 1 with them and the URL follows (a shallow
 * replace, so the page is not rendered on the server again and the back button is not filled with
 * keystrokes); the list's URL watcher then finds the store in step (R1.2, R1.3).
 */
export function useApplyEventFilters(load: (next: EventFilters) => void, keep?: string): (next: EventFilters) => void {
  const router = useRouter();
  return useCallback(
    (next: EventFilters) => {
      load(next);
      // `keep`: a value of the address that is not a filter and stays (My events' `tab`).
      const kept = keep && typeof router.query[keep] === 'string' ? { [keep]: router.query[keep] } : {};
      void router.replace({ pathname: router.pathname, query: { ...eventFiltersToQuery(next), ...kept } }, undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router, keep, load],
  );
}
