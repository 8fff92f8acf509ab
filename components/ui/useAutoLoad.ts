import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Pages a list loads on its own as its end comes into view, before "Load more" takes over: the
 * page's footer (Feedback, Talk to us, Early access) stays reachable on a phone, where an endless
 * list would keep pushing it away.
 */
const AUTO_LOADS = 2;

/**
 * Infinite scroll for a paged list: when `sentinel` comes within 400 px of the viewport, the next
 * page loads, up to AUTO_LOADS pages in a row; the sentinel is observed again after every page, so
 * one still in view loads the next. `resume` (called by "Load more") allows AUTO_LOADS more; a list
 * that starts again from page 1 (fewer items than before) does too.
 */
export function useAutoLoad(
  sentinel: RefObject<HTMLElement | null>,
  { enabled, count, onLoadMore }: { enabled: boolean; count: number; onLoadMore: () => void },
): { resume: () => void } {
  const loads = useRef(0);
  const seen = useRef(count);

  useEffect(() => {
    if (count < seen.current) loads.current = 0;
    seen.current = count;
    const element = sentinel.current;
    if (!element || !enabled || loads.current >= AUTO_LOADS || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        // One page per sighting: the next page's render observes again.
        observer.disconnect();
        loads.current += 1;
        onLoadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, enabled, count, onLoadMore]);

  const resume = useCallback(() => {
    loads.current = 0;
  }, []);
  return { resume };
}
