import { useCallback, type KeyboardEvent } from 'react';
import type { ReviewAction } from '@/lib/review/types';
import { actionOfKey } from './categories';

/** Whether the key was typed into a field (then it is text, not a command). */
function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The review queue's keys (issue 35): J / K (or the arrow keys) focus the next or previous item,
 * an action's key opens that action on the focused item (or the item the focus is in). Keys typed
 * into a field, or with Ctrl, Alt or Meta, are left alone.
 */
export function useReviewKeys(onAction: (key: string, action: ReviewAction) => void) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.ctrlKey || event.altKey || event.metaKey || typing(event.target)) return;
      const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-review-item]'));
      const current = items.findIndex((item) => item.contains(document.activeElement));
      const key = event.key.toLowerCase();
      const step = key === 'j' || key === 'arrowdown' ? 1 : key === 'k' || key === 'arrowup' ? -1 : 0;
      if (step !== 0) {
        const next = items[current < 0 ? 0 : Math.min(items.length - 1, Math.max(0, current + step))];
        if (!next) return;
        event.preventDefault();
        next.focus();
        return;
      }
      const action = actionOfKey(key);
      const item = items[current];
      if (!action || !item) return;
      const button = item.querySelector<HTMLButtonElement>(`[aria-keyshortcuts="${key.toUpperCase()}"]`);
      if (!button || button.disabled) return;
      event.preventDefault();
      onAction(item.dataset.reviewItem ?? '', action);
    },
    [onAction],
  );
}
