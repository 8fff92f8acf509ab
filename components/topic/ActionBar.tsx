import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { buttonClass } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import styles from './Topic.module.css';

interface ActionBarProps {
  /** The group's accessible name ("Actions for this topic"). */
  label: string;
  /** Controls that always show in the bar (vote, save, follow, reply …). */
  children: ReactNode;
  /**
   * Secondary controls (edit, delete, flag, review): in the same row while the bar has room, behind
   * a "More" button when it is narrower than 48rem (a container query, so nested replies fold first).
   */
  more?: ReactNode;
  /** The "More" button, so a closing panel can return focus to it when its opener is folded away. */
  moreButton?: RefObject<HTMLButtonElement | null>;
  /** The open form of a secondary control, shown under the bar at full width. */
  panel?: ReactNode;
}

/** One row of a post's controls; the secondary ones fold into a "More" disclosure on narrow screens. */
export function ActionBar({ label, children, more, moreButton, panel }: ActionBarProps) {
  const t = useT('topic');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const ownButton = useRef<HTMLButtonElement>(null);
  const toggle = moreButton ?? ownButton;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  };
  // Choosing an item closes the folded menu; the item's own handler has already run.
  const onMenuClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('button, a')) setOpen(false);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !(event.relatedTarget instanceof Node && root.current?.contains(event.relatedTarget))) setOpen(false);
  };

  return (
    <div className={styles.actionBar} ref={root} onBlur={onBlur}>
      <div role="group" aria-label={label} className={styles.bar}>
        {children}
        {more && (
          <>
            <button
              ref={toggle}
              type="button"
              className={buttonClass('secondary', { className: styles.moreToggle })}
              aria-expanded={open}
              aria-controls={menuId}
              title={t('actions.more')}
              onClick={() => setOpen((value) => !value)}
            >
              <span aria-hidden="true">⋯</span>
              <span className="visually-hidden">{t('actions.more')}</span>
            </button>
            <div id={menuId} className={styles.more} data-open={open || undefined} onKeyDown={onMenuKey} onClick={onMenuClick}>
              {more}
            </div>
          </>
        )}
      </div>
      {panel}
    </div>
  );
}

/** Focuses `opener` when it is on screen, else the bar's "More" button (the opener is folded away). */
export function returnFocus(opener: HTMLElement | null, moreButton: HTMLElement | null): void {
  const shown = opener && (typeof opener.checkVisibility !== 'function' || opener.checkVisibility());
  (shown ? opener : moreButton)?.focus();
}
