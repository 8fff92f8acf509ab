import { useEffect } from 'react';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { selectPlayer, skip, stepSpeedBy, togglePlay } from '@/store/player';

/** Text entry: every key is the field's. */
const TEXT_FIELD =
  'input:not([type="range"]):not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"]), textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="combobox"], [role="searchbox"]';
/** Controls that Space activates. */
const SPACE_OWNERS = 'button, a[href], summary, input, [role="button"], [role="checkbox"], [role="switch"], [role="option"], [role="menuitem"], [role="tab"], [role="slider"], [role="radio"]';
/** Controls that use the arrow keys. */
const ARROW_OWNERS = 'input[type="range"], input[type="radio"], [role="slider"], [role="option"], [role="listbox"], [role="tab"], [role="tablist"], [role="menuitem"], [role="menu"], [role="radio"], [role="radiogroup"], [role="grid"], [role="tree"], [draggable="true"]';

/** Whether the focused element uses the key itself. */
function keyOwned(target: Element | null, key: string): boolean {
  if (!target) return false;
  if (target.closest(TEXT_FIELD)) return true;
  if (key === ' ') return target.closest(SPACE_OWNERS) !== null;
  if (key === 'ArrowLeft' || key === 'ArrowRight') return target.closest(ARROW_OWNERS) !== null;
  return false;
}

/**
 * The player's keyboard shortcuts while a track is on it and focus is not in a text field or a
 * control that uses the key (Space on a button presses it; arrows move a slider or a list): Space
 * play/pause, ArrowLeft back 15 s, ArrowRight forward 30 s, `[` and `]` speed down and up.
 */
export function usePlayerShortcuts(enabled: boolean): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (keyOwned(target, event.key)) return;
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
