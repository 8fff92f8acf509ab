import { useEffect, useId, useLayoutEffect, useState, type KeyboardEvent, type MutableRefObject } from 'react';
import { DEBOUNCE_MS } from '@/lib/constants';
import { searchPath } from '@/lib/search/address';
import { INSTANT_PER_PAGE, type GlobalSearchResponse } from '@/lib/search/global';
import { instantSearch } from '@/services/search';
import { useDebouncedLookup, type LookupAnswer } from '@/components/ui/useSearchLookup';
import type { SearchCollection } from '@/lib/search/global';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useLocale, useT } from '@/lib/i18n/useT';
import { hitViews, type HitView } from './hits';
import { Snippet } from './Snippet';
import styles from './Instant.module.css';

/** What the box tells the results: keys first go to them (true: handled). */
export type InstantKeys = (event: KeyboardEvent<HTMLInputElement>) => boolean;

export interface InstantState {
  expanded: boolean;
  activeId: string | undefined;
}

export interface InstantResultsProps {
  /** The listbox's id (the combobox's `aria-controls`). */
  listId: string;
  /** The box's text as typed. */
  text: string;
  /** Focus is in the box and Escape has not closed the results. */
  open: boolean;
  onState: (state: InstantState) => void;
  keysRef: MutableRefObject<InstantKeys | null>;
  /** A result (or "all results") was chosen. */
  onNavigate: (href: string) => void;
  /** In the flow under the box (the phone's sheet) rather than floating over the page. */
  inline?: boolean;
}

type Option = { id: string; href: string; hit: HitView | null };

// The header's box is on every page: its words are in the app-wide `common` namespace.
const GROUP_TITLES: Record<SearchCollection, MessageKey<'common'>> = {
  post: 'instant.group.post',
  project: 'instant.group.project',
  event: 'instant.group.event',
  user: 'instant.group.user',
};

/** `value` once it has not changed for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** What the polite status says once there is a term: searching, a failure, nothing found, or results. */
type CommonT = ReturnType<typeof useT<'common'>>;

function instantStatus(term: string, answer: LookupAnswer<GlobalSearchResponse> | null, t: CommonT): string {
  if (answer?.query !== term) return t('instant.searching');
  if (answer.result === null) return t('instant.failed');
  if (answer.result.meta.found === 0) return t('instant.nothing', { term });
  return t('instant.found', { term });
}

/**
 * The header's instant results (R1.5, R9.4), loaded when the box first gets focus: the typed text
 * settles after 100 ms (the "all results" choice follows it), the search is asked 500 ms after the
 * last keystroke (an earlier request is aborted), and the answer shows INSTANT_PER_PAGE hits per
 * collection, grouped. The box stays the WAI-ARIA combobox (components/shell/SearchBox.tsx): arrow
 * keys move through the choices (`aria-activedescendant`), Enter opens the one chosen.
 */
export function InstantResults({ listId, text, open, onState, keysRef, onNavigate, inline = false }: InstantResultsProps) {
  const t = useT('common');
  const locale = useLocale();
  const id = useId();
  const term = text.trim();
  const typed = useDebounced(term, DEBOUNCE_MS.short);
  // The last answer, perhaps for an earlier term: its results show until the new ones arrive.
  const answer = useDebouncedLookup(term, instantSearch, DEBOUNCE_MS.default);
  // The chosen option, for the results it was chosen in (new text or results: none chosen).
  const [chosen, setChosen] = useState<{ key: string; index: number }>({ key: '', index: -1 });
  // Any edit or closing drops the choice, so the same term typed anew chooses nothing (a key alone
  // would bring back the choice made the last time those results were shown).
  const [shown, setShown] = useState({ text, open });
  if (shown.text !== text || shown.open !== open) {
    setShown({ text, open });
    setChosen({ key: '', index: -1 });
  }

  const sets = term !== '' && answer?.result ? answer.result.results.filter((set) => set.hits.length > 0) : [];
  const groups = sets.map((set) => ({ collection: set.collection, hits: hitViews(set, { locale, reply: t('instant.reply'), following: (count) => t('instant.following', { count }), names: t }).slice(0, INSTANT_PER_PAGE) }));
  const options: Option[] = groups.flatMap((group) => group.hits.map((hit) => ({ id: `${id}-${hit.key}`, href: hit.href, hit })));
  if (typed !== '') options.push({ id: `${id}-all`, href: searchPath({ term: typed }), hit: null });
  const expanded = open && term !== '' && typed !== '' && options.length > 0;
  const resultsKey = `${typed}\n${answer?.query ?? ''}\n${options.length}`;
  const active = chosen.key === resultsKey ? chosen.index : -1;
  const setActive = (next: (index: number) => number) => setChosen({ key: resultsKey, index: next(active) });
  const current = expanded && active >= 0 && active < options.length ? active : -1;
  const activeId = current >= 0 ? options[current]!.id : undefined;

  // Before paint: the box's aria-expanded and aria-activedescendant change in the frame that shows
  // the highlight, not an effect later (a screen reader reads them on the key that moved it).
  useLayoutEffect(() => onState({ expanded, activeId }), [expanded, activeId, onState]);

  const onKeys: InstantKeys = (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return true;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : options.length - 1) : (i + step + options.length) % options.length));
      return true;
    }
    if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      onNavigate(options[current]!.href);
      return true;
    }
    return false;
  };
  useLayoutEffect(() => {
    keysRef.current = onKeys;
  });

  const status = !open || term === '' ? '' : instantStatus(term, answer, t);

  const optionProps = (option: Option) => {
    const at = options.indexOf(option);
    return {
      id: option.id,
      role: 'option' as const,
      'aria-selected': at === current,
      className: `${styles.option} ${at === current ? styles.active : ''}`,
      // Keep focus in the box: the click chooses, the box's blur does not close first.
      onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
      onClick: () => onNavigate(option.href),
      onMouseMove: () => at !== current && setActive(() => at),
    };
  };

  return (
    <>
      <div className={`${styles.popup} ${inline ? styles.inline : ''}`} hidden={!expanded}>
        <div id={listId} role="listbox" aria-label={t('instant.results')}>
          {expanded &&
            groups.map((group) => (
              <div key={group.collection} role="group" aria-labelledby={`${id}-${group.collection}`} className={styles.group}>
                <div id={`${id}-${group.collection}`} role="presentation" className={styles.groupLabel}>
                  {t(GROUP_TITLES[group.collection])}
                </div>
                {group.hits.map((hit) => {
                  const option = options.find((o) => o.hit === hit)!;
                  return (
                    <div key={hit.key} {...optionProps(option)}>
                      <span dir="auto" className={styles.title}>{'snippet' in hit.title ? <Snippet snippet={hit.title.snippet} /> : hit.title.text}</span>
                      {hit.details.length > 0 && <span className={styles.details}>{hit.details.slice(0, 2).join(' · ')}</span>}
                    </div>
                  );
                })}
              </div>
            ))}
          {expanded && (
            <div {...optionProps(options[options.length - 1]!)}>
              <span className={styles.all}>See all results for “{typed}”</span>
            </div>
          )}
        </div>
        {expanded && groups.length === 0 && (
          <p className={styles.note} aria-hidden="true">
            {status}
          </p>
        )}
      </div>
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </>
  );
}
