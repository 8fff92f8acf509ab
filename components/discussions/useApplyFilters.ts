import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { filtersToQuery, type HighlightsFilters } from '@/lib/discussions/feed';
import { loadFeed } from '@/store/discussions/slice';
import { useAppDispatch } from '@/store/hooks';

/**
 * Applies new feed filters: page 1 loads with them and the URL follows (a shallow replace, so
 * the page is not rendered on the server again and the back button is not filled with every
 * keystroke). The feed's URL watcher then finds the store already in step (R1.1).
 */
export function useApplyFilters(): (next: HighlightsFilters) => void {
  const router = useRouter();
  const dispatch = useAppDispatch();
  return useCallback(
    (next: HighlightsFilters) => {
      void dispatch(loadFeed({ filters: next, page: 1 }));
      void router.replace({ pathname: router.pathname, query: filtersToQuery(next) }, undefined, { shallow: true, scroll: false });
    },
    [dispatch, router],
  );
}
