import { useId, useState, type ReactNode, type Ref } from 'react';
import { useT } from '@/lib/i18n/useT';
import { pickerKeyDown } from './pickerKeys';
import { useSearchLookup, type Lookup } from './useSearchLookup';
import styles from './ui.module.css';

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
  /** What is found, singular and plural ('member', 'members') in the page's language, for the status. */
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

/** What the polite status says: searching, a failure, none found, or how many were found. */
function pickerStatus<T>(
  t: ReturnType<typeof useT<'common'>>,
  lookup: Lookup<T>,
  found: number,
  query: string,
  [singular, plural]: readonly [string, string],
): string {
  if (lookup.state === 'loading') return t('picker.searching');
  if (lookup.state === 'error') return t('picker.failed', { Plural: capitalised(plural) });
  if (lookup.state !== 'done') return '';
  if (found === 0) return t('picker.none', { plural, query });
  return t('picker.found', { count: found, singular, plural });
}

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
  const t = useT('common');
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const query = text.trim();
  const lookup = useSearchLookup(query, search);
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
  const onKeyDown = pickerKeyDown({ options, open, setOpen, expanded, current, setActive, text, setText, pick });
  const status = query === '' || !open ? '' : pickerStatus(t, lookup, options.length, query, noun);

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
