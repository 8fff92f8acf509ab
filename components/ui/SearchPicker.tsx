import { useEffect, useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import styles from './ui.module.css';

/** How long typing pauses before the lookup is asked. */
export const SEARCH_PICKER_DEBOUNCE_MS = 250;

export interface SearchPickerProps<T> {
  label: string;
  /** Help text under the input (its description). */
  hint?: string;
  /** The lookup for `query` (aborted when the query changes). Keep it stable (a module's function). */
  search: (query: string, signal: AbortSignal) => Promise<T[]>;
  /** The option's id (also what `exclude` holds): a member's uid, a tag's name. */
  keyOf: (item: T) => number | string;
  /** The option's content. */
  renderOption: (item: T) => ReactNode;
  /** What is found, singular and plural ('member', 'members'), for the status. */
  noun: readonly [string, string];
  /** Ids already chosen: never suggested. */
  exclude?: ReadonlyArray<number | string>;
  onPick: (item: T) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** The input's name (a form's first invalid field gets focus by it). */
  name?: string;
  /** The field's error, under the input (and the input is aria-invalid). */
  error?: string | null;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Lookup<T> = { state: 'idle' } | { state: 'loading' } | { state: 'done'; users: T[] } | { state: 'error' };

/**
 * Choosing one thing by searching for it: a WAI-ARIA combobox with a list of suggestions. Typing
 * asks the lookup after a short pause; ArrowDown / ArrowUp move through the suggestions
 * (`aria-activedescendant`, focus stays in the input), Enter picks one, Escape closes the list
 * (and clears the text when it is closed already); a click picks too. A polite status says how
 * many were found. MemberPicker, TagPicker and the project picker are built on it.
 */
export function SearchPicker<T>({
  label,
  hint,
  search,
  keyOf,
  renderOption,
  noun,
  exclude = [],
  onPick,
  disabled = false,
  inputRef,
  name,
  error,
}: SearchPickerProps<T>) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The last answer and the query it answers (users null: the lookup failed).
  const [answer, setAnswer] = useState<{ query: string; users: T[] | null } | null>(null);

  const query = text.trim();
  useEffect(() => {
    if (query === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(query, controller.signal).then(
        (found) => !controller.signal.aborted && setAnswer({ query, users: found }),
        () => !controller.signal.aborted && setAnswer({ query, users: null }),
      );
    }, SEARCH_PICKER_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search]);

  const lookup: Lookup<T> =
    query === ''
      ? { state: 'idle' }
      : answer?.query !== query
        ? { state: 'loading' }
        : answer.users
          ? { state: 'done', users: answer.users }
          : { state: 'error' };
  const excluded = new Set<number | string>(exclude);
  const options = lookup.state === 'done' ? lookup.users.filter((u) => !excluded.has(keyOf(u))) : [];
  const expanded = open && query !== '' && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const current = expanded && active >= 0 && active < options.length ? active : -1;

  const pick = (item: T) => {
    onPick(item);
    setText('');
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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

  const status =
    query === '' || !open
      ? ''
      : lookup.state === 'loading'
        ? 'Searching…'
        : lookup.state === 'error'
          ? `${capitalised(noun[1])} could not be searched. Try again.`
          : lookup.state === 'done'
            ? options.length === 0
              ? `No ${noun[1]} found for “${query}”.`
              : `${options.length} ${options.length === 1 ? noun[0] : noun[1]} found. Use the arrow keys to choose.`
            : '';

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        aria-describedby={[error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        name={name}
        value={text}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => query !== '' && setOpen(true)}
      />
      <ul id={listId} role="listbox" aria-label={label} className={styles.pickerList} hidden={!expanded}>
        {expanded &&
          options.map((item, index) => (
            <li
              key={keyOf(item)}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              className={styles.pickerOption}
              // Keep focus in the input: the click picks, the input's blur does not close first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(item)}
              onMouseMove={() => index !== current && setActive(index)}
            >
              {renderOption(item)}
            </li>
          ))}
      </ul>
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {open && query !== '' && (lookup.state === 'error' || (lookup.state === 'done' && options.length === 0)) && (
        <p className={`field-hint ${styles.hint}`} aria-hidden="true">
          {status}
        </p>
      )}
      {error && (
        <p id={errorId} className={`error ${styles.fieldError}`}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={`field-hint ${styles.hint}`}>
          {hint}
        </p>
      )}
    </div>
  );
}
