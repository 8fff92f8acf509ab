import { useEffect, useId, useRef, useState } from 'react';

/**
 * A menu button's state (the account menu, a chat room's silence menu): whether it is open, the
 * menu's id for `aria-controls`, and refs for its root and button. Once open, its first item takes
 * focus and a press anywhere outside the root closes it; the menu handles its own keys.
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return { open, setOpen, menuId, root, button };
}
