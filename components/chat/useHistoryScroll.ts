import { useLayoutEffect, useRef, type RefObject } from 'react';

/** How close to the end (px) still counts as reading the newest messages. */
const NEAR_END_PX = 120;

/**
 * Keeps a message log's scroll where a reader expects it: at the newest message when the history
 * first shows and when a message arrives while the reader was at the end (or sent it), and in
 * place when older messages are added above. Answers the ref of the scrolling box.
 */
export function useHistoryScroll(ids: readonly number[], ownNewest: boolean): RefObject<HTMLDivElement | null> {
  const box = useRef<HTMLDivElement>(null);
  const before = useRef<{ first: number | undefined; last: number | undefined; height: number; nearEnd: boolean }>({
    first: undefined,
    last: undefined,
    height: 0,
    nearEnd: true,
  });

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const previous = before.current;
    const first = ids[0];
    const last = ids[ids.length - 1];
    if (previous.last === undefined || (last !== previous.last && (previous.nearEnd || ownNewest))) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== previous.first && last === previous.last) {
      element.scrollTop += element.scrollHeight - previous.height;
    }
    const remember = () => {
      before.current = {
        first,
        last,
        height: element.scrollHeight,
        nearEnd: element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX,
      };
    };
    remember();
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, [ids, ownNewest]);
  return box;
}
