import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { dropIndex, moveItem } from './queueTime';

/** A drag in progress: the item's index in the queue and where it would land. */
export interface DragState {
  from: number;
  over: number;
}

/**
 * Reordering by dragging a handle (R1.8), with pointer events: mouse, pen and touch alike (HTML5
 * drag and drop has no touch support). While dragging, the list shows the order it would have
 * (`order`); letting go moves the item (`onMove(from, to)`), Escape or a cancelled pointer puts it
 * back. The keyboard has its own controls (move up and down), so the handle is for pointers only.
 */
export function useDragReorder<T>(items: readonly T[], listRef: RefObject<HTMLElement | null>, onMove: (from: number, to: number) => void) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const dragRef = useRef<DragState | null>(null);

  const update = (next: DragState | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  /** The index of the item under the pointer among the shown (previewed) rows. */
  const overAt = useCallback(
    (y: number): number | null => {
      const current = dragRef.current;
      const list = listRef.current;
      if (!current || !list) return null;
      const rows = Array.from(list.children) as HTMLElement[];
      const middles = rows.map((row) => {
        const rect = row.getBoundingClientRect();
        return rect.top + rect.height / 2;
      });
      // The dragged row is shown at `over` while dragging.
      return dropIndex(middles, current.over, y);
    },
    [listRef],
  );

  const handlers = (index: number) => ({
    onPointerDown(event: ReactPointerEvent<HTMLElement>) {
      if (event.button !== 0 || dragRef.current) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      update({ from: index, over: index });
    },
    onPointerMove(event: ReactPointerEvent<HTMLElement>) {
      const current = dragRef.current;
      if (!current) return;
      const over = overAt(event.clientY);
      if (over !== null && over !== current.over) update({ ...current, over });
    },
    onPointerUp(event: ReactPointerEvent<HTMLElement>) {
      const current = dragRef.current;
      if (!current) return;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
      update(null);
      if (current.over !== current.from) onMove(current.from, current.over);
    },
    onPointerCancel() {
      update(null);
    },
  });

  // Escape puts a dragged item back.
  const dragging = drag !== null;
  useEffect(() => {
    if (!dragging) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') update(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dragging]);

  /** The items in the order shown: as they would be once dropped, while dragging. */
  const order = drag ? moveItem(items, drag.from, drag.over) : items.slice();
  return { drag, order, handlers };
}
