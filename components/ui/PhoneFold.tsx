import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './ui.module.css';

/**
 * The state of a part of a page that folds behind one button below 768 px (a disclosure:
 * aria-expanded and aria-controls; Escape inside the open part folds it and focus returns to the
 * button). From 768 px the button is hidden and the part shows (ui.module.css `.foldPanel`).
 */
export function usePhoneFold(fixedId?: string) {
  const [open, setOpen] = useState(false);
  const madeId = useId();
  const panelId = fixedId ?? madeId;
  const toggleRef = useRef<HTMLButtonElement>(null);
  return {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || !open) return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    },
    toggleProps: { ref: toggleRef, type: 'button' as const, 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((was) => !was) },
    panelProps: { id: panelId, className: styles.foldPanel, 'data-open': open ? '' : undefined },
  };
}

/** A part of a page (a project's details) that folds behind a button named `label` on phones (R1.16). */
export function PhoneFold({ label, children }: { label: string; children: ReactNode }) {
  const fold = usePhoneFold();
  return (
    <div className={styles.fold} onKeyDown={fold.onKeyDown}>
      <button {...fold.toggleProps} className={styles.foldToggle}>
        {label}
      </button>
      <div {...fold.panelProps}>{children}</div>
    </div>
  );
}
