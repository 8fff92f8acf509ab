import { useRouter } from 'next/router';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useT } from '@/lib/i18n/useT';
import type { InstantKeys, InstantState } from './InstantResults';
import styles from './SearchBox.module.css';

type InstantModule = typeof import('./InstantResults');
let instantModule: Promise<InstantModule> | null = null;
/**
 * The instant results load when a box first gets focus (a plain `import()`: the box keeps its
 * keyboard handling while they load): a page's first load holds only this box.
 */
function loadInstantResults(): Promise<InstantModule> {
  instantModule ??= import('./InstantResults').catch((err: unknown) => {
    // A failed chunk request (offline, a new deployment) may be tried again on the next focus.
    instantModule = null;
    throw err;
  });
  return instantModule;
}

/** Where typing goes: `/` there is a character, not the shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

interface SearchBoxProps {
  /** `header`: the header's box (`/` focuses it); `sheet`: the phone's search sheet (focused when it opens). */
  variant: 'header' | 'sheet';
  /** Called after a result or the search page was opened (the sheet closes). */
  onDone?: () => void;
  /** `/` on a page whose header box is hidden (phones): open the sheet instead. */
  onShortcutHidden?: () => void;
}

/**
 * The site search box (R1.5, R9.4): a plain GET form to `/search` (works without JavaScript),
 * which is a WAI-ARIA combobox once its instant results have loaded on first focus. Enter goes to
 * `/search?term=…` (or opens the result chosen with the arrow keys); Escape closes the results,
 * then clears the text; `/` focuses the header's box unless focus is in a field.
 */
export function SearchBox({ variant, onDone, onShortcutHidden }: SearchBoxProps) {
  const t = useT('common');
  const router = useRouter();
  const id = useId();
  const listId = `${id}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const keysRef = useRef<InstantKeys | null>(null);
  const [text, setText] = useState('');
  const [engaged, setEngaged] = useState(variant === 'sheet');
  const [open, setOpen] = useState(variant === 'sheet');
  const [combo, setCombo] = useState<InstantState>({ expanded: false, activeId: undefined });
  const [Instant, setInstant] = useState<InstantModule['InstantResults'] | null>(null);

  useEffect(() => {
    if (!engaged || Instant) return;
    let live = true;
    loadInstantResults().then(
      (module) => live && setInstant(() => module.InstantResults),
      () => live && setEngaged(false),
    );
    return () => {
      live = false;
    };
  }, [engaged, Instant]);

  useEffect(() => {
    if (variant !== 'header') return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isTypingTarget(event.target)) return;
      const input = inputRef.current;
      if (!input) return;
      event.preventDefault();
      // Below 1024 px the header's box is not shown: the phone's sheet opens instead.
      if (window.getComputedStyle(input.form ?? input).display === 'none') onShortcutHidden?.();
      else input.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [variant, onShortcutHidden]);

  const go = useCallback(
    (href: string) => {
      setOpen(false);
      setText('');
      inputRef.current?.blur();
      onDone?.();
      void router.push(href);
    },
    [onDone, router],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = text.trim();
    if (term === '') return;
    go(`/search?term=${encodeURIComponent(term)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (keysRef.current?.(event)) return;
    // In the sheet, Escape closes the sheet (the dialog's own key).
    if (event.key === 'Escape' && variant === 'header') {
      if (combo.expanded) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      } else if (text !== '') {
        event.preventDefault();
        event.stopPropagation();
        setText('');
      }
    }
  };

  return (
    <form role="search" aria-label={t('searchBox.label')} action="/search" method="get" className={`${styles.form} ${styles[variant]}`} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.search')}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="term"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combo.expanded}
        aria-controls={Instant ? listId : undefined}
        aria-activedescendant={combo.activeId}
        aria-keyshortcuts={variant === 'header' ? '/' : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={t(variant === 'header' ? 'searchBox.placeholder.header' : 'searchBox.placeholder.page')}
        className={styles.input}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setEngaged(true);
          setOpen(true);
        }}
        onBlur={() => variant === 'header' && setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {engaged && Instant && <Instant listId={listId} text={text} open={open} onState={setCombo} keysRef={keysRef} onNavigate={go} inline={variant === 'sheet'} />}
    </form>
  );
}
