import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';

interface PickerKeyState<T> {
  options: readonly T[];
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Whether the list of suggestions shows. */
  expanded: boolean;
  /** The highlighted suggestion's index, -1 when none. */
  current: number;
  setActive: Dispatch<SetStateAction<number>>;
  text: string;
  setText: (text: string) => void;
  pick: (item: T) => void;
}

/**
 * The combobox's keys: ArrowDown / ArrowUp move through the suggestions (wrapping), Home / End jump,
 * Enter picks the highlighted one (and never submits the form), Escape closes the list (or clears
 * the text when it is closed already), Tab closes it.
 */
export function pickerKeyDown<T>({ options, open, setOpen, expanded, current, setActive, text, setText, pick }: PickerKeyState<T>) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) setOpen(true);
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i < 0 ? (step > 0 ? 0 : options.length - 1) : (i + step + options.length) % options.length));
        return;
      }
      case 'Home':
      case 'End':
        if (expanded) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : options.length - 1);
        }
        return;
      case 'Enter':
        // Enter never submits the form from here.
        event.preventDefault();
        if (current >= 0) pick(options[current]!);
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
      default:
    }
  };
}
