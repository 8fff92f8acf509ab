import { useEffect } from 'react';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { selectPlayer, skip, stepSpeedBy, togglePlay } from '@/store/player';

/** Where a key belongs to the control that has focus (typing, a button, a slider, a list). */
const OWNS_KEYS = 'input, textarea, select, button, a[href], summary, [contenteditable]:not([contenteditable="false"]), [role="slider"], [role="option"], [role="tab"], [role="menuitem"], [role="textbox"]';

/**
 * The player's keyboard shortcuts while a track is on it and focus is not in a control that uses
 * the key: Space play/pause, ArrowLeft back 15 s, ArrowRight forward 30 s, `[` and `]` speed down
 * and up.
 */
export function usePlayerShortcuts(enabled: boolean): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWNS_KEYS)) return;
      const player = selectPlayer(store.getState());
      if (player.index < 0 || player.mode === 'closed' || player.mode === 'popup') return;
      switch (event.key) {
        case ' ':
          dispatch(togglePlay());
          break;
        case 'ArrowLeft':
          if (event.shiftKey) return;
          dispatch(skip(-player.skipTime.back));
          break;
        case 'ArrowRight':
          if (event.shiftKey) return;
          dispatch(skip(player.skipTime.forward));
          break;
        case '[':
          dispatch(stepSpeedBy(-1));
          break;
        case ']':
          dispatch(stepSpeedBy(1));
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, dispatch, store]);
}
