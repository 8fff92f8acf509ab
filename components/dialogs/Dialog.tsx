import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { focusReturnKey, Icon, returnFocus } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { useHydrated } from '@/lib/react/useHydrated';
import styles from './Dialog.module.css';
import { makePageBehindInert } from './inert';

/**
 * The one accessible dialog every global dialog is built on (R2.1):
 *
 * - `role="dialog"`, `aria-modal="true"`, named by its title (`aria-labelledby`);
 * - on open, focus moves to `initialFocus`, else the first focusable element of the content,
 *   else the dialog itself; on close it returns to the element that had it before, or, when that
 *   element has gone (the action replaced it), to the control with its focus-return key, else to the
 *   main content (`components/ui/focusReturn.ts`), never to the top of the page;
 * - Tab and Shift+Tab cycle inside the dialog, and focus that escapes (a click elsewhere,
 *   script) is brought back;
 * - Escape, the close button and a click on the backdrop call `onClose`;
 * - the page behind does not scroll and is `inert` while a dialog is open (`./inert.ts`), so
 *   neither the keyboard, the pointer nor a screen reader reaches it;
 * - content taller than the dialog scrolls inside it and then takes focus itself (tabIndex 0), so
 *   the keyboard can scroll it even when it holds no control;
 * - its title bar is a plain element, not a `<header>` (that would be a second banner landmark);
 * - rendered into document.body through a portal, client-side only;
 * - a full-width sheet at the bottom on phones, a centred card from 768 px, themed by the tokens.
 */

interface DialogProps {
  /** The visible title; it is also the dialog's accessible name. */
  title: ReactNode;
  /** Called by Escape, the close button and a backdrop click. */
  onClose: () => void;
  children: ReactNode;
  /** The element to focus on open (default: the first focusable element of the content). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `wide` for dialogs with lists or long text. */
  size?: 'normal' | 'wide';
  /** The close button's accessible name (default: Close). */
  closeLabel?: string;
  /** Extra class on the dialog panel. */
  className?: string;
  /** id of an element that describes the dialog (aria-describedby). */
  describedBy?: string;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/**
 * The elements Tab can reach inside `root`, in order. Of a radio group only the stop Tab lands
 * on counts (the checked radio, else the first), as browsers do.
 */
function tabbableWithin(root: HTMLElement): HTMLElement[] {
  const all = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
  return all.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    const group = all.filter(
      (other): other is HTMLInputElement =>
        other instanceof HTMLInputElement && other.type === 'radio' && other.name === el.name && other.form === el.form,
    );
    const checked = group.find((radio) => radio.checked);
    return checked ? checked === el : group[0] === el;
  });
}

// Open dialogs, innermost last: only the innermost one handles keys and focus.
const openDialogs: symbol[] = [];

// Body scroll lock, shared by nested dialogs.
let scrollLocks = 0;
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

function lockScroll() {
  scrollLocks += 1;
  if (scrollLocks > 1) return;
  const body = document.body;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  body.style.overflow = 'hidden';
  // Keep the page from shifting sideways when its scrollbar disappears.
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}

function unlockScroll() {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks > 0 || !savedBodyStyle) return;
  document.body.style.overflow = savedBodyStyle.overflow;
  document.body.style.paddingRight = savedBodyStyle.paddingRight;
  savedBodyStyle = null;
}

/** Whether the element's content is taller than it (it scrolls), followed as it loads and resizes. */
function useScrollsItself(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    const changed = new MutationObserver(measure);
    changed.observe(element, { childList: true, subtree: true, characterData: true });
    measure();
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [ref, active]);
  return scrolls;
}

/** Tab and Shift+Tab go round the panel's tabbable elements (the panel itself when it has none). */
function keepTabInside(event: KeyboardEvent, panel: HTMLElement) {
  const stops = tabbableWithin(panel);
  if (stops.length === 0) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  if (!(active instanceof Node) || !panel.contains(active) || active === panel) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** A click on the backdrop closes; a press that starts inside the panel and ends on the backdrop (selecting text) does not. */
function useBackdropClose(onClose: () => void) {
  const pressStartedOnBackdrop = useRef(false);
  return {
    onBackdropMouseDown: (event: MouseEvent<HTMLDivElement>) => {
      pressStartedOnBackdrop.current = event.target === event.currentTarget;
    },
    onBackdropClick: (event: MouseEvent<HTMLDivElement>) => {
      const startedHere = pressStartedOnBackdrop.current;
      pressStartedOnBackdrop.current = false;
      if (startedHere && event.target === event.currentTarget) onClose();
    },
  };
}

export function Dialog({
  title,
  onClose,
  children,
  initialFocus,
  size = 'normal',
  closeLabel,
  className,
  describedBy,
}: DialogProps) {
  const t = useT('common');
  const isClient = useHydrated();
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const { onBackdropMouseDown, onBackdropClick } = useBackdropClose(onClose);
  const contentScrolls = useScrollsItself(contentRef, isClient);
  // The element focused when the dialog is first rendered: the control that opened it, even when
  // the same change removes it from the page (the player's Expand button, gone with the bar).
  const [openedFrom] = useState(() => (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null));

  const requestClose = useEffectEvent(() => onClose());
  const focusInitial = useEffectEvent(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const target =
      initialFocus?.current ?? (contentRef.current ? tabbableWithin(contentRef.current)[0] : undefined) ?? panel;
    target.focus();
  });

  useEffect(() => {
    const panel = panelRef.current;
    const backdrop = backdropRef.current;
    if (!isClient || !panel || !backdrop) return;
    const token = Symbol('dialog');
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const opener = openedFrom && openedFrom !== document.body && (openedFrom.isConnected || !focused || focused === document.body) ? openedFrom : focused;
    const openerKey = focusReturnKey(opener);
    openDialogs.push(token);
    lockScroll();
    const releasePage = makePageBehindInert(backdrop);
    focusInitial();

    const isTop = () => openDialogs[openDialogs.length - 1] === token;

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop() || event.defaultPrevented) return;
      if (event.key === 'Escape' && !event.isComposing) {
        event.preventDefault();
        requestClose();
        return;
      }
      if (event.key === 'Tab') keepTabInside(event, panel);
    };

    // Focus that leaves the dialog (a click on the page behind, script) comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTop()) return;
      const target = event.target;
      if (target instanceof Node && panel.contains(target)) return;
      (tabbableWithin(panel)[0] ?? panel).focus();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = openDialogs.indexOf(token);
      if (index >= 0) openDialogs.splice(index, 1);
      unlockScroll();
      // The page behind comes back first: an inert element cannot take focus.
      releasePage();
      // Back to where the member was, or to the control that took the opener's place.
      returnFocus(opener, openerKey);
    };
  }, [isClient, openedFrom]);

  if (!isClient) return null;

  return createPortal(
    <div ref={backdropRef} className={styles.backdrop} data-dialog-backdrop="" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={[styles.panel, size === 'wide' ? styles.wide : '', className ?? ''].filter(Boolean).join(' ')}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={`ghost ${styles.close}`} aria-label={closeLabel ?? t('dialog.close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <div
          ref={contentRef}
          className={styles.content}
          {...(contentScrolls ? { tabIndex: 0, role: 'group', 'aria-labelledby': titleId } : {})}
        >
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
