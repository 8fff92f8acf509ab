import { useEffect, type RefObject } from 'react';

/**
 * The phone drawer of the header's sections: opening it moves focus to its first section (the
 * brand link comes before it in the page), Escape closes it and gives focus back to the menu
 * button, and focus moving anywhere but the drawer and its button (Tab past the last section, a
 * click elsewhere) closes it, so the drawer never hides the focused control (WCAG 2.2 SC 2.4.11).
 */
export function usePhoneDrawer(
  open: boolean,
  setOpen: (open: boolean) => void,
  navRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLButtonElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof Node && (navRef.current?.contains(target) || toggleRef.current?.contains(target))) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, setOpen, navRef, toggleRef]);
}
