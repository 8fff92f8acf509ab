import { useEffect, useState, type RefObject } from 'react';
import { markChatRead } from '@/store/chat/slice';
import { useAppDispatch } from '@/store/hooks';

/** Whether the element is on screen (always true where the browser cannot tell). */
function useShown(ref: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setShown(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return shown;
}

/**
 * Reads the room up to its newest message (PUT read) while it has unread messages, the newest
 * message is on screen (`newest`, the element after it) and the tab is visible; a tab that
 * becomes visible again reads then.
 */
export function useMarkRead(roomId: number, newestMid: number | null, unread: number, newest: RefObject<HTMLElement | null>): void {
  const dispatch = useAppDispatch();
  const shown = useShown(newest);
  useEffect(() => {
    if (newestMid === null || unread === 0 || !shown) return;
    const read = () => {
      if (document.visibilityState === 'visible') void dispatch(markChatRead({ roomId, mid: newestMid }));
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [dispatch, roomId, newestMid, unread, shown]);
}
